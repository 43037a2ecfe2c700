// The mock API's public face: its configuration and data types. The handlers themselves (and msw)
// stay out of the barrel; stories and tests import them from src/mocks/handlers.
export {
  applyMockApiPreset,
  getMockApiConfig,
  mockApiPresets,
  resetMockApiConfig,
  setMockApiConfig,
  subscribeMockApiConfig,
} from './config';
export type { MockApiConfig, MockApiFault, MockApiPreset } from './config';
export { configureMockData, resetMockData, taskPriorities, taskStatuses } from './db';
export type { Page, Person, Task, TaskPriority, TaskStatus } from './db';

/**
 * Starts the mock API in the browser as the app's default data source, persisting its data in
 * localStorage. Loaded on demand, so a build that never calls it leaves msw out.
 */
export async function startMockApi(options: { persist?: boolean } = {}) {
  const { startMockApi: start } = await import('./browser');
  return start(options);
}

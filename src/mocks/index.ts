// The mock API's public face: its configuration and data types. The handlers themselves (and msw)
// stay out of the barrel; stories and tests import them from src/mocks/handlers.
import type { StartMockApiOptions } from './browser';

export {
  applyMockApiPreset,
  getMockApiConfig,
  mockApiPresets,
  resetMockApiConfig,
  setMockApiConfig,
  subscribeMockApiConfig,
} from './config';
export type { MockApiConfig, MockApiFault, MockApiPreset } from './config';
export {
  configureMockData,
  resetMockData,
  subscribeMockData,
  taskPriorities,
  taskStatuses,
} from './db';
export type { MockDataProblem, Page, Person, Task, TaskPriority, TaskStatus } from './db';
export type { StartMockApiOptions } from './browser';

/**
 * Starts the mock API in the browser as the app's default data source, persisting its data (and its
 * behaviour) in localStorage and following other tabs' changes. Loaded on demand, so a build that
 * never calls it leaves msw out.
 */
export async function startMockApi(options: StartMockApiOptions = {}) {
  const { startMockApi: start } = await import('./browser');
  return start(options);
}

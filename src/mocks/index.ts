// The mock API: a demo REST server (msw) for the app, the stories and the tests. It is not part of
// the library and not in the public barrel (it needs msw, a dev dependency): the app, stories and
// tests import it from here (src/mocks), and its handlers from src/mocks/handlers.
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
export { configureMockData, editMockTask, resetMockData, subscribeMockData } from './db';
export type { MockDataProblem } from './db';
// The shapes it serves (the API's, src/domain); stories that show live data type it with these.
export type { Page, Person, Task, TaskPriority, TaskStatus } from '../domain/tasks';
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

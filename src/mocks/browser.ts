import { setupWorker } from 'msw/browser';
import { configureMockData } from './db';
import { handlers } from './handlers';

/**
 * Starts the mock API in the browser as the app's default data source. Data persists in
 * localStorage across reloads (in memory where storage is unavailable). Requests outside `/api` go to
 * the network untouched. Import it lazily so production bundles can leave msw out.
 */
export async function startMockApi(options: { persist?: boolean } = {}) {
  configureMockData({ persist: options.persist ?? true });
  const worker = setupWorker(...handlers);
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true });
  return worker;
}

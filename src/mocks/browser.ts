import { setupWorker } from 'msw/browser';
import { persistMockApiConfig } from './config';
import { configureMockData, type MockDataProblem } from './db';
import { handlers } from './handlers';
import { handleWorkerUpdateFailures } from './workerUpdates';

// What the app drives (main.tsx, the Settings screen) comes from this module only: one chunk holds
// the whole mock API (msw, the data, the configuration), loaded beside the first screen and never
// inside its main chunk.
export {
  applyMockApiPreset,
  getMockApiConfig,
  mockApiPresets,
  resetMockApiConfig,
  setMockApiConfig,
  subscribeMockApiConfig,
} from './config';
export type { MockApiConfig, MockApiPreset } from './config';
export { editMockTask, resetMockData, subscribeMockData } from './db';

const WORKER_URL = '/mockServiceWorker.js';

interface TrustedTypesWindow {
  trustedTypes?: {
    defaultPolicy: unknown;
    createPolicy(
      name: string,
      rules: { createScriptURL: (input: string, type: string, sink: string) => string | null },
    ): unknown;
  };
}

/**
 * Lets msw register its worker where the page requires Trusted Types (the app's CSP has
 * `require-trusted-types-for 'script'`): `navigator.serviceWorker.register` refuses a plain string,
 * and msw turns any URL it is given into one, so only the `default` policy (listed in the CSP's
 * `trusted-types`, src/app/csp.ts) can vouch for it. It vouches for this one URL at this one sink
 * and refuses everything else (no HTML, no script text), as if there were no policy.
 * https://w3c.github.io/trusted-types/dist/spec/#default-policy-hdr
 */
function allowWorkerRegistration(): void {
  const factory = (window as TrustedTypesWindow).trustedTypes;
  if (!factory || factory.defaultPolicy) return;
  factory.createPolicy('default', {
    createScriptURL: (input, _type, sink) =>
      sink === 'ServiceWorkerContainer register' && input === WORKER_URL ? input : null,
  });
}

export interface StartMockApiOptions {
  /** Keep data and the server's behaviour (Offline, Slow…) in localStorage across reloads and tabs. @default true */
  persist?: boolean;
  /** Told about each stored record that was invalid and dropped. @default a console warning in development */
  onInvalidData?: (problem: MockDataProblem) => void;
}

/**
 * Starts the mock API in the browser as the app's default data source. Data persists in
 * localStorage across reloads (in memory where storage is unavailable), and another tab's changes
 * show up here. Requests outside `/api` go to the network untouched. Import it lazily so
 * production bundles can leave msw out.
 */
export async function startMockApi(options: StartMockApiOptions = {}) {
  const persist = options.persist ?? true;
  configureMockData({ persist, onInvalidData: options.onInvalidData });
  if (persist) persistMockApiConfig();
  allowWorkerRegistration();
  handleWorkerUpdateFailures();
  const worker = setupWorker(...handlers);
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: WORKER_URL },
  });
  return worker;
}

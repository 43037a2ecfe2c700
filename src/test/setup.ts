import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { resetMockApiConfig } from '../mocks/config';
import { resetMockData } from '../mocks/db';
import { resetDevWarnings } from '../utils/dev';
import { installConsoleGuard } from './console';
import { server } from './msw';

// A wait (`findBy…`, `waitFor`) lasts up to 10 s, not Testing Library's 1 s: a lazily loaded part
// (the Columns menu, a drawer, Toast's machinery) can take longer than a second to arrive on a busy
// two-core machine. A wait that succeeds returns as soon as it does; only a failure takes longer.
configure({ asyncUtilTimeout: 10_000 });
// The same for Vitest's own `vi.waitFor`, whose default is 1 s, unless a test names its own limit.
const viWaitFor = vi.waitFor;
vi.waitFor = ((callback, options) =>
  viWaitFor(
    callback,
    typeof options === 'number' ? options : { timeout: 10_000, ...options },
  )) as typeof vi.waitFor;

// jsdom has no matchMedia; components read media queries through it.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// The mock API answers /api requests; one with no handler is a mistake in the test and fails it.
// Anything else (a component loading an image, say) passes through untouched.
beforeAll(() =>
  server.listen({
    onUnhandledRequest(request, print) {
      if (new URL(request.url).pathname.startsWith('/api/')) print.error();
    },
  }),
);
afterEach(() => {
  server.resetHandlers();
  resetMockData();
  resetMockApiConfig();
});
afterAll(() => server.close());

installConsoleGuard();
beforeEach(() => resetDevWarnings());
afterEach(() => cleanup());

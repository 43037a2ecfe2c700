import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { resetMockApiConfig } from '../mocks/config';
import { resetMockData } from '../mocks/db';
import { resetDevWarnings } from '../utils/dev';
import { installConsoleGuard } from './console';
import { server } from './msw';

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

import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { resetDevWarnings } from '../utils/dev';
import { installConsoleGuard } from './console';

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

installConsoleGuard();
beforeEach(() => resetDevWarnings());
afterEach(() => cleanup());

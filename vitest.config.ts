import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumArgs, chromiumPath } from './scripts/chromium.mjs';
import { layerOrderFirst } from './scripts/lib/css.mjs';
import { tesseraFromSource } from './vite.config.ts';

// Debian's Chromium, headless, as every browser project runs it (scripts/chromium.mjs).
const chromiumAnySize = () => ({
  enabled: true,
  headless: true,
  screenshotFailures: false,
  provider: playwright({ launchOptions: { executablePath: chromiumPath, args: chromiumArgs } }),
  instances: [{ browser: 'chromium' as const }],
});
/** The same at the screenshots' fixed size. */
const chromium = () => ({ ...chromiumAnySize(), viewport: { width: 1024, height: 768 } });
/**
 * The screenshots' browser: a window larger than any shot (a screen story at 1280 px, as tall as
 * its page), so Vitest never scales the page down to fit its window.
 */
const screenshotChromium = () => ({
  ...chromium(),
  provider: playwright({
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    contextOptions: { viewport: { width: 1400, height: 4000 } },
  }),
});

// Pre-bundled up front for the browser projects: a dependency discovered mid-run makes Vite reload
// the page and the run flaky.
const browserDeps = [
  'msw/browser',
  'msw-storybook-addon/csf3',
  // Every browser project's setup configures it (.storybook/vitest.setup.ts).
  '@testing-library/react',
  'axe-core',
  'lucide-react',
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'msw',
  'zod',
  'react-router',
  '@tanstack/react-query',
  '@tanstack/react-table',
  '@tanstack/react-virtual',
  ...[
    'accordion',
    'alert-dialog',
    'avatar',
    'checkbox',
    'checkbox-group',
    'collapsible',
    'combobox',
    'context-menu',
    'dialog',
    'direction-provider',
    'drawer',
    'field',
    'fieldset',
    'form',
    'menu',
    'merge-props',
    'meter',
    'number-field',
    'popover',
    'progress',
    'radio',
    'radio-group',
    'scroll-area',
    'select',
    'separator',
    'slider',
    'switch',
    'tabs',
    'toast',
    'toggle',
    'toggle-group',
    'toolbar',
    'tooltip',
    'use-render',
  ].map((part) => `@base-ui/react/${part}`),
];

/**
 * How long a test may run before it counts as hung. A limit, not a speed check (speed is the
 * benchmarks' job): `npm test` must pass on a busy machine, and under scripts/cpu-burner.mjs
 * --workers 4 with a build loop beside it, a two-core machine ran tests up to seven times slower
 * than when quiet (the first forced-colours check: 4.5 s quiet, over 30 s loaded). A test that
 * needs more says so itself; waits inside a test take what is left of it (src/test/budget.ts).
 */
const HANG_LIMIT = 120_000;

export default defineConfig({
  // The layer order at the top of every CSS Module, as in the app and Storybook (vite.config.ts).
  plugins: [layerOrderFirst(), react()],
  // `tessera` is the package's own name: the app and its tests import it, resolved to src/.
  resolve: { alias: tesseraFromSource },
  test: {
    projects: [
      {
        // Bundle-size budgets (bench/size-budgets.json): deterministic, in Node, no browser.
        test: {
          name: 'size',
          environment: 'node',
          include: ['bench/**/*.test.ts'],
          testTimeout: HANG_LIMIT,
        },
      },
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          testTimeout: HANG_LIMIT,
          hookTimeout: HANG_LIMIT,
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['src/test/setup.ts'],
          css: { modules: { classNameStrategy: 'non-scoped' } },
        },
      },
      {
        extends: true,
        // Screenshots of every AllStates story, light and dark, compared with checked-in references.
        optimizeDeps: { include: [...browserDeps, '@storybook/react-vite', 'storybook/test'] },
        test: {
          name: 'visual',
          include: ['visual/**/*.visual.tsx'],
          setupFiles: ['.storybook/vitest.setup.ts'],
          testTimeout: HANG_LIMIT,
          hookTimeout: HANG_LIMIT,
          browser: {
            ...screenshotChromium(),
            expect: {
              toMatchScreenshot: {
                comparatorName: 'pixelmatch',
                // Anti-aliasing noise passes; a changed colour, border or layout does not.
                comparatorOptions: { threshold: 0.2, allowedMismatchedPixelRatio: 0.001 },
              },
            },
          },
        },
      },
      {
        extends: true,
        // The pseudo-locale check: every AllStates story in accented, bracketed words must show no
        // English word of a component's own (i18n/pseudoLocale.browser.tsx).
        optimizeDeps: { include: [...browserDeps, '@storybook/react-vite', 'storybook/test'] },
        test: {
          name: 'i18n',
          include: ['i18n/**/*.browser.tsx'],
          setupFiles: ['.storybook/vitest.setup.ts'],
          testTimeout: HANG_LIMIT,
          hookTimeout: HANG_LIMIT,
          browser: {
            ...chromium(),
          },
        },
      },
      {
        // The production build, served locally under a strict CSP, driven in Chromium.
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['e2e/**/*.e2e.ts'],
          globalSetup: ['e2e/global-setup.ts'],
          testTimeout: HANG_LIMIT,
          hookTimeout: HANG_LIMIT,
          fileParallelism: false,
        },
      },
      {
        // The package as users install it: lib/ built, packed and installed into a separate app
        // (examples/vite-consumer) once per run (examples/global-setup.ts); then publint, Are
        // the Types Wrong?, that app in Chromium, and every component rendered on a server.
        test: {
          name: 'package',
          environment: 'node',
          include: ['examples/*.test.ts'],
          globalSetup: ['examples/global-setup.ts'],
          testTimeout: HANG_LIMIT,
          hookTimeout: 300_000,
          fileParallelism: false,
        },
      },
      {
        // The docs: every export has a story or page (from the sources), and every docs page of the
        // built Storybook opens cleanly in light and dark (the build is made once and reused while
        // fresh; see .storybook/tests/build.ts).
        test: {
          name: 'docs',
          environment: 'node',
          include: ['.storybook/tests/**/*.test.ts'],
          testTimeout: HANG_LIMIT,
          hookTimeout: 600_000,
        },
      },
      {
        extends: true,
        // Every story is a test: it renders, its play function runs, then axe checks it (light and dark).
        plugins: [storybookTest({ configDir: '.storybook' })],
        // Pre-bundled up front: a dependency discovered mid-run makes Vite reload and the run flaky.
        optimizeDeps: { include: browserDeps },
        test: {
          name: 'storybook',
          setupFiles: ['.storybook/vitest.setup.ts'],
          testTimeout: HANG_LIMIT,
          hookTimeout: HANG_LIMIT,
          browser: chromiumAnySize(),
        },
      },
    ],
  },
});

import { cleanup, render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
// The stylesheet the app's entry imports (tessera/styles.css), from the sources.
import '../src/styles/index.css';
import { App } from '../src/app/App';
import { SETTINGS_KEY } from '../src/app/settings';
import { startMockApi } from '../src/mocks/browser';
import { timeLeftIn } from '../src/test/budget';
import { defaultViewport, fitPage, freezeMotion, screenHeight, screenWidths } from './support';

// The reference app's screens as a person sees them on a phone, a tablet and a laptop, light and
// dark, compared with the references beside this file (__screenshots__/app.visual.tsx/). The app
// runs on the mock API (its seeded data has fixed dates), at the address each screen lives at.

/** Each screen: its address and what shows once it has its data. */
const screens = [
  ['TaskList', '/tasks', () => screen.findAllByRole('checkbox', { name: /^Select (?!all)/ })],
  ['NewTask', '/tasks/new', () => screen.findByRole('textbox', { name: /Title/ })],
  ['Settings', '/settings', () => screen.findByRole('heading', { level: 1, name: 'Settings' })],
] as const;

const cases = screens.flatMap(([name, path, ready]) =>
  screenWidths.map((width) => [`${name}-${width}`, path, ready, width] as const),
);

const testerAddress = window.location.href;
let worker: Awaited<ReturnType<typeof startMockApi>> | undefined;

beforeAll(async () => {
  freezeMotion();
  worker = await startMockApi({ persist: false });
});

afterEach(async () => {
  cleanup();
  localStorage.removeItem(SETTINGS_KEY);
  document.documentElement.removeAttribute('data-theme');
  window.history.replaceState(null, '', testerAddress);
  await page.viewport(defaultViewport.width, defaultViewport.height);
});

afterAll(() => worker?.stop());

describe.each(cases)('%s', (name, path, ready, width) => {
  it.for(['light', 'dark'] as const)('looks as it did in the %s theme', async (theme, { task }) => {
    localStorage.setItem(
      SETTINGS_KEY,
      JSON.stringify({ theme, density: 'comfortable', motion: 'reduce', language: 'en' }),
    );
    await page.viewport(width, screenHeight(width));
    window.history.replaceState(null, '', path);
    render(<App />);
    await ready();
    await fitPage(width);
    await expect
      .element(page.elementLocator(document.body))
      .toMatchScreenshot(`${name}-${theme}`, { timeout: timeLeftIn(task)() });
  });
});

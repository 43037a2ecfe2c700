import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './browser';
import { SLOW } from './support';

// A crash above the router (in a provider, say) must leave a page a person can act on, not a blank
// one. Nothing in the shipped app can be asked to crash, so the test breaks what the providers rely
// on: `matchMedia`, which ThemeProvider reads while rendering (as a badly written extension that
// patches it for dark mode could). Corrupt stored settings cannot do it: every field is checked on
// reading (src/app/settings.test.tsx).

let browser: Browser;
let context: BrowserContext;
let page: Page;
let pageErrors: string[];
let consoleErrors: string[];
const url = (path: string) => inject('baseUrl') + path;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});
beforeEach(async () => {
  context = await browser.newContext({ viewport: { width: 1100, height: 800 } });
  page = await context.newPage();
  pageErrors = [];
  consoleErrors = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
});
afterEach(async () => {
  await context?.close();
  expect(pageErrors, 'uncaught errors in the page').toEqual([]);
});

const FAULT = 'matchMedia is broken';

function breakMatchMedia() {
  return context.addInitScript((message) => {
    window.matchMedia = () => {
      throw new Error(message);
    };
  }, FAULT);
}

describe('a crash above the router', () => {
  it('shows a page that says what happened, with focus on it, reported once', async () => {
    await breakMatchMedia();
    await page.goto(url('/tasks'));
    const main = page.getByRole('main', { name: 'Something went wrong' });
    await main.waitFor();
    await page.getByRole('heading', { level: 1, name: 'Something went wrong' }).waitFor();
    await expect.poll(() => main.evaluate((el) => el === document.activeElement), SLOW).toBe(true);
    expect(await page.title()).toBe('Something went wrong · Tessera');
    // One report for one error, though the root boundary and React's root both saw it.
    await expect
      .poll(() => consoleErrors.filter((text) => text.includes(FAULT)).length, SLOW)
      .toBe(1);
    // The keyboard reaches both ways out.
    await page.keyboard.press('Tab');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent), SLOW)
      .toBe('Reload');
    await page.keyboard.press('Tab');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent), SLOW)
      .toBe('Reset settings and reload');
  });

  it('Reset settings forgets them (not the tasks) and reloads; Reload brings the app back once the fault is gone', async () => {
    const fault = await breakMatchMedia();
    await page.addInitScript(() => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem(
        'tessera-app:settings',
        JSON.stringify({ theme: 'dark', density: 'compact', motion: 'reduce' }),
      );
      localStorage.setItem('tessera.mockApi.config.v1', JSON.stringify({ fault: 'offline' }));
      localStorage.setItem(
        'tessera.mockApi.v1',
        JSON.stringify({ tasks: [], people: [], nextId: 7 }),
      );
    });
    await page.goto(url('/tasks'));
    await page.getByRole('heading', { level: 1, name: 'Something went wrong' }).waitFor();

    await Promise.all([
      page.waitForEvent('load'),
      page.getByRole('button', { name: 'Reset settings and reload' }).click(),
    ]);
    await page.getByRole('heading', { level: 1, name: 'Something went wrong' }).waitFor();
    // Settings forgotten; the mock API's configuration too (it started again from its baseline and
    // had nothing to save); the tasks kept. Read again until the page has settled: under load a
    // navigation can still be under way when the heading is first seen (the burner proof met one).
    const stored = () =>
      page
        .evaluate(() =>
          ['tessera-app:settings', 'tessera.mockApi.config.v1', 'tessera.mockApi.v1'].map((key) =>
            localStorage.getItem(key),
          ),
        )
        .catch(() => 'navigating');
    await expect.poll(stored, SLOW).toEqual([null, null, '{"tasks":[],"people":[],"nextId":7}']);

    await fault.dispose();
    await Promise.all([
      page.waitForEvent('load'),
      page.getByRole('button', { name: 'Reload', exact: true }).click(),
    ]);
    // The app is back, with the stored (empty) task list and the default settings.
    await page.getByRole('heading', { level: 1, name: 'Tasks' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBeUndefined();
  });
});

import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchBrowser } from '../e2e/browser';
import { startStaticServer, type StaticServer } from '../e2e/server';
import { expectFocus, tabTo } from '../e2e/support';
import { fixtureDist } from '../scripts/lib/consumer.mjs';
import { timeLeftIn } from '../src/test/budget';
import { WAIT, watchProblems } from './support';

// The README's "Use it in your app", followed word for word: a new Vite react-ts app, the tarball
// installed (and neither optional peer), the stylesheet imported in src/main.tsx, and the README's
// example as src/App.tsx, copied from README.md when the app is set up. Built by Vite, opened in
// Chromium and used by keyboard as a person would.

const viewport = { width: 1024, height: 768 };
let browser: Browser;
let server: StaticServer;
let context: BrowserContext;
let page: Page;
const problems: string[] = [];

beforeAll(async () => {
  [browser, server] = await Promise.all([
    launchBrowser(),
    startStaticServer({ root: fixtureDist }),
  ]);
});
afterAll(async () => {
  await Promise.all([browser?.close(), server?.close()]);
});
beforeEach(async () => {
  context = await browser.newContext({ viewport });
  page = await context.newPage();
  watchProblems(page, problems);
  await page.goto(server.url);
  await page.getByRole('form', { name: 'Sign up' }).waitFor();
});
afterEach(async () => {
  await context?.close();
  expect(problems.splice(0), 'errors and warnings in the console').toEqual([]);
});

describe("the README's example in a new Vite app", () => {
  it('signs up by keyboard, and the toast shows, styled, inside the viewport', async ({ task }) => {
    const email = page.getByRole('textbox', { name: 'Email' });
    await tabTo(page, email);
    await page.keyboard.type('ada@example.com');
    const signUp = page.getByRole('button', { name: 'Sign up' });
    await tabTo(page, signUp);
    await page.keyboard.press('Enter');

    const toast = page.locator('[data-slot="toast"]', { hasText: 'Welcome, ada@example.com' });
    await toast.waitFor();
    // tessera/styles.css holds the toasts' rules: their region is fixed to the viewport's end
    // corner, not a block after the page's content. The toast slides in from beyond the edge, so
    // it is looked at until it has come in (on a busy machine the first look can be mid-way).
    const placed = () =>
      toast.evaluate((element) => {
        const region = element.closest('[data-slot="toast-viewport"]')!;
        const box = element.getBoundingClientRect();
        return {
          position: getComputedStyle(region).position,
          inside:
            box.width > 0 &&
            box.height > 0 &&
            box.left >= 0 &&
            box.top >= 0 &&
            box.right <= window.innerWidth &&
            box.bottom <= window.innerHeight,
        };
      });
    await expect
      .poll(placed, { timeout: timeLeftIn(task)(), interval: 100 })
      .toEqual({ position: 'fixed', inside: true });
  });

  it('opens the terms dialog by keyboard and closes it, focus going in and back', async () => {
    const terms = page.getByRole('button', { name: 'Terms' });
    await tabTo(page, terms);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Terms of use' });
    await dialog.waitFor();
    const done = dialog.getByRole('button', { name: 'Done' });
    await expect
      .poll(() => dialog.evaluate((element) => element.contains(document.activeElement)), WAIT)
      .toBe(true);
    await tabTo(page, done);
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'hidden' });
    await expectFocus(page, terms);
  });
});

import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchBrowser } from '../e2e/browser';
import { expectFocus, tabTo } from '../e2e/support';
import { examples, nextBuilds } from '../scripts/lib/consumer.mjs';
import { startAppServer, WAIT, watchProblems, type AppServer } from './support';

// A Next.js App Router app (examples/next-app) with only next, react, react-dom and the tarball
// installed: a server component page renders Tessera's display components directly, a client
// component the interactive ones. Built twice, with Turbopack and with webpack, each started with
// `next start` and used in Chromium: no console error, no hydration warning.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe.each(Object.entries(nextBuilds))('the Next.js app built with %s', (_bundler, distDir) => {
  let app: AppServer;
  let context: BrowserContext;
  let page: Page;
  const problems: string[] = [];

  beforeAll(async () => {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      TESSERA_NEXT_DIST_DIR: distDir,
      NEXT_TELEMETRY_DISABLED: '1',
    };
    delete env.NODE_ENV;
    delete env.VITEST;
    app = await startAppServer(
      process.execPath,
      [
        path.join(examples.next.dir, 'node_modules/next/dist/bin/next'),
        'start',
        '-p',
        '0',
        '-H',
        '127.0.0.1',
      ],
      { cwd: examples.next.dir, env, url: /Local:\s+(http:\/\/\S+)/ },
    );
  });
  afterAll(async () => {
    await app?.stop();
  });
  beforeEach(async () => {
    context = await browser.newContext({ viewport: { width: 1024, height: 768 } });
    page = await context.newPage();
    watchProblems(page, problems);
  });
  afterEach(async () => {
    await context?.close();
    expect(problems.splice(0), 'errors and warnings in the console').toEqual([]);
  });

  /** Opens the page and waits until React has hydrated it: the client part answers a key. */
  async function open() {
    await page.goto(app.url);
    const title = page.getByRole('textbox', { name: 'Title' });
    await tabTo(page, title);
    await page.keyboard.type('x');
    await expect.poll(() => title.inputValue(), WAIT).toBe('x');
    await page.keyboard.press('Backspace');
  }

  it('sends the server component as HTML: display components rendered on the server', async () => {
    const html = await (await fetch(app.url)).text();
    for (const part of [
      '<h1',
      'Tessera in Next.js',
      'tsr-Card',
      'tsr-Badge',
      'tsr-Alert',
      'Nothing to set up',
      'tsr-Button',
      'A server-rendered button',
      'tsr-DataTable',
    ])
      expect(html, app.output()).toContain(part);
  });

  it('fills and submits the form by keyboard, and a toast says so', async () => {
    await open();
    await page.keyboard.type('Ship it');
    const priority = page.getByRole('combobox', { name: 'Priority' });
    await tabTo(page, priority);
    await page.keyboard.press('Enter');
    const high = page.getByRole('option', { name: 'High' });
    await high.waitFor();
    await page.keyboard.press('ArrowDown');
    await expectFocus(page, high);
    await page.keyboard.press('Enter');
    await expect.poll(() => priority.textContent(), WAIT).toContain('High');
    await tabTo(page, page.getByRole('textbox', { name: 'Due' }));
    await page.keyboard.type('15/03/2026');
    await tabTo(page, page.getByRole('button', { name: 'Save' }));
    await page.keyboard.press('Enter');
    await page.locator('[data-slot="toast"]', { hasText: 'Saved Ship it' }).waitFor();
  });

  it('opens and closes a dialog by keyboard, and chooses a menu item', async () => {
    await open();
    const trigger = page.getByRole('button', { name: 'Open dialog' });
    await tabTo(page, trigger);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Delete the task?' });
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expectFocus(page, trigger);

    const actions = page.getByRole('button', { name: 'Actions' });
    await tabTo(page, actions);
    await page.keyboard.press('Enter');
    await expectFocus(page, page.getByRole('menuitem', { name: 'Edit' }));
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.getByRole('status', { name: 'Last action' }).textContent(), WAIT)
      .toBe('Duplicate chosen');
  });

  it('sorts the data table by keyboard', async () => {
    await open();
    await tabTo(page, page.getByRole('button', { name: 'Title' }));
    await page.keyboard.press('Enter');
    const header = page.getByRole('columnheader', { name: /Title/ });
    await expect.poll(() => header.getAttribute('aria-sort'), WAIT).toBe('ascending');
    const firstRow = page.getByRole('table', { name: 'Tasks' }).getByRole('row').nth(1);
    await expect.poll(() => firstRow.textContent(), WAIT).toContain('Fix the cache');
  });
});

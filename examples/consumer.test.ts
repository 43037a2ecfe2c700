import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchBrowser } from '../e2e/browser';
import { startStaticServer, type StaticServer } from '../e2e/server';
import { expectFocus, expectNoAxeViolations, tabTo } from '../e2e/support';
import { fixtureDist } from '../scripts/lib/consumer.mjs';

// The Vite app (examples/vite-consumer) that installed Tessera from the packed tarball, with
// neither optional peer, built by its own Vite config: its tasks page's form, dialog, menu and
// table used by keyboard in Chromium.

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
  context = await browser.newContext();
  page = await context.newPage();
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (['error', 'warning'].includes(message.type())) problems.push(message.text());
  });
  await page.goto(`${server.url}/tasks.html`);
  await page.getByRole('heading', { name: 'Tessera in a separate app' }).waitFor();
});
afterEach(async () => {
  await context?.close();
  expect(problems.splice(0), 'errors and warnings in the console').toEqual([]);
});

const lastAction = () => page.getByRole('status', { name: 'Last action' });

describe('an app that installed the tarball', () => {
  it('is styled by tessera/styles.css: tokens, and the stable tsr- class names', async () => {
    const styles = await page.evaluate(() => ({
      surface: getComputedStyle(document.documentElement).getPropertyValue('--color-surface'),
      save: getComputedStyle(document.querySelector('.tsr-Button[data-variant=primary]')!)
        .backgroundColor,
    }));
    expect(styles.surface.trim()).not.toBe('');
    // The primary button takes the accent token, not the browser's grey.
    expect(styles.save).not.toBe('rgb(239, 239, 239)');
    expect(styles.save).not.toBe('rgba(0, 0, 0, 0)');
    await expectNoAxeViolations(page);
  });

  it('fills and submits the form by keyboard: a text field, a select and a date picker', async () => {
    const title = page.getByRole('textbox', { name: 'Title' });
    await tabTo(page, title);
    await page.keyboard.type('Ship it');

    const priority = page.getByRole('combobox', { name: 'Priority' });
    await tabTo(page, priority);
    await page.keyboard.press('Enter');
    const high = page.getByRole('option', { name: 'High' });
    await high.waitFor();
    await page.keyboard.press('ArrowDown');
    await expectFocus(page, high);
    await page.keyboard.press('Enter');
    await expect.poll(() => priority.textContent()).toContain('High');
    await expectFocus(page, priority);

    const due = page.getByRole('textbox', { name: 'Due' });
    await tabTo(page, due);
    await page.keyboard.type('3/15/2026');
    const choose = page.getByRole('button', { name: 'Choose date' });
    await tabTo(page, choose);
    await page.keyboard.press('Enter');
    const calendar = page.getByRole('dialog', { name: 'Choose date' });
    await calendar.waitFor();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await calendar.waitFor({ state: 'hidden' });
    await expectFocus(page, choose);

    await tabTo(page, page.getByRole('button', { name: 'Save' }));
    await page.keyboard.press('Enter');
    await expect
      .poll(() => lastAction().textContent())
      .toBe('Saved {"title":"Ship it","priority":"high","due":"2026-03-15"}');
  });

  it('opens and closes a dialog by keyboard, focus going in and back', async () => {
    const trigger = page.getByRole('button', { name: 'Open dialog' });
    await tabTo(page, trigger);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Delete the task?' });
    await dialog.waitFor();
    await expect
      .poll(() => dialog.evaluate((el) => el.contains(document.activeElement)))
      .toBe(true);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expectFocus(page, trigger);
  });

  it('chooses a menu item by keyboard', async () => {
    const trigger = page.getByRole('button', { name: 'Actions' });
    await tabTo(page, trigger);
    await page.keyboard.press('Enter');
    await expectFocus(page, page.getByRole('menuitem', { name: 'Edit' }));
    await page.keyboard.press('ArrowDown');
    await expectFocus(page, page.getByRole('menuitem', { name: 'Duplicate' }));
    await page.keyboard.press('Enter');
    await expect.poll(() => lastAction().textContent()).toBe('Duplicate chosen');
    await expectFocus(page, trigger);
  });

  it('sorts the data table by keyboard', async () => {
    const sort = page.getByRole('button', { name: 'Title' });
    await tabTo(page, sort);
    await page.keyboard.press('Enter');
    const header = page.getByRole('columnheader', { name: /Title/ });
    await expect.poll(() => header.getAttribute('aria-sort')).toBe('ascending');
    const firstRow = page.getByRole('table', { name: 'Tasks' }).getByRole('row').nth(1);
    await expect.poll(() => firstRow.textContent()).toContain('Fix the cache');
    await expectNoAxeViolations(page);
  });

  it('speaks German where it imported tessera/locales/de: the pagination named and stepped in it', async () => {
    const nav = page.getByRole('navigation', { name: 'Seitennavigation' });
    await nav.waitFor();
    const next = nav.getByRole('button', { name: 'Nächste Seite' });
    await tabTo(page, next);
    await page.keyboard.press('Enter');
    await expect
      .poll(() => nav.getByRole('button', { name: 'Seite 2' }).getAttribute('aria-current'))
      .toBe('page');
    await expectFocus(page, next);
  });
});

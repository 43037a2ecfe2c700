import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { newTask } from '../src/domain/tasks';
import { launchBrowser } from './browser';
import { SLOW } from './support';

// What the app keeps in localStorage (its settings, the mock API's data and behaviour) survives a
// reload, is shared by the app's tabs (two pages of one browser context share the storage and hear
// each other's `storage` events), and a damaged record in it breaks nothing.

let browser: Browser;
let context: BrowserContext;
let pageErrors: string[];
const url = (path: string) => inject('baseUrl') + path;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});
beforeEach(async () => {
  context = await browser.newContext({ viewport: { width: 1100, height: 800 } });
  pageErrors = [];
  context.on('page', (page) =>
    page.on('pageerror', (error) => pageErrors.push(error.stack ?? error.message)),
  );
});
afterEach(async () => {
  await context?.close();
  expect(pageErrors, 'uncaught errors in the page').toEqual([]);
});

const grid = (page: Page) => page.getByRole('grid', { name: 'Tasks' });
const rowTitles = async (page: Page) => {
  await grid(page).getByRole('link').first().waitFor();
  return grid(page).getByRole('row').locator('a').allTextContents();
};
const theme = (page: Page) => page.evaluate(() => document.documentElement.dataset.theme);

async function choose(page: Page, field: string, option: string) {
  await page.getByRole('combobox', { name: field }).click();
  await page.getByRole('option', { name: option }).click();
  await expect
    .poll(() => page.getByRole('combobox', { name: field }).textContent(), SLOW)
    .toBe(option);
}

describe('the demo server’s behaviour', () => {
  it('is still Offline after a reload, and the Settings screen says it stays', async () => {
    const page = await context.newPage();
    await page.goto(url('/settings'));
    const field = page.getByRole('combobox', { name: 'Server behaviour' });
    // The field's own description says how long the choice lasts.
    const description = () =>
      field.evaluate((el) =>
        (el.getAttribute('aria-describedby') ?? '')
          .split(' ')
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' '),
      );
    await expect
      .poll(description, SLOW)
      .toMatch(/^Kept after a reload and shared with your other tabs/);
    await choose(page, 'Server behaviour', 'Offline');
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    await expect.poll(() => field.textContent(), SLOW).toBe('Offline');
    await page.getByRole('link', { name: 'Tasks' }).click();
    // The list says what an offline server would make it say.
    await page.getByText('We couldn’t reach the server.').first().waitFor();
  });
});

describe('two tabs of the app', () => {
  it('share the appearance settings: a change in one applies in the other at once', async () => {
    const tasks = await context.newPage();
    await tasks.goto(url('/tasks'));
    await rowTitles(tasks);
    const settings = await context.newPage();
    await settings.goto(url('/settings'));
    await choose(settings, 'Theme', 'Dark');
    await expect.poll(() => theme(tasks), SLOW).toBe('dark');
    await choose(settings, 'Theme', 'Light');
    await expect.poll(() => theme(tasks), SLOW).toBe('light');
  });

  it('share the task list: a task deleted in one leaves the other’s list, and stays deleted', async () => {
    const list = await context.newPage();
    await list.goto(url('/tasks'));
    const [first] = await rowTitles(list);

    const other = await context.newPage();
    await other.goto(url('/tasks'));
    await other.getByRole('link', { name: first! }).first().click();
    await other.getByRole('heading', { level: 1, name: first! }).waitFor();
    await other.getByRole('button', { name: 'Delete task' }).click();
    await other.getByRole('alertdialog').getByRole('button', { name: 'Delete task' }).click();
    await other.getByRole('heading', { level: 1, name: 'Tasks' }).waitFor();

    // The first tab's list drops it without a reload…
    await expect.poll(async () => (await rowTitles(list)).includes(first!), SLOW).toBe(false);
    // …and a change made there afterwards does not bring it back.
    await list.getByRole('link', { name: 'New task' }).click();
    const title = list.getByRole('textbox', { name: /Title/ });
    await title.pressSequentially('Made in the first tab');
    await list.getByRole('button', { name: 'Create task' }).click();
    await list.getByRole('heading', { level: 1, name: 'Made in the first tab' }).waitFor();
    await other.reload();
    const titles = await rowTitles(other);
    expect(titles).toContain('Made in the first tab');
    expect(titles).not.toContain(first);
  });
});

describe('a damaged record in storage', () => {
  it('is dropped, and the app shows every other task', async () => {
    const task = (id: string, title: string) => newTask(id, { title }, '2026-01-05T09:00:00.000Z');
    // Some other program (or an older version) left a record that is not a task among two that are.
    const saved = {
      tasks: [task('t1', 'Kept before'), null, task('t2', 'Kept after')],
      people: [],
      nextId: 3,
    };
    await context.addInitScript((text) => {
      try {
        if (!localStorage.getItem('tessera.mockApi.v1')) {
          localStorage.setItem('tessera.mockApi.v1', text);
        }
      } catch {
        // A document without storage (the new tab's about:blank).
      }
    }, JSON.stringify(saved));
    const page = await context.newPage();
    await page.goto(url('/tasks'));
    expect((await rowTitles(page)).sort()).toEqual(['Kept after', 'Kept before']);
    await page.getByRole('link', { name: 'Kept after' }).click();
    await page.getByRole('heading', { level: 1, name: 'Kept after' }).waitFor();
  });
});

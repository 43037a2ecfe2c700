import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { timeLeft } from './browser';
import {
  announcement,
  describeFocus,
  expectFocus,
  historyLength,
  holdWrites,
  isFocused,
  listSettled,
  mockConfig,
  mockPreset,
  rowTitles,
  searchParam,
  SLOW,
  url,
  appSession,
} from './support';

// One test per fault found by walking the app as people do (issue 20): typing key by key, pressing
// and releasing a real pointer, using only the keyboard. Each failed on the code before its fix.

const session = appSession();

const grid = (page: Page) => page.getByRole('grid', { name: 'Tasks' });
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

/** A change of the list's state stays on the screen: no focus move, no page announced. */
async function expectStillOnTheList(page: Page) {
  await listSettled(page);
  expect(await isFocused(heading(page, 'Tasks')), 'focus moved to the heading').toBe(false);
  expect(await announcement(page), 'a page was announced').toBe('');
}

describe('the task list, changed key by key and click by click', () => {
  it('keeps every letter typed in the search, and the focus, with at most one history entry', async () => {
    const { page } = session;
    await page.goto(url('/tasks'));
    await listSettled(page);
    const search = page.getByRole('searchbox', { name: 'Search Tasks' });
    await search.click();
    const entries = await historyLength(page);
    await search.pressSequentially('keyboard');
    await expect.poll(() => search.inputValue(), SLOW).toBe('keyboard');
    await expect.poll(() => searchParam(page, 'q'), SLOW).toBe('keyboard');
    await expectStillOnTheList(page);
    expect(await isFocused(search), `focus is on ${await describeFocus(page)}`).toBe(true);
    expect(await historyLength(page)).toBeLessThanOrEqual(entries + 1);
    await expect
      .poll(async () => (await rowTitles(page)).every((t) => /keyboard/i.test(t)), SLOW)
      .toBe(true);
    // Erasing by keyboard works the same way.
    for (let i = 0; i < 'keyboard'.length; i++) await page.keyboard.press('Backspace');
    await expect.poll(() => searchParam(page, 'q'), SLOW).toBeNull();
    expect(await isFocused(search)).toBe(true);
  });

  it('sorts, filters, pages and resizes pages with focus staying on the control used', async () => {
    const { page } = session;
    await page.goto(url('/tasks'));
    await listSettled(page);

    await page.getByRole('button', { name: 'Title' }).click();
    await expect.poll(() => searchParam(page, 'sort'), SLOW).toBe('title');
    await expectStillOnTheList(page);
    await expectFocus(page, page.getByRole('button', { name: 'Title, sorted ascending' }));

    const status = page.getByRole('combobox', { name: 'Filter Status' });
    await status.focus();
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => searchParam(page, 'f.status'), SLOW).toBe('open');
    await expectStillOnTheList(page);
    await expectFocus(page, status);
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => searchParam(page, 'f.status'), SLOW).toBeNull();

    const next = page.getByRole('button', { name: 'Next page' });
    await next.click();
    await expect.poll(() => searchParam(page, 'page'), SLOW).toBe('2');
    await expectStillOnTheList(page);
    await expectFocus(page, next);

    const size = page.getByRole('combobox', { name: 'Rows per page' });
    await size.focus();
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => searchParam(page, 'size'), SLOW).toBe('10');
    await expectStillOnTheList(page);
    await expectFocus(page, size);
  });

  it('ticks two rows in a row by keyboard', async () => {
    const { page } = session;
    await page.goto(url('/tasks'));
    const [first, second] = await rowTitles(page);
    const entries = await historyLength(page);
    const firstBox = page.getByRole('checkbox', { name: `Select ${first}` }).first();
    await firstBox.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => firstBox.isChecked(), SLOW).toBe(true);
    await expectStillOnTheList(page);
    await expectFocus(page, firstBox);
    // In the grid, the arrow keys move between rows.
    await page.keyboard.press('ArrowDown');
    const secondBox = page.getByRole('checkbox', { name: `Select ${second}` }).first();
    await expectFocus(page, secondBox);
    await page.keyboard.press('Space');
    await expect.poll(() => secondBox.isChecked(), SLOW).toBe(true);
    expect(await firstBox.isChecked()).toBe(true);
    await page.getByText('2 of 64 selected').waitFor();
    expect(await historyLength(page)).toBe(entries);
  });

  it('confirms a bulk "Mark done"', async () => {
    const { page } = session;
    await page.goto(url('/tasks?f.status=open'));
    const [first, second] = await rowTitles(page);
    await page.getByRole('checkbox', { name: `Select ${first}` }).click();
    await page.getByRole('checkbox', { name: `Select ${second}` }).click();
    await page.getByRole('button', { name: 'Mark done' }).click();
    await page.getByText('Marked 2 tasks done').waitFor(SLOW);
  });

  it('shows only the error when the list cannot load, not "No results" in the pager', async () => {
    const { page, allowConsoleErrors } = session;
    allowConsoleErrors(/Failed to load resource|Failed to fetch/i);
    await page.goto(url('/tasks'));
    await listSettled(page);
    await mockPreset(page, 'offline');
    await page.getByRole('button', { name: 'Next page' }).click();
    await page.getByText('The data could not be loaded').waitFor(SLOW);
    expect(await page.getByText('No results').count()).toBe(0);
    expect(await page.getByText(/^Showing /).count()).toBe(0);
  });

  it('sorts tasks without a due date last when sorting by due date', async () => {
    const { page } = session;
    await page.goto(url('/tasks?size=100'));
    await listSettled(page);
    await page.getByRole('button', { name: 'Due' }).click();
    await expect.poll(() => searchParam(page, 'sort'), SLOW).toBe('dueDate');
    // Dated tasks first, then every task without a date ('—').
    const blanksLast = async () => {
      const due = await grid(page).locator('tbody tr td:last-child').allTextContents();
      const firstBlank = due.indexOf('—');
      return firstBlank > 0 && due.slice(firstBlank).every((d) => d === '—');
    };
    await expect.poll(blanksLast, SLOW).toBe(true);
  });

  it('marks "Tasks" as the current page at /', async () => {
    const { page } = session;
    await page.goto(url('/'));
    await listSettled(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    expect(await nav.getByRole('link', { name: 'Tasks' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });
});

describe('the task form and detail', () => {
  it('submits on the first click after a required field was emptied, and the summary takes focus', async () => {
    const { page } = session;
    await page.goto(url('/tasks/t1/edit'));
    const title = page.getByRole('textbox', { name: /Title/ });
    await expect.poll(() => title.inputValue(), SLOW).not.toBe('');
    await title.click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.press('Backspace');
    // One real press and release on the button, as a mouse does.
    await page.getByRole('button', { name: 'Save changes' }).click();
    const summary = page.getByRole('region', { name: /^There (is a problem|are \d+ problems)$/ });
    await summary.waitFor(SLOW);
    await expectFocus(page, summary);
  });

  it('keeps a new task typed before a reload, and offers it back', async () => {
    const { page } = session;
    await page.goto(url('/tasks/new'));
    await heading(page, 'New task').waitFor();
    await page.getByRole('textbox', { name: /Title/ }).pressSequentially('Half-typed task');
    await page.getByRole('textbox', { name: 'Description' }).pressSequentially('Not lost.');
    page.on('dialog', (dialog) => void dialog.accept());
    await page.reload();
    await heading(page, 'New task').waitFor();
    await page.getByText('Restored your draft from earlier.').waitFor(SLOW);
    expect(await page.getByRole('textbox', { name: /Title/ }).inputValue()).toBe('Half-typed task');
    expect(await page.getByRole('textbox', { name: 'Description' }).inputValue()).toBe('Not lost.');
  });

  it('moves focus to the new status when "Start" disappears, never to the page body', async () => {
    const { page } = session;
    await page.goto(url('/tasks?f.status=open'));
    const [first] = await rowTitles(page);
    await page.getByRole('link', { name: first! }).first().click();
    await heading(page, first!).waitFor();
    await page.getByRole('button', { name: 'Start' }).click();
    await page.getByRole('button', { name: 'Mark done' }).waitFor(SLOW);
    await expectFocus(page, page.getByText('Status: In progress'));
    // The next Tab reaches the moves the task can make now.
    await page.keyboard.press('Tab');
    await expectFocus(page, page.getByRole('button', { name: 'Mark done' }));
  });

  it('shows the new status at once on the detail screen, before the server answers', async () => {
    const { page } = session;
    await page.goto(url('/tasks/t1'));
    await page.getByRole('heading', { level: 1 }).waitFor();
    const step = page.getByRole('button', { name: /^(Start|Mark done|Reopen)$/ }).first();
    const label = await step.textContent();
    const expected = { Start: 'In progress', 'Mark done': 'Done', Reopen: 'Open' }[label!]!;
    // A server that answers only once this test's time is up: what shows, shows before it answers.
    await mockConfig(page, { latency: timeLeft() + 60_000 });
    await step.click();
    await page.getByText(expected, { exact: true }).waitFor(SLOW);
  });

  it('rolls the detail screen back when the server refuses a status change', async () => {
    const { page, allowConsoleErrors } = session;
    allowConsoleErrors(/Failed to load resource/i);
    await page.goto(url('/tasks?f.status=open'));
    const [first] = await rowTitles(page);
    await page.getByRole('link', { name: first! }).first().click();
    await heading(page, first!).waitFor();
    // A server that refuses, and only when the test lets it answer: the change shows at once,
    // then goes back.
    await mockConfig(page, { fault: 'status', status: 500 });
    const writes = await holdWrites(page);
    await page.getByRole('button', { name: 'Start' }).click();
    await page.getByText('In progress', { exact: true }).waitFor(SLOW);
    await writes.release();
    await page.getByText('The task was not updated').first().waitFor(SLOW);
    await page.getByText('Open', { exact: true }).waitFor(SLOW);
    await page.getByRole('button', { name: 'Start' }).waitFor(SLOW);
  });

  it('undoes a delete by bringing back the same task, and asks nothing for the deleted one', async () => {
    const { page } = session;
    const requested: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (request.method() === 'GET' && /^\/api\/tasks\/t\d+$/.test(path)) requested.push(path);
    });
    await page.goto(url('/tasks/t1'));
    const title = await page.getByRole('heading', { level: 1 }).textContent();
    const created = await page.locator('time').first().getAttribute('datetime');
    await page.getByRole('button', { name: 'Delete task' }).click();
    requested.length = 0;
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete task' }).click();
    await heading(page, 'Tasks').waitFor();
    await page.getByText(`Deleted “${title}”`).waitFor();
    await listSettled(page);
    expect(requested, 'requests for the deleted task').toEqual([]);
    await page.getByRole('button', { name: 'Undo' }).click();
    await page.getByText(`Restored “${title}”`).waitFor(SLOW);
    await page.goto(url('/tasks/t1'));
    await heading(page, title!).waitFor(SLOW);
    expect(await page.locator('time').first().getAttribute('datetime')).toBe(created);
  });
});

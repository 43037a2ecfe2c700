import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  announcement,
  describeFocus,
  expectFocus,
  listSettled,
  rowTitles,
  searchParam,
  SLOW,
  tabTo,
  url,
  appSession,
} from './support';

// Every screen walked as people walk it: by keyboard alone (Tab, arrows, Enter, Escape, typing key
// by key), checking after every action where focus is, and by pointer (a real press and release).

const session = appSession();

const heading = (page: Page, name: string | RegExp) =>
  page.getByRole('heading', { level: 1, name });
const grid = (page: Page) => page.getByRole('grid', { name: 'Tasks' });
/** The n-th row of tasks (1 is the first under the header). */
const row = (page: Page, n: number) => grid(page).getByRole('row').nth(n);

/** Presses a key and checks where focus went. */
async function press(page: Page, key: string, focusGoesTo: Locator, message?: string) {
  await page.keyboard.press(key);
  await expectFocus(page, focusGoesTo, message);
}

/** Focus is somewhere inside `container`. */
async function expectFocusWithin(container: Locator) {
  await expect
    .poll(
      () => container.evaluate((el) => el.contains(document.activeElement)).catch(() => false),
      SLOW,
    )
    .toBe(true);
}

describe('by keyboard alone', () => {
  it(
    'walks the task list: search, filters, the columns menu, the grid, the selection and the pager',
    { timeout: 60_000 },
    async () => {
      const { page } = session;
      await page.goto(url('/tasks'));
      await listSettled(page);

      await press(page, 'Tab', page.getByRole('link', { name: 'Skip to main content' }));
      await press(page, 'Enter', page.getByRole('main'));
      await press(page, 'Tab', page.getByRole('link', { name: 'New task' }));

      const search = page.getByRole('searchbox', { name: 'Search Tasks' });
      await press(page, 'Tab', search);
      await page.keyboard.type('notifications');
      await expect.poll(() => searchParam(page, 'q'), SLOW).toBe('notifications');
      await expect
        .poll(async () => (await rowTitles(page)).every((t) => /notifications/.test(t)), SLOW)
        .toBe(true);
      await expectFocus(page, search);
      await page.keyboard.press('ControlOrMeta+A');
      await press(page, 'Backspace', search);
      await expect.poll(() => searchParam(page, 'q'), SLOW).toBeNull();

      const status = page.getByRole('combobox', { name: 'Filter Status' });
      await press(page, 'Tab', status);
      await press(page, 'ArrowDown', status);
      await expect.poll(() => searchParam(page, 'f.status'), SLOW).toBe('open');
      await press(page, 'ArrowUp', status);
      await expect.poll(() => searchParam(page, 'f.status'), SLOW).toBeNull();
      await press(page, 'Tab', page.getByRole('combobox', { name: 'Filter Priority' }));

      // The Columns menu: a menu button; Escape returns to it.
      const columnsButton = page.getByRole('button', { name: 'Columns' });
      await press(page, 'Tab', columnsButton);
      await press(page, 'Enter', page.getByRole('menuitemcheckbox').first());
      await press(page, 'Escape', columnsButton);

      // The grid is one Tab stop; arrows move inside it.
      await page.keyboard.press('Tab');
      await expectFocusWithin(grid(page));
      const selectPage = page.getByRole('checkbox', { name: 'Select all rows on this page' });
      await expectFocus(page, selectPage);
      await press(page, 'ArrowRight', page.getByRole('button', { name: 'Title' }));
      await press(page, 'Enter', page.getByRole('button', { name: 'Title, sorted ascending' }));
      await expect.poll(() => searchParam(page, 'sort'), SLOW).toBe('title');
      await expect
        .poll(async () => {
          const titles = await rowTitles(page);
          return titles.every((t, i) => i === 0 || titles[i - 1]!.localeCompare(t) <= 0);
        }, SLOW)
        .toBe(true);
      // Rows by position: the demo data has tasks with the same title.
      const [firstRow, secondRow] = [row(page, 1), row(page, 2)];
      await press(page, 'ArrowDown', firstRow.getByRole('link'));
      const firstBox = firstRow.getByRole('checkbox');
      await press(page, 'ArrowLeft', firstBox);
      await press(page, 'Space', firstBox);
      const secondBox = secondRow.getByRole('checkbox');
      await press(page, 'ArrowDown', secondBox);
      await press(page, 'Space', secondBox);
      await page.getByText('2 of 64 selected').waitFor(SLOW);
      expect(await announcement(page)).toBe('');

      // Out of the grid: the selection's actions come next.
      await press(page, 'Tab', page.getByRole('button', { name: 'Clear selection' }));
      await press(page, 'Tab', page.getByRole('button', { name: 'Mark done' }));
      await page.keyboard.press('Enter');
      await page.getByText('Marked 2 tasks done').first().waitFor(SLOW);
      // The bar went with the selection: focus is back in the grid, not on the page's body.
      await expectFocusWithin(grid(page));

      // The pager, after the grid.
      const next = page.getByRole('button', { name: 'Next page' });
      await tabTo(page, next);
      await press(page, 'Enter', next);
      await expect.poll(() => searchParam(page, 'page'), SLOW).toBe('2');
      await listSettled(page);
      await expectFocus(page, next);
      const size = page.getByRole('combobox', { name: 'Rows per page' });
      await tabTo(page, size);
      await press(page, 'ArrowUp', size);
      await expect.poll(() => searchParam(page, 'size'), SLOW).toBe('10');
      expect(await announcement(page)).toBe('');

      // Back into the grid (its one Tab stop), to its first cell, down to a task, and into it:
      // the new page's heading takes focus and is announced.
      await tabTo(page, grid(page), { backwards: true, within: true });
      await press(page, 'Control+Home', selectPage);
      await press(page, 'ArrowDown', row(page, 1).getByRole('checkbox'));
      await press(page, 'ArrowRight', row(page, 1).getByRole('link'));
      const title = (await row(page, 1).getByRole('link').textContent()) ?? '';
      await press(page, 'Enter', heading(page, title));
      await expect.poll(() => announcement(page), SLOW).toBe(`${title} page loaded`);
    },
  );

  it('walks a task: its status, its form with an error and a save, and the delete dialog', async () => {
    const { page } = session;
    await page.goto(url('/tasks?f.status=open'));
    const [first] = await rowTitles(page);
    const link = grid(page).getByRole('link', { name: first! });
    await link.focus();
    await press(page, 'Enter', heading(page, first!));

    // Status moves: the pressed button goes, focus goes to the new status, Tab to the next move.
    await press(page, 'Tab', page.getByRole('button', { name: 'Start' }));
    await press(page, 'Enter', page.getByText('Status: In progress'));
    await press(page, 'Tab', page.getByRole('button', { name: 'Mark done' }));
    await press(page, 'Tab', page.getByRole('button', { name: 'Back to open' }));
    await press(page, 'Enter', page.getByText('Status: Open'));

    // The form: an emptied title is refused with a summary that takes focus and leads back.
    await tabTo(page, page.getByRole('link', { name: 'Edit task' }));
    await press(page, 'Enter', heading(page, `Edit “${first}”`));
    const titleBox = page.getByRole('textbox', { name: /Title/ });
    await press(page, 'Tab', titleBox);
    await page.keyboard.press('ControlOrMeta+A');
    await press(page, 'Backspace', titleBox);
    const save = page.getByRole('button', { name: 'Save changes' });
    await tabTo(page, save);
    const summary = page.getByRole('region', { name: /^There (is a problem|are \d+ problems)$/ });
    await press(page, 'Enter', summary);
    const toTitle = summary.getByRole('link', { name: /^Title/ });
    await press(page, 'Tab', toTitle);
    await press(page, 'Enter', titleBox);
    await page.keyboard.type('Walked by keyboard');
    // A due date in the past is refused too (the seed's dates are): clear it if it is there.
    if ((await summary.getByRole('link').count()) > 1) {
      const due = summary.getByRole('link', { name: /^Due date/ });
      await tabTo(page, due, { backwards: true });
      await page.keyboard.press('Enter');
      await expectFocusWithin(page.getByRole('group', { name: 'Due date' }));
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.press('Backspace');
    }
    await tabTo(page, save);
    await press(page, 'Enter', heading(page, 'Walked by keyboard'));

    // Delete asks first, with focus on Cancel; Escape returns focus to the button.
    const remove = page.getByRole('button', { name: 'Delete task' });
    await tabTo(page, remove);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog');
    await expectFocus(page, dialog.getByRole('button', { name: 'Cancel' }));
    await press(page, 'Escape', remove);
    await page.keyboard.press('Enter');
    await expectFocus(page, dialog.getByRole('button', { name: 'Cancel' }));
    await press(page, 'Tab', dialog.getByRole('button', { name: 'Delete task' }));
    await press(page, 'Enter', heading(page, 'Tasks'));
    await page.getByText('Deleted “Walked by keyboard”').waitFor(SLOW);
    // Undo from the keyboard: the toast's action is reachable (F6 or Tab order), and it works.
    const undo = page.getByRole('button', { name: 'Undo' });
    await tabTo(page, undo);
    await page.keyboard.press('Enter');
    await page.getByText('Restored “Walked by keyboard”').first().waitFor(SLOW);
  });

  it('walks a new task with a draft kept over a reload, then discarded', async () => {
    const { page } = session;
    await page.goto(url('/tasks/new'));
    await heading(page, 'New task').waitFor();
    const titleBox = page.getByRole('textbox', { name: /Title/ });
    await tabTo(page, titleBox);
    await page.keyboard.type('A draft');
    page.on('dialog', (dialog) => void dialog.accept());
    await page.reload();
    await heading(page, 'New task').waitFor();
    await page.getByText('Restored your draft from earlier.').waitFor(SLOW);
    const discard = page.getByRole('button', { name: 'Discard draft' });
    await tabTo(page, discard);
    await page.keyboard.press('Enter');
    await expect.poll(() => titleBox.inputValue(), SLOW).toBe('');
    expect(await describeFocus(page)).not.toBe('body');
  });

  it('walks the settings: a theme chosen from the keyboard, and the demo data reset', async () => {
    const { page } = session;
    await page.goto(url('/tasks'));
    await listSettled(page);
    const settings = page.getByRole('navigation', { name: 'Main' }).getByRole('link', {
      name: 'Settings',
    });
    await tabTo(page, settings);
    await press(page, 'Enter', heading(page, 'Settings'));
    await expect.poll(() => announcement(page), SLOW).toBe('Settings page loaded');
    const theme = page.getByRole('combobox', { name: 'Theme' });
    await press(page, 'Tab', theme);
    await page.keyboard.press('Enter');
    // The list opens on the chosen theme; each arrow moves one option on from there.
    await expectFocus(page, page.getByRole('option', { name: 'Same as the system' }));
    await page.keyboard.press('ArrowDown');
    await expectFocus(page, page.getByRole('option', { name: 'Light' }));
    await page.keyboard.press('ArrowDown');
    const dark = page.getByRole('option', { name: 'Dark' });
    await expectFocus(page, dark);
    await press(page, 'Enter', theme);
    await expect
      .poll(() => page.evaluate(() => document.documentElement.dataset.theme), SLOW)
      .toBe('dark');
    const reset = page.getByRole('button', { name: 'Reset demo data' });
    await tabTo(page, reset);
    await press(page, 'Enter', reset);
    await page.getByText('The demo data was reset.').waitFor(SLOW);
  });

  it('walks the 404 page: its search leads to the list, its link home too', async () => {
    const { page, allowConsoleErrors } = session;
    allowConsoleErrors(/404/);
    await page.goto(url('/no/such/page'));
    await heading(page, 'Page not found').waitFor();
    const search = page.getByRole('searchbox', { name: 'Search tasks' });
    await tabTo(page, search);
    await page.keyboard.type('billing');
    await press(page, 'Enter', heading(page, 'Tasks'));
    expect(searchParam(page, 'q')).toBe('billing');
    await expect.poll(() => announcement(page), SLOW).toBe('Tasks page loaded');
    await page.goBack();
    await heading(page, 'Page not found').waitFor(SLOW);
    await expectFocus(page, heading(page, 'Page not found'));
    const home = page.getByRole('link', { name: 'Go to the task list' });
    await tabTo(page, home);
    await press(page, 'Enter', heading(page, 'Tasks'));
  });
});

describe('by pointer', () => {
  it('walks every screen with real presses and releases', { timeout: 60_000 }, async () => {
    const { page } = session;
    await page.goto(url('/tasks'));
    await listSettled(page);
    await page.getByRole('button', { name: 'Priority' }).click();
    await expect.poll(() => searchParam(page, 'sort'), SLOW).toBe('priority');
    await expect
      .poll(() => row(page, 1).getByRole('gridcell').nth(2).textContent(), SLOW)
      .toBe('Low');
    await row(page, 1).getByRole('checkbox').click();
    await page.getByText('1 of 64 selected').waitFor(SLOW);
    await page.getByRole('button', { name: 'Clear selection' }).click();
    await expectFocusWithin(grid(page));
    const top = await row(page, 1).getByRole('link').textContent();
    await row(page, 1).getByRole('link').click();
    await heading(page, top!).waitFor(SLOW);
    await page.getByRole('link', { name: 'Edit task' }).click();
    await heading(page, `Edit “${top}”`).waitFor(SLOW);
    await page.getByRole('link', { name: 'Cancel' }).click();
    await heading(page, top!).waitFor(SLOW);
    await page.getByRole('link', { name: 'All tasks' }).click();
    await heading(page, 'Tasks').waitFor(SLOW);
    await page.getByRole('link', { name: 'Settings', exact: true }).click();
    await heading(page, 'Settings').waitFor(SLOW);
    await page.getByRole('combobox', { name: 'Density' }).click();
    await page.getByRole('option', { name: 'Compact' }).click();
    await expect
      .poll(() => page.evaluate(() => document.documentElement.dataset.density), SLOW)
      .toBe('compact');
    await page.goto(url('/missing'));
    await heading(page, 'Page not found').waitFor();
    await page.getByRole('link', { name: 'Go to the task list' }).click();
    await heading(page, 'Tasks').waitFor(SLOW);
  });
});

import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './browser';
import { SLOW, expectNoAxeViolations } from './support';

// End to end against the production build, served under the strict CSP (see global-setup.ts), on
// the mock API that persists in localStorage: each test starts from a fresh browser context, so
// from the seeded demo data.

let browser: Browser;
let context: BrowserContext;
let page: Page;
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
  page = await context.newPage();
  pageErrors = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
});
afterEach(async () => {
  await context?.close();
  expect(pageErrors, 'uncaught errors in the page').toEqual([]);
});

async function rowTitles(): Promise<string[]> {
  const table = page.getByRole('grid', { name: 'Tasks' });
  await table.getByRole('link').first().waitFor();
  return table.getByRole('row').locator('a').allTextContents();
}

/** Presses Tab (or Shift+Tab) until `target` has focus, as a keyboard user would; fails if it never does. */
async function tabTo(target: Locator, { backwards = false, max = 60 } = {}) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
  }
  throw new Error(`${max} presses of Tab never reached ${target.toString()}`);
}

/** Empties a field and types `text` into it key by key, as a person would. */
async function retype(field: Locator, text: string) {
  await field.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Backspace');
  await field.pressSequentially(text);
}

const focusedName = () =>
  page.evaluate(() => {
    const el = document.activeElement;
    return (el?.getAttribute('aria-label') ?? el?.textContent ?? '').trim();
  });

describe('the task list', () => {
  it('sorts by title with the URL updating, and back/forward restore the order', async () => {
    await page.goto(url('/tasks'));
    await rowTitles();
    await page.getByRole('button', { name: 'Title' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('sort'), SLOW).toBe('title');
    // The server sorts all tasks; the first page must come back in order.
    const inOrder = (titles: string[]) =>
      titles.length > 0 && titles.every((t, i) => i === 0 || titles[i - 1]!.localeCompare(t) <= 0);
    await expect.poll(async () => inOrder(await rowTitles()), SLOW).toBe(true);
    const ascending = await rowTitles();
    await page.getByRole('button', { name: 'Title, sorted ascending' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('sort'), SLOW).toBe('-title');
    await page.goBack();
    await expect.poll(() => new URL(page.url()).searchParams.get('sort'), SLOW).toBe('title');
    await expect.poll(rowTitles, SLOW).toEqual(ascending);
    await page.goBack();
    await expect.poll(() => new URL(page.url()).searchParams.get('sort'), SLOW).toBeNull();
    await page.goForward();
    await expect.poll(rowTitles, SLOW).toEqual(ascending);
  });

  it('filters by status, and the filter survives a reload', async () => {
    await page.goto(url('/tasks'));
    await rowTitles();
    await page.getByLabel('Filter Status').selectOption('done');
    await expect.poll(() => page.url(), SLOW).toContain('done');
    const statuses = () =>
      page
        .getByRole('grid', { name: 'Tasks' })
        .getByRole('row')
        .locator('td:nth-child(3)')
        .allTextContents();
    await expect.poll(async () => [...new Set(await statuses())], SLOW).toEqual(['Done']);
    await page.reload();
    await expect(page.getByLabel('Filter Status')).toBeDefined();
    await expect.poll(async () => page.getByLabel('Filter Status').inputValue(), SLOW).toBe('done');
    await expect.poll(async () => [...new Set(await statuses())], SLOW).toEqual(['Done']);
  });

  it('opens a task, moves its status, and the change is still there after a reload', async () => {
    await page.goto(url('/tasks?f.status=open'));
    const [first] = await rowTitles();
    await page.getByRole('link', { name: first! }).first().click();
    await page.getByRole('heading', { level: 1, name: first! }).waitFor();
    await expect.poll(() => page.title(), SLOW).toContain(first!);
    // The new status shows at once; the reload waits for the server to have it.
    const saved = page.waitForResponse(
      (response) => response.request().method() === 'PATCH' && response.ok(),
    );
    await page.getByRole('button', { name: 'Start' }).click();
    await expect
      .poll(() => page.getByText('In progress', { exact: true }).count(), SLOW)
      .toBeGreaterThan(0);
    await saved;
    await page.reload();
    await page.getByRole('heading', { level: 1, name: first! }).waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Mark done' }).count(), SLOW).toBe(1);
  });
});

describe('creating and editing', () => {
  it('refuses invalid data with a clear message, then creates the task, which is there after reload', async () => {
    await page.goto(url('/tasks/new'));
    const title = page.getByRole('textbox', { name: /Title/ });
    await title.pressSequentially('ab');
    await page.getByRole('button', { name: 'Create task' }).click();
    await expect.poll(() => title.getAttribute('aria-invalid'), SLOW).toBe('true');
    await page
      .getByText(/at least 3 characters/i)
      .first()
      .waitFor();
    await retype(title, 'Write the end-to-end tests');
    await page
      .getByRole('textbox', { name: 'Description' })
      .pressSequentially('Every flow, by keyboard once.');
    await page.getByRole('radio', { name: 'High' }).check();
    await page.getByRole('button', { name: 'Create task' }).click();
    await page.getByRole('heading', { level: 1, name: 'Write the end-to-end tests' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Write the end-to-end tests' }).waitFor();
    await page.getByText('High', { exact: true }).waitFor();
  });

  it('keeps everything typed when the server fails, and saves once it is back', async () => {
    await page.goto(url('/tasks'));
    const [first] = await rowTitles();
    await page.getByRole('link', { name: first! }).first().click();
    await page.getByRole('link', { name: 'Edit task' }).click();
    const title = page.getByRole('textbox', { name: /Title/ });
    await expect.poll(() => title.inputValue(), SLOW).toBe(first);
    await retype(title, 'Renamed while the server was down');
    await retype(page.getByRole('textbox', { name: 'Description' }), 'Typed during an outage.');
    const preset = (name: string) =>
      page.evaluate((n) => {
        (
          window as unknown as { tesseraMockApi: { applyMockApiPreset: (p: string) => void } }
        ).tesseraMockApi.applyMockApiPreset(n);
      }, name);
    await preset('error500');
    await page.getByRole('button', { name: 'Save changes' }).click();
    // The form says what happened, takes focus to say it, and keeps every answer.
    await page.getByText('Your answers were not sent').waitFor();
    expect(new URL(page.url()).pathname).toMatch(/\/edit$/);
    expect(await title.inputValue()).toBe('Renamed while the server was down');
    expect(await page.getByRole('textbox', { name: 'Description' }).inputValue()).toBe(
      'Typed during an outage.',
    );
    await preset('normal');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page
      .getByRole('heading', { level: 1, name: 'Renamed while the server was down' })
      .waitFor();
  });
});

describe('unsaved changes', () => {
  it('asks before leaving a form with changes; Stay keeps them, Leave goes', async () => {
    await page.goto(url('/tasks/new'));
    await page.getByRole('textbox', { name: /Title/ }).pressSequentially('Half-written task');
    await page.getByRole('link', { name: 'Settings' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Leave this page?' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Stay' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.getByRole('textbox', { name: /Title/ }).inputValue()).toBe(
      'Half-written task',
    );
    expect(new URL(page.url()).pathname).toBe('/tasks/new');
    await page.getByRole('link', { name: 'Settings' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Leave' }).click();
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
  });
});

describe('deleting', () => {
  it('asks first, with focus on Cancel, then removes the task for good', async () => {
    await page.goto(url('/tasks'));
    const [first] = await rowTitles();
    await page.getByRole('link', { name: first! }).first().click();
    await page.getByRole('heading', { level: 1, name: first! }).waitFor();
    const id = new URL(page.url()).pathname.split('/').pop()!;
    await page.getByRole('button', { name: 'Delete task' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.waitFor();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent), SLOW)
      .toBe('Cancel');
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Delete task' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete task' }).click();
    await page.getByRole('heading', { level: 1, name: 'Tasks' }).waitFor();
    await page.goto(url(`/tasks/${id}`));
    await page.getByRole('heading', { level: 1, name: 'Task not found' }).waitFor();
  });

  it('offers Undo in a toast after deleting, which brings the task back', async () => {
    await page.goto(url('/tasks'));
    const [first] = await rowTitles();
    await page.getByRole('link', { name: first! }).first().click();
    await page.getByRole('heading', { level: 1, name: first! }).waitFor();
    await page.getByRole('button', { name: 'Delete task' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete task' }).click();
    await page.getByRole('heading', { level: 1, name: 'Tasks' }).waitFor();
    await page.getByText(`Deleted “${first}”`).waitFor();
    await page.getByRole('button', { name: 'Undo' }).click();
    await page.getByText(`Restored “${first}”`).waitFor();
    await page.getByRole('searchbox').pressSequentially(first!);
    await expect.poll(async () => (await rowTitles()).includes(first!), SLOW).toBe(true);
  });
});

describe('by keyboard alone', () => {
  it('creates a task, moves its status and deletes it without a pointer', async () => {
    await page.goto(url('/tasks'));
    await rowTitles();
    await tabTo(page.getByRole('link', { name: 'New task' }));
    await page.keyboard.press('Enter');
    // The new page's heading takes focus, so the next Tab starts from the top of the form.
    const heading = page.getByRole('heading', { level: 1, name: 'New task' });
    await expect
      .poll(() => heading.evaluate((el) => el === document.activeElement), SLOW)
      .toBe(true);

    await tabTo(page.getByRole('textbox', { name: /Title/ }));
    await page.keyboard.type('Planned without a mouse');
    await tabTo(page.getByRole('textbox', { name: 'Description' }));
    await page.keyboard.type('Every step by keyboard.');
    // A radio group is one Tab stop; arrow keys choose within it.
    await tabTo(page.getByRole('radio', { name: 'Medium' }));
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => page.getByRole('radio', { name: 'High' }).isChecked(), SLOW).toBe(true);
    await tabTo(page.getByRole('button', { name: 'Create task' }));
    await page.keyboard.press('Enter');

    await page.getByRole('heading', { level: 1, name: 'Planned without a mouse' }).waitFor();
    await tabTo(page.getByRole('button', { name: 'Start' }));
    await page.keyboard.press('Enter');
    await page.getByText('In progress', { exact: true }).first().waitFor();

    await tabTo(page.getByRole('button', { name: 'Delete task' }));
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog');
    await dialog.waitFor();
    await expect.poll(focusedName, SLOW).toBe('Cancel');
    await page.keyboard.press('Tab');
    await expect.poll(focusedName, SLOW).toBe('Delete task');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Tasks' }).waitFor();
    await page.getByText('Deleted “Planned without a mouse”').waitFor();
  });
});

describe('navigation', () => {
  it('shows a 404 page for an unknown address, with a way back', async () => {
    await page.goto(url('/no/such/page'));
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    await page.getByRole('link', { name: 'Go to the task list' }).click();
    await page.getByRole('heading', { level: 1, name: 'Tasks' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/tasks');
  });

  it('starts with a skip link that moves the keyboard to the main content', async () => {
    await page.goto(url('/tasks'));
    await rowTitles();
    await page.keyboard.press('Tab');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent), SLOW)
      .toBe('Skip to main content');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id), SLOW).toBe('main');
  });
});

describe('narrow screens', () => {
  it('fit 320 px without sideways scrolling, with the navigation in a drawer', async () => {
    await page.setViewportSize({ width: 320, height: 640 });
    for (const path of ['/tasks', '/tasks/new', '/settings', '/missing']) {
      await page.goto(url(path));
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      const widths = await page.evaluate(() => [
        document.documentElement.scrollWidth,
        document.documentElement.clientWidth,
      ]);
      expect(widths[0], `${path} scrolls sideways`).toBeLessThanOrEqual(widths[1]!);
    }
    await page.getByRole('button', { name: 'Navigation' }).click();
    const drawer = page.getByRole('dialog', { name: 'Navigation' });
    await drawer.getByRole('link', { name: 'Tasks' }).click();
    await page.getByRole('heading', { level: 1, name: 'Tasks' }).waitFor();
    await drawer.waitFor({ state: 'hidden' });
  });
});

describe('settings', () => {
  it('switches to the dark theme, which persists across a reload', async () => {
    await page.goto(url('/settings'));
    await page.getByRole('combobox', { name: 'Theme' }).click();
    await page.getByRole('option', { name: 'Dark' }).click();
    await expect
      .poll(() => page.evaluate(() => document.documentElement.dataset.theme), SLOW)
      .toBe('dark');
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    await expect
      .poll(() => page.evaluate(() => document.documentElement.dataset.theme), SLOW)
      .toBe('dark');
  });
});

describe('accessibility', () => {
  it.each(['light', 'dark'] as const)(
    'every screen passes axe in the %s theme',
    async (theme) => {
      await page.addInitScript((t) => {
        localStorage.setItem(
          'tessera-app:settings',
          JSON.stringify({ theme: t, density: 'comfortable', motion: 'reduce' }),
        );
      }, theme);
      await page.goto(url('/tasks'));
      const [first] = await rowTitles();
      await expectNoAxeViolations(page);
      await page.getByRole('link', { name: first! }).first().click();
      await page.getByRole('heading', { level: 1, name: first! }).waitFor();
      await expectNoAxeViolations(page);
      for (const [path, heading] of [
        ['/settings', 'Settings'],
        ['/missing', 'Page not found'],
      ] as const) {
        await page.goto(url(path));
        await page.getByRole('heading', { level: 1, name: heading }).waitFor();
        await expectNoAxeViolations(page);
      }
      // Four screens loaded and four axe runs: the default 30 s fits a quiet machine only.
    },
    120_000,
  );
});

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import ar from '../src/app/locale/messages/ar';
import de from '../src/app/locale/messages/de';
import { en, type AppMessages } from '../src/app/locale/messages/en';
import { formatMessage } from '../src/i18n/format';
import libraryAr from '../src/i18n/locales/ar';
import libraryDe from '../src/i18n/locales/de';
import type { Messages } from '../src/i18n/locales/en';
import { expectFocus, mockConfig, mockPreset, SLOW, tabTo, url, appSession } from './support';

// Issue 16's "done when": the person chooses a language in Settings (by keyboard, persisted) and
// every screen speaks it: the app's own words, the library's, dates, the mock server's errors and
// its field errors. On every screen, no word of the app's English catalogue is left (task data and
// words the language shares with English aside).

const session = appSession();

interface Language {
  code: 'de' | 'ar';
  name: string;
  dir: 'ltr' | 'rtl';
  app: AppMessages;
  library: Messages;
}

const german: Language = { code: 'de', name: 'Deutsch', dir: 'ltr', app: de, library: libraryDe };
const arabic: Language = { code: 'ar', name: 'العربية', dir: 'rtl', app: ar, library: libraryAr };

/**
 * The words (letters only, lower case) of every message of a catalogue, placeholders left out, and
 * capitals-only tokens too: JSON, API and the YYYY of a date format belong to no language.
 */
function wordsOf(catalogue: object): Set<string> {
  const words = new Set<string>();
  const visit = (value: unknown) => {
    if (typeof value === 'string') {
      for (const [word] of value.replace(/\{\w+\}/g, ' ').matchAll(/\p{L}{2,}/gu)) {
        if (word !== word.toLocaleUpperCase('en')) words.add(word.toLocaleLowerCase('en'));
      }
    } else if (value && typeof value === 'object') Object.values(value).forEach(visit);
  };
  visit(catalogue);
  return words;
}

const englishWords = wordsOf(en);

/** Every word the task data holds (titles, descriptions, labels, people), asked of the mock API. */
async function taskDataWords(page: Page): Promise<Set<string>> {
  const data = await page.evaluate(async () => {
    const [tasks, people] = await Promise.all([
      fetch('/api/tasks?pageSize=100').then((r) => r.json() as Promise<unknown>),
      fetch('/api/people').then((r) => r.json() as Promise<unknown>),
    ]);
    return { tasks, people };
  });
  return wordsOf(data);
}

/** What a person perceives on the page: its text, the names and hints in attributes, the title. */
function perceivedText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const attributes = [...document.querySelectorAll('[aria-label],[placeholder],[title],[alt]')]
      .filter((el) => el.checkVisibility?.() ?? true)
      .flatMap((el) =>
        ['aria-label', 'placeholder', 'title', 'alt'].map((name) => el.getAttribute(name) ?? ''),
      );
    return [document.title, document.body.innerText, ...attributes].join('\n');
  });
}

/**
 * Fails, naming them, if words of the app's English catalogue are on the screen: words of the
 * target language's catalogues (German says "Status" and "Normal" too) and task data aside.
 */
async function expectNoEnglish(page: Page, language: Language, data: Set<string>, screen: string) {
  const allowed = new Set([...wordsOf(language.app), ...wordsOf(language.library), ...data]);
  const text = await perceivedText(page);
  const left = [...new Set([...text.matchAll(/\p{L}{2,}/gu)].map(([w]) => w))].filter((word) => {
    const lower = word.toLocaleLowerCase('en');
    return englishWords.has(lower) && !allowed.has(lower);
  });
  expect(left, `English words left on ${screen} in ${language.name}:\n${text}`).toEqual([]);
}

async function expectDocumentLanguage(page: Page, language: Language) {
  await expect
    .poll(
      () => page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]),
      SLOW,
    )
    .toEqual([language.code, language.dir]);
}

/**
 * Leaves the page once the mock API has started and its service worker's registration jobs are
 * done (jobs run one after another per registration, so awaiting an `update()` of our own waits
 * for them): a page left in the middle of one reports the cut-short update as an uncaught error.
 */
async function mockApiSettled(page: Page) {
  await page.waitForFunction(() => 'tesseraMockApi' in window, undefined, SLOW);
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    await registration?.update().catch(() => {});
  });
}

/** Opens `path` as a new page load, once the page being left has settled. */
async function go(page: Page, path: string) {
  await mockApiSettled(page);
  await page.goto(url(path));
}

const heading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 1, name, exact: true });

/** Settings, by keyboard: Tab to Language, open it, arrow to the language, Enter. */
async function chooseLanguage(page: Page, language: Language, from: AppMessages) {
  await page.goto(url('/settings'));
  await heading(page, from.settings.heading as string).waitFor(SLOW);
  const field = page.getByRole('combobox', { name: from.settings.language as string });
  await tabTo(page, field);
  await page.keyboard.press('Enter');
  const option = page.getByRole('option', { name: language.name });
  await option.waitFor(SLOW);
  for (let i = 0; i < 8; i++) {
    if (await option.evaluate((el) => el === document.activeElement)) break;
    await page.keyboard.press('ArrowDown');
  }
  await expectFocus(page, option);
  await page.keyboard.press('Enter');
  // At once, without a reload: the screen is in the new language, focus is back on the field.
  await heading(page, language.app.settings.heading as string).waitFor(SLOW);
  await expectFocus(
    page,
    page.getByRole('combobox', { name: language.app.settings.language as string }),
  );
  await expectDocumentLanguage(page, language);
}

/** Walks every screen in `language`, checking each for English; ends on the 404 page. */
async function walkEveryScreen(page: Page, language: Language) {
  const { app, library } = language;
  const text = (message: unknown) => message as string;
  await mockApiSettled(page);
  const data = await taskDataWords(page);
  await expectNoEnglish(page, language, data, 'Settings');

  // The list.
  await go(page, '/tasks');
  const grid = page.getByRole('grid', { name: text(app.taskList.tableLabel) });
  await grid.getByRole('link').first().waitFor(SLOW);
  await page.locator('[data-slot="data-table-table"]:not([aria-busy])').waitFor(SLOW);
  await expectNoEnglish(page, language, data, 'the task list');

  // A task, reached from the list by keyboard; its dates in the language's format.
  const link = grid.getByRole('link').first();
  const title = (await link.textContent()) ?? '';
  await link.focus();
  await page.keyboard.press('Enter');
  await heading(page, title).waitFor(SLOW);
  await page.getByRole('heading', { level: 2, name: text(app.taskDetail.activity) }).waitFor();
  await expectNoEnglish(page, language, data, 'a task');
  const created = page.locator('time').first();
  const iso = (await created.getAttribute('datetime')) ?? '';
  const expected = await page.evaluate(
    ([code, at]) =>
      new Intl.DateTimeFormat(code, { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date(at!),
      ),
    [language.code, iso],
  );
  expect(await created.textContent()).toBe(expected);

  // Its form, with a validation error: an emptied title is refused with a summary.
  await tabTo(page, page.getByRole('link', { name: text(app.taskDetail.edit) }));
  await page.keyboard.press('Enter');
  await heading(page, formatMessage(language.code, app.taskForm.editHeading, { title })).waitFor(
    SLOW,
  );
  const titleBox = page.getByRole('textbox', { name: new RegExp(`^${text(app.taskForm.title)}`) });
  await tabTo(page, titleBox);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Backspace');
  await tabTo(page, page.getByRole('button', { name: text(app.taskForm.save) }));
  await page.keyboard.press('Enter');
  // The summary takes focus, named by how many problems there are (a past due date is one too).
  const summaryNames = [1, 2, 3].map((count) =>
    formatMessage(language.code, library.form.summaryProblems, { count }),
  );
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const focused = document.activeElement;
          const label = focused?.getAttribute('aria-labelledby');
          return label ? (document.getElementById(label)?.textContent ?? '') : '';
        }),
      SLOW,
    )
    .toBeOneOf(summaryNames);
  await expectNoEnglish(page, language, data, 'the form with a validation error');

  // A new task the server refuses (a 422 with its field's code): the field's error in the language.
  page.on('dialog', (dialog) => void dialog.accept());
  await go(page, '/tasks/new');
  await heading(page, text(app.taskForm.newHeading)).waitFor(SLOW);
  await tabTo(page, titleBox);
  await page.keyboard.type('Abc');
  await mockConfig(page, { fault: 'status', status: 422 });
  await tabTo(page, page.getByRole('button', { name: text(app.taskForm.create) }));
  await page.keyboard.press('Enter');
  const fieldError = formatMessage(language.code, app.serverErrors['title.tooShort'], { min: 3 });
  await page.getByText(fieldError).first().waitFor(SLOW);
  await expectNoEnglish(page, language, data, 'the form with a server field error');

  // A server error: the list and a task as a failing server leaves them.
  await mockPreset(page, 'error500');
  await go(page, '/tasks');
  await page.getByText(text(library.httpErrors.serverMessage)).first().waitFor(SLOW);
  await expectNoEnglish(page, language, data, 'the list with a server error');
  await go(page, '/tasks/t1');
  await heading(page, text(app.task.loadFailed)).waitFor(SLOW);
  await expectNoEnglish(page, language, data, 'a task with a server error');
  await mockPreset(page, 'normal');

  // A task that is not there, and a page that is not there.
  await go(page, '/tasks/no-such-task');
  await heading(page, text(app.taskDetail.notFound)).waitFor(SLOW);
  await expectNoEnglish(page, language, data, 'a missing task');
  await go(page, '/no/such/page');
  await heading(page, text(app.titles.notFound)).waitFor(SLOW);
  await expectNoEnglish(page, language, data, 'the 404 page');
}

/** The choice survives a reload: the first screen after it is in the language at once. */
async function expectKeptOverReload(page: Page, language: Language) {
  await mockApiSettled(page);
  await page.reload();
  await heading(page, language.app.titles.notFound as string).waitFor(SLOW);
  await expectDocumentLanguage(page, language);
}

describe('the app in the language chosen in Settings', () => {
  it(
    'speaks German on every screen once Deutsch is chosen, and after a reload',
    { timeout: 90_000 },
    async () => {
      const { page, allowConsoleErrors } = session;
      allowConsoleErrors(/404|422|500/);
      await chooseLanguage(page, german, en);
      await walkEveryScreen(page, german);
      await expectKeptOverReload(page, german);
    },
  );

  it(
    'speaks Arabic, right to left, on every screen once العربية is chosen, and after a reload',
    { timeout: 90_000 },
    async () => {
      const { page, allowConsoleErrors } = session;
      allowConsoleErrors(/404|422|500/);
      await chooseLanguage(page, arabic, en);
      await walkEveryScreen(page, arabic);
      await expectKeptOverReload(page, arabic);
    },
  );

  it('follows a language chosen in another tab at once, as the theme does', async () => {
    const { page, context } = session;
    await page.goto(url('/tasks'));
    await page.getByRole('grid', { name: 'Tasks' }).getByRole('link').first().waitFor(SLOW);
    const settings = await context.newPage();
    await chooseLanguage(settings, german, en);
    await heading(page, german.app.taskList.heading as string).waitFor(SLOW);
    await expectDocumentLanguage(page, german);
    await page.getByRole('grid', { name: german.app.taskList.tableLabel as string }).waitFor();
  });
});

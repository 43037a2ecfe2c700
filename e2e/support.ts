import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect, inject } from 'vitest';
import { launchBrowser, timeLeft } from './browser';

/**
 * What every end-to-end file of the app shares: a Chromium for the file, a fresh context (so the
 * mock API's seeded data) per test, and checks after each test that the page threw nothing and
 * logged no error. (Content-Security-Policy violations are browser.ts's to catch, for every page.)
 */
export interface AppSession {
  /** The page of the current test. */
  readonly page: Page;
  /** The current test's context (to open a second page, set the viewport…). */
  readonly context: BrowserContext;
  /** Console errors the test expects (a failed request it provoked): matched and then allowed. */
  allowConsoleErrors(pattern: RegExp): void;
}

export const url = (path: string) => inject('baseUrl') + path;

/** Registers the hooks that give each test a fresh page; call once at the top of a test file. */
export function appSession({
  viewport = { width: 1100, height: 800 },
}: { viewport?: { width: number; height: number } } = {}): AppSession {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let pageErrors: string[] = [];
  let consoleErrors: string[] = [];
  let allowed: RegExp[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    context = await browser.newContext({ viewport });
    page = await context.newPage();
    pageErrors = [];
    consoleErrors = [];
    // Content-Security-Policy violations are browser.ts's to report (for every page).
    allowed = [/Content Security Policy/];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
  });
  afterEach(async () => {
    await context?.close();
    expect(pageErrors, 'uncaught errors in the page').toEqual([]);
    const unexpected = consoleErrors.filter(
      (text) => !allowed.some((pattern) => pattern.test(text)),
    );
    expect(unexpected, 'console errors').toEqual([]);
  });

  return {
    get page() {
      return page;
    },
    get context() {
      return context;
    },
    allowConsoleErrors(pattern) {
      allowed.push(pattern);
    },
  };
}

/**
 * For a wait on something a user would see: as long as the test has left (the machine may be
 * busy), polling every 50 ms.
 */
export const SLOW = {
  get timeout() {
    return timeLeft();
  },
  interval: 50,
};

/** The task titles on the current page of the list, once rows are there. */
export async function rowTitles(page: Page): Promise<string[]> {
  const table = page.getByRole('grid', { name: 'Tasks' });
  await table.getByRole('link').first().waitFor();
  return table.getByRole('row').locator('a').allTextContents();
}

/** Waits until the task list shows rows and is no longer fetching. */
export async function listSettled(page: Page) {
  await page.getByRole('grid', { name: 'Tasks' }).getByRole('link').first().waitFor();
  await page.locator('[data-slot="data-table-table"]:not([aria-busy])').waitFor();
}

export function isFocused(target: Locator): Promise<boolean> {
  return target.evaluate((el) => el === document.activeElement).catch(() => false);
}

/** Waits until `target` has focus; fails (naming what has focus instead) if it never does. */
export async function expectFocus(page: Page, target: Locator, message?: string) {
  try {
    await expect.poll(() => isFocused(target), SLOW).toBe(true);
  } catch {
    throw new Error(
      `${message ?? target.toString()} should have focus, but ${await describeFocus(page)} has it`,
    );
  }
}

/** What has focus, as a person would name it: "button Save changes", "body". */
export function describeFocus(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return 'body';
    const role = el.getAttribute('role') ?? el.tagName.toLowerCase();
    const labelled = el.getAttribute('aria-labelledby');
    const name =
      el.getAttribute('aria-label') ??
      (labelled ? document.getElementById(labelled)?.textContent : null) ??
      ((el as HTMLInputElement).labels?.[0]?.textContent || el.textContent) ??
      '';
    return `${role} ${name.trim().replace(/\s+/g, ' ').slice(0, 60)}`;
  });
}

/**
 * Presses Tab (or Shift+Tab) until `target` has focus (or, `within`, something inside it), as a
 * keyboard user would; fails if it never does.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { backwards = false, within = false, max = 60 } = {},
) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    const reached = within
      ? await target.evaluate((el) => el.contains(document.activeElement)).catch(() => false)
      : await isFocused(target);
    if (reached) return;
  }
  throw new Error(`${max} presses of Tab never reached ${target.toString()}`);
}

/** What the route announcer last said ('' when nothing). */
export function announcement(page: Page): Promise<string> {
  return page.locator('[data-slot="route-announcer"]').innerText();
}

export function historyLength(page: Page): Promise<number> {
  return page.evaluate(() => history.length);
}

export function searchParam(page: Page, name: string): string | null {
  return new URL(page.url()).searchParams.get(name);
}

/** Drives the demo server from the page, as the Settings screen or the console would. */
export function mockPreset(page: Page, preset: 'normal' | 'offline' | 'error500' | 'slow') {
  return page.evaluate((name) => {
    (
      window as unknown as { tesseraMockApi: { applyMockApiPreset: (p: string) => void } }
    ).tesseraMockApi.applyMockApiPreset(name);
  }, preset);
}

/**
 * Holds the app's writes (every request but a GET) until `release` is called, so the server's
 * answer comes when the test says, however busy the machine is. Set-up only: the page's own
 * `fetch` is wrapped, for this document.
 */
export async function holdWrites(page: Page): Promise<{ release: () => Promise<void> }> {
  await page.evaluate(() => {
    const send = window.fetch.bind(window);
    let open = () => {};
    const gate = new Promise<void>((resolve) => (open = resolve));
    (window as unknown as { tesseraReleaseWrites: () => void }).tesseraReleaseWrites = open;
    window.fetch = async (input, init) => {
      const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
      if (method.toUpperCase() !== 'GET') await gate;
      return send(input, init);
    };
  });
  return {
    release: () =>
      page.evaluate(() =>
        (window as unknown as { tesseraReleaseWrites: () => void }).tesseraReleaseWrites(),
      ),
  };
}

export interface StoredTask {
  id: string;
  title: string;
  status: string;
}

/** The mock server's tasks, as it keeps them (localStorage). */
export function serverTasks(page: Page): Promise<StoredTask[]> {
  return page.evaluate(
    () => JSON.parse(localStorage.getItem('tessera.mockApi.v1') ?? '{"tasks":[]}').tasks,
  );
}

/** Changes a task on the mock server, as another person on another device would. */
export function editElsewhere(page: Page, id: string, patch: Record<string, unknown>) {
  return page.evaluate(
    ([taskId, change]) =>
      (
        window as unknown as {
          tesseraMockApi: { editMockTask: (id: string, patch: unknown) => unknown };
        }
      ).tesseraMockApi.editMockTask(taskId as string, change),
    [id, patch] as const,
  );
}

/** Sets the demo server's latency and faults directly (`setMockApiConfig`). */
export function mockConfig(page: Page, config: Record<string, unknown>) {
  return page.evaluate((c) => {
    (
      window as unknown as {
        tesseraMockApi: { setMockApiConfig: (config: Record<string, unknown>) => void };
      }
    ).tesseraMockApi.setMockApiConfig(c);
  }, config);
}

/**
 * axe over the whole page. Legacy mode runs axe in the page itself: the default mode finishes each
 * run in a new blank page, seconds each on a busy machine, and only cross-origin frames (the app
 * has none) need it.
 */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).setLegacyMode().analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
  expect(summary).toEqual([]);
}

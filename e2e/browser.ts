import type { Browser, BrowserContext, Page } from 'playwright-core';
import { chromium } from 'playwright-core';
import { afterAll, afterEach, beforeEach, expect } from 'vitest';
import { chromiumArgs, chromiumHelp, chromiumPath } from '../scripts/chromium.mjs';
import { timeLeftIn } from '../src/test/budget';

let left: () => number = () => 0;
beforeEach(({ task }) => {
  left = timeLeftIn(task);
});

/**
 * The ms the running test has left: every page-level wait takes its limit from it (`SLOW`, and
 * Playwright's own default in every context opened here), never a fixed number that a busy
 * machine outlasts while the test still has time.
 */
export const timeLeft = () => left();

// Every page any end-to-end test opens through `launchBrowser()` is watched for
// Content-Security-Policy violations (Trusted Types included), and a test during which one
// happened fails: the app must run under its policy on every flow, not only on its first screen.

interface Violation {
  page: Page | null;
  text: string;
}

const violations: Violation[] = [];

/** Chromium's console words for a blocked resource, inline code, eval or Trusted Types sink. */
const CSP_CONSOLE =
  /Content Security Policy|Trusted Type|requires 'Trusted(HTML|Script|ScriptURL)' assignment/i;

const BINDING = '__tesseraCspViolation';

/** Watches every page of `context`, from the first byte: installed before any page script runs. */
async function watchContext(context: BrowserContext): Promise<void> {
  await context.exposeBinding(BINDING, ({ page }, text: string) => {
    violations.push({ page, text });
  });
  await context.addInitScript((binding) => {
    const report = (window as unknown as Record<string, (text: string) => void>)[binding];
    document.addEventListener('securitypolicyviolation', (event) => {
      report?.(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}` +
          ` at ${event.sourceFile || 'unknown'}:${event.lineNumber}` +
          (event.sample ? ` (${event.sample})` : ''),
      );
    });
  }, BINDING);
  context.on('console', (message) => {
    if (CSP_CONSOLE.test(message.text())) {
      violations.push({ page: message.page(), text: `console: ${message.text()}` });
    }
  });
}

/**
 * Launches Debian's (or CHROMIUM_PATH's) Chromium headless, with the flags this network needs.
 * Every context and page it opens is watched for CSP violations; a test during which one happened
 * fails after it (see `takeCspViolations` for a test that means to cause one).
 */
export async function launchBrowser(): Promise<Browser> {
  if (!chromiumPath) throw new Error(chromiumHelp);
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: chromiumArgs,
    headless: true,
  });
  // `browser.newPage()` opens its page through `newContext()`, so this covers both.
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    context.setDefaultTimeout(timeLeft());
    await watchContext(context);
    return context;
  };
  return browser;
}

/** Waits until what `page` has reported so far has reached this process. */
async function settle(page: Page): Promise<void> {
  await page
    .evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)))
    .catch(() => {});
}

/**
 * The CSP violations `page` has caused so far, taken out of the check that fails the test: for the
 * check's own self-test, which causes them on purpose. A violation reaches this process by two
 * roads (the page's event through a binding, and the console), each in its own time; with
 * `atLeast`, this waits (as long as the test has left) until that many have arrived, so a slow
 * machine's late report is not left to fail the next test.
 */
export async function takeCspViolations(page: Page, atLeast = 0): Promise<string[]> {
  const taken: string[] = [];
  const deadline = Date.now() + timeLeft();
  do {
    await settle(page);
    for (let i = violations.length - 1; i >= 0; i--) {
      if (violations[i]!.page === page) taken.push(violations.splice(i, 1)[0]!.text);
    }
  } while (taken.length < atLeast && Date.now() < deadline);
  return taken;
}

function expectNoViolations() {
  const seen = violations.splice(0).map((v) => `${v.page?.url() ?? 'a page'}: ${v.text}`);
  expect(seen, 'Content-Security-Policy violations').toEqual([]);
}

afterEach(expectNoViolations);
afterAll(expectNoViolations);

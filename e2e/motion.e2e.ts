import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './browser';
import { SLOW } from './support';

// Motion follows the system: with `prefers-reduced-motion: reduce` and no Tessera setting stored,
// overlays open and close and pages change without animating. The same walk with no preference
// animates, which proves the instrument sees motion when there is some. Then: back/forward brings
// the task list back where it was scrolled.

let browser: Browser;
let context: BrowserContext | undefined;
let pageErrors: string[];
const url = (path: string) => inject('baseUrl') + path;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});
afterEach(async () => {
  await context?.close();
  context = undefined;
  expect(pageErrors, 'uncaught errors in the page').toEqual([]);
});

async function open(options: { reducedMotion?: 'reduce' | 'no-preference' } = {}): Promise<Page> {
  context = await browser.newContext({ viewport: { width: 1100, height: 800 }, ...options });
  pageErrors = [];
  const page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(error.message));
  // Records every transition and animation that starts, and every view transition, as it happens.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __motion: string[] }).__motion = seen;
    // "div select-popup", "div alert-dialog-popup": the element's part, by its data-slot.
    const where = (target: EventTarget | null) => {
      if (!(target instanceof Element)) return 'document';
      const slot = target.closest('[data-slot]')?.getAttribute('data-slot') ?? 'page';
      return `${target.tagName.toLowerCase()} ${slot}`;
    };
    document.addEventListener(
      'transitionrun',
      (event) => seen.push(`transition of ${event.propertyName} on ${where(event.target)}`),
      true,
    );
    document.addEventListener(
      'animationstart',
      (event) =>
        seen.push(
          `animation ${event.animationName} on ${event.pseudoElement || where(event.target)}`,
        ),
      true,
    );
    const proto = Document.prototype as Document & { startViewTransition?: () => unknown };
    const start = proto.startViewTransition;
    if (start) {
      proto.startViewTransition = function (this: Document, ...args: unknown[]) {
        seen.push('view transition started');
        return (start as (...a: unknown[]) => unknown).apply(this, args);
      } as typeof start;
    }
  });
  return page;
}

const motion = (page: Page) =>
  page.evaluate(() => (window as unknown as { __motion: string[] }).__motion.splice(0));

/** Opens and closes a listbox and a dialog, and changes page twice, as a person would. */
async function walk(page: Page): Promise<string[]> {
  await page.goto(url('/settings'));
  await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
  await motion(page);

  const theme = page.getByRole('combobox', { name: 'Theme' });
  await theme.click();
  const listbox = page.getByRole('listbox');
  await listbox.waitFor();
  await page.keyboard.press('Escape');
  await listbox.waitFor({ state: 'hidden' });

  await page.getByRole('link', { name: 'Tasks' }).click();
  await page.getByRole('heading', { level: 1, name: 'Tasks' }).waitFor();
  const first = page.getByRole('grid', { name: 'Tasks' }).getByRole('link').first();
  const title = (await first.textContent())!;
  await first.click();
  await page.getByRole('heading', { level: 1, name: title }).waitFor();

  await page.getByRole('button', { name: 'Delete task' }).click();
  const dialog = page.getByRole('alertdialog');
  await dialog.waitFor();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await dialog.waitFor({ state: 'hidden' });
  return motion(page);
}

describe('reduced motion from the system', () => {
  it('opens and closes overlays and changes pages without animating', async () => {
    const page = await open({ reducedMotion: 'reduce' });
    // A spinner (shown only when a load is slow) pulses instead of turning: no movement, so it may.
    const moved = (await walk(page)).filter((m) => !/^animation \S+ on span spinner$/.test(m));
    expect(moved).toEqual([]);
    // Nothing was stored to ask for it: the system's preference alone did it.
    expect(await page.evaluate(() => localStorage.getItem('tessera-app:settings'))).toBeNull();
    expect(await page.evaluate(() => document.documentElement.dataset.motion)).toBeUndefined();
  });

  it('animates the same walk when the system has no preference', async () => {
    const page = await open({ reducedMotion: 'no-preference' });
    const seen = await walk(page);
    expect(seen.filter((m) => m === 'view transition started')).toHaveLength(2);
    expect(seen).toContain('transition of scale on div select-popup');
    expect(seen).toContain('transition of translate on div alert-dialog-content');
    expect(seen).toContain('transition of opacity on div alert-dialog-backdrop');
  });
});

describe('scroll restoration', () => {
  it('brings the task list back where it was scrolled after opening a task and going back', async () => {
    // Short enough that the page scrolls whether the table scrolls with it or in a box of its own.
    const page = await open();
    await page.setViewportSize({ width: 1100, height: 560 });
    await page.goto(url('/tasks'));
    const links = page.getByRole('grid', { name: 'Tasks' }).getByRole('link');
    await links.first().waitFor();
    // Scroll with the wheel over the page's heading, as a person does, until the page has come to rest.
    await page.mouse.move(300, 120);
    await page.mouse.wheel(0, 400);
    const scrollY = () => page.evaluate(() => Math.round(window.scrollY));
    let last = -1;
    await expect
      .poll(async () => {
        const now = await scrollY();
        const rested = now > 0 && now === last;
        last = now;
        return rested;
      }, SLOW)
      .toBe(true);
    // Where the list is, as a person sees it: the rows in view and how far down each one sits.
    const rowsInView = async () => {
      const seen: string[] = [];
      for (const link of await links.all()) {
        const box = await link.boundingBox();
        if (box && box.y >= 0 && box.y + box.height <= 560) {
          seen.push(`${Math.round(box.y)} ${await link.textContent()}`);
        }
      }
      return seen;
    };
    const before = await rowsInView();
    expect(before.length).toBeGreaterThan(1);
    const title = before.at(-1)!.replace(/^\d+ /, '');
    await links.filter({ hasText: title }).first().click();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await expect.poll(scrollY, SLOW).toBe(0); // a new page starts at its top
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: 'Tasks' }).waitFor();
    await expect.poll(rowsInView, SLOW).toEqual(before);
    // Forward again opens the task at its top.
    await page.goForward();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await expect.poll(scrollY, SLOW).toBe(0);
  });
});

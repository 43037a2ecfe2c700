import { AxeBuilder } from '@axe-core/playwright';
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumArgs, chromiumHelp, chromiumPath } from '../../scripts/chromium.mjs';
import { timeLeftIn } from '../../src/test/budget';
import { tokenSet } from '../tokens';
import { ensureDocsBuild } from './build';
import { root } from './coverage';

// Every docs page of the built Storybook, read as a person reads them (the preview frame, in a
// theme, going from page to page as the sidebar does):
// - MDX pages (Introduction, Foundations…), in light and dark: no console error or warning, no
//   broken link or anchor, no axe violation (in dark, of the colour rules: nothing else differs),
//   and the page itself in the theme's colours;
// - every component's generated docs page, in light: every story on it works there as it does alone
//   (no console error, no request for a mock the page lost), its links resolve, and its props
//   table reads right (no stray `@default`, no bare type parameter, no JSON box for a ReactNode).

interface Entry {
  id: string;
  title: string;
  type: 'docs' | 'story';
  tags: string[];
}

const tokens = tokenSet(readFileSync(join(root, 'src/styles/tokens.css'), 'utf8'));
let dir: string;
let browser: Browser;
let entries: Record<string, Entry>;

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
};

interface StaticServer {
  base: string;
  /** Paths it could not find (a story's deliberate broken image among them). */
  notFound: string[];
  close: () => Promise<void>;
}

/** Serves the build on its own port: one per page, so pages opened side by side keep apart. */
async function serve(): Promise<StaticServer> {
  const notFound: string[] = [];
  const server: Server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    let file = normalize(join(dir, path));
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!file.startsWith(dir) || !existsSync(file)) {
      notFound.push(path);
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return {
    base: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    notFound,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

beforeAll(async () => {
  if (!chromiumPath) throw new Error(chromiumHelp);
  dir = await ensureDocsBuild();
  entries = JSON.parse(readFileSync(join(dir, 'index.json'), 'utf8')).entries;
  browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
});

afterAll(async () => {
  await browser?.close();
});

/**
 * How long one page may take to open and be checked. Each page has its own limit (within what the
 * test has left), so pages that wait behind a slow one on a busy machine are not starved of time,
 * and a page that never settles is reported by name while the walk goes on.
 */
const PAGE_LIMIT = 240_000;

/**
 * Opens each page in `theme` and runs `check` on it, two readers at a time (a busy two-core machine
 * gains little from more). A reader goes from page to page as Storybook's sidebar takes a person:
 * the preview loads once and is told which page to show, so a page is checked as it is read, after
 * others, and the preview's start-up is paid once per reader rather than once per page. A page that
 * fails to settle gets a fresh reader for the next one.
 */
async function checkPages(
  pages: Entry[],
  theme: 'light' | 'dark',
  testTimeLeft: () => number,
  check: (page: Page, problems: string[]) => Promise<void>,
): Promise<Record<string, string[]>> {
  const failures: Record<string, string[]> = {};
  const queue = [...pages];
  const worker = async () => {
    let reader: Reader | undefined;
    try {
      for (let entry = queue.shift(); entry; entry = queue.shift()) {
        const end = Date.now() + PAGE_LIMIT;
        const timeLeft = () => Math.max(1, Math.min(testTimeLeft(), end - Date.now()));
        try {
          reader ??= await openReader(theme);
          const problems = await reader.show(entry.id, timeLeft);
          await check(reader.page, problems);
          failures[entry.id] = problems;
        } catch (error) {
          failures[entry.id] = [`did not finish: ${String(error).split('\n')[0]}`];
          await reader?.close();
          reader = undefined;
        }
      }
    } finally {
      await reader?.close();
    }
  };
  await Promise.all([worker(), worker()]);
  return failures;
}

/** `DOCS_ONLY=data-datatable--docs,…` opens only those pages (while working on one). */
const only = process.env.DOCS_ONLY?.split(',');

const docsPages = (mdx: boolean) =>
  Object.values(entries).filter(
    (e) =>
      e.type === 'docs' &&
      mdx === (e.tags.includes('attached-mdx') || e.tags.includes('unattached-mdx')) &&
      (!only || only.includes(e.id)),
  );

/** Counts the preview's DOCS_RENDERED and STORY_RENDERED events, from before its first script runs. */
function watchRenders() {
  let channel: { on(event: string, fn: () => void): void } | undefined;
  const w = window as unknown as Record<string, number>;
  w.__docsRendered = 0;
  w.__storiesRendered = 0;
  Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => channel,
    set: (value) => {
      channel = value;
      value.on('docsRendered', () => (w.__docsRendered! += 1));
      value.on('storyRendered', () => (w.__storiesRendered! += 1));
    },
  });
}

interface Reader {
  page: Page;
  /** Shows docs page `id` and returns what went wrong while it rendered. */
  show: (id: string, timeLeft: () => number) => Promise<string[]>;
  close: () => Promise<void>;
}

/**
 * A reader of docs pages in one theme: a browser page on the preview, with what it logs and
 * requests collected per docs page. Its waits last as long as the page being shown has left
 * (`timeLeft`): how long a page takes depends on the machine's load.
 */
async function openReader(theme: 'light' | 'dark'): Promise<Reader> {
  const server = await serve();
  const context = await browser.newContext({ viewport: { width: 1200, height: 900 } });
  const page = await context.newPage();
  const messages: { level: 'error' | 'warn'; text: string }[] = [];
  page.on('console', (message) => {
    const level =
      message.type() === 'error' ? 'error' : message.type() === 'warning' ? 'warn' : null;
    // The browser's own line for a 4xx/5xx answer: stories cause those on purpose (a mock server
    // error); a request that reached the real server unanswered is caught by the server instead.
    if (level && !/^Failed to load resource/.test(message.text())) {
      messages.push({ level, text: message.text() });
    }
  });
  page.on('pageerror', (error) => messages.push({ level: 'error', text: String(error.stack) }));
  // A story's data request (fetch/XHR) that no mock answered reaches the static server: a 404.
  const dataRequests = new Set<string>();
  const network = { inFlight: 0, lastChange: Date.now() };
  const settled = () => {
    network.inFlight--;
    network.lastChange = Date.now();
  };
  page.on('request', (request) => {
    network.inFlight++;
    network.lastChange = Date.now();
    if (['fetch', 'xhr'].includes(request.resourceType())) {
      dataRequests.add(new URL(request.url()).pathname);
    }
  });
  page.on('requestfinished', settled);
  page.on('requestfailed', settled);
  await page.addInitScript(watchRenders);
  let loaded = false;

  const show = async (id: string, timeLeft: () => number) => {
    // Every wait of Playwright's own (the navigation, evaluate's) too, not its fixed 30 s.
    context.setDefaultTimeout(timeLeft());
    messages.length = 0;
    server.notFound.length = 0;
    dataRequests.clear();
    if (!loaded) {
      await page.goto(`${server.base}/iframe.html?id=${id}&viewMode=docs&globals=theme:${theme}`);
      loaded = true;
    } else {
      // What the sidebar does: the preview is told which page to show next.
      await page.evaluate((storyId) => {
        const w = window as unknown as Record<string, unknown> & {
          __STORYBOOK_ADDONS_CHANNEL__: { emit(event: string, selection: object): void };
        };
        w.__docsRendered = 0;
        w.__storiesRendered = 0;
        w.__STORYBOOK_ADDONS_CHANNEL__.emit('setCurrentStory', { storyId, viewMode: 'docs' });
      }, id);
    }
    // The page, then every story on it (each loads, runs its loaders and renders on its own).
    await page.waitForFunction(
      () => {
        const w = window as unknown as { __docsRendered: number; __storiesRendered: number };
        return (
          w.__docsRendered > 0 &&
          w.__storiesRendered >= document.querySelectorAll('.sb-story').length
        );
      },
      null,
      { timeout: timeLeft() },
    );
    // The stories on the page load their data and settle: no request in flight for 750 ms (a story
    // fetches after it renders, and its mock may hold the answer a while).
    await expect
      .poll(() => network.inFlight <= 0 && Date.now() - network.lastChange > 750, {
        timeout: timeLeft(),
        interval: 100,
      })
      .toBe(true);
    await page.evaluate(() => document.fonts.ready);
    // A props table shows a placeholder until the component's props are read.
    await page.waitForFunction(
      // (iframe.html's own "preparing docs" placeholder, outside #storybook-docs, stays hidden.)
      () => !document.querySelector('#storybook-docs table.sb-argstableBlock'),
      null,
      { timeout: timeLeft() },
    );

    // What the page's stories declare they log on purpose (`parameters.expectedConsole`).
    const expected = await page.evaluate(() => {
      type Params = { expectedConsole?: { level: string; pattern: RegExp }[] };
      const render = (
        window as unknown as {
          __STORYBOOK_PREVIEW__: {
            currentRender?: {
              csfFiles?: {
                meta: { parameters?: Params };
                stories: Record<string, { parameters?: Params }>;
              }[];
            };
          };
        }
      ).__STORYBOOK_PREVIEW__.currentRender;
      return (render?.csfFiles ?? [])
        .flatMap((file) => [file.meta, ...Object.values(file.stories)])
        .flatMap((annotations) => annotations.parameters?.expectedConsole ?? [])
        .map(({ level, pattern }) => ({ level, source: pattern.source, flags: pattern.flags }));
    });
    const accepted = expected.map((e) => ({
      level: e.level,
      pattern: new RegExp(e.source, e.flags),
    }));
    const problems = [
      ...messages
        .filter((m) => !accepted.some((e) => e.level === m.level && e.pattern.test(m.text)))
        .map((m) => `console.${m.level}: ${m.text.split('\n').slice(0, 3).join(' ')}`),
      ...server.notFound
        .filter((path) => dataRequests.has(path))
        .map((path) => `a request no mock answered: ${path} (404)`),
      ...(await brokenLinks(page, server.base)),
    ];
    return problems;
  };

  return {
    page,
    show,
    close: async () => {
      await context.close();
      await server.close();
    },
  };
}

/** Links and anchors on the page that lead nowhere. */
async function brokenLinks(page: Page, base: string): Promise<string[]> {
  const links = await page.evaluate(() =>
    // The page's own links: a story's links are its example content (a router demo's "/tasks").
    [...document.querySelectorAll('#storybook-docs a[href]')]
      .filter((a) => !a.closest('.sb-story, .docs-story'))
      .map((a) => {
        const href = a.getAttribute('href')!;
        const target = href.startsWith('#') ? decodeURIComponent(href.slice(1)) : null;
        return {
          href,
          text: a.textContent ?? '',
          anchorFound: !target || !!document.getElementById(target),
        };
      }),
  );
  const broken: string[] = [];
  for (const { href, text, anchorFound } of links) {
    const label = `link "${text.trim()}" → ${href}`;
    if (href.startsWith('#')) {
      if (!anchorFound) broken.push(`${label}: no element with that id on the page`);
    } else if (href.startsWith('?path=')) {
      const id = /^\?path=\/(?:docs|story)\/([^&#]+)/.exec(href)?.[1];
      if (!id || !entries[id]) broken.push(`${label}: no such page in this Storybook`);
    } else if (!/^(https?:|mailto:)/.test(href)) {
      const response = await fetch(new URL(href, `${base}/iframe.html`));
      if (!response.ok) broken.push(`${label}: ${response.status}`);
    }
  }
  return broken;
}

/** The colour a token has in a theme, as the browser reports it (`rgb(…)`). */
function rgb(name: string, theme: 'light' | 'dark') {
  const hex = tokens.colour(name, theme).replace('#', '');
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

function report(failures: Record<string, string[]>) {
  return Object.entries(failures)
    .filter(([, problems]) => problems.length)
    .map(([page, problems]) => `${page}:\n  ${problems.join('\n  ')}`)
    .join('\n');
}

describe.each(['light', 'dark'] as const)('the MDX pages in the %s theme', (theme) => {
  it('open without console errors, broken links or accessibility violations', async ({ task }) => {
    const pages = docsPages(true);
    if (!only) expect(pages.map((p) => p.id)).toContain('introduction--docs');
    const failures = await checkPages(pages, theme, timeLeftIn(task), async (page, problems) => {
      // The page follows the theme: its background and text are the theme's tokens.
      const colours = await page.evaluate(() => {
        const wrapper = document.querySelector('.sbdocs-wrapper')!;
        const content = document.querySelector('.sbdocs-content p') ?? wrapper;
        return [getComputedStyle(wrapper).backgroundColor, getComputedStyle(content).color];
      });
      if (colours[0] !== rgb('color-surface', theme) || colours[1] !== rgb('color-text', theme)) {
        problems.push(`page colours ${colours.join(' on ')} are not the ${theme} theme's`);
      }
      // Only colours differ between the themes: the dark walk runs axe's colour rules.
      // In the page itself (legacy mode): the default mode finishes each run in a new blank page,
      // seconds each on a busy machine, and only cross-origin frames (docs have none) need it.
      const builder = new AxeBuilder({ page }).setLegacyMode().include('#storybook-docs');
      if (theme === 'dark') builder.withRules(['color-contrast', 'link-in-text-block']);
      const axe = await builder.analyze();
      for (const v of axe.violations) {
        problems.push(
          `axe ${v.id}: ${v.help} (${v.nodes
            .map((n) => n.target.join(' '))
            .slice(0, 3)
            .join('; ')})`,
        );
      }
    });
    expect(report(failures), 'problems on MDX pages').toBe('');
    // An upper bound for a machine far busier than CI's; each page has its own PAGE_LIMIT.
  }, 1_200_000);
});

describe("the components' docs pages", () => {
  it('show every story working, with links that resolve and props tables that read right', async ({
    task,
  }) => {
    const failures = await checkPages(
      docsPages(false),
      'light',
      timeLeftIn(task),
      async (page, problems) => {
        const rows = await page.evaluate(() =>
          [...document.querySelectorAll('.docblock-argstable-body > tr')].flatMap((row) => {
            const cells = row.querySelectorAll(':scope > td');
            if (cells.length < 4) return []; // a section heading row
            const parts = [...cells[1]!.querySelectorAll(':scope > div')].map((d) => d.textContent);
            return [
              {
                name: cells[0]!.textContent!.replace(/\*$/, '').trim(),
                description: parts.length > 1 ? parts[0]!.trim() : '',
                type: (parts.at(-1) ?? '').trim(),
                text: row.textContent ?? '',
                // Storybook's object control: a "Set object" button, or the JSON editor once set.
                jsonControl:
                  /Set object/.test(cells[3]!.textContent ?? '') ||
                  !!cells[3]!.querySelector('[class*="rejt"], textarea[placeholder*="JSON"]'),
              },
            ];
          }),
        );
        for (const row of rows) {
          const prop = `props table, ${row.name}:`;
          if (/@default/.test(row.text)) problems.push(`${prop} "@default" shown as text`);
          if (/^[A-Z]$/.test(row.type)) problems.push(`${prop} its type reads "${row.type}"`);
          if (/ReactNode|ReactElement/.test(row.type) && row.jsonControl)
            problems.push(`${prop} a ReactNode with a JSON control`);
          if (/^(children|className|onClick|ref)$/.test(row.name) && !row.description)
            problems.push(`${prop} no description`);
        }
      },
    );
    expect(report(failures), "problems on components' docs pages").toBe('');
  }, 2_400_000);
});

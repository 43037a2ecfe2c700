import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchBrowser } from '../e2e/browser';
import { expectFocus, tabTo } from '../e2e/support';
import { examples } from '../scripts/lib/consumer.mjs';
import { freePort, startAppServer, WAIT, watchProblems, type AppServer } from './support';

// A React Router framework-mode app (examples/react-router-app), rendered on the server and
// hydrated, with react-router and TanStack Query installed as the README tells their user: its
// frame is AppShell and NavLink from `tessera`, RouterRoot, RouteBoundary, RouteError and
// LeaveGuard from `tessera/router`, and HttpProvider, AsyncBoundary and DataState over a query.
// Built by `react-router build`, served by `react-router-serve`, used in Chromium.

const { dir } = examples.reactRouter;
let browser: Browser;
let app: AppServer;
let context: BrowserContext;
let page: Page;
const problems: string[] = [];
/** Messages the running test causes on purpose. */
let expected: RegExp[] = [];

beforeAll(async () => {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(await freePort()),
    HOST: '127.0.0.1',
  };
  env.NODE_ENV = 'production';
  delete env.VITEST;
  [browser, app] = await Promise.all([
    launchBrowser(),
    startAppServer(
      process.execPath,
      [path.join(dir, 'node_modules/@react-router/serve/bin.js'), './build/server/index.js'],
      { cwd: dir, env, url: /\((http:\/\/127\.0\.0\.1:\d+)\)/ },
    ),
  ]);
});
afterAll(async () => {
  await Promise.all([browser?.close(), app?.stop()]);
});
beforeEach(async () => {
  context = await browser.newContext({ viewport: { width: 1024, height: 768 } });
  page = await context.newPage();
  watchProblems(page, problems);
});
afterEach(async () => {
  await context?.close();
  const unexpected = problems
    .splice(0)
    .filter((problem) => !expected.some((re) => re.test(problem)));
  expected = [];
  expect(unexpected, 'errors and warnings in the console').toEqual([]);
});

const nav = () => page.getByRole('navigation');

/** Opens `path` and waits until React has hydrated it (root.tsx marks the document). */
async function open(path: string) {
  await page.goto(`${app.url}${path}`);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

describe('a React Router app on the server', () => {
  it('renders each page on the server: the frame and the page, a 404 for no route', async () => {
    const home = await fetch(app.url);
    const html = await home.text();
    expect(home.status).toBe(200);
    // The navigation is in the frame's narrow layout on the server (a drawer, opened on demand);
    // a wide screen shows it once hydrated.
    for (const part of ['tsr-AppShell', '>Home</h1>', 'Rendered on the server'])
      expect(html, app.output()).toContain(part);
    const missing = await fetch(`${app.url}/no-such-page`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('Page not found');
  });

  it('uses every component that needs react-router or TanStack Query', async () => {
    // What `tessera/router` and `tessera/http` add to the root entry must run here, on the server
    // and hydrated, since the Vite app has neither peer to render them with.
    const lib = path.join(dir, 'node_modules/tessera/lib');
    const load = async (file: string) =>
      Object.entries((await import(pathToFileURL(path.join(lib, file)).href)) as object);
    const root = new Set((await load('index.js')).map(([name]) => name));
    // Components: PascalCase functions, not classes (RouteLoadError).
    const added = [...(await load('router/index.js')), ...(await load('http/index.js'))]
      .filter(([name]) => !root.has(name) && /^[A-Z][a-z]/.test(name))
      .filter(([, value]) => typeof value === 'function' && !/^class\b/.test(String(value)))
      .map(([name]) => name);
    const sources = readdirSync(path.join(examples.reactRouter.source, 'app'), {
      recursive: true,
      withFileTypes: true,
    })
      .filter((entry) => entry.isFile())
      .map((entry) => readFileSync(path.join(entry.parentPath, entry.name), 'utf8'))
      .join('\n');
    expect(added).toEqual(expect.arrayContaining(['RouterRoot', 'HttpProvider']));
    expect(added.filter((name) => !new RegExp(`<${name}\\b`).test(sources))).toEqual([]);
  });
});

describe('a React Router app in the browser', () => {
  it('goes to the tasks by keyboard: focus on the new heading, the title, the data of a query', async () => {
    await open('/');
    const tasks = nav().getByRole('link', { name: 'Tasks' });
    await tabTo(page, tasks);
    await page.keyboard.press('Enter');
    await page.waitForURL(`${app.url}/tasks`);
    await expectFocus(page, page.getByRole('heading', { level: 1, name: 'Tasks' }));
    await expect.poll(() => page.title(), WAIT).toBe('Tasks · Tessera on React Router');
    await expect.poll(() => tasks.getAttribute('aria-current'), WAIT).toBe('page');
    // Fetched in the browser through HttpProvider's client, shown by DataState.
    await page.getByRole('list', { name: 'Tasks' }).getByText('Write the report').waitFor();
  });

  it('asks before leaving a form with unsaved changes, and keeps them on Stay', async () => {
    await open('/tasks/new');
    const title = page.getByRole('textbox', { name: 'Title' });
    await tabTo(page, title);
    await page.keyboard.type('Half done');
    await tabTo(page, nav().getByRole('link', { name: 'Home' }), { backwards: true });
    await page.keyboard.press('Enter');
    const ask = page.getByRole('alertdialog', { name: 'Leave this page?' });
    await ask.waitFor();
    await expectFocus(page, ask.getByRole('button', { name: 'Stay' }));
    await page.keyboard.press('Enter');
    await ask.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe('/tasks/new');
    expect(await title.inputValue()).toBe('Half done');
  });

  it('shows a page that throws inside its RouteBoundary, and the frame still works', async () => {
    await open('/');
    await tabTo(page, nav().getByRole('link', { name: 'Broken page' }));
    await page.keyboard.press('Enter');
    // React may report the error its boundary caught; nothing else may appear.
    expected = [/broken on purpose/];
    const boundary = page.locator('[data-slot="route-boundary"]');
    await boundary.getByRole('button', { name: 'Try again' }).waitFor();
    await tabTo(page, nav().getByRole('link', { name: 'Home' }), { backwards: true });
    await page.keyboard.press('Enter');
    await expectFocus(page, page.getByRole('heading', { level: 1, name: 'Home' }));
    expect(await boundary.count()).toBe(0);
  });
});

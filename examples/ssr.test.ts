import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../e2e/browser';
import { startStaticServer, type StaticServer } from '../e2e/server';
import { fixtureDir, fixtureDist } from '../scripts/lib/consumer.mjs';

// Server rendering with the installed package: every component of the root entry rendered to HTML
// by react-dom/server in plain Node (examples/vite-consumer/ssr.mjs: no bundler, no DOM, neither
// react-router nor TanStack Query installed), then that HTML hydrated in Chromium by the same trees
// (hydrate.html), with no mismatch. What `tessera/router` and `tessera/http` add is rendered on a
// server and hydrated by the React Router app (react-router.test.ts).

interface Rendered {
  components: string[];
  trees: { name: string; covers: string[]; html?: string; error?: string }[];
  page?: string;
}

let rendered: Rendered;
let stderr: string;

beforeAll(() => {
  const env = { ...process.env };
  // Node as a server runs it: React's development build, which checks the most.
  delete env.NODE_ENV;
  const result = spawnSync(process.execPath, ['ssr.mjs'], {
    cwd: fixtureDir,
    env,
    encoding: 'utf8',
  });
  stderr = result.stderr;
  if (result.status !== 0) throw new Error(`ssr.mjs failed:\n${result.stderr}`);
  rendered = JSON.parse(result.stdout) as Rendered;
});

describe('on a server', () => {
  it('renders every exported component to HTML in plain Node, without window', () => {
    const failed = rendered.trees
      .filter((tree) => tree.error)
      .map((tree) => `${tree.name}: ${tree.error!.split('\n')[0]}`);
    expect(failed).toEqual([]);
    expect(rendered.page).toBeTruthy();
    // Nothing warned while rendering (React's checks, Tessera's development warnings).
    expect(stderr).toBe('');
  });

  it('covers every component the root entry exports', () => {
    const covered = new Set(rendered.trees.flatMap((tree) => tree.covers));
    expect(rendered.components.filter((name) => !covered.has(name))).toEqual([]);
    expect(rendered.components).toEqual(expect.arrayContaining(['Button', 'Dialog', 'DataTable']));
  });
});

describe('in the browser', () => {
  let browser: Browser;
  let server: StaticServer;

  beforeAll(async () => {
    const template = readFileSync(path.join(fixtureDist, 'hydrate.html'), 'utf8');
    expect(template).toContain('<!--ssr-->');
    [browser, server] = await Promise.all([
      launchBrowser(),
      startStaticServer({
        root: fixtureDist,
        extraRoutes: { '/ssr.html': template.replace('<!--ssr-->', rendered.page!) },
      }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([browser?.close(), server?.close()]);
  });

  it('hydrates the server HTML with no mismatch, and then runs as a client app', async () => {
    // A browser in another language than the server's: components outside a LocaleProvider must
    // still hydrate in the server's locale first.
    const context = await browser.newContext({ locale: 'de-DE' });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('console', (message) => {
      if (['error', 'warning'].includes(message.type())) problems.push(message.text());
    });
    await page.goto(`${server.url}/ssr.html`);
    // The server's HTML is there before any script runs.
    await page.getByRole('button', { name: 'Save' }).first().waitFor();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    // Effects ran after hydration: Redirect navigated its memory router.
    await page.getByText('Redirected').waitFor();
    await context.close();
    expect(problems).toEqual([]);
  });
});

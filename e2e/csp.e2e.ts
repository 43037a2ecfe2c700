import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, takeCspViolations } from './browser';
import { shippedHeaders, startStaticServer, STRICT_CSP, type StaticServer } from './server';

// Every end-to-end test fails on a CSP violation (see browser.ts); these check the policy itself:
// that the build ships it, that the served app runs under it, and that the check catches what it
// should, so a green run means something.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the policy the build ships', () => {
  it('is in dist/_headers for every path, as written in src/app/csp.ts', () => {
    expect(shippedHeaders('dist')).toEqual({ 'Content-Security-Policy': STRICT_CSP });
    expect(STRICT_CSP).toContain("require-trusted-types-for 'script'");
    expect(STRICT_CSP).toMatch(/; trusted-types default$/);
  });

  it('is what the app is served with', async () => {
    const page = await browser.newPage();
    const response = await page.goto(inject('baseUrl'));
    expect(response?.headers()['content-security-policy']).toBe(STRICT_CSP);
    await page.close();
  });

  it('has its meta-tag alternative documented in the README', () => {
    const readme = readFileSync('README.md', 'utf8');
    for (const words of ['TESSERA_CSP_META=1 npm run build', '`dist/_headers`', 'src/app/csp.ts']) {
      expect(readme.includes(words), `the README names ${words}`).toBe(true);
    }
  });
});

describe('the built app under its Content-Security-Policy', () => {
  it('loads its data through the mock API’s service worker, with Trusted Types enforced', async () => {
    const page = await browser.newPage();
    await page.goto(inject('baseUrl'));
    // Rows of tasks: the worker was registered through the app's Trusted Types policy.
    await page.getByRole('grid', { name: 'Tasks' }).getByRole('link').first().waitFor();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    // A string handed to an HTML sink is refused, and the check hears of it.
    const refused = await page.evaluate(() => {
      try {
        document.createElement('div').innerHTML = '<img src=x>';
        return false;
      } catch (error) {
        return error instanceof TypeError;
      }
    });
    expect(refused).toBe(true);
    const caught = await takeCspViolations(page, 2);
    expect(caught).toHaveLength(2); // the event and the console message
    expect(caught).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^require-trusted-types-for blocked .*Element innerHTML/),
        expect.stringMatching(/requires 'TrustedHTML' assignment/),
      ]),
    );
    await page.close();
  });
});

describe('the CSP check itself', () => {
  let server: StaticServer;
  beforeAll(async () => {
    server = await startStaticServer({
      root: 'dist',
      headers: shippedHeaders('dist'),
      extraRoutes: {
        '/inline-script.html':
          '<!doctype html><title>x</title><h1>x</h1><script>document.title = "ran"</script>',
        '/inline-style.html':
          '<!doctype html><title>x</title><h1 style="color:red">x</h1><style>h1{}</style>',
      },
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  it.each(['/inline-script.html', '/inline-style.html'])(
    'catches the violation an inline script or style causes (%s), in any page of any context',
    async (path) => {
      const context = await browser.newContext();
      await (await context.newPage()).goto(server.url + '/inline-style.html');
      // A second page of the same context is watched as well as the first.
      const page = await context.newPage();
      await page.goto(server.url + path, { waitUntil: 'load' });
      expect((await takeCspViolations(page, 1)).length).toBeGreaterThan(0);
      // Closed first, so a report still on its way cannot reach the next test's check.
      const pages = context.pages();
      await context.close();
      for (const other of pages) await takeCspViolations(other);
    },
  );
});

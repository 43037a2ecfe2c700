import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, recordCspViolations } from './browser';
import { startStaticServer, STRICT_CSP, type StaticServer } from './server';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the built app under a strict Content-Security-Policy', () => {
  it('renders its first screen and reports no violation', async () => {
    const page = await browser.newPage();
    const violations = await recordCspViolations(page);
    const response = await page.goto(inject('baseUrl'), { waitUntil: 'networkidle' });
    expect(response?.headers()['content-security-policy']).toBe(STRICT_CSP);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).count()).toBeGreaterThan(0);
    // Interact a little, so lazily created styles and scripts get their chance to violate too.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await violations()).toEqual([]);
    await page.close();
  });
});

describe('the CSP check itself', () => {
  let server: StaticServer;
  beforeAll(async () => {
    server = await startStaticServer({
      root: 'dist',
      csp: STRICT_CSP,
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
    'catches the violation an inline script or style causes (%s), so a green run means something',
    async (path) => {
      const page = await browser.newPage();
      const violations = await recordCspViolations(page);
      await page.goto(server.url + path, { waitUntil: 'load' });
      expect((await violations()).length).toBeGreaterThan(0);
      await page.close();
    },
  );
});

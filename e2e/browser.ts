import { chromium, type Browser, type Page } from 'playwright-core';
import { chromiumArgs, chromiumHelp, chromiumPath } from '../scripts/chromium.mjs';

/** Launches Debian's (or CHROMIUM_PATH's) Chromium headless, with the flags this network needs. */
export async function launchBrowser(): Promise<Browser> {
  if (!chromiumPath) throw new Error(chromiumHelp);
  return chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
}

/**
 * Records every Content-Security-Policy violation a page reports, from the first byte: the listener
 * is installed before any of the page's own scripts run.
 */
export async function recordCspViolations(page: Page): Promise<() => Promise<string[]>> {
  const fromConsole: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) fromConsole.push(message.text());
  });
  await page.addInitScript(() => {
    const list: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = list;
    document.addEventListener('securitypolicyviolation', (event) => {
      list.push(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  return async () => {
    const fromPage = await page
      .evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [])
      .catch(() => []);
    return [...fromPage, ...fromConsole];
  };
}

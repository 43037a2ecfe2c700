// Measures what a cold first visit to a built Storybook loads before its landing page shows:
// requests, bytes on the wire (gzip, as a static host sends them) and the time until the sidebar
// and the landing page's content appear, unthrottled and on a throttled link.
// Usage: node .storybook/measure-landing.mjs [storybook-static] [runs]
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { createGzip } from 'node:zlib';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.mjs';

const root = resolve(process.argv[2] ?? 'storybook-static');
const runs = Number(process.argv[3] ?? 3);
const TYPES = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
};

const server = createServer((req, res) => {
  const path = new URL(req.url ?? '/', 'http://x').pathname;
  let file = normalize(join(root, decodeURIComponent(path)));
  if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
  if (!file.startsWith(root) || !existsSync(file)) return void res.writeHead(404).end();
  const type = TYPES[extname(file)] ?? 'application/octet-stream';
  const gzip = /text|json|svg/.test(type);
  res.writeHead(200, {
    'Content-Type': type,
    'Cache-Control': 'no-store',
    ...(gzip && { 'Content-Encoding': 'gzip' }),
  });
  const stream = createReadStream(file);
  (gzip ? stream.pipe(createGzip()) : stream).pipe(res);
});
await new Promise((done) => server.listen(0, '127.0.0.1', done));
const base = `http://127.0.0.1:${server.address().port}/`;

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
const profiles = {
  unthrottled: null,
  // A middling connection: 10 Mbit/s down, 40 ms round trip.
  '10 Mbit/s, 40 ms': { latency: 40, downloadThroughput: 1.25e6, uploadThroughput: 0.6e6 },
};

for (const [profile, conditions] of Object.entries(profiles)) {
  const results = [];
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    if (conditions)
      await cdp.send('Network.emulateNetworkConditions', { offline: false, ...conditions });
    let requests = 0;
    let bytes = 0;
    const notFound = [];
    const urls = new Map();
    cdp.on('Network.requestWillBeSent', (e) => urls.set(e.requestId, e.request.url));
    const sizes = [];
    cdp.on('Network.loadingFinished', (e) => {
      requests++;
      bytes += e.encodedDataLength;
      sizes.push([e.encodedDataLength, urls.get(e.requestId)]);
    });
    cdp.on('Network.responseReceived', (e) => {
      if (e.response.status >= 400) notFound.push(`${e.response.status} ${e.response.url}`);
    });
    const errors = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    const start = Date.now();
    await page.goto(base, { waitUntil: 'commit' });
    await page
      .locator('#storybook-explorer-menu, [data-nodetype]')
      .first()
      .waitFor({ timeout: 60_000 });
    const sidebar = Date.now() - start;
    const preview = page.frameLocator('#storybook-preview-iframe');
    await preview
      .locator('#storybook-docs .sbdocs-content > *, #storybook-root > *')
      .first()
      .waitFor({ timeout: 60_000 });
    const content = Date.now() - start;
    const atContent = { requests, bytes };
    await page.waitForLoadState('networkidle').catch(() => {});
    const url = new URL(page.url());
    results.push({
      sidebar,
      content,
      ...atContent,
      idleRequests: requests,
      idleBytes: bytes,
      path: url.searchParams.get('path'),
      notFound,
      errors,
    });
    if (process.env.VERBOSE && i === 0)
      for (const [size, url] of sizes.sort((a, b) => b[0] - a[0]).slice(0, 25))
        console.log(`  ${(size / 1024).toFixed(1).padStart(8)} KiB  ${url.replace(base, '/')}`);
    await context.close();
  }
  const median = (key) => results.map((r) => r[key]).sort((a, b) => a - b)[Math.floor(runs / 2)];
  console.log(
    `${profile}: landing ${results[0].path}; sidebar ${median('sidebar')} ms, content ${median('content')} ms; ` +
      `${median('requests')} requests / ${(median('bytes') / 1024).toFixed(0)} KiB by content, ` +
      `${median('idleRequests')} requests / ${(median('idleBytes') / 1024).toFixed(0)} KiB by network idle` +
      ` (runs: ${results.map((r) => r.content).join(', ')} ms)`,
  );
  const extra = results.flatMap((r) => [...r.notFound, ...r.errors]);
  if (extra.length) console.log('  4xx/console errors:', [...new Set(extra)].join('\n  '));
}
await browser.close();
server.close();

// `node bench/profile.mjs <case> [<case>…]`: where a benchmark case's time goes. Builds the bench page
// unminified with source maps (so every sampled line maps back to the package or source file it
// came from), runs the case's samples in headless Chromium under the
// DevTools protocol's sampling profiler, Tessera and raw apart, and prints self time by module and
// by function. Timings are only comparable inside one run; this is for finding the cost, the bench
// for measuring it.
//
//   PROFILE_SAMPLES=40 node bench/profile.mjs Dialog "Dialog (Base UI alone)"
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { SourceMap } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { chromiumArgs, chromiumHelp, chromiumPath } from '../scripts/chromium.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const outDir = path.join(root, 'node_modules/.cache/tessera-bench/page-profile');
const names = process.argv.slice(2);
const SAMPLES = Number(process.env.PROFILE_SAMPLES ?? 40);
const WARMUP = 5;
const TOP = Number(process.env.PROFILE_TOP ?? 25);

if (!chromiumPath) {
  console.error(chromiumHelp);
  process.exit(1);
}
if (names.length === 0) {
  console.error('Name one or more bench cases: node bench/profile.mjs Dialog');
  process.exit(1);
}

process.env.NODE_ENV = 'production';
await build({
  root: path.join(here, 'page'),
  configFile: path.join(root, 'vite.config.ts'),
  mode: 'production',
  logLevel: 'warn',
  publicDir: false,
  build: {
    outDir,
    emptyOutDir: true,
    minify: false,
    sourcemap: true,
    reportCompressedSize: false,
    chunkSizeWarningLimit: 8192,
  },
});

/** For each built script, its source map: which module each sampled position came from. */
const maps = new Map();
function moduleAt(url, line, column) {
  const file = path.join(outDir, new URL(url).pathname);
  if (!maps.has(file)) {
    const map = `${file}.map`;
    maps.set(file, existsSync(map) ? new SourceMap(JSON.parse(readFileSync(map, 'utf8'))) : null);
  }
  const entry = maps.get(file)?.findEntry(line, column);
  return entry?.originalSource ?? '(bundle)';
}

/** A module path shortened to what a reader needs: the package, or the source file. */
function moduleLabel(region) {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)\/(?:(?:esm|dist|cjs|build)\/)*(.*)$/.exec(region);
  if (pkg) {
    if (pkg[1] === '@base-ui/react') return `@base-ui/react/${pkg[2].split('/')[0]}`;
    return pkg[1];
  }
  return region.replace(/^.*?\/(src|bench)\//, '$1/');
}

const server = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://127.0.0.1');
  let file = path.join(outDir, decodeURIComponent(url.pathname));
  if (!file.startsWith(outDir) || !existsSync(file) || statSync(file).isDirectory())
    file = path.join(outDir, 'index.html');
  const type = file.endsWith('.js')
    ? 'text/javascript'
    : file.endsWith('.css')
      ? 'text/css'
      : 'text/html';
  response.writeHead(200, { 'content-type': type });
  createReadStream(file).pipe(response);
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const pageUrl = `http://127.0.0.1:${server.address().port}/`;

const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: [...chromiumArgs, '--js-flags=--expose-gc'],
});
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error('page error:', error.message));
  await page.goto(pageUrl);
  await page.waitForFunction(() => 'tesseraBench' in window);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 50 });
  // Each sample profiles its own timed window (console.profile in bench/page/main.tsx).
  let windows = [];
  cdp.on('Profiler.consoleProfileFinished', ({ profile }) => windows.push(profile));

  for (const name of names) {
    for (const side of ['tessera', 'raw']) {
      const run = () => page.evaluate(([n, s]) => window.tesseraBench.sample(n, s), [name, side]);
      for (let i = 0; i < WARMUP; i++) await run();
      await page.evaluate(() => (window.benchProfile = true));
      windows = [];
      const totals = [];
      for (let i = 0; i < SAMPLES; i++) totals.push((await run()).total);
      await page.evaluate(() => (window.benchProfile = false));
      report(name, side, windows, totals);
    }
  }
} finally {
  await browser.close();
  server.close();
}

function report(name, side, profiles, totals) {
  // Self time of each call frame, summed over every window.
  const self = [];
  for (const profile of profiles) {
    const byId = new Map(profile.nodes.map((node) => [node.id, node]));
    const deltas = profile.timeDeltas;
    profile.samples.forEach((id, index) => {
      // A sample's time is the gap to the next one (the last one's, to the window's end).
      const time =
        index + 1 < deltas.length
          ? deltas[index + 1] / 1000
          : (profile.endTime - profile.startTime - deltas.reduce((a, b) => a + b, 0)) / 1000;
      self.push([byId.get(id).callFrame, Math.max(0, time)]);
    });
  }
  const byModule = new Map();
  const byFunction = new Map();
  let busy = 0;
  for (const [callFrame, time] of self) {
    const { functionName, url, lineNumber, columnNumber } = callFrame;
    if (functionName === '(idle)' || functionName === '(program)') continue;
    busy += time;
    const module = url
      ? moduleLabel(moduleAt(url, lineNumber, columnNumber))
      : `(${functionName || 'native'})`;
    byModule.set(module, (byModule.get(module) ?? 0) + time);
    const key = `${functionName || '(anonymous)'}  ${module}`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + time);
  }
  const sorted = [...totals].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)];
  const per = (time) => (time / totals.length).toFixed(3).padStart(7);
  console.log(
    `\n## ${name}, ${side}: median ${median.toFixed(2)} ms per sample over ${totals.length}; ` +
      `${profiles.length} windows profiled, busy ${(busy / totals.length).toFixed(2)} ms per sample ` +
      '(idle and "program" left out)',
  );
  console.log('\nself ms per sample, by module:');
  for (const [module, time] of [...byModule].sort((a, b) => b[1] - a[1]).slice(0, TOP))
    console.log(`${per(time)}  ${module}`);
  console.log('\nself ms per sample, by function:');
  for (const [fn, time] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, TOP))
    console.log(`${per(time)}  ${fn}`);
}

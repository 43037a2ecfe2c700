// Where a bench case's time goes: `node bench/profile.mjs Slider [NumberField…]`.
// Builds bench/page unminified (production React, names kept), runs each case's Tessera side (or
// the raw side with --raw) under Chromium's sampling profiler and a timeline trace, and prints the
// functions with the most self time (with their module), then how the time splits between
// scripting, style recalculation and layout. Timings here are slower than in `npm run bench` (the
// profiler itself costs), so read the shares, not the milliseconds; compare versions with the bench.
//
//   node bench/profile.mjs Slider            the Tessera side, 20 profiled samples
//   node bench/profile.mjs Slider --raw      the raw HTML side
//   BENCH_PROFILE_SAMPLES=40 node bench/profile.mjs Slider
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { chromiumArgs, chromiumHelp, chromiumPath } from '../scripts/chromium.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const outDir = path.join(root, 'node_modules/.cache/tessera-bench/page-profile');
const names = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
const side = process.argv.includes('--raw') ? 'raw' : 'tessera';
const SAMPLES = Number(process.env.BENCH_PROFILE_SAMPLES ?? 20);
const WARMUP = 3;

if (names.length === 0) {
  console.error('Usage: node bench/profile.mjs Case [Case…] [--raw]');
  process.exit(1);
}
if (!chromiumPath) {
  console.error(chromiumHelp);
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
    sourcemap: false,
    minify: false,
    reportCompressedSize: false,
    chunkSizeWarningLimit: 8192,
  },
});

const server = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://127.0.0.1');
  let file = path.join(outDir, decodeURIComponent(url.pathname));
  if (!file.startsWith(outDir) || !existsSync(file) || statSync(file).isDirectory()) {
    file = path.join(outDir, 'index.html');
  }
  const type = file.endsWith('.js')
    ? 'text/javascript'
    : file.endsWith('.css')
      ? 'text/css'
      : 'text/html';
  response.writeHead(200, { 'content-type': type });
  createReadStream(file).pipe(response);
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const url = `http://127.0.0.1:${server.address().port}/`;

const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: [...chromiumArgs, '--js-flags=--expose-gc'],
});

/**
 * The bundle is one file: name each function by the source module it came from, read from the
 * `// path` comment Rolldown writes above each module in unminified output.
 */
function moduleLocator(source) {
  const regions = [];
  const lines = source.split('\n');
  for (let index = 0; index < lines.length; index++) {
    const match = /^\/\/ (\S+\.[cm]?[jt]sx?)$/.exec(lines[index]);
    if (match) regions.push([index, match[1]]);
  }
  return (line) => {
    let found = '?';
    for (const [start, name] of regions) {
      if (start > line) break;
      found = name;
    }
    return found.replace(/^.*node_modules\//, '').replace(/^\.\.\/\.\.\//, '');
  };
}

try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(url);
  await page.waitForFunction(() => 'tesseraBench' in window);
  const script = await page.evaluate(
    () => document.querySelector('script[type="module"]')?.getAttribute('src') ?? '',
  );
  const locate = moduleLocator(await (await fetch(new URL(script, url))).text());
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });

  for (const name of names) {
    for (let i = 0; i < WARMUP; i++) {
      await page.evaluate(([n, s]) => window.tesseraBench.sample(n, s), [name, side]);
    }
    await browser.startTracing(page, {
      categories: ['devtools.timeline'],
    });
    await cdp.send('Profiler.start');
    const totals = [];
    for (let i = 0; i < SAMPLES; i++) {
      const sample = await page.evaluate(
        ([n, s]) => window.tesseraBench.sample(n, s),
        [name, side],
      );
      totals.push(sample.total);
    }
    const { profile } = await cdp.send('Profiler.stop');
    const trace = JSON.parse((await browser.stopTracing()).toString());
    if (errors.length) throw new Error(errors.join('\n'));

    // Self time per function, from the samples.
    const byId = new Map(profile.nodes.map((node) => [node.id, node]));
    const self = new Map();
    const deltas = profile.timeDeltas;
    profile.samples.forEach((id, index) => {
      const node = byId.get(id);
      const frame = node.callFrame;
      const where = frame.url ? `${locate(frame.lineNumber)}` : '';
      const key = `${frame.functionName || '(anonymous)'}  ${where}`.trim();
      self.set(key, (self.get(key) ?? 0) + (deltas[index + 1] ?? 0) / 1000);
    });
    const sampled = [...self.values()].reduce((a, b) => a + b, 0);
    const byModule = new Map();
    for (const [key, time] of self) {
      const module = key.split('  ')[1] ?? key;
      byModule.set(module, (byModule.get(module) ?? 0) + time);
    }

    // Style and layout from the timeline.
    const sum = (eventName) =>
      trace.traceEvents
        .filter((event) => event.name === eventName && event.ph === 'X')
        .reduce((total, event) => total + (event.dur ?? 0) / 1000, 0);
    const style = sum('UpdateLayoutTree');
    const layout = sum('Layout');

    const sorted = [...totals].sort((a, b) => a - b);
    const median = sorted[sorted.length >> 1];
    console.log(`\n── ${name} (${side}), ${SAMPLES} samples, median ${median.toFixed(1)} ms ──`);
    console.log(
      `style recalculation ${(style / SAMPLES).toFixed(1)} ms, layout ${(layout / SAMPLES).toFixed(1)} ms per sample (timeline)`,
    );
    console.log('Self time by function (ms per sample, share of profiled time):');
    for (const [key, time] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 30)) {
      const share = ((100 * time) / sampled).toFixed(1).padStart(5);
      console.log(`${(time / SAMPLES).toFixed(2).padStart(8)}  ${share}%  ${key}`);
    }
    console.log('Self time by module:');
    for (const [module, time] of [...byModule].sort((a, b) => b[1] - a[1]).slice(0, 15)) {
      const share = ((100 * time) / sampled).toFixed(1).padStart(5);
      console.log(`${(time / SAMPLES).toFixed(2).padStart(8)}  ${share}%  ${module}`);
    }
  }
} finally {
  await browser.close();
  server.close();
}

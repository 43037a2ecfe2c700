// `npm run bench`: Tessera components against the raw HTML they stand for, in headless Chromium.
// Builds bench/page and the app with Vite (production), serves them on 127.0.0.1, drives Chromium with
// playwright-core, then writes bench/results/latest.{md,json} and prints a summary. See bench/README.md.
import {
  createReadStream,
  existsSync,
  mkdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:http';
import { Readable } from 'node:stream';
import path from 'node:path';
import os from 'node:os';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { chromiumArgs, chromiumHelp, chromiumPath } from '../scripts/chromium.mjs';
import { combinedLines, kB, measureSizes, readBudgets, sizeTable } from './size.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const cache = path.join(root, 'node_modules/.cache/tessera-bench');
const resultsDir = path.join(here, 'results');

const WARMUP = Number(process.env.BENCH_WARMUP ?? 3);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 12);
const APP_LOADS = Number(process.env.BENCH_APP_LOADS ?? 10);
const only = process.env.BENCH_ONLY?.split(',');
// BENCH_APP_LOADS=0 leaves out the app (its builds and loads), BENCH_SIZES=0 the bundle sizes: for
// quick runs of a few component cases.
const withApp = APP_LOADS > 0;
const withSizes = process.env.BENCH_SIZES !== '0';
/** The app's first screen (the task list): its shell, its heading, and its first rows of data. */
const appMilestones = {
  shell: '#root > *',
  heading: 'main h1',
  content: '[data-slot="data-table-row"]',
};
// BENCH_REDUCED_MOTION=1 runs with prefers-reduced-motion: reduce (motion tokens become 0, so CSS
// transitions stop costing anything): the difference is what the components' transitions cost.
const reducedMotion = process.env.BENCH_REDUCED_MOTION === '1';

/** The issues' targets, and the same benchmark's ratios for other libraries (a 2-core machine). */
// Issue 19: a composite's mount ≤ 3× its markup, an overlay's opening ≤ 2×, simple controls ≤ 1.3×.
// A page case (a realistic screen: mount, re-sort, open one row's menu) is held to the composites' mark.
const targets = { simple: 1.3, composite: 3, open: 2, page: 3, geomean: 1.5 };
const reference = {
  'Base UI': 2.4,
  Radix: 2.5,
  'React Aria Components': 5.8,
  MUI: 5.8,
  Mantine: 6.0,
  Chakra: 6.4,
  'Ant Design': 7.0,
};

if (!chromiumPath) {
  console.error(chromiumHelp);
  process.exit(1);
}

const log = (message) => process.stdout.write(`${message}\n`);
const started = performance.now();
const loadBefore = os.loadavg()[0];

// ── Build ─────────────────────────────────────────────────────────────────────────────────────
process.env.NODE_ENV = 'production';
async function viteBuild(entryRoot, outDir) {
  await build({
    root: entryRoot,
    configFile: path.join(root, 'vite.config.ts'),
    mode: 'production',
    logLevel: 'warn',
    publicDir: entryRoot === root ? path.join(root, 'public') : false,
    // The bench page bundles every case into one file on purpose.
    build: {
      outDir,
      emptyOutDir: true,
      sourcemap: false,
      reportCompressedSize: false,
      chunkSizeWarningLimit: 4096,
    },
  });
}
log('Building the bench page and the app (Vite, production)…');
await viteBuild(path.join(here, 'page'), path.join(cache, 'page'));
if (withApp) await viteBuild(root, path.join(cache, 'app'));
// The same app for a plain JSON server: VITE_API_URL set, so it starts no service worker and sends
// /api to the server that served it (src/app/config.ts).
process.env.VITE_API_URL = '/api';
if (withApp) await viteBuild(root, path.join(cache, 'app-json'));
delete process.env.VITE_API_URL;
// That server answers with the mock API's own handlers and latency, run in Node (msw's
// getResponse), so the comparison isolates what the service worker costs.
if (withApp) {
  await build({
    root,
    configFile: path.join(root, 'vite.config.ts'),
    mode: 'production',
    logLevel: 'warn',
    publicDir: false,
    build: {
      ssr: true,
      outDir: path.join(cache, 'mock-node'),
      emptyOutDir: true,
      rollupOptions: {
        input: {
          handlers: path.join(root, 'src/mocks/handlers.ts'),
          config: path.join(root, 'src/mocks/config.ts'),
        },
      },
    },
  });
}
const mockNode = (name) => import(pathToFileURL(path.join(cache, 'mock-node', `${name}.js`)).href);
const { handlers: mockHandlers } = withApp ? await mockNode('handlers') : { handlers: [] };
const mockConfig = withApp ? await mockNode('config') : null;
const { getResponse } = await import('msw');

// ── Serve ─────────────────────────────────────────────────────────────────────────────────────
const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
};
/** Answers an /api request with the mock API's handlers, as a plain JSON server would. */
async function answerApi(request, response) {
  const url = new URL(request.url ?? '/', `http://${request.headers.host}`);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  const fetchRequest = new Request(url, {
    method: request.method,
    headers: Object.entries(request.headers).filter(([, value]) => typeof value === 'string'),
    body: hasBody ? Readable.toWeb(request) : undefined,
    duplex: hasBody ? 'half' : undefined,
  });
  const answer = await getResponse(mockHandlers, fetchRequest);
  if (!answer) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(answer.status, Object.fromEntries(answer.headers));
  response.end(Buffer.from(await answer.arrayBuffer()));
}

function serve(dir, { api = false } = {}) {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    if (api && url.pathname.startsWith('/api/')) {
      answerApi(request, response).catch((error) => {
        response.writeHead(500).end(String(error));
      });
      return;
    }
    let file = path.join(dir, decodeURIComponent(url.pathname));
    if (!file.startsWith(dir)) file = dir;
    // A single-page app: unknown paths get index.html.
    if (!existsSync(file) || statSync(file).isDirectory()) file = path.join(dir, 'index.html');
    response.writeHead(200, {
      'content-type': types[path.extname(file)] ?? 'application/octet-stream',
      'cache-control': 'no-store',
    });
    createReadStream(file).pipe(response);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, url: `http://127.0.0.1:${server.address().port}/` }),
    ),
  );
}
const pageServer = await serve(path.join(cache, 'page'));
const appServer = withApp ? await serve(path.join(cache, 'app')) : null;
const jsonServer = withApp ? await serve(path.join(cache, 'app-json'), { api: true }) : null;

// ── Statistics ────────────────────────────────────────────────────────────────────────────────
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const summarize = (values) => ({
  median: median(values),
  min: Math.min(...values),
  max: Math.max(...values),
  samples: values.length,
});
const ms = (value) =>
  value >= 100 ? value.toFixed(0) : value >= 10 ? value.toFixed(1) : value.toFixed(2);

// ── Drive Chromium ────────────────────────────────────────────────────────────────────────────
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: [...chromiumArgs, '--js-flags=--expose-gc'],
});
const browserVersion = browser.version();
const results = { components: [], scroll: [], app: null, sizes: null };
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  if (reducedMotion) await page.emulateMedia({ reducedMotion: 'reduce' });
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto(pageServer.url);
  await page.waitForFunction(() => 'tesseraBench' in window);
  let cases = await page.evaluate(() => window.tesseraBench.cases());
  if (only) cases = cases.filter((entry) => only.includes(entry.name));

  const samples = new Map(cases.map((entry) => [entry.name, { tessera: [], raw: [] }]));
  log(
    `Components: ${cases.length} cases × (${WARMUP} warm-up + ${SAMPLES} samples) × 2 sides, interleaved…`,
  );
  for (let round = 0; round < WARMUP + SAMPLES; round++) {
    for (const entry of cases) {
      // A,B then B,A: neither side always runs first after the other's garbage.
      const order = round % 2 ? ['raw', 'tessera'] : ['tessera', 'raw'];
      for (const side of order) {
        const sample = await page.evaluate(
          ([name, which]) => window.tesseraBench.sample(name, which),
          [entry.name, side],
        );
        if (round >= WARMUP) samples.get(entry.name)[side].push(sample);
      }
    }
    process.stdout.write(round < WARMUP ? 'w' : '.');
  }
  process.stdout.write('\n');
  if (errors.length) throw new Error(`The bench page reported errors:\n${errors.join('\n')}`);

  for (const entry of cases) {
    const { tessera, raw } = samples.get(entry.name);
    const t = summarize(tessera.map((s) => s.total));
    const r = summarize(raw.map((s) => s.total));
    const phases = (list) =>
      Object.fromEntries(
        ['mount', 'update', 'open', 'unmount']
          .filter((k) => list.some((s) => s[k] !== undefined))
          .map((k) => [k, median(list.map((s) => s[k]))]),
      );
    results.components.push({
      ...entry,
      target: targets[entry.kind],
      tessera: { ...t, phases: phases(tessera) },
      raw: { ...r, phases: phases(raw) },
      ratio: t.median / r.median,
    });
  }

  // Large data (DataTable): first paint, then frame times while scrolling.
  const scrollNames = (await page.evaluate(() => window.tesseraBench.scrollCases())).filter(
    (name) => !only || only.includes(name),
  );
  results.scroll = [];
  for (const name of scrollNames) {
    log(`${name}: first paint and ${'scrolling'}…`);
    const { rows, firstPaint, rendered, rowsIn, deltas } = await page.evaluate(
      (which) => window.tesseraBench.scroll(which),
      name,
    );
    results.scroll.push({
      name,
      rows,
      firstPaint,
      rendered,
      rowsIn,
      frames: deltas.length,
      p50: percentile(deltas, 50),
      p95: percentile(deltas, 95),
      max: Math.max(...deltas),
      over16: deltas.filter((delta) => delta > 16.7).length,
      // rAF timestamps jitter by a few tenths of a millisecond; a dropped frame is a missed vsync.
      dropped: deltas.filter((delta) => delta > 16.7 * 1.5).length,
    });
  }
  if (errors.length) throw new Error(`The bench page reported errors:\n${errors.join('\n')}`);
  await context.close();

  // The app's first screen: bytes (gzip) of the JS and CSS it loads, and time to its content.
  if (withApp) {
    /** One cold load of the app at `url`: when each milestone appeared, and what the page fetched. */
    async function loadApp(url) {
      const appContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      await appContext.addInitScript((selectors) => {
        // When each milestone first appears: the app's shell in #root, then the screen's content.
        const marks = {};
        window.__appMarks = marks;
        const check = () => {
          for (const [mark, selector] of Object.entries(selectors)) {
            if (marks[mark] === undefined && document.querySelector(selector)) {
              marks[mark] = performance.now();
            }
          }
          return Object.keys(marks).length === Object.keys(selectors).length;
        };
        new MutationObserver((_, observer) => {
          if (check()) observer.disconnect();
        }).observe(document, { childList: true, subtree: true });
      }, appMilestones);
      const appPage = await appContext.newPage();
      const loaded = new Set();
      appPage.on('response', (response) => loaded.add(new URL(response.url()).pathname));
      await appPage.goto(url, { waitUntil: 'load' });
      await appPage.waitForFunction(
        (count) => Object.keys(window.__appMarks).length === count,
        Object.keys(appMilestones).length,
        { timeout: 30_000 },
      );
      const timing = await appPage.evaluate(() => {
        const paint = performance.getEntriesByName('first-contentful-paint')[0];
        return { ...window.__appMarks, fcp: paint ? paint.startTime : null };
      });
      await appContext.close();
      return { timing, loaded };
    }

    log(`App: ${APP_LOADS} cold loads of the first screen…`);
    const loads = [];
    let assets = [];
    for (let i = 0; i < APP_LOADS; i++) {
      const { timing, loaded } = await loadApp(appServer.url);
      loads.push(timing);
      if (i === 0) {
        // Sizes from the built files (a response served through the mock API's service worker has no
        // body to read); everything the page fetched up to the screen's content.
        for (const pathname of loaded) {
          const extension = path.extname(pathname);
          const file = path.join(cache, 'app', pathname);
          if ((extension !== '.js' && extension !== '.css') || !existsSync(file)) continue;
          const body = readFileSync(file);
          assets.push({
            path: pathname,
            type: extension.slice(1),
            bytes: body.length,
            gzip: gzipSync(body, { level: 9 }).length,
          });
        }
      }
    }

    // The same screen from a plain JSON server (no service worker): with the mock API's latency,
    // then with none, which leaves the app's own time to its first rows.
    const jsonLoads = { mockLatency: [], noLatency: [] };
    for (const [variant, latency] of [
      ['mockLatency', undefined],
      ['noLatency', 0],
    ]) {
      log(`App from a plain JSON server (${variant}): ${APP_LOADS} cold loads…`);
      mockConfig.resetMockApiConfig();
      if (latency !== undefined) mockConfig.setMockApiConfig({ latency });
      for (let i = 0; i < APP_LOADS; i++)
        jsonLoads[variant].push((await loadApp(jsonServer.url)).timing);
    }
    mockConfig.resetMockApiConfig();
    const sum = (type, key) =>
      assets.filter((a) => a.type === type).reduce((total, a) => total + a[key], 0);
    results.app = {
      loads: APP_LOADS,
      jsGzip: sum('js', 'gzip'),
      cssGzip: sum('css', 'gzip'),
      jsBytes: sum('js', 'bytes'),
      cssBytes: sum('css', 'bytes'),
      assets,
      shell: summarize(loads.map((l) => l.shell)),
      heading: summarize(loads.map((l) => l.heading)),
      content: summarize(loads.map((l) => l.content)),
      firstContentfulPaint: loads.every((l) => l.fcp !== null)
        ? summarize(loads.map((l) => l.fcp))
        : null,
      jsonServer: {
        mockLatency: summarize(jsonLoads.mockLatency.map((l) => l.content)),
        noLatency: summarize(jsonLoads.noLatency.map((l) => l.content)),
        latency: mockConfig.getMockApiConfig().latency,
      },
      mockWorkerGzip: existsSync(path.join(cache, 'app/mockServiceWorker.js'))
        ? gzipSync(readFileSync(path.join(cache, 'app/mockServiceWorker.js')), { level: 9 }).length
        : 0,
    };
  }
} finally {
  await browser.close();
  pageServer.server.close();
  appServer?.server.close();
  jsonServer?.server.close();
}

// ── Sizes (the same measurement as the budgets in npm test) ───────────────────────────────────
if (withSizes) {
  log('Bundle sizes…');
  results.sizes = await measureSizes();
}

// ── Report ────────────────────────────────────────────────────────────────────────────────────
const headline = results.components.filter((c) => c.headline);
const geomean = headline.length
  ? Math.exp(headline.reduce((total, c) => total + Math.log(c.ratio), 0) / headline.length)
  : null;
const headlineNames = ['Button', 'TextField', 'Checkbox', 'Select', 'Tabs'];
const missingHeadline = headlineNames.filter((name) => !headline.some((c) => c.name === name));
const verdict = (ratio, target) => (ratio <= target ? '✓' : '✗');

const [cpu] = os.cpus();
const load = `load average ${loadBefore.toFixed(1)} before, ${os.loadavg()[0].toFixed(1)} after`;
const machine = `${os.availableParallelism()} × ${cpu?.model ?? 'CPU'}, Chromium ${browserVersion}, ${load}${reducedMotion ? ', reduced motion' : ''}`;
const date = new Date().toISOString().slice(0, 16).replace('T', ' ');

const componentRows = results.components.map(
  (c) =>
    `| ${c.name} | ${c.kind} | ${c.n} | ${ms(c.tessera.median)} (${ms(c.tessera.min)}–${ms(c.tessera.max)}) | \`${c.rawLabel}\` | ${ms(c.raw.median)} (${ms(c.raw.min)}–${ms(c.raw.max)}) | **${c.ratio.toFixed(2)}×** | ≤${c.target}× ${verdict(c.ratio, c.target)} |`,
);
const geomeanLine = geomean
  ? `Geometric mean of the ratios over ${headline.map((c) => c.name).join(', ')}: **${geomean.toFixed(2)}×** (target ≤${targets.geomean}× ${verdict(geomean, targets.geomean)})${missingHeadline.length ? `; ${only ? 'not measured in this run (BENCH_ONLY)' : 'not in the library yet'}: ${missingHeadline.join(', ')}` : ''}.`
  : 'No headline component measured.';
const referenceLine = `For scale, the same ratio measured elsewhere on a 2-core machine: ${Object.entries(
  reference,
)
  .map(([name, ratio]) => `${name} ${ratio}×`)
  .join(', ')}.`;

const tableLines = results.scroll.length
  ? [
      '',
      '### Large data',
      '',
      '| component | rows | first paint | frames | frame p50 | frame p95 | frame max | > 16.7 ms | dropped (missed vsync) |',
      '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
      ...results.scroll.map(
        (t) =>
          `| ${t.name} | ${t.rows.toLocaleString('en')} | ${ms(t.firstPaint)} ms | ${t.frames} | ${ms(t.p50)} ms | ${ms(t.p95)} ms | ${ms(t.max)} ms | ${t.over16} | ${t.dropped} |`,
      ),
    ]
  : [];
const app = results.app;
const range = (summary) => `${ms(summary.median)} ms (${ms(summary.min)}–${ms(summary.max)})`;
const appLines = !app
  ? []
  : [
      '',
      `### App entry, first screen (the task list), ${app.loads} cold loads on localhost`,
      '',
      `Loaded for the first screen: JS ${kB(app.jsGzip)} gzip (${kB(app.jsBytes)} raw) in ${app.assets.filter((a) => a.type === 'js').length} files, CSS ${kB(app.cssGzip)} gzip (${kB(app.cssBytes)} raw); ` +
        `plus the mock API's service worker, ${kB(app.mockWorkerGzip)} gzip, which a real server makes unnecessary. ` +
        `Largest: ${[...app.assets]
          .sort((a, b) => b.gzip - a.gzip)
          .slice(0, 3)
          .map((a) => `${path.basename(a.path)} ${kB(a.gzip)}`)
          .join(', ')}.`,
      '',
      `From navigation: shell in #root ${range(app.shell)}, heading ${range(app.heading)}, ` +
        `**first rows of data ${range(app.content)}**` +
        (app.firstContentfulPaint
          ? `; first contentful paint ${range(app.firstContentfulPaint)}.`
          : '.'),
      '',
      `From a plain local JSON server (no service worker; the mock API's handlers answering in ` +
        `Node): first rows ${range(app.jsonServer.mockLatency)} with the mock API's latency ` +
        `(${[app.jsonServer.latency].flat().join('–')} ms per request), ` +
        `${range(app.jsonServer.noLatency)} with none.`,
    ];

// Page cases: each step apart (median ms, Tessera / raw), since the sum hides where the time goes.
const pageLines = results.components
  .filter((c) => c.kind === 'page')
  .flatMap((c) => [
    '',
    `${c.name} steps, Tessera / raw (median ms): ` +
      Object.keys(c.tessera.phases)
        .map(
          (k) =>
            `${k === 'update' ? 're-sort' : k === 'open' ? "open a row's menu" : k} ${ms(c.tessera.phases[k])} / ${ms(c.raw.phases[k])} (${(c.tessera.phases[k] / c.raw.phases[k]).toFixed(2)}×)`,
        )
        .join(', ') +
      '.',
  ]);

const markdown = [
  '# Benchmark results',
  '',
  `${date} UTC · ${machine} · ${SAMPLES} samples after ${WARMUP} warm-up rounds, Tessera and raw interleaved. ` +
    "Each sample mounts N instances, re-renders them with one changed prop, then unmounts them, with a forced layout after each step (open cases: click to laid-out content; page cases: mount, re-sort, open one row's menu, unmount). " +
    'Times in ms: median (min–max). Ratio = Tessera median / raw median.',
  '',
  '| component | kind | N | Tessera | raw HTML | raw | ratio | target |',
  '| --- | --- | ---: | ---: | --- | ---: | ---: | --- |',
  ...componentRows,
  '',
  ...pageLines,
  '',
  geomeanLine,
  '',
  referenceLine,
  ...tableLines,
  ...appLines,
  '',
  ...(results.sizes ? sizeLines(results.sizes) : []),
];
function sizeLines(sizes) {
  return [
    '### Bundle size (gzip, over a React-only baseline)',
    '',
    ...combinedLines(sizes),
    '',
    ...sizeTable(
      sizes,
      (() => {
        try {
          return readBudgets();
        } catch {
          return undefined;
        }
      })(),
    ),
    '',
  ];
}

mkdirSync(resultsDir, { recursive: true });
writeFileSync(path.join(resultsDir, 'latest.md'), markdown.join('\n'));
writeFileSync(
  path.join(resultsDir, 'latest.json'),
  `${JSON.stringify({ date, machine, warmup: WARMUP, samples: SAMPLES, targets, reference, geomean, ...results }, null, 2)}\n`,
);

// One screen: the table, the mean, the app and the combined size.
log('');
log('component        N     Tessera ms   raw ms   ratio  target');
for (const c of results.components) {
  log(
    `${c.name.padEnd(16)} ${String(c.n).padStart(4)}  ${ms(c.tessera.median).padStart(10)}  ${ms(c.raw.median).padStart(7)}  ${c.ratio.toFixed(2).padStart(5)}×  ≤${c.target}× ${verdict(c.ratio, c.target)}`,
  );
}
for (const line of pageLines) if (line) log(line);
log('');
log(geomeanLine.replaceAll('**', ''));
log(referenceLine);
for (const line of tableLines.slice(5)) log(line);
for (const line of appLines.slice(3)) if (line) log(line.replaceAll('**', ''));
if (results.sizes) for (const line of combinedLines(results.sizes)) log(line.replaceAll('**', ''));
log(
  `\nWrote bench/results/latest.md and latest.json (${((performance.now() - started) / 1000).toFixed(0)} s).`,
);

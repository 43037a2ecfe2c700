// Two versions of the library side by side: `node bench/compare.mjs <other worktree> [Case,Case…]`.
// Builds bench/page from this tree and from the other one (a `git worktree` of main, say), opens
// both in one Chromium and runs their cases interleaved: in every round each case is sampled on
// both pages, Tessera and raw HTML alternating as in `npm run bench`, the pages' order swapping
// from round to round. So a busy machine slows both versions alike. Two figures per case:
// - "change": of each case's ratio (Tessera / raw of the same page) from the other version to this
//   one, the figure `npm run bench` reports;
// - "paired change": the same change taken round by round (this round's ratio over the other
//   version's ratio in the same round), then the median over rounds: a burst of load that slows one
//   round slows both versions in it, so this figure is steadier than the change of the medians;
// - "paired" and "raw paired": the median, over rounds, of this version's time over the other's in
//   the same round, for the Tessera side and the raw side. The raw pages are the same HTML in both
//   versions, but they share each version's global CSS (tokens, the typeface), so "raw paired"
//   shows what the global CSS and the noise moved.
// BENCH_SAMPLES_OUT=file.json also writes every sample, for a closer look.
//
//   git worktree add ../bench-main main && ln -s "$PWD/node_modules" ../bench-main/node_modules
//   node bench/compare.mjs ../bench-main Slider,NumberField
//   BENCH_SAMPLES=12 BENCH_WARMUP=3 (the defaults, as in npm run bench)
import { createReadStream, existsSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { chromiumArgs, chromiumHelp, chromiumPath } from '../scripts/chromium.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const [otherArg, only] = process.argv.slice(2);
if (!otherArg) {
  console.error('Usage: node bench/compare.mjs <other worktree> [Case,Case…]');
  process.exit(1);
}
if (!chromiumPath) {
  console.error(chromiumHelp);
  process.exit(1);
}
const other = path.resolve(otherArg);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 3);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 12);
const cache = path.join(root, 'node_modules/.cache/tessera-bench');

process.env.NODE_ENV = 'production';
async function buildPage(tree, outDir) {
  await build({
    root: path.join(tree, 'bench/page'),
    configFile: path.join(tree, 'vite.config.ts'),
    mode: 'production',
    logLevel: 'warn',
    publicDir: false,
    build: { outDir, emptyOutDir: true, reportCompressedSize: false, chunkSizeWarningLimit: 8192 },
  });
}

function serve(dir) {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    let file = path.join(dir, decodeURIComponent(url.pathname));
    if (!file.startsWith(dir) || !existsSync(file) || statSync(file).isDirectory()) {
      file = path.join(dir, 'index.html');
    }
    const type = file.endsWith('.js')
      ? 'text/javascript'
      : file.endsWith('.css')
        ? 'text/css'
        : 'text/html';
    response.writeHead(200, { 'content-type': type, 'cache-control': 'no-store' });
    createReadStream(file).pipe(response);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, url: `http://127.0.0.1:${server.address().port}/` }),
    ),
  );
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const versions = [
  { name: 'other', tree: other, out: path.join(cache, 'compare-other') },
  { name: 'this', tree: root, out: path.join(cache, 'compare-this') },
];
for (const version of versions) {
  process.stdout.write(`Building ${path.relative(process.cwd(), version.tree) || '.'}…\n`);
  await buildPage(version.tree, version.out);
  version.serving = await serve(version.out);
}

const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: [...chromiumArgs, '--js-flags=--expose-gc'],
});
try {
  for (const version of versions) {
    version.page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    version.errors = [];
    version.page.on('pageerror', (error) => version.errors.push(error.message));
    await version.page.goto(version.serving.url);
    await version.page.waitForFunction(() => 'tesseraBench' in window);
    version.cases = (await version.page.evaluate(() => window.tesseraBench.cases())).map(
      (entry) => entry.name,
    );
  }
  const wanted = only?.split(',');
  const names = versions[1].cases.filter(
    (name) => versions[0].cases.includes(name) && (!wanted || wanted.includes(name)),
  );
  const missing = (wanted ?? []).filter((name) => !names.includes(name));
  if (missing.length) console.log(`Not in both versions, left out: ${missing.join(', ')}`);
  const samples = new Map(
    names.map((name) => [name, versions.map(() => ({ tessera: [], raw: [] }))]),
  );
  process.stdout.write(
    `${names.length} cases × (${WARMUP} + ${SAMPLES}) rounds × 2 versions × 2 sides, interleaved\n`,
  );
  for (let round = 0; round < WARMUP + SAMPLES; round++) {
    for (const name of names) {
      const order = round % 2 ? [1, 0] : [0, 1];
      for (const index of order) {
        const sides = (round >> 1) % 2 ? ['raw', 'tessera'] : ['tessera', 'raw'];
        for (const side of sides) {
          const sample = await versions[index].page.evaluate(
            ([n, s]) => window.tesseraBench.sample(n, s),
            [name, side],
          );
          if (round >= WARMUP) samples.get(name)[index][side].push(sample.total);
        }
      }
    }
    process.stdout.write(round < WARMUP ? 'w' : '.');
  }
  process.stdout.write('\n');
  for (const version of versions) {
    if (version.errors.length) throw new Error(version.errors.join('\n'));
  }
  if (process.env.BENCH_SAMPLES_OUT) {
    const out = Object.fromEntries(
      [...samples].map(([name, [otherSides, theseSides]]) => [
        name,
        { other: otherSides, this: theseSides },
      ]),
    );
    writeFileSync(process.env.BENCH_SAMPLES_OUT, JSON.stringify(out));
  }
  console.log(
    '| case | other: Tessera / raw (ms) | ratio | this: Tessera / raw (ms) | ratio | change | paired change | paired | raw paired |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  const percent = (value) => {
    const text = ((value - 1) * 100).toFixed(1);
    return `${text.startsWith('-') ? '' : '+'}${text}%`;
  };
  // Sample i of both versions comes from the same round, taken one after the other.
  const paired = (these, others) => median(these.map((value, i) => value / others[i]));
  for (const name of names) {
    const [a, b] = samples.get(name).map((sides) => ({
      tessera: median(sides.tessera),
      raw: median(sides.raw),
    }));
    const ratioA = a.tessera / a.raw;
    const ratioB = b.tessera / b.raw;
    const [otherSides, theseSides] = samples.get(name);
    const roundRatios = (sides) => sides.tessera.map((value, i) => value / sides.raw[i]);
    const pairedChange = paired(roundRatios(theseSides), roundRatios(otherSides));
    console.log(
      `| ${name} | ${a.tessera.toFixed(1)} / ${a.raw.toFixed(1)} | ${ratioA.toFixed(2)}× | ${b.tessera.toFixed(1)} / ${b.raw.toFixed(1)} | ${ratioB.toFixed(2)}× | ${percent(ratioB / ratioA)} | ${percent(pairedChange)} | ${percent(paired(theseSides.tessera, otherSides.tessera))} | ${percent(paired(theseSides.raw, otherSides.raw))} |`,
    );
  }
} finally {
  await browser.close();
  for (const version of versions) version.serving?.server.close();
}

// Bundle-size measurement and budgets, of the built package as a user's bundler sees it. Each exported
// component is bundled alone, the way an application would: a production Vite build of an entry that
// imports only that component and renders it (from its own module in lib/, which the package's
// entries re-export unchanged; lib/ is built by scripts/lib/build.mjs if stale).
// JS sizes are gzip bytes (level 9) over a React-only baseline. The package's JS imports no CSS, so
// CSS is counted separately: the per-component stylesheet a user would import for it
// (`tessera/<Name>.css`, lib/css/), and tokens and reset (`tessera/base.css`) once.
//
//   node bench/size.mjs           print the table (and the combined figure against other libraries)
//   node bench/size.mjs --update  rewrite bench/size-budgets.json from what is measured now (+8%)
//   npm run size:update           the same as --update
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { ensureLibBuild } from '../scripts/lib/build.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
export const root = path.resolve(here, '..');
export const budgetsPath = path.join(here, 'size-budgets.json');
const libDir = path.join(root, 'lib');
const barrel = path.join(libDir, 'index.js').split(path.sep).join('/');
/**
 * The entries a component is imported from: the root, then `tessera/router` and `tessera/http` for
 * what needs react-router or TanStack Query (bundled with it, as in a user's app).
 */
const entryFiles = ['index.js', 'router/index.js', 'http/index.js'].map((file) =>
  path.join(libDir, file).split(path.sep).join('/'),
);
/** Which entry each listed component is imported from. */
const entryOf = new Map();

/** The set the issue compares with other libraries, in this order; the ones not exported yet are skipped. */
export const combinedSet = ['Button', 'TextField', 'Checkbox', 'Select', 'Tabs', 'Dialog'];

/** Added JS (gzip kB) for the same six components, measured elsewhere; Mantine also ships 35 kB of CSS. */
export const combinedReference = {
  Radix: 33,
  'Base UI': 51,
  Mantine: 57,
  'React Aria Components': 60,
  MUI: 74,
};

const gzip = (text) => gzipSync(text, { level: 9 }).length;

/**
 * The package's runtime exports whose names are PascalCase: the components (and the odd class, such
 * as FormApi). Hooks, constants and utilities are counted in the whole-barrel figure.
 */
export async function listComponents() {
  await ensureLibBuild();
  for (const file of entryFiles) {
    for (const name of Object.keys(await import(pathToFileURL(file).href))) {
      if (!entryOf.has(name)) entryOf.set(name, file);
    }
  }
  readModules();
  // PascalCase, not SCREAMING_CASE constants.
  return [...entryOf.keys()]
    .filter((name) => /^[A-Z][A-Za-z0-9]*[a-z][A-Za-z0-9]*$/.test(name))
    .sort();
}

/**
 * The stylesheet of the entry each export comes from (`Button` → lib/css/Button.css, `Form` →
 * lib/css/forms.css), read from the imports of lib/index.js; null for exports without CSS.
 */
function cssFileOf(names) {
  const files = new Set();
  for (const entryFile of entryFiles) {
    const index = readFileSync(entryFile, 'utf8');
    for (const match of index.matchAll(/^import \{([^}]*)\} from "(\.\.?\/[^"]+)";$/gm)) {
      const imported = match[1].split(',').map((name) => name.trim().split(/\s+as\s+/)[0]);
      if (!imported.some((name) => names.includes(name) && entryOf.get(name) === entryFile))
        continue;
      const module = path.relative(libDir, path.resolve(path.dirname(entryFile), match[2]));
      const [first, second] = module.split(path.sep);
      const entry = first === 'components' ? second : first;
      const file = path.join(libDir, 'css', `${entry}.css`);
      if (existsSync(file)) files.add(file);
    }
  }
  return [...files];
}

/** gzip bytes of the per-component CSS files `names` need, each file once, without base.css. */
function cssFor(names) {
  const layerOrder = /^@layer [\w,]+;\n/;
  const css = cssFileOf(names)
    .map((file) => readFileSync(file, 'utf8').replace(layerOrder, ''))
    .join('');
  return css ? gzip(css) : 0;
}

const render = (expression) =>
  `import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
createRoot(document.getElementById('root')).render(${expression});
`;

/**
 * The module of lib/ each export comes from, read from the entries' import lines
 * (`import { Button } from "./components/Button/Button.js";`).
 */
const moduleOf = new Map();
function readModules() {
  for (const entryFile of entryFiles) {
    const index = readFileSync(entryFile, 'utf8');
    for (const match of index.matchAll(/^import \{([^}]*)\} from "(\.\.?\/[^"]+)";$/gm)) {
      const file = path.resolve(path.dirname(entryFile), match[2]).split(path.sep).join('/');
      for (const name of match[1].split(',').map((n) => n.trim())) {
        if (name && !moduleOf.has(name)) moduleOf.set(name, file);
      }
    }
  }
}

/**
 * Entry source for a bundle that imports `names` and renders them. By default each is imported
 * from its own module in lib/: the entries re-export those modules unchanged and lib/ is free of
 * side effects, so a bundler keeps the same code either way (size.test.ts checks it for a sample),
 * and a build that need not parse the whole package is several times faster. `throughEntry`
 * imports from the package's entries instead, as a user writes it.
 */
function entryFor(names, { throughEntry = false } = {}) {
  if (names.length === 0) return render(`createElement('div')`);
  const fileOf = (name) =>
    throughEntry
      ? (entryOf.get(name) ?? barrel)
      : (moduleOf.get(name) ?? entryOf.get(name) ?? barrel);
  const files = [...new Set(names.map(fileOf))];
  const imports = files.map(
    (file) =>
      `import { ${names.filter((name) => fileOf(name) === file).join(', ')} } from '${file}';`,
  );
  return `${imports.join('\n')}\n${render(
    `createElement('div', null, ${names.map((name) => `createElement(${name})`).join(', ')})`,
  )}`;
}

/** Builds one entry with the app's Vite config in production mode; returns gzip bytes of JS and CSS. */
/**
 * Parsing lucide-react's 1,700 icon modules for every entry, only to tree-shake them away, was most of
 * the time. This plugin gives the bundler a `lucide-react` that re-exports only the icons `src/` names;
 * the output is the same, since the other icons never reach a bundle. Any other use of the package
 * (a namespace import, `icons`, dynamic icons) falls back to the real module.
 */
function slimLucide() {
  const lucideEntry = path.join(root, 'node_modules/lucide-react/dist/esm/lucide-react.mjs');
  const id = '\0tessera-size-lucide';
  let source;
  function build() {
    const used = new Set();
    for (const file of readdirSync(path.join(root, 'src'), { recursive: true })) {
      if (!/\.tsx?$/.test(file)) continue;
      const text = readFileSync(path.join(root, 'src', file), 'utf8');
      for (const match of text.matchAll(/from\s*['"]lucide-react['"]/g)) {
        const statement = text.slice(text.lastIndexOf('import', match.index), match.index);
        const names = /^import\s+(?:type\s+)?\{([^}]*)\}\s*$/.exec(statement.trim() + ' ');
        if (!names) return null;
        for (const name of names[1].split(',')) {
          const imported = name
            .trim()
            .replace(/^type\s+/, '')
            .split(/\s+as\s+/)[0];
          if (imported) used.add(imported);
        }
      }
    }
    const lines = readFileSync(lucideEntry, 'utf8')
      .split('\n')
      .filter((line) => line.startsWith('export {') && line.includes(' from '))
      .filter((line) =>
        [...line.matchAll(/as (\w+)|\{ (\w+)/g)].some((m) => used.has(m[1] ?? m[2])),
      )
      .map((line) => line.replace(/'\.\//, `'${path.dirname(lucideEntry)}/`));
    return lines.join('\n');
  }
  return {
    name: 'tessera-size-slim-lucide',
    enforce: 'pre',
    resolveId(request) {
      if (request !== 'lucide-react') return undefined;
      source ??= build();
      return source === null ? undefined : id;
    },
    load: (request) => (request === id ? source : undefined),
  };
}

const lucide = slimLucide();

const isReact = (id) => /^(react|react-dom|scheduler)($|\/)/.test(id);

/**
 * Bundles `code` as a user's production Vite build would (React left out, nothing written);
 * returns Rolldown's output chunks. bench/size-why.mjs lists their modules.
 */
export async function buildEntry(code) {
  const { build } = await import('vite');
  const id = '\0tessera-size-entry.js';
  const result = await build({
    root,
    configFile: false,
    mode: 'production',
    logLevel: 'silent',
    publicDir: false,
    // What every bundler does for a production build; lib/ keys its development warnings on it.
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    plugins: [
      lucide,
      {
        name: 'tessera-size-entry',
        resolveId: (source) => (source === 'tessera-size-entry' ? id : undefined),
        load: (source) => (source === id ? code : undefined),
      },
    ],
    build: {
      write: false,
      sourcemap: false,
      modulePreload: false,
      reportCompressedSize: false,
      target: 'es2022',
      // React is the baseline every figure is over, so it stays out of every bundle: it is the
      // same bytes in all of them, and transforming react-dom was 90% of the time.
      rolldownOptions: { input: 'tessera-size-entry', external: isReact },
    },
  });
  return (Array.isArray(result) ? result[0] : result).output;
}

/** Bundles `code` as a user's production Vite build would; returns gzip bytes of its JS. */
async function bundle(code) {
  const outputs = await buildEntry(code);
  let js = 0;
  for (const output of outputs) {
    if (output.fileName.endsWith('.js')) js += gzip(output.code);
  }
  return js;
}

async function mapLimit(items, limit, task) {
  const results = new Array(items.length);
  let next = 0;
  async function worker() {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]);
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/**
 * Components also bundled as a user imports them, from the package's entries, to check that
 * importing their own modules measures the same: a small one, one with an engine, one from
 * tessera/router and one from tessera/http.
 */
export const throughEntry = ['Button', 'Select', 'DataTable', 'NavLink', 'AsyncBoundary'];

/**
 * Measures every component (or `names`), the whole barrel and the combined set.
 * @returns {Promise<import('./size.d.mts').SizeReport>}
 */
export async function measureSizes({ names } = {}) {
  const all = await listComponents();
  const components = names ?? all;
  const combined = combinedSet.filter((name) => components.includes(name));
  const jobs = [
    { key: 'baseline', source: entryFor([]) },
    {
      key: 'barrel',
      source: `import * as Tessera from '${barrel}';\n${render(`createElement('div', null, Object.keys(Tessera).length)`)}`,
    },
    { key: 'combined', source: entryFor(combined) },
    ...components.map((name) => ({ key: name, source: entryFor([name]) })),
    ...throughEntry
      .filter((name) => components.includes(name))
      .map((name) => ({ key: `entry:${name}`, source: entryFor([name], { throughEntry: true }) })),
  ];
  // Builds are mostly native (Rolldown) and partly JavaScript: two at a time keeps both cores busy.
  const limit = Math.max(1, Math.min(2, availableParallelism()));
  const sizes = await mapLimit(jobs, limit, (job) => bundle(job.source));
  const js = Object.fromEntries(jobs.map((job, index) => [job.key, sizes[index]]));
  const cssFile = (name) => gzip(readFileSync(path.join(libDir, 'css', name), 'utf8'));
  const base = cssFile('base.css');
  return {
    baseline: { js: js.baseline, css: base },
    styles: { css: base },
    barrel: { js: js.barrel - js.baseline, css: cssFile('styles.css') - base },
    combined: {
      names: combined,
      missing: combinedSet.filter((n) => !all.includes(n)),
      js: js.combined - js.baseline,
      css: cssFor(combined),
    },
    components: Object.fromEntries(
      components.map((name) => [name, { js: js[name] - js.baseline, css: cssFor([name]) }]),
    ),
    throughEntry: Object.fromEntries(
      throughEntry
        .filter((name) => components.includes(name))
        .map((name) => [name, js[`entry:${name}`] - js.baseline]),
    ),
  };
}

/** A budget with a little headroom over a measured size: +8%, at least 48 bytes, rounded up to 16. */
export function budgetFor(bytes) {
  return Math.ceil(Math.max(bytes * 1.08, bytes + 48) / 16) * 16;
}

export function readBudgets() {
  return JSON.parse(readFileSync(budgetsPath, 'utf8'));
}

export function budgetsFrom(report) {
  const entry = (size) => ({ js: budgetFor(size.js), css: budgetFor(size.css) });
  return {
    $comment:
      'Of the built package (lib/): JS is gzip bytes added over a React-only baseline, per component imported alone from the package; CSS is gzip bytes of the per-component stylesheets it needs (tessera/<Name>.css, without base.css). Rewrite deliberately with `npm run size:update`.',
    barrel: entry(report.barrel),
    components: Object.fromEntries(
      Object.entries(report.components).map(([name, size]) => [name, entry(size)]),
    ),
  };
}

export const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

/** Markdown lines for the size report; used by this script and by bench/run.mjs. */
export function sizeTable(report, budgets) {
  const lines = [
    '| export | JS added (gzip) | JS budget | CSS added (gzip) | CSS budget |',
    '| --- | ---: | ---: | ---: | ---: |',
  ];
  const row = (name, size, budget) =>
    `| ${name} | ${size.js} B | ${budget ? `${budget.js} B` : '—'} | ${size.css} B | ${budget ? `${budget.css} B` : '—'} |`;
  for (const [name, size] of Object.entries(report.components)) {
    lines.push(row(name, size, budgets?.components?.[name]));
  }
  lines.push(row('**whole barrel**', report.barrel, budgets?.barrel));
  return lines;
}

export function combinedLines(report) {
  const { combined } = report;
  const set = combined.names.join(' + ') || '(none exported yet)';
  const lines = [
    `Combined added JS for ${set}: **${kB(combined.js)}** gzip (+ ${kB(combined.css)} CSS; global tokens and reset ${kB(report.styles.css)} CSS).`,
  ];
  if (combined.missing.length)
    lines.push(`Not exported yet, so not counted: ${combined.missing.join(', ')}.`);
  lines.push(
    `For scale (the same six elsewhere): ${Object.entries(combinedReference)
      .map(([library, size]) => `${library} ${size} kB`)
      .join(', ')} (+ 35 kB CSS).`,
  );
  return lines;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  const report = await measureSizes();
  if (process.argv.includes('--update')) {
    writeFileSync(budgetsPath, `${JSON.stringify(budgetsFrom(report), null, 2)}\n`);
    console.log(`Wrote ${path.relative(process.cwd(), budgetsPath)} from the sizes below.`);
  }
  let budgets;
  try {
    budgets = readBudgets();
  } catch {
    budgets = undefined;
  }
  console.log([...sizeTable(report, budgets), '', ...combinedLines(report)].join('\n'));
  console.log(`\n(${((performance.now() - started) / 1000).toFixed(1)} s)`);
}

// The package as its users meet it: lib/ packed into a tarball (npm pack) and installed into three
// apps made the way their users make them (examples/): a Vite app (its first page is the README's
// example, read from README.md), a Next.js App Router app and a React Router framework-mode app.
// Each installs only what the README tells its user to install, and each is built by its own
// tools. Every step reuses its last result while what it is made from is unchanged, so the tests
// that need them (examples/*.test.ts) pack, install and build once per change, not once per file.
//
// The apps are copied out of the repo to be installed and built: a module resolves a package in
// every node_modules above it, and the repo's own (react-router and TanStack Query among its dev
// dependencies) would hide an app's missing peer.
//
//   node scripts/lib/consumer.mjs      build lib/, pack, install and build every example app
import { execFile, execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureLibBuild, root } from './build.mjs';

export const cacheDir = path.join(root, 'node_modules/.cache/tessera-lib');
/** The packed package, at a fixed name. */
export const tarball = path.join(cacheDir, 'tessera.tgz');
/** Where the example apps are installed and built: outside the repo, one folder per checkout. */
export const workDir = path.join(
  tmpdir(),
  `tessera-examples-${createHash('sha256').update(root).digest('hex').slice(0, 12)}`,
);

/** Each example app: its sources in the repo, and the folder it is installed and built in. */
export const examples = {
  vite: { source: path.join(root, 'examples/vite-consumer'), dir: path.join(workDir, 'vite') },
  next: { source: path.join(root, 'examples/next-app'), dir: path.join(workDir, 'next') },
  reactRouter: {
    source: path.join(root, 'examples/react-router-app'),
    dir: path.join(workDir, 'react-router'),
  },
};

/** The Vite app, as installed: the tests of the package itself read the package from it. */
export const fixtureDir = examples.vite.dir;
export const fixtureDist = path.join(fixtureDir, 'dist');
/** The package as installed in the Vite app: what a user's bundler and Node see. */
export const installedPackage = path.join(fixtureDir, 'node_modules/tessera');
/** The two builds of the Next.js app, each in its own folder (next.config.mjs). */
export const nextBuilds = { turbopack: '.next-turbopack', webpack: '.next-webpack' };

const readmePath = path.join(root, 'README.md');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const mtime = (file) => (existsSync(file) ? statSync(file).mtimeMs : 0);

/** Builds run with this environment: a production build whatever the caller runs under. */
function buildEnv(extra = {}) {
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...extra };
  // Vitest sets NODE_ENV=test, under which a build would bundle React's development build.
  delete env.NODE_ENV;
  delete env.VITEST;
  return env;
}

/** Runs a command to its end, its output kept for the error it throws when it fails. */
function run(command, args, { cwd, env = buildEnv() }) {
  return new Promise((resolve, reject) => {
    execFile(command, args, { cwd, env, maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (!error) return resolve(stdout);
      reject(
        new Error(
          `${path.basename(command)} ${args.join(' ')} failed in ${cwd}:\n${stdout}\n${stderr}`,
        ),
      );
    });
  });
}

/** `npm pack` of the package (its `files`), without the prepack build: lib/ is fresh already. */
export function pack() {
  mkdirSync(cacheDir, { recursive: true });
  const out = execFileSync(
    npm,
    ['pack', '--ignore-scripts', '--json', '--pack-destination', cacheDir],
    { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const [info] = JSON.parse(out);
  renameSync(path.join(cacheDir, info.filename), tarball);
  return info;
}

/** The section of the README that tells a user how to use Tessera in an app. */
export function readmeSection() {
  const readme = readFileSync(readmePath, 'utf8');
  const start = readme.indexOf('## Use it in your app');
  if (start < 0) throw new Error('README.md has no "## Use it in your app" section.');
  return readme.slice(start, readme.indexOf('\n## ', start + 1));
}

/**
 * What the README tells a user of a new Vite app to write, each read from its words: the
 * stylesheet's import (the first tsx block), put in the file and above the line its paragraph names
 * ("in the Vite app: `src/main.tsx`, above `import './index.css'`"), and the example app (the last
 * tsx block), in the file its paragraph tells them to replace ("Replace the template's
 * `src/App.tsx`").
 */
export function readmeEdits() {
  const section = readmeSection();
  const blocks = [...section.matchAll(/```tsx\n([\s\S]*?)```/g)];
  if (blocks.length < 2)
    throw new Error(
      "README.md's \"Use it in your app\" needs the stylesheet's and the example's tsx.",
    );
  /** The paragraph just before a block. */
  const before = (block) => {
    const text = section.slice(0, block.index).trimEnd();
    return text.slice(text.lastIndexOf('\n\n'));
  };
  const [stylesheet, example] = [blocks[0], blocks.at(-1)];
  const entry = /in\s+the\s+Vite\s+app:\s+`([^`]+)`,\s+above\s+`([^`]+)`/.exec(before(stylesheet));
  const app = /Replace\s+the\s+template's\s+`([^`]+)`/.exec(before(example));
  if (!entry || !app)
    throw new Error(
      'README.md\'s "Use it in your app" no longer says which file of the Vite app gets the ' +
        "stylesheet (in the Vite app: `…`, above `…`) or the example (Replace the template's `…`).",
    );
  return {
    stylesheet: { file: entry[1], above: entry[2], code: stylesheet[1] },
    example: { file: app[1], code: example[1] },
  };
}

/** What an app's install or build writes, never part of its sources (a copy built in place). */
const notSource =
  /(^|[/\\])(node_modules|dist|build|\.next[^/\\]*|\.react-router|next-env\.d\.ts|package-lock\.json)([/\\]|$)/;

/** The newest change among an example's own files. */
function sourceChanged(source) {
  let newest = mtime(source);
  for (const entry of readdirSync(source, { withFileTypes: true, recursive: true })) {
    const file = path.join(entry.parentPath, entry.name);
    if (!notSource.test(path.relative(source, file))) newest = Math.max(newest, mtime(file));
  }
  return newest;
}

/**
 * The example's sources, copied over what was there (its node_modules kept); in the Vite app, the
 * README's two edits to a new app made where the README says (readmeEdits).
 */
function copySources(name) {
  const { source, dir } = examples[name];
  mkdirSync(dir, { recursive: true });
  for (const entry of readdirSync(dir)) {
    if (entry !== 'node_modules') rmSync(path.join(dir, entry), { recursive: true, force: true });
  }
  cpSync(source, dir, {
    recursive: true,
    filter: (file) => !notSource.test(path.relative(source, file)),
  });
  if (name === 'vite') {
    const { stylesheet, example } = readmeEdits();
    const entryPath = path.join(dir, stylesheet.file);
    const lines = readFileSync(entryPath, 'utf8').split('\n');
    const at = lines.findIndex((line) => line.startsWith(stylesheet.above));
    if (at < 0)
      throw new Error(`${stylesheet.file} of the Vite app has no line \`${stylesheet.above}\`.`);
    lines.splice(at, 0, stylesheet.code.trimEnd());
    writeFileSync(entryPath, lines.join('\n'));
    writeFileSync(path.join(dir, example.file), example.code);
  }
}

/**
 * Installs what the example's package.json lists, the tarball among them (`file:../tessera.tgz`).
 * `--prefer-offline` takes packages from the npm cache where it has them (the repo's own install
 * filled it); the others come from the registry.
 */
function install(name) {
  const { dir } = examples[name];
  rmSync(path.join(dir, 'node_modules/tessera'), { recursive: true, force: true });
  return run(
    npm,
    [
      'install',
      '--prefer-offline',
      '--no-audit',
      '--no-fund',
      '--no-package-lock',
      '--ignore-scripts',
      '--loglevel=error',
    ],
    { cwd: dir, env: { ...process.env } },
  );
}

/** The builds each example's owner would run, with its own tools and config. */
const builds = {
  vite: [
    {
      name: 'vite',
      output: 'dist/index.html',
      run: (dir) =>
        run(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'error'], {
          cwd: dir,
        }),
    },
  ],
  next: Object.entries(nextBuilds).map(([bundler, distDir]) => ({
    name: `next-${bundler}`,
    output: `${distDir}/BUILD_ID`,
    run: (dir) =>
      run(
        process.execPath,
        [
          'node_modules/next/dist/bin/next',
          'build',
          ...(bundler === 'webpack' ? ['--webpack'] : ['--turbopack']),
        ],
        { cwd: dir, env: buildEnv({ TESSERA_NEXT_DIST_DIR: distDir }) },
      ),
  })),
  reactRouter: [
    {
      name: 'react-router',
      output: 'build/server/index.js',
      run: (dir) =>
        run(process.execPath, ['node_modules/@react-router/dev/bin.js', 'build'], { cwd: dir }),
    },
  ],
};

/** Runs `task` over `items`, at most `limit` at a time. */
async function eachLimit(items, limit, task) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await task(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

const stampPath = (name) => path.join(workDir, 'stamps', name);

/** Runs `step` and stamps it with its start, unless its stamp is newer than `inputsAt`. */
async function step(name, inputsAt, force, run) {
  const stamp = stampPath(name);
  if (!force && mtime(stamp) >= inputsAt) return false;
  const startedAt = new Date();
  rmSync(stamp, { force: true });
  await run();
  mkdirSync(path.dirname(stamp), { recursive: true });
  writeFileSync(stamp, startedAt.toISOString());
  utimesSync(stamp, startedAt, startedAt);
  return true;
}

/**
 * lib/ built and packed; every example copied, installed (in parallel) and built (two examples at a
 * time),
 * each step only when something it is made from changed (CONSUMER_REBUILD=1 redoes them all).
 * `only` limits it to some examples.
 */
export async function ensureExamples({ only = Object.keys(examples) } = {}) {
  const force = Boolean(process.env.CONSUMER_REBUILD);
  await ensureLibBuild();
  mkdirSync(cacheDir, { recursive: true });
  const built = mtime(path.join(cacheDir, 'built'));
  await step('packed', built, force || !existsSync(tarball), pack);
  mkdirSync(workDir, { recursive: true });
  const packed = mtime(stampPath('packed'));
  if (mtime(path.join(workDir, 'tessera.tgz')) < mtime(tarball))
    copyFileSync(tarball, path.join(workDir, 'tessera.tgz'));

  await Promise.all(
    only.map(async (name) => {
      const { source, dir } = examples[name];
      const readmeAt = name === 'vite' ? mtime(readmePath) : 0;
      await step(
        `${name}-copied`,
        Math.max(sourceChanged(source), readmeAt),
        force || !existsSync(dir),
        () => copySources(name),
      );
      await step(
        `${name}-installed`,
        Math.max(packed, mtime(path.join(source, 'package.json'))),
        force || !existsSync(path.join(dir, 'node_modules/tessera')),
        () => install(name),
      );
    }),
  );

  // An example's builds one after the other (Next.js's two share its folder); two examples at a
  // time, the longest first.
  const order = ['next', 'reactRouter', 'vite'].filter((name) => only.includes(name));
  await eachLimit(order, Math.max(1, Math.min(2, availableParallelism())), async (name) => {
    for (const build of builds[name]) {
      await step(
        build.name,
        Math.max(mtime(stampPath(`${name}-copied`)), mtime(stampPath(`${name}-installed`))),
        force || !existsSync(path.join(examples[name].dir, build.output)),
        () => build.run(examples[name].dir),
      );
    }
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  const only = process.argv.slice(2);
  await ensureExamples(only.length > 0 ? { only } : {});
  console.log(
    `examples ready in ${((performance.now() - started) / 1000).toFixed(1)} s (${workDir})`,
  );
}

// The package as its users meet it: lib/ packed into a tarball (npm pack), installed into the
// consumer fixture (examples/vite-consumer, a separate app), and that app built with its own Vite
// config. Each step reuses its last result while what it is made from is unchanged, so the tests
// that need it (examples/*.test.ts) pack, install and build once per change, not once per file.
//
//   node scripts/lib/consumer.mjs      build lib/, pack, install, build the fixture
import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureLibBuild, root } from './build.mjs';

export const cacheDir = path.join(root, 'node_modules/.cache/tessera-lib');
/** The packed package, at a fixed name the fixture's package.json installs from. */
export const tarball = path.join(cacheDir, 'tessera.tgz');
export const fixtureDir = path.join(root, 'examples/vite-consumer');
export const fixtureDist = path.join(fixtureDir, 'dist');
/** The package as installed in the fixture: what a user's bundler and Node see. */
export const installedPackage = path.join(fixtureDir, 'node_modules/tessera');

const mtime = (file) => (existsSync(file) ? statSync(file).mtimeMs : 0);
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

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

/**
 * Installs the fixture's dependencies: the tarball, and React, React Router and TanStack Query
 * as an app would list them. `--prefer-offline` takes them from the npm cache that the repo's
 * own install filled, so this needs no network once `npm ci` has run.
 */
export function install() {
  rmSync(installedPackage, { recursive: true, force: true });
  execFileSync(
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
    { cwd: fixtureDir, stdio: ['ignore', 'ignore', 'inherit'] },
  );
}

/**
 * Builds the fixture as its owner would, `vite build` in its folder with its own vite.config.ts
 * (no alias into src/), in a process of its own: a production build whatever NODE_ENV the
 * caller runs under (Vitest sets `test`, which would bundle React's development build).
 */
export function buildFixture() {
  const env = { ...process.env };
  delete env.NODE_ENV;
  delete env.VITEST;
  execFileSync(
    process.execPath,
    [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'error'],
    {
      cwd: fixtureDir,
      env,
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
}

/** The newest change among the fixture's own files (not its node_modules or dist). */
function fixtureChanged() {
  let newest = 0;
  for (const entry of readdirSync(fixtureDir, { withFileTypes: true, recursive: true })) {
    const file = path.join(entry.parentPath, entry.name);
    if (/[/\\](node_modules|dist)([/\\]|$)/.test(path.relative(fixtureDir, file).replace(/^/, '/')))
      continue;
    newest = Math.max(newest, mtime(file));
  }
  return newest;
}

/** Runs `step` and stamps it with its start, unless its stamp is newer than `inputsAt`. */
async function step(name, inputsAt, force, run) {
  const stamp = path.join(cacheDir, name);
  if (!force && mtime(stamp) >= inputsAt) return;
  const startedAt = new Date();
  await run();
  writeFileSync(stamp, startedAt.toISOString());
  utimesSync(stamp, startedAt, startedAt);
}

/**
 * lib/ built, packed, installed into the fixture and the fixture built, each step only when
 * something it is made from changed (CONSUMER_REBUILD=1 redoes them all).
 */
export async function ensureConsumer() {
  const force = Boolean(process.env.CONSUMER_REBUILD);
  await ensureLibBuild();
  mkdirSync(cacheDir, { recursive: true });
  const built = mtime(path.join(cacheDir, 'built'));
  await step('packed', built, force || !existsSync(tarball), pack);
  const packed = mtime(path.join(cacheDir, 'packed'));
  await step(
    'installed',
    Math.max(packed, mtime(path.join(fixtureDir, 'package.json'))),
    force || !existsSync(installedPackage),
    install,
  );
  const installed = mtime(path.join(cacheDir, 'installed'));
  await step(
    'fixture-built',
    Math.max(installed, fixtureChanged()),
    force || !existsSync(path.join(fixtureDist, 'index.html')),
    buildFixture,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  await ensureConsumer();
  console.log(`consumer ready in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

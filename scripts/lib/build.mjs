// The package build (npm run build:lib): ES modules, one file per source module, CSS files and
// declarations in lib/. Tests call ensureLibBuild(), which reuses a build while nothing it is made
// from has changed since (like the docs test's Storybook build).
//
//   node scripts/lib/build.mjs          build lib/
import { spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const libDir = path.join(root, 'lib');
const cacheDir = path.join(root, 'node_modules/.cache/tessera-lib');
const stamp = path.join(cacheDir, 'built');

/** What lib/ is made from. */
const inputs = [
  'src',
  'package.json',
  'package-lock.json',
  'vite.lib.config.ts',
  'tsconfig.json',
  'tsconfig.lib.json',
  // The build's own scripts, not the example apps' (consumer.mjs).
  'scripts/lib/build.mjs',
  'scripts/lib/css.mjs',
  'scripts/lib/entries.mjs',
];
/** Parts of src/ that are not in the package (tests, the app, the API shapes, the mock API, test helpers). */
const notInPackage = /(^|\/)src\/(app|domain|mocks|test)\/|\.test\.tsx?$/;

function newestChange(file) {
  const stats = statSync(file);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(file, { withFileTypes: true, recursive: true })) {
    const child = path.join(entry.parentPath, entry.name);
    if (notInPackage.test(path.relative(root, child).split(path.sep).join('/'))) continue;
    newest = Math.max(newest, statSync(child).mtimeMs);
  }
  return newest;
}

/** True when lib/ exists and nothing it is made from changed since it was built. */
export function libIsFresh() {
  if (!existsSync(stamp) || !existsSync(path.join(libDir, 'index.js'))) return false;
  const built = statSync(stamp).mtimeMs;
  return inputs.every(
    (input) => !existsSync(path.join(root, input)) || newestChange(path.join(root, input)) <= built,
  );
}

function run(command, args, env = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${args.join(' ')} exited with ${code}`)),
    );
  });
}

/**
 * Declarations name sibling modules without an extension, as the sources do; TypeScript under
 * `moduleResolution: node16`/`nodenext` (and Node itself) needs the file: `./Button.js`,
 * `./forms/index.js`.
 */
function addDeclarationExtensions(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.name.endsWith('.d.ts')) continue;
    const file = path.join(entry.parentPath, entry.name);
    const from = path.dirname(file);
    const text = readFileSync(file, 'utf8');
    const rewritten = text.replace(
      /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])(\.{1,2}(?:\/[^'"]*)?)\2/g,
      (match, keyword, quote, specifier) => {
        const target = path.resolve(from, specifier);
        if (existsSync(`${target}.d.ts`)) return `${keyword}${quote}${specifier}.js${quote}`;
        if (existsSync(path.join(target, 'index.d.ts')))
          return `${keyword}${quote}${specifier.replace(/\/$/, '')}/index.js${quote}`;
        return match;
      },
    );
    if (rewritten !== text) writeFileSync(file, rewritten);
  }
}

/** Builds lib/: the JS and CSS (Vite, vite.lib.config.ts), then the declarations (TypeScript 7). */
export async function buildLib({ quiet = false } = {}) {
  const startedAt = new Date();
  rmSync(libDir, { recursive: true, force: true });
  // In a process of its own with NODE_ENV=production, whatever the caller runs under: Vitest sets
  // `test`, under which the React plugin compiles JSX for development (jsxDEV, with file paths).
  await run(
    process.execPath,
    [
      path.join(root, 'node_modules/vite/bin/vite.js'),
      'build',
      '--config',
      path.join(root, 'vite.lib.config.ts'),
      '--logLevel',
      quiet ? 'error' : 'warn',
    ],
    { NODE_ENV: 'production' },
  );
  await run(process.execPath, [
    path.join(root, 'node_modules/typescript-7/bin/tsc'),
    '-p',
    path.join(root, 'tsconfig.lib.json'),
  ]);
  addDeclarationExtensions(libDir);
  // Stamped with the start: a file changed while it built makes the next run build again.
  mkdirSync(cacheDir, { recursive: true });
  writeFileSync(stamp, startedAt.toISOString());
  utimesSync(stamp, startedAt, startedAt);
}

/** Builds lib/ unless a fresh build is there (LIB_REBUILD=1 forces one). */
export async function ensureLibBuild() {
  if (!process.env.LIB_REBUILD && libIsFresh()) return libDir;
  await buildLib({ quiet: true });
  return libDir;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  await buildLib();
  console.log(`lib/ built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

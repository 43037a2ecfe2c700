import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { root } from './coverage';

/**
 * Where the docs test's Storybook is built: apart from `storybook-static` (the published,
 * production build), because this one keeps React's development checks on, so a React warning on
 * a docs page fails the test.
 */
export const buildDir = join(root, 'node_modules/.cache/tessera-storybook-docs');
const stamp = join(buildDir, '.tessera-built');

/** What the built Storybook is made from. */
const inputs = [
  '.storybook',
  'stories',
  'src',
  'public',
  'package.json',
  'package-lock.json',
  'vite.config.ts',
  'tsconfig.json',
  // The Changelog page reads it at build time.
  'CHANGELOG.md',
];

function newestChange(path: string): number {
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(path, { withFileTypes: true, recursive: true })) {
    const file = join(entry.parentPath, entry.name);
    const rel = relative(root, file);
    // Tests are not part of what Storybook builds.
    if (/\.test\.tsx?$|^\.storybook\/tests\//.test(rel)) continue;
    newest = Math.max(newest, statSync(file).mtimeMs);
  }
  return newest;
}

/** True when a build exists and nothing it is made from changed since. */
export function buildIsFresh(): boolean {
  if (!existsSync(stamp)) return false;
  const built = statSync(stamp).mtimeMs;
  return inputs.every(
    (input) => !existsSync(join(root, input)) || newestChange(join(root, input)) <= built,
  );
}

/**
 * Builds Storybook for the docs test, unless a fresh build exists (the usual case when only tests
 * changed): one build of about a minute on a busy two-core machine, instead of a dev server that
 * compiles every page on first visit while the other test projects compete for the same cores.
 */
export async function ensureDocsBuild(): Promise<string> {
  // A build made elsewhere (the published storybook-static, an older commit's) can be tested as is.
  if (process.env.DOCS_STORYBOOK_DIR) return resolve(process.env.DOCS_STORYBOOK_DIR);
  if (!process.env.DOCS_REBUILD && buildIsFresh()) return buildDir;
  const startedAt = new Date();
  const bin = join(root, 'node_modules/storybook/dist/bin/dispatcher.js');
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, [bin, 'build', '--quiet', '-o', buildDir], {
      cwd: root,
      env: { ...process.env, STORYBOOK_DEV_BUILD: '1', STORYBOOK_DISABLE_TELEMETRY: '1' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let errors = '';
    child.stderr.on('data', (chunk) => (errors += String(chunk)));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`storybook build failed (${code}):\n${errors}`)),
    );
  });
  // Stamped with the start: a file changed while it built makes the next run build again.
  writeFileSync(stamp, startedAt.toISOString());
  utimesSync(stamp, startedAt, startedAt);
  return buildDir;
}

// The package's JavaScript entries, read from the sources, for the library build
// (vite.lib.config.ts) and the package tests (examples/).
//
// `tessera` (src/index.ts) needs only react and react-dom. `tessera/router` and `tessera/http` are
// the router and HTTP facilities whole, each with the components that need its optional peer
// (react-router, @tanstack/react-query). `tessera/forms` and `tessera/motion` are facilities too.
// Each component folder those barrels export from is an entry of its own (`tessera/Dialog`).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The facilities, each an entry (`tessera/<name>`, src/<name>/index.ts). */
export const facilities = ['forms', 'router', 'http', 'motion'];

/** The entries that optional peers stay out of, and the one peer each of the others needs. */
export const peerOfEntry = {
  tessera: null,
  'tessera/router': 'react-router',
  'tessera/http': '@tanstack/react-query',
};

/** The barrels whose component folders are entries: the root and the two peer entries. */
const barrels = ['src/index.ts', 'src/router/index.ts', 'src/http/index.ts'];

/** The component folders the public barrels export from: each is an entry (`tessera/Button`). */
export function componentEntries() {
  const names = new Set();
  for (const barrel of barrels) {
    const text = readFileSync(path.join(root, barrel), 'utf8');
    for (const match of text.matchAll(/^export [^;]*?from '(?:\.\.?\/)+components\/(\w+)[/']/gm))
      names.add(match[1]);
  }
  return [...names].sort();
}

/** The optional peers, by the entry that needs it. */
export const peerEntries = { router: 'react-router', http: '@tanstack/react-query' };

/**
 * The component entries that need an optional peer, each with the peer: the folders a peer's entry
 * exports and the root entry does not export whole (`tessera/LeaveGuard` → react-router).
 */
export function peerComponentEntries() {
  const whole = (barrel) =>
    [
      ...readFileSync(path.join(root, barrel), 'utf8').matchAll(
        /^export \* from '(?:\.\.?\/)+components\/(\w+)';/gm,
      ),
    ].map((match) => match[1]);
  const inRoot = new Set(whole('src/index.ts'));
  const needs = {};
  for (const [facility, peer] of Object.entries(peerEntries)) {
    for (const name of whole(`src/${facility}/index.ts`)) if (!inRoot.has(name)) needs[name] = peer;
  }
  return needs;
}

/** The shipped catalogues: each is an entry (`tessera/locales/de`), for an app that imports one. */
export function localeEntries() {
  return readdirSync(path.join(root, 'src/i18n/locales'))
    .filter((file) => /^[a-z]{2,3}(-[A-Za-z0-9]+)*\.ts$/.test(file))
    .map((file) => file.replace(/\.ts$/, ''));
}

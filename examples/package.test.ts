import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';
import { describe, expect, it } from 'vitest';
import {
  fixtureDist,
  fixtureDir,
  installedPackage,
  readmeSection,
  tarball,
} from '../scripts/lib/consumer.mjs';
import { root } from '../scripts/lib/build.mjs';
import { cssModuleName } from '../scripts/lib/css.mjs';
import {
  componentEntries as listComponentEntries,
  facilities,
  peerComponentEntries,
  peerEntries,
} from '../scripts/lib/entries.mjs';

// The package as it ships: the tarball `npm pack` makes (examples/global-setup.ts builds lib/,
// packs it and installs it into the consumer fixture once per change), checked the way its users'
// tools would meet it.

const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  name: string;
  exports: Record<string, string | Record<string, string>>;
};
const lib = path.join(installedPackage, 'lib');
/** The time a whole-package tool (Are the Types Wrong?, tsc) may take on a busy machine. */
const TOOL_BUDGET = 300_000;

/** Every file under `dir`, relative to it, with forward slashes. */
function filesIn(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) =>
      path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
    );
}

/** The shipped catalogues: each is a `tessera/locales/<language>` entry. */
const localeEntries = readdirSync(path.join(root, 'src/i18n/locales'))
  .filter((file) => file.endsWith('.ts'))
  .map((file) => file.replace(/\.ts$/, ''));

/** What the tarball holds, as `npm pack` lists it. */
const packed: string[] = filesIn(installedPackage);

/** The component folders the public barrels export from: each is a `tessera/<Name>` entry. */
const componentEntries = listComponentEntries();

/**
 * Whether `css` has a rule for `name` from a CSS Module's map: a selector with that class (not a
 * longer class it is the start of), or, for an animation's name, its keyframes.
 */
const hasRuleFor = (css: string, name: string) =>
  new RegExp(`(\\.|@keyframes )${name}(?![\\w-])`).test(css);

/** The modules a built module loads, relative to lib/: its static imports and its lazy ones. */
function importsOf(file: string): string[] {
  const code = readFileSync(path.join(lib, file), 'utf8');
  const specifiers = [
    ...code.matchAll(/\bfrom\s*"(\.{1,2}\/[^"]+)"|\bimport\s*\(?\s*"(\.{1,2}\/[^"]+)"/g),
  ].map((match) => (match[1] ?? match[2])!);
  return specifiers
    .map((specifier) =>
      path.relative(lib, path.resolve(path.dirname(path.join(lib, file)), specifier)),
    )
    .map((target) => target.split(path.sep).join('/'))
    .filter((target) => target.endsWith('.js') && existsSync(path.join(lib, target)));
}

/** The class names the modules `entry` loads (however deep, lazily too) can put on an element. */
function classNamesOf(entry: string): Set<string> {
  const names = new Set<string>();
  const seen = new Set<string>();
  const pending = [entry];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    if (file.endsWith('.module.js')) {
      const code = readFileSync(path.join(lib, file), 'utf8');
      for (const match of code.matchAll(/"((?:tsr-[\w-]+ ?)+)"/g))
        match[1]!
          .split(' ')
          .filter(Boolean)
          .forEach((name) => names.add(name));
    }
    pending.push(...importsOf(file));
  }
  return names;
}

/**
 * Each CSS file the package tells users to import, with the class names it must have a rule for:
 * `styles.css` every entry's, `<Entry>.css` its own entry's (`tessera/Dialog.css`, `tessera/forms.css`).
 */
function cssFilesFor(): Record<string, Set<string>> {
  const entries: Record<string, string> = {
    'index.js': 'styles.css',
    ...Object.fromEntries(facilities.map((name) => [`${name}/index.js`, `${name}.css`])),
    ...Object.fromEntries(
      componentEntries.map((name) => [`components/${name}/index.js`, `${name}.css`]),
    ),
  };
  const files: Record<string, Set<string>> = { 'styles.css': new Set() };
  for (const [entry, file] of Object.entries(entries)) {
    const names = classNamesOf(entry);
    names.forEach((name) => files['styles.css']!.add(name));
    if (names.size > 0) files[file] = new Set([...(files[file] ?? []), ...names]);
  }
  return files;
}

describe('the packed package', () => {
  it('holds the library and nothing else: no tests, stories, mocks, msw or app code', () => {
    const unwanted = packed.filter((file) =>
      /(\.test\.|\.stories\.|(^|\/)(mocks?|msw|app|test|stories|e2e|bench)\/|mockServiceWorker)/.test(
        file,
      ),
    );
    expect(unwanted).toEqual([]);
    expect(packed).toEqual(expect.arrayContaining(['package.json', 'README.md', 'LICENSE']));
    expect(packed.filter((file) => !file.startsWith('lib/'))).toEqual(
      expect.arrayContaining(['CHANGELOG.md']),
    );
  });

  it('has a file behind every path of its exports map', () => {
    const require = createRequire(path.join(fixtureDir, 'package.json'));
    const specifiers = [
      ...Object.keys(pkg.exports)
        .filter((key) => !key.includes('*'))
        .map((key) => key.replace(/^\./, pkg.name)),
      ...componentEntries.map((name) => `${pkg.name}/${name}`),
      ...localeEntries.map((language) => `${pkg.name}/locales/${language}`),
      ...componentEntries
        .filter((name) => existsSync(path.join(lib, 'css', `${name}.css`)))
        .map((name) => `${pkg.name}/${name}.css`),
    ];
    const missing = specifiers.filter((specifier) => {
      try {
        return !existsSync(require.resolve(specifier));
      } catch {
        return true;
      }
    });
    expect(missing).toEqual([]);
    // Every component entry and every catalogue has its declarations beside it.
    expect(
      componentEntries.filter(
        (name) => !existsSync(path.join(lib, 'components', name, 'index.d.ts')),
      ),
    ).toEqual([]);
    expect(
      localeEntries.filter(
        (language) => !existsSync(path.join(lib, 'i18n/locales', `${language}.d.ts`)),
      ),
    ).toEqual([]);
  });

  it('passes publint', async () => {
    const { messages, pkg: linted } = await publint({
      // A copy: a Buffer from readFileSync may be a view into a larger pooled ArrayBuffer.
      pack: { tarball: new Uint8Array(readFileSync(tarball)).buffer },
      level: 'suggestion',
    });
    expect(messages.map((message) => formatMessage(message, linted))).toEqual([]);
  });

  // Are the Types Wrong? and tsc below each read every declaration of the package: seconds of work
  // for a quiet machine, minutes for a busy one, so they have the budget of a build, not of a test.
  it(
    'passes Are the Types Wrong? for every entry (ESM-only: Node 16+ ESM and bundlers)',
    { timeout: TOOL_BUDGET },
    () => {
      const result = spawnSync(
        process.execPath,
        [
          path.join(root, 'node_modules/@arethetypeswrong/cli/dist/index.js'),
          tarball,
          '--profile',
          'esm-only',
          '--format',
          'ascii',
          '--no-color',
          '--exclude-entrypoints',
          './styles.css',
          './base.css',
          '--include-entrypoints',
          ...componentEntries.map((name) => `./${name}`),
          ...localeEntries.map((language) => `./locales/${language}`),
        ],
        { encoding: 'utf8' },
      );
      expect(result.status, result.stdout + result.stderr).toBe(0);
    },
  );

  it('runs under any bundler: no import.meta.env, no CSS imported from JS, production JSX', () => {
    const js = filesIn(lib).filter((file) => file.endsWith('.js'));
    const offenders = js.filter((file) => {
      const text = readFileSync(path.join(lib, file), 'utf8');
      return (
        /import\.meta\.env/.test(text) ||
        /^import\s+["'][^"']+\.css["']/m.test(text) ||
        // JSX compiled for development names files on the machine that built it.
        /\bjsxDEV\b/.test(text) ||
        text.includes(root)
      );
    });
    expect(offenders).toEqual([]);
    // Development warnings are keyed on the convention every bundler replaces.
    expect(readFileSync(path.join(lib, 'utils/dev.js'), 'utf8')).toMatch(
      /process\.env\.NODE_ENV !== "production"/,
    );
  });

  const src = path.join(root, 'src');
  const libraryModules = filesIn(src).filter(
    (file) => /\.tsx?$/.test(file) && !/\.test\.|\.d\.ts$|^(app|domain|mocks|test)\//.test(file),
  );
  const isClientModule = (file: string) =>
    /^['"]use client['"];/.test(readFileSync(path.join(src, file), 'utf8'));

  it("marks 'use client' every module that uses state, effects, context, events or the DOM", () => {
    // What only runs in a client: hooks, contexts, event handlers, browser globals, and the
    // client-only libraries underneath (Base UI, React Router, TanStack, react-dom).
    const clientOnly = new RegExp(
      [
        String.raw`\buse[A-Z]\w*\s*(<[^>]*>)?\(`,
        String.raw`\buse\(`,
        String.raw`\bcreate\w*Context\s*(<[^;]*?>)?\(`,
        String.raw`\bon[A-Z]\w*=\{`,
        String.raw`\b(window|document|navigator|localStorage|sessionStorage)\s*[.[]`,
        String.raw`from '(@base-ui|react-router|@tanstack|react-dom)`,
        String.raw`extends (React\.)?(Pure)?Component\b`,
      ].join('|'),
    );
    const unmarked = libraryModules.filter((file) => {
      const code = readFileSync(path.join(src, file), 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/\/\/.*$/gm, '');
      return clientOnly.test(code) && !isClientModule(file);
    });
    expect(unmarked).toEqual([]);
  });

  it("keeps 'use client' at the top of every built module whose source has it", () => {
    const clientModules = libraryModules.filter(isClientModule);
    expect(clientModules.length).toBeGreaterThan(0);
    const lost = clientModules
      .map((file) => file.replace(/\.tsx?$/, '.js'))
      .filter((file) => existsSync(path.join(lib, file)))
      .filter((file) => !/^['"]use client['"];/.test(readFileSync(path.join(lib, file), 'utf8')));
    expect(lost).toEqual([]);
  });

  it('ships a production build that drops the development warnings', () => {
    const appJs = filesIn(path.join(fixtureDist, 'assets'))
      .filter((file) => file.endsWith('.js'))
      .map((file) => readFileSync(path.join(fixtureDist, 'assets', file), 'utf8'))
      .join('\n');
    const has = (text: string) => appJs.includes(text);
    expect(has('tsr-Button'), 'the app bundles Tessera').toBe(true);
    expect(has('react.dev/errors/'), "the app bundles React's production build").toBe(true);
    // ListBox's warning is in the package, and dead code once NODE_ENV is 'production'.
    const warning = 'several values were given';
    expect(readFileSync(path.join(lib, 'components/ListBox/ListBox.js'), 'utf8')).toContain(
      warning,
    );
    expect(has(warning), 'a development warning in the production bundle').toBe(false);
  });
});

describe('the packed CSS', () => {
  const css = (name: string) => readFileSync(path.join(lib, 'css', name), 'utf8');

  it('keeps light-dark() in the tokens, so a nested theme scope changes colours', () => {
    // Below the browsers of scripts/lib/css.mjs the minifier rewrites light-dark() into variables
    // resolved once at :root, and a `[data-theme]` region inside another theme keeps its colours.
    for (const file of ['base.css', 'styles.css']) {
      expect(css(file)).toMatch(/--color-surface:light-dark\(/);
      expect(css(file)).not.toMatch(/--lightningcss-(light|dark)/);
    }
  });

  it('puts every rule in a cascade layer, so an app’s own CSS wins without !important', () => {
    for (const file of filesIn(path.join(lib, 'css'))) {
      const text = css(file);
      expect(text.startsWith('@layer reset,tokens,components,utilities;'), file).toBe(true);
      // Outside `@layer … { … }` blocks there is nothing but layer statements, and the typeface's
      // stylesheet (its @font-face rules take no part in the cascade).
      let depth = 0;
      let outside = '';
      const statements = /@layer [\w,.]+;|@import '@fontsource-variable\/[\w-]+\/[\w-]+\.css';/g;
      for (const char of text.replace(statements, '')) {
        if (char === '{') depth++;
        if (depth === 0) outside += char;
        if (char === '}') depth--;
      }
      expect(outside.replace(/@layer [\w.]+\{?|\}|\s/g, ''), file).toBe('');
    }
  });

  it('has a rule for every class name the JavaScript can put on an element, in every CSS file', () => {
    // The JS names its classes only through the CSS Modules' maps (`*.module.js`); a module's CSS
    // must ship in each file a user imports for it: styles.css for every entry, and the entry's own
    // file (`tessera/Toast.css`, `tessera/forms.css`), following lazy imports (a Toast's region,
    // DataTable's Columns menu, AppShell's drawer) and nested components.
    const missing = Object.entries(cssFilesFor())
      .map(([file, classes]) => {
        const text = existsSync(path.join(lib, 'css', file)) ? css(file) : '';
        const absent = [...classes].filter((name) => !hasRuleFor(text, name)).sort();
        return absent.length > 0 ? `${file}: ${absent.join(' ')}` : '';
      })
      .filter(Boolean);
    expect(missing, 'class names the JS emits with no rule in a shipped CSS file').toEqual([]);
  });

  it('gives every CSS Module its own stable, prefixed class names', () => {
    // Names are `tsr-<Module>-<class>` (scripts/lib/css.mjs), and a module's part files
    // (`<Module>.<part>.module.css`) share its names: one module name in two folders would be two
    // modules sharing them.
    const folders = new Map<string, Set<string>>();
    for (const file of filesIn(path.join(root, 'src'))) {
      if (!file.endsWith('.module.css') || file.startsWith('app/')) continue;
      const name = cssModuleName(file);
      folders.set(name, (folders.get(name) ?? new Set()).add(path.dirname(file)));
    }
    expect([...folders].filter(([, dirs]) => dirs.size > 1).map(([name]) => name)).toEqual([]);
    expect(css('Button.css')).toMatch(/\.tsr-Button\{/);
    expect(css('Dialog.css')).toMatch(/\.tsr-Dialog-Content\{/);
    // A part file's classes (DataTable.toolbar.module.css) keep the module's names.
    expect(css('DataTable.css')).toMatch(/\.tsr-DataTable-Toolbar\{/);
  });
});

describe('the Vite app, made as the README tells', () => {
  const section = readmeSection();

  it('installs what the README tells a user of the components to install, and nothing more', () => {
    const sh = [...section.matchAll(/```sh\n([\s\S]*?)```/g)].map((match) => match[1]!).join('\n');
    const installs = sh
      .split('\n')
      .map((line) => line.replace(/#.*$/, '').trim())
      .filter((line) => line.startsWith('npm install '));
    // The tarball alone, by a name that matches the one `npm pack` writes for this version, so
    // the README never names a version a release moved past.
    expect(installs).toEqual([expect.stringMatching(/^npm install \S*\/tessera-\*\.tgz$/)]);
    const packedName = `${pkg.name}-${(pkg as unknown as { version: string }).version}.tgz`;
    const glob = path.basename(installs[0]!.split(' ').at(-1)!);
    expect(packedName).toMatch(new RegExp(`^${glob.replace(/\./g, '\\.').replace(/\*/g, '.*')}$`));
    // The template's own dependencies, and the tarball.
    const app = JSON.parse(readFileSync(path.join(fixtureDir, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    expect(Object.keys(app.dependencies).sort()).toEqual(['react', 'react-dom', 'tessera']);
  });

  it('resolves every import the README tells users to write', () => {
    const specifiers = new Set(
      [...section.matchAll(/(?:from\s+|import\s+)'(tessera(?:\/[^']*)?)'/g)].map((m) => m[1]!),
    );
    expect(specifiers).toContain('tessera/styles.css');
    const require = createRequire(path.join(fixtureDir, 'package.json'));
    const missing = [...specifiers].filter((specifier) => {
      try {
        return !existsSync(require.resolve(specifier));
      } catch {
        return true;
      }
    });
    expect(missing).toEqual([]);
  });

  it('imports in plain Node without react-router or TanStack Query: every entry but theirs', () => {
    // The app installed neither peer, and nothing above it has them (it is built outside the repo).
    const peerComponents = peerComponentEntries();
    const specifiers = [
      pkg.name,
      ...facilities.map((name) => `${pkg.name}/${name}`),
      ...componentEntries.map((name) => `${pkg.name}/${name}`),
    ];
    const result = spawnSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `const outcome = {};
for (const specifier of ${JSON.stringify(specifiers)}) {
  try {
    await import(specifier);
    outcome[specifier] = 'ok';
  } catch (error) {
    outcome[specifier] = error.code + ' ' + String(error.message).split('\\n')[0];
  }
}
console.log(JSON.stringify(outcome));`,
      ],
      { cwd: fixtureDir, encoding: 'utf8' },
    );
    expect(result.status, result.stderr).toBe(0);
    const outcome = JSON.parse(result.stdout) as Record<string, string>;
    const peerOf = (specifier: string) => {
      const name = specifier.slice(pkg.name.length + 1);
      return (peerEntries as Record<string, string>)[name] ?? peerComponents[name];
    };
    const expected = Object.fromEntries(
      specifiers.map((specifier) => {
        const peer = peerOf(specifier);
        return [
          specifier,
          peer
            ? expect.stringMatching(
                new RegExp(
                  `^ERR_MODULE_NOT_FOUND Cannot find package '${peer.replace('/', '\\/')}'`,
                ),
              )
            : 'ok',
        ];
      }),
    );
    expect(outcome).toEqual(expected);
  });

  it('bundles only the catalogue its tasks page imports (tessera/locales/de), no other', async () => {
    // The JS the app's page loads: its entry and every chunk it imports, statically or lazily.
    const assets = path.join(fixtureDist, 'assets');
    const html = readFileSync(path.join(fixtureDist, 'tasks.html'), 'utf8');
    const pending = [...html.matchAll(/\/assets\/([\w.-]+\.js)/g)].map((match) => match[1]!);
    const loaded = new Map<string, string>();
    for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
      if (loaded.has(file)) continue;
      const code = readFileSync(path.join(assets, file), 'utf8');
      loaded.set(file, code);
      pending.push(...[...code.matchAll(/["'`]\.\/([\w.-]+\.js)["'`]/g)].map((match) => match[1]!));
    }
    const js = [...loaded.values()].join('\n');
    // Each catalogue's word for "Next page", unique to its language.
    const nextPage = async (language: string) =>
      (
        (await import(`../src/i18n/locales/${language}.ts`)) as {
          default: { pagination: { next: string } };
        }
      ).default.pagination.next;
    expect(js).toContain(await nextPage('de'));
    const others = localeEntries.filter((language) => !['de', 'en'].includes(language));
    expect(others.length).toBeGreaterThan(0);
    const bundled = [];
    for (const language of others)
      if (js.includes(await nextPage(language))) bundled.push(language);
    expect(bundled).toEqual([]);
  });

  it(
    'typechecks against the packed declarations (and the README example with them)',
    { timeout: TOOL_BUDGET },
    () => {
      execFileSync(
        process.execPath,
        [path.join(root, 'node_modules/typescript-7/bin/tsc'), '-p', fixtureDir],
        { encoding: 'utf8', stdio: 'pipe' },
      );
    },
  );
});

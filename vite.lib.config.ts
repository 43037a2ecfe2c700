import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import MagicString from 'magic-string';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
import { cssTarget, scopedClassName } from './scripts/lib/css.mjs';
import { componentEntries, facilities, localeEntries } from './scripts/lib/entries.mjs';

/** The entry for the global stylesheet (tokens, reset): built for its CSS alone. */
const baseEntry = 'styles/base';

/** The order of Tessera's cascade layers: every CSS file the package ships begins with it. */
const layerOrder = '@layer reset,tokens,components,utilities;';

/**
 * The typeface (src/styles/font.css) is not bundled into the package's CSS: Vite would inline its
 * font files as data: URLs, which a strict `font-src 'self'` refuses and every page would download.
 * base.css and styles.css keep its `@import` of @fontsource-variable/inter (a dependency) for the
 * user's bundler, which emits the files beside the app's own assets.
 */
const root = import.meta.dirname;
const fontImports =
  readFileSync(path.join(root, 'src/styles/font.css'), 'utf8').match(/^@import [^;]+;/gm) ?? [];
function fontLeftToTheBundler(): Plugin {
  const globalStylesheet = path.join(root, 'src/styles/index.css');
  return {
    name: 'tessera:font-import',
    enforce: 'pre',
    transform(code, id) {
      if (id.split('?')[0] !== globalStylesheet) return undefined;
      return { code: code.replace(/^@import '\.\/font\.css';$/m, ''), map: null };
    },
  };
}

/**
 * Turns the per-module CSS that Vite emits into the files users import, so the JS imports no CSS:
 * `css/base.css` (layer order, tokens, reset), `css/<Entry>.css` (what one entry's modules need,
 * its dependencies first, as a bundler would order it) and `css/styles.css` (base and what every
 * entry needs). What a module loads lazily (`import()`, as Toast loads its region) is CSS it needs
 * as much as what it imports: a user's bundler never sees a CSS import to follow. The per-module
 * files are dropped.
 */
function cssFiles(): Plugin {
  return {
    name: 'tessera:css-files',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter(
        (output): output is Rolldown.OutputChunk => output.type === 'chunk',
      );
      const cssOf = (fileName: string) => {
        const asset = bundle[fileName];
        return asset?.type === 'asset' ? String(asset.source).trim() : '';
      };
      /**
       * The CSS files `entries` need, in the order a bundler would apply them: a module's static
       * imports first, then its own CSS, then what it loads lazily.
       */
      const cssFor = (...entries: Rolldown.OutputChunk[]) => {
        const seen = new Set<string>();
        const css: string[] = [];
        const visit = (fileName: string) => {
          if (seen.has(fileName)) return;
          seen.add(fileName);
          const chunk = bundle[fileName];
          if (chunk?.type !== 'chunk') return;
          chunk.imports.forEach(visit);
          for (const file of chunk.viteMetadata?.importedCss ?? []) {
            if (!css.includes(file)) css.push(file);
          }
          chunk.dynamicImports.forEach(visit);
        };
        entries.forEach((entry) => visit(entry.fileName));
        return css;
      };
      // The global stylesheet is an entry of its own that no module imports: Vite emits its CSS
      // as an asset under the entry's name.
      const base = `${baseEntry}.css`;
      if (!cssOf(base)) this.error('The global stylesheet (src/styles/index.css) was not built.');
      const emit = (name: string, files: string[]) =>
        this.emitFile({
          type: 'asset',
          fileName: `css/${name}.css`,
          source:
            [layerOrder, ...(files.includes(base) ? fontImports : []), ...files.map(cssOf)].join(
              '\n',
            ) + '\n',
        });
      const entries = chunks.filter((chunk) => chunk.isEntry);
      for (const chunk of entries) {
        const files = cssFor(chunk).filter((file) => file !== base);
        const name = chunk.name.replace(/^components\//, '').replace(/\/index$/, '');
        if (name !== 'index' && files.length > 0) emit(name, files);
      }
      // Every entry's CSS, the root entry's first: `tessera/router` and `tessera/http` render
      // components the root does not export.
      const root = entries.filter((chunk) => chunk.name === 'index');
      const others = entries.filter((chunk) => chunk.name !== 'index');
      emit('styles', [base, ...cssFor(...root, ...others).filter((file) => file !== base)]);
      emit('base', [base]);
      for (const [fileName, output] of Object.entries(bundle)) {
        if (output.type === 'asset' && fileName.endsWith('.css') && !fileName.startsWith('css/'))
          delete bundle[fileName];
      }
    },
  };
}

/**
 * Guards every `devWarn(…)` call with `process.env.NODE_ENV !== 'production' &&`, so a user's
 * production build (every bundler replaces that expression) drops the call and its message, not
 * only its output; their development builds, like ours, keep them.
 */
function dropDevWarningsInProduction(): Plugin {
  const call = /(?<![\w.$]|function )devWarn\(/g;
  return {
    name: 'tessera:dev-warnings',
    transform(code, id) {
      if (!/\/src\/.*\.tsx?$/.test(id) || !code.includes('devWarn(')) return undefined;
      const text = new MagicString(code);
      for (const match of code.matchAll(call)) {
        text.appendLeft(match.index, "process.env.NODE_ENV !== 'production' && ");
      }
      return { code: text.toString(), map: text.generateMap({ hires: true, source: id }) };
    },
  };
}

export default defineConfig({
  plugins: [fontLeftToTheBundler(), dropDevWarningsInProduction(), react(), cssFiles()],
  publicDir: false,
  css: { modules: { generateScopedName: scopedClassName } },
  build: {
    outDir: 'lib',
    emptyOutDir: true,
    target: 'es2022',
    cssTarget,
    sourcemap: true,
    // Left readable for the user's bundler to minify; the CSS is minified here, for browsers
    // that have light-dark() (cssTarget), which the tokens need and which must not be lowered.
    minify: false,
    cssMinify: 'lightningcss',
    cssCodeSplit: true,
    lib: {
      entry: {
        index: 'src/index.ts',
        [baseEntry]: 'src/styles/index.css',
        ...Object.fromEntries(facilities.map((name) => [`${name}/index`, `src/${name}/index.ts`])),
        ...Object.fromEntries(
          localeEntries().map((name) => [`i18n/locales/${name}`, `src/i18n/locales/${name}.ts`]),
        ),
        ...Object.fromEntries(
          componentEntries().map((name) => [
            `components/${name}/index`,
            `src/components/${name}/index.ts`,
          ]),
        ),
      },
      formats: ['es'],
    },
    rolldownOptions: {
      external: (id) => !id.startsWith('.') && !path.isAbsolute(id) && !id.startsWith('\0'),
      output: { preserveModules: true, preserveModulesRoot: 'src', entryFileNames: '[name].js' },
    },
  },
});

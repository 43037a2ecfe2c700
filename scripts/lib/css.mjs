// What every build of Tessera's CSS shares: the app, Storybook, Vitest's browser projects and the
// package (vite.config.ts, vite.lib.config.ts).
//
// The one naming scheme for CSS Module classes, shared by the app, Storybook, Vitest's browser
// projects and the library build, so a class a user targets in their own CSS is the same everywhere:
// `tsr-<Module>` for the class named after its module (Button.module.css's `.Button`) and
// `tsr-<Module>-<class>` for the others (Dialog.module.css's `.Title` is `tsr-Dialog-Title`).
// A module's optional parts may sit in files of their own beside it, `<Module>.<part>.module.css`
// (DataTable.toolbar.module.css), imported by the part that draws them: their classes keep the
// module's names (`tsr-DataTable-Toolbar`), so splitting a file never renames a class.
// The reference app's own modules take `app-` instead, so nothing of the app poses as Tessera's.
import MagicString from 'magic-string';
import path from 'node:path';

/** The module name of a CSS Module file: its base name without `.<part>` and `.module.css`. */
export function cssModuleName(filename) {
  return path.basename(filename.split('?')[0]).replace(/(\.[^.]+)?\.module\.css$/, '');
}

/** The stable, prefixed class name for `local` in the CSS Module at `filename`. */
export function scopedClassName(local, filename) {
  const file = filename.split('?')[0].split(path.sep).join('/');
  const prefix = file.includes('/src/app/') ? 'app' : 'tsr';
  const name = cssModuleName(file);
  return local === name ? `${prefix}-${name}` : `${prefix}-${name}-${local}`;
}

/**
 * The browsers Tessera's CSS is written for: the first with `light-dark()`, which every colour
 * token uses. Below them the CSS minifier rewrites `light-dark()` into variables resolved once at
 * the root, and a nested theme (`[data-theme]`, a nested ThemeProvider) no longer changes colours.
 */
export const cssTarget = ['chrome123', 'edge123', 'firefox120', 'safari17.5'];

/** The order of Tessera's cascade layers (src/styles/index.css declares it too). */
export const layerOrder = '@layer reset, tokens, components, utilities;';

/**
 * Puts the layer order at the top of every CSS Module of src/. A layer's priority is fixed where it
 * is first named, and a bundler orders CSS chunks as it likes: a component's chunk loaded before
 * the global stylesheet would name `components` first, giving it the lowest priority, so the
 * reset's `button { color: inherit }` would beat a Button's colour. Repeating the statement
 * changes nothing once the order is set.
 * @returns {import('vite').Plugin}
 */
export function layerOrderFirst() {
  return {
    name: 'tessera:layer-order-first',
    enforce: 'pre',
    transform(code, id) {
      const [base, query = ''] = id.split('?');
      // `?raw` and `?url` imports are JavaScript (a string, a URL), not a stylesheet: the Foundations
      // pages read the components' CSS as text.
      if (/(^|&)(raw|url)(&|=|$)/.test(query)) return undefined;
      const file = base.split(path.sep).join('/');
      if (!/\/src\/.*\.module\.css$/.test(file) || !code.includes('@layer')) return undefined;
      const text = new MagicString(code).prepend(`${layerOrder}\n`);
      return { code: text.toString(), map: text.generateMap({ hires: true, source: id }) };
    },
  };
}

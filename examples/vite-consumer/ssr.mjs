// Renders every component of the installed package's root entry to HTML in plain Node: no bundler,
// no DOM, no `window`, and neither react-router nor TanStack Query installed. Prints JSON: the root
// entry's component exports, and for each tree of src/every-export.js its HTML or the error it
// threw; `page` is all of them in one render, the HTML that hydrate.html hydrates. Run by
// examples/ssr.test.ts.
import * as React from 'react';
import { renderToString } from 'react-dom/server';
import * as T from 'tessera';
import { everyExport } from './src/every-export.js';

if (typeof window !== 'undefined' || typeof document !== 'undefined') {
  throw new Error('This must run without a DOM.');
}

const h = React.createElement;
/** Functions and class components; not the other classes (FormApi, HttpError, RouteLoadError). */
const isComponent = (value) =>
  typeof value === 'function' &&
  (Boolean(value.prototype?.isReactComponent) ||
    !/^class\b/.test(Function.prototype.toString.call(value)));
const components = Object.keys(T).filter(
  (name) => /^[A-Z][A-Za-z0-9]*[a-z]/.test(name) && isComponent(T[name]),
);
const libs = { T, React };
const sections = (trees) =>
  trees.map((tree) => h('section', { key: tree.name, 'data-export': tree.name }, tree.element));

const trees = [];
for (const tree of everyExport(libs)) {
  try {
    trees.push({ name: tree.name, covers: tree.covers, html: renderToString(sections([tree])) });
  } catch (error) {
    trees.push({ name: tree.name, covers: tree.covers, error: String(error?.stack ?? error) });
  }
}
let page;
try {
  page = renderToString(h(React.Fragment, null, sections(everyExport(libs))));
} catch {
  // Reported per tree above.
}
process.stdout.write(JSON.stringify({ components, trees, page }));

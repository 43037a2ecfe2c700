// Renders every component of the installed package to HTML in plain Node: no bundler, no DOM, no
// `window`. Prints JSON: the package's component exports, and for each tree of
// src/every-export.js its HTML or the error it threw; `page` is all of them in one render, the
// HTML that hydrate.html hydrates. Run by examples/ssr.test.ts.
import * as Query from '@tanstack/react-query';
import * as React from 'react';
import { renderToString } from 'react-dom/server';
import * as Router from 'react-router';
import * as T from 'tessera';
import * as H from 'tessera/http';
import * as R from 'tessera/router';
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
const entries = { ...T, ...R, ...H };
const components = Object.keys(entries).filter(
  (name) => /^[A-Z][A-Za-z0-9]*[a-z]/.test(name) && isComponent(entries[name]),
);
const libs = { T, R, H, React, Router, Query };
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

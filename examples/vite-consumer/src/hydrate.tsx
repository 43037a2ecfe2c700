import * as React from 'react';
import { hydrateRoot } from 'react-dom/client';
import 'tessera/styles.css';
import * as T from 'tessera';
import { everyExport } from './every-export.js';

// Hydrates the HTML that ssr.mjs rendered in Node (the test puts it into #root): the same trees,
// in the same order, so any difference is a hydration mismatch, which React reports.
const trees = everyExport({ T, React });
hydrateRoot(
  document.getElementById('root')!,
  trees.map((tree) => (
    <section key={tree.name} data-export={tree.name}>
      {tree.element as React.ReactNode}
    </section>
  )),
  {
    onRecoverableError: (error) => console.error('recoverable', error),
  },
);
document.documentElement.dataset.hydrated = 'true';

import * as Query from '@tanstack/react-query';
import * as React from 'react';
import { hydrateRoot } from 'react-dom/client';
import * as Router from 'react-router';
import 'tessera/styles.css';
import * as T from 'tessera';
import * as H from 'tessera/http';
import * as R from 'tessera/router';
import { everyExport } from './every-export.js';

// Hydrates the HTML that ssr.mjs rendered in Node (the test puts it into #root): the same trees,
// in the same order, so any difference is a hydration mismatch, which React reports.
const trees = everyExport({ T, R, H, React, Router, Query });
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

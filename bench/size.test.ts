import { beforeAll, describe, expect, it } from 'vitest';
import {
  listComponents,
  measureSizes,
  readBudgets,
  throughEntry,
  type SizeReport,
} from './size.mjs';

// Deterministic bundle sizes, not timings: each component imported alone and bundled for
// production, in gzip bytes over a React-only baseline. See bench/README.md.
const update = 'run `npm run size:update` and commit bench/size-budgets.json';
const components = await listComponents();
const budgets = readBudgets();
let report: SizeReport;

// One production build per export, each from its own module in lib/. The long timeout is for a
// machine shared with other test runs, where it can take minutes, not for failures.
beforeAll(async () => {
  report = await measureSizes({ names: components });
}, 600_000);

describe('bundle size budgets', () => {
  it.each(components)('%s has a budget and stays within it', (name) => {
    const budget = budgets.components[name];
    if (!budget) {
      throw new Error(
        `${name} has no size budget: ${update} (it measures every export and adds a little headroom).`,
      );
    }
    const size = report.components[name];
    for (const kind of ['js', 'css'] as const) {
      if (size[kind] > budget[kind]) {
        throw new Error(
          `${name} adds ${size[kind]} B of ${kind.toUpperCase()} (gzip), over its budget of ${budget[kind]} B. ` +
            `Make it smaller, or, if the growth is deliberate: ${update} with a message that says why.`,
        );
      }
    }
  });

  it('the whole barrel stays within its budget', () => {
    for (const kind of ['js', 'css'] as const) {
      expect(
        report.barrel[kind],
        `the whole barrel's ${kind.toUpperCase()} (gzip bytes); if deliberate: ${update}`,
      ).toBeLessThanOrEqual(budgets.barrel[kind]);
    }
  });

  it.each(throughEntry)(
    '%s measures the same from its own module as from the package entry a user imports',
    (name) => {
      // The figures above bundle each component from its own module in lib/ (a faster build); that
      // is only honest while the entries re-export without side effects of their own. The bundler
      // orders modules a little differently either way (a few bytes of gzip, under 0.5% for
      // DataTable); a module kept for its side effects would add kilobytes.
      const own = report.components[name]!.js;
      const fromEntry = report.throughEntry[name]!;
      expect(Math.abs(own - fromEntry)).toBeLessThanOrEqual(Math.max(64, fromEntry * 0.01));
    },
  );

  it('importing one component costs less than importing the whole barrel', () => {
    // Tree-shaking works: if it did not, every single import would cost as much as the barrel.
    const button = report.components.Button;
    expect(button.js).toBeLessThan(report.barrel.js);
    expect(button.css).toBeLessThan(report.barrel.css);
  });
});

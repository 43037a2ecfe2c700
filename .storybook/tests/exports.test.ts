import { describe, expect, it } from 'vitest';
import { barrelExports, namesUsedInDocs } from './coverage';

// Every export of the public barrel must be shown somewhere a reader can find it: a story that
// renders or calls it (stories/**/*.tsx, their helpers included) or an MDX page that shows it in
// code. Types are not counted; they are documented with what uses them.
//
// Nothing is left unshown. A name on `notYetDocumented` would be one not shown yet; the list may
// only shrink (a page for a name on it fails the second test until the name is taken off). Do not
// add to it; give a new export a story instead.
const notYetDocumented = new Set<string>([]);

const exported = await barrelExports();
const used = namesUsedInDocs();

describe('the docs cover the public barrel', () => {
  it('shows every export in a story or a docs page', () => {
    const missing = exported.filter((name) => !used.has(name) && !notYetDocumented.has(name));
    expect(
      missing,
      'These exports of the public entries appear in no story and no docs page: give each a story ' +
        '(stories/<Name>.stories.tsx) that renders or calls it',
    ).toEqual([]);
  });

  it('keeps the not-yet-documented list true: each name is still exported and still undocumented', () => {
    const stale = [...notYetDocumented].filter(
      (name) => !exported.includes(name) || used.has(name),
    );
    expect(
      stale,
      'Take these names off notYetDocumented in .storybook/tests/exports.test.ts: they now have ' +
        'a story or page, or are no longer exported',
    ).toEqual([]);
  });
});

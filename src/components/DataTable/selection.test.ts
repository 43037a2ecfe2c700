import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isRowSelected,
  pageCheckedState,
  selectAllResults,
  selectedCount,
  setPageSelected,
  setRowSelected,
} from './selection';
import { emptySelection } from './state';

describe('selection', () => {
  it('selects and deselects single rows', () => {
    const one = setRowSelected(emptySelection, 'a', true);
    expect(isRowSelected(one, 'a')).toBe(true);
    expect(isRowSelected(one, 'b')).toBe(false);
    expect(isRowSelected(setRowSelected(one, 'a', false), 'a')).toBe(false);
  });

  it('returns the same object when nothing changes, so no change is reported', () => {
    const one = setRowSelected(emptySelection, 'a', true);
    expect(setRowSelected(one, 'a', true)).toBe(one);
  });

  it('"all results" selects rows it has never seen, and deselecting one excludes only it', () => {
    const all = selectAllResults();
    expect(isRowSelected(all, 'row-on-page-40')).toBe(true);
    const but = setRowSelected(all, 'x', false);
    expect(but).toEqual({ all: true, ids: ['x'] });
    expect(isRowSelected(but, 'x')).toBe(false);
    expect(selectedCount(but, 1000)).toBe(999);
  });

  it('selecting a page keeps the choices made on other pages', () => {
    const other = setRowSelected(emptySelection, 'p2-row', true);
    const next = setPageSelected(other, ['a', 'b'], true);
    expect(selectedCount(next, 10)).toBe(3);
    expect(isRowSelected(setPageSelected(next, ['a', 'b'], false), 'p2-row')).toBe(true);
  });

  it.each([
    [[], [], false],
    [['a'], ['a', 'b'], 'mixed'],
    [['a', 'b'], ['a', 'b'], true],
    [['z'], ['a', 'b'], false],
  ] as const)('with %j selected, a page of %j shows the header box as %s', (ids, page, state) => {
    expect(pageCheckedState({ all: false, ids: [...ids] }, page)).toBe(state);
  });

  it('an empty page leaves the header checkbox unchecked, even under "all results"', () => {
    expect(pageCheckedState(selectAllResults(), [])).toBe(false);
  });

  it.each([NaN, -5, Infinity])('counts "all results" of a bad total (%s) as none', (total) => {
    expect(selectedCount(selectAllResults(), total)).toBe(0);
  });

  it('toggling any sequence of rows agrees with a plain set of ids', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.array(fc.tuple(fc.constantFrom('a', 'b', 'c', 'd'), fc.boolean())),
        (startAll, ops) => {
          let sel = startAll ? selectAllResults() : emptySelection;
          const model = new Set(startAll ? ['a', 'b', 'c', 'd'] : []);
          for (const [id, on] of ops) {
            sel = setRowSelected(sel, id, on);
            if (on) model.add(id);
            else model.delete(id);
          }
          for (const id of ['a', 'b', 'c', 'd']) expect(isRowSelected(sel, id)).toBe(model.has(id));
          expect(selectedCount(sel, 4)).toBe(model.size);
        },
      ),
    );
  });
});

import { describe, expect, it } from 'vitest';
import { ariaRowIndex, moveInGrid } from './gridNavigation';

const bounds = { rowCount: 101, colCount: 5, pageRows: 10 };
const at = { row: 5, col: 2 };

describe('moveInGrid', () => {
  it.each([
    ['ArrowRight', {}, { row: 5, col: 3 }],
    ['ArrowLeft', {}, { row: 5, col: 1 }],
    ['ArrowDown', {}, { row: 6, col: 2 }],
    ['ArrowUp', {}, { row: 4, col: 2 }],
    ['PageDown', {}, { row: 15, col: 2 }],
    ['PageUp', {}, { row: 0, col: 2 }],
    ['Home', {}, { row: 5, col: 0 }],
    ['End', {}, { row: 5, col: 4 }],
    ['Home', { ctrlKey: true }, { row: 0, col: 0 }],
    ['End', { ctrlKey: true }, { row: 100, col: 4 }],
    ['End', { metaKey: true }, { row: 100, col: 4 }],
  ])('%s %j moves to %j', (key, mods, expected) => {
    expect(moveInGrid(at, { key, ...mods }, bounds)).toEqual(expected);
  });

  it('swaps left and right in right-to-left layouts', () => {
    expect(moveInGrid(at, { key: 'ArrowLeft', rtl: true }, bounds)).toEqual({ row: 5, col: 3 });
    expect(moveInGrid(at, { key: 'ArrowRight', rtl: true }, bounds)).toEqual({ row: 5, col: 1 });
  });

  it('stops at the edges instead of wrapping', () => {
    expect(moveInGrid({ row: 0, col: 0 }, { key: 'ArrowUp' }, bounds)).toEqual({ row: 0, col: 0 });
    expect(moveInGrid({ row: 0, col: 0 }, { key: 'ArrowLeft' }, bounds)).toEqual({
      row: 0,
      col: 0,
    });
    expect(moveInGrid({ row: 100, col: 4 }, { key: 'PageDown' }, bounds)).toEqual({
      row: 100,
      col: 4,
    });
  });

  it('ignores keys that do not navigate', () => {
    expect(moveInGrid(at, { key: 'a' }, bounds)).toBeNull();
    expect(moveInGrid(at, { key: 'Enter' }, bounds)).toBeNull();
  });

  it('survives an empty grid, a position outside it and a NaN page size', () => {
    expect(moveInGrid(at, { key: 'ArrowDown' }, { rowCount: 0, colCount: 0, pageRows: 1 })).toBe(
      null,
    );
    expect(moveInGrid({ row: 900, col: 9 }, { key: 'ArrowUp' }, bounds)).toEqual({
      row: 99,
      col: 4,
    });
    expect(moveInGrid(at, { key: 'PageDown' }, { ...bounds, pageRows: NaN })).toEqual({
      row: 6,
      col: 2,
    });
  });
});

describe('ariaRowIndex', () => {
  it('counts the header row as 1, so the first data row is 2', () => {
    expect(ariaRowIndex(0)).toBe(2);
  });
  it('counts the rows of earlier pages', () => {
    expect(ariaRowIndex(0, 3, 25)).toBe(77);
  });
});

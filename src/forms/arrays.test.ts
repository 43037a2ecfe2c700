import { describe, expect, it } from 'vitest';
import { appendRow, insertRow, moveRow, remapKey, remapMap, removeRow, RowKeys } from './arrays';

const rows = ['a', 'b', 'c'];
const keys = ['k0', 'k1', 'k2'];

describe('row operations', () => {
  it('appends with a new key and keeps every old row where it was', () => {
    const next = appendRow(rows, keys, 'd');
    expect(next.rows).toEqual(['a', 'b', 'c', 'd']);
    expect(next.keys.slice(0, 3)).toEqual(keys);
    expect(new Set(next.keys).size).toBe(4);
    expect(next.mapping(2)).toBe(2);
  });

  it('inserts before an index (clamped) and moves the rows after it down', () => {
    const next = insertRow(rows, keys, 1, 'x');
    expect(next.rows).toEqual(['a', 'x', 'b', 'c']);
    expect([0, 1, 2].map(next.mapping)).toEqual([0, 2, 3]);
    expect(insertRow(rows, keys, 99, 'y').rows.at(-1)).toBe('y');
  });

  it('removes a row, drops its index and moves the rest up; out of range is no change', () => {
    const next = removeRow(rows, keys, 1)!;
    expect(next.rows).toEqual(['a', 'c']);
    expect(next.keys).toEqual(['k0', 'k2']);
    expect([0, 1, 2].map(next.mapping)).toEqual([0, undefined, 1]);
    expect(removeRow(rows, keys, 3)).toBeNull();
  });

  it('moves a row with its key; the same place or out of range is no change', () => {
    const next = moveRow(rows, keys, 0, 2)!;
    expect(next.rows).toEqual(['b', 'c', 'a']);
    expect(next.keys).toEqual(['k1', 'k2', 'k0']);
    expect([0, 1, 2].map(next.mapping)).toEqual([2, 0, 1]);
    expect(moveRow(rows, keys, 1, 1)).toBeNull();
    expect(moveRow(rows, keys, -1, 1)).toBeNull();
  });
});

describe('renaming per-row state', () => {
  const mapping = (i: number) => (i === 0 ? undefined : i - 1);

  it('renames keys inside the list, drops the removed row and keeps everything else', () => {
    expect(remapKey('rows.2.city', 'rows', mapping)).toBe('rows.1.city');
    expect(remapKey('rows.0', 'rows', mapping)).toBeUndefined();
    expect(remapKey('rowsExtra.1', 'rows', mapping)).toBeNull();
    expect(remapKey('rows.name', 'rows', mapping)).toBeNull();
    const map = new Map([
      ['rows.0.a', 1],
      ['rows.1.a', 2],
      ['other', 3],
    ]);
    expect([...remapMap(map, 'rows', mapping)]).toEqual([
      ['rows.0.a', 2],
      ['other', 3],
    ]);
  });

  it('keeps row keys stable, extends and cuts them to the list length', () => {
    const rowKeys = new RowKeys();
    const first = rowKeys.get('rows', 2);
    expect(rowKeys.get('rows', 2)).toBe(first);
    const longer = rowKeys.get('rows', 3);
    expect(longer.slice(0, 2)).toEqual(first);
    expect(rowKeys.get('rows', 1)).toEqual([first[0]]);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  defaultTableState,
  tableStateFromSearchParams,
  tableStateToSearchParams,
  type DataTableState,
} from './state';

const id = fc.stringMatching(/^[a-z][a-zA-Z0-9_]{0,11}$/);

const urlState = fc.record({
  sorting: fc.uniqueArray(fc.record({ id, desc: fc.boolean() }), {
    selector: (s) => s.id,
    maxLength: 3,
  }),
  columnFilters: fc.uniqueArray(fc.record({ id, value: fc.string({ minLength: 1 }) }), {
    selector: (f) => f.id,
    maxLength: 3,
  }),
  globalFilter: fc.string(),
  pageIndex: fc.nat({ max: 100_000 }),
  pageSize: fc.integer({ min: 1, max: 1000 }),
  columnVisibility: fc.dictionary(id, fc.constant(false), { maxKeys: 4 }),
});

describe('tableStateToSearchParams / tableStateFromSearchParams', () => {
  it('round-trips every state that belongs in a URL, through the URL string', () => {
    fc.assert(
      fc.property(urlState, (state) => {
        const url = tableStateToSearchParams(state).toString();
        const back = { ...defaultTableState(), ...tableStateFromSearchParams(url) };
        const { selection: _selection, ...rest } = back;
        expect(rest).toEqual(state);
      }),
    );
  });

  it('writes nothing for an untouched table, so its URL stays clean', () => {
    expect(tableStateToSearchParams(defaultTableState()).toString()).toBe('');
  });

  it('writes a readable URL: sort keys with "-" for descending, a one-based page', () => {
    const state: Partial<DataTableState> = {
      sorting: [
        { id: 'status', desc: false },
        { id: 'due', desc: true },
      ],
      globalFilter: 'report',
      columnFilters: [{ id: 'status', value: 'open' }],
      pageIndex: 1,
      pageSize: 50,
      columnVisibility: { points: false, title: true },
    };
    expect(tableStateToSearchParams(state).toString()).toBe(
      'sort=status%2C-due&q=report&f.status=open&page=2&size=50&hide=points',
    );
  });

  it('leaves selection out of the URL', () => {
    const params = tableStateToSearchParams({ selection: { all: true, ids: ['a'] } });
    expect(params.toString()).toBe('');
  });

  it.each([
    ['page=abc', {}],
    ['page=0', {}],
    ['page=-2', {}],
    ['size=NaN', {}],
    ['size=1e3', {}],
    ['page=99999999999', {}],
    ['sort=,-,', {}],
    ['hide=,', {}],
    ['f.=x', {}],
    ['q=', {}],
  ])('ignores the malformed "%s" instead of throwing', (query, expected) => {
    expect(tableStateFromSearchParams(query)).toEqual(expected);
  });

  it('reads emoji and right-to-left text in the search unchanged', () => {
    const q = 'تقرير 📊';
    const url = tableStateToSearchParams({ globalFilter: q }).toString();
    expect(tableStateFromSearchParams(url).globalFilter).toBe(q);
  });
});

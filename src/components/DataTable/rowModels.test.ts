import {
  createTable,
  getCoreRowModel,
  getFilteredRowModel,
  getSortedRowModel,
  type RowModel,
  type SortingState,
  type Table,
  type TableOptionsResolved,
} from '@tanstack/react-table';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toColumnDefs, type DataTableColumn } from './columns';
import { lightCoreRowModel, lightFilteredRowModel, lightSortedRowModel } from './rowModels';

interface Item {
  name?: string;
  size?: number;
  label: string;
}

const columns: DataTableColumn<Item>[] = [
  { key: 'name', header: 'Name' },
  { key: 'size', header: 'Size' },
  { id: 'label', header: 'Label', value: (item) => item.label.toUpperCase() },
];

function makeTable(
  data: Item[],
  sorting: SortingState,
  globalFilter: string,
  light: boolean,
): Table<Item> {
  const options: TableOptionsResolved<Item> = {
    data,
    columns: toColumnDefs(columns),
    state: { sorting, globalFilter, columnFilters: [], rowSelection: {} },
    onStateChange: () => {},
    renderFallbackValue: null,
    getCoreRowModel: light ? lightCoreRowModel() : getCoreRowModel(),
    getSortedRowModel: light ? lightSortedRowModel() : getSortedRowModel(),
    getFilteredRowModel: light ? lightFilteredRowModel() : getFilteredRowModel(),
    globalFilterFn: 'includesString',
    getColumnCanGlobalFilter: () => true,
    enableMultiSort: true,
  };
  return createTable(options);
}

const ids = (model: RowModel<Item>) => model.rows.map((row) => row.id);

const item = fc.record(
  {
    name: fc.oneof(fc.constantFrom('a', 'b', 'B', 'a2', 'a10', ''), fc.string({ maxLength: 3 })),
    size: fc.integer({ min: -3, max: 3 }),
    label: fc.string({ maxLength: 3 }),
  },
  { requiredKeys: ['label'] },
);
const sorting = fc.uniqueArray(
  fc.record({ id: fc.constantFrom('name', 'size', 'label'), desc: fc.boolean() }),
  { selector: (s) => s.id, maxLength: 3 },
);

describe('light row models', () => {
  it('sort and filter exactly as TanStack’s own row models', () => {
    fc.assert(
      fc.property(
        fc.array(item, { maxLength: 40 }),
        sorting,
        fc.constantFrom('', 'a', '1'),
        (data, sort, filter) => {
          const light = makeTable(data, sort, filter, true);
          const full = makeTable(data, sort, filter, false);
          expect(ids(light.getRowModel())).toEqual(ids(full.getRowModel()));
          expect(ids(light.getFilteredRowModel())).toEqual(ids(full.getFilteredRowModel()));
        },
      ),
    );
  });

  it('gives rows their values, visible cells and TanStack’s other row methods', () => {
    const table = makeTable([{ name: 'x', size: 2, label: 'ab' }], [], '', true);
    const [row] = table.getRowModel().rows;
    expect(row!.getValue('label')).toBe('AB');
    expect(row!.getVisibleCells().map((cell) => cell.getValue())).toEqual(['x', 2, 'AB']);
    expect(row!.getVisibleCells()).toBe(row!.getVisibleCells());
    expect(row!.getIsSelected()).toBe(false);
    expect(table.getRow('0')).toBe(row);
  });
});

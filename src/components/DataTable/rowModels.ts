'use client';

import {
  createCell,
  createRow,
  getFilteredRowModel,
  type Cell,
  type Column,
  type Row,
  type RowModel,
  type Table,
} from '@tanstack/react-table';

/*
 * Row models for flat data (no sub-rows, no grouping) that cost little with 100,000 rows.
 *
 * TanStack's core row model gives every row some forty closures and memo caches, built eagerly:
 * with 100,000 rows that is millions of objects before the first paint, and the garbage collector
 * then pauses scrolling. Here a row is three fields (`id`, `index`, `original`) over a prototype
 * shared by the table's rows; its cells are made when it is first rendered. Any other row method of
 * TanStack's features (selection, expanding, pinning…) still works: it is delegated to a full
 * TanStack row made on first use.
 */

type LightRow<TData> = Row<TData> & {
  _values?: Record<string, unknown>;
  _full?: Row<TData>;
  _cells?: Cell<TData, unknown>[];
  _cellsFor?: Column<TData, unknown>[];
  _cellsById?: Record<string, Cell<TData, unknown>>;
  _visible?: Cell<TData, unknown>[];
  _visibleFor?: Column<TData, unknown>[];
  _meta?: Record<string, unknown>;
};

const noRows: never[] = [];

function rowPrototype<TData>(table: Table<TData>): object {
  const proto = {
    depth: 0,
    parentId: undefined,
    subRows: noRows,
    getValue(this: LightRow<TData>, columnId: string) {
      const values = (this._values ??= {});
      if (columnId in values) return values[columnId];
      const column = table.getColumn(columnId);
      if (!column?.accessorFn) return undefined;
      return (values[columnId] = column.accessorFn(this.original, this.index));
    },
    getUniqueValues(this: LightRow<TData>, columnId: string) {
      return [this.getValue(columnId)];
    },
    renderValue(this: LightRow<TData>, columnId: string) {
      return this.getValue(columnId) ?? table.options.renderFallbackValue;
    },
    getLeafRows: () => [],
    getParentRow: () => undefined,
    getParentRows: () => [],
    getAllCells(this: LightRow<TData>) {
      const columns = table.getAllLeafColumns();
      if (this._cellsFor !== columns) {
        this._cells = columns.map((column) => createCell(table, this, column, column.id));
        this._cellsFor = columns;
        this._cellsById = undefined;
      }
      return this._cells!;
    },
    _getAllCellsByColumnId(this: LightRow<TData>) {
      const cells = this.getAllCells();
      return (this._cellsById ??= Object.fromEntries(cells.map((cell) => [cell.column.id, cell])));
    },
    getVisibleCells(this: LightRow<TData>) {
      // The visible leaf columns, in order (TanStack keeps the same array until they change).
      const columns = table.getVisibleLeafColumns();
      if (this._visibleFor !== columns || this._cellsFor !== table.getAllLeafColumns()) {
        const byId = this._getAllCellsByColumnId();
        this._visible = columns.map((column) => byId[column.id]!);
        this._visibleFor = columns;
      }
      return this._visible!;
    },
  };
  // Filters write their results here; a row that is never filtered never gets the object.
  Object.defineProperty(proto, 'columnFiltersMeta', {
    get(this: LightRow<TData>) {
      return (this._meta ??= {});
    },
    set(this: LightRow<TData>, value: Record<string, unknown>) {
      this._meta = value;
    },
  });
  // Everything else a feature puts on a row goes to a full TanStack row, made when first asked for.
  const sample = createRow(table, '', undefined as TData, 0, 0);
  for (const key of Object.keys(sample)) {
    if (key in proto || typeof (sample as unknown as Record<string, unknown>)[key] !== 'function') {
      continue;
    }
    Object.defineProperty(proto, key, {
      value(this: LightRow<TData>, ...args: unknown[]) {
        const full = (this._full ??= createRow(table, this.id, this.original, this.index, 0));
        return (full as unknown as Record<string, (...a: unknown[]) => unknown>)[key]!(...args);
      },
    });
  }
  return proto;
}

/** The core row model: one light row per item of `data`, ids from `getRowId` or the index. */
export function lightCoreRowModel<TData>(): (table: Table<TData>) => () => RowModel<TData> {
  return (table) => {
    let proto: object | undefined;
    let lastData: readonly TData[] | undefined;
    let lastGetRowId: Table<TData>['options']['getRowId'];
    let model: RowModel<TData> | undefined;
    return () => {
      const { data, getRowId } = table.options;
      if (model && data === lastData && getRowId === lastGetRowId) return model;
      proto ??= rowPrototype(table);
      const rows: Row<TData>[] = new Array(data.length);
      for (let index = 0; index < data.length; index++) {
        const row = Object.create(proto) as LightRow<TData>;
        const original = data[index]!;
        row.id = getRowId ? getRowId(original, index) : String(index);
        row.index = index;
        row.original = original;
        rows[index] = row;
      }
      let byId: Record<string, Row<TData>> | undefined;
      lastData = data;
      lastGetRowId = getRowId;
      model = {
        rows,
        flatRows: rows,
        // Only TanStack's per-row lookups need it, and they are rare: built on first use.
        get rowsById() {
          return (byId ??= Object.fromEntries(rows.map((row) => [row.id, row])));
        },
      };
      return model;
    };
  };
}

/** TanStack's filtered row model, skipped while no filter is set (it would tag every row). */
export function lightFilteredRowModel<TData>(): (table: Table<TData>) => () => RowModel<TData> {
  return (table) => {
    const filtered = getFilteredRowModel<TData>()(table);
    return () => {
      const { columnFilters, globalFilter } = table.getState();
      if (!columnFilters.length && !globalFilter) return table.getPreFilteredRowModel();
      return filtered();
    };
  };
}

/**
 * TanStack's sorted row model for flat rows: the same comparison (sorting functions, undefined
 * last, descending, inverted, then the original order), without copying each row.
 */
export function lightSortedRowModel<TData>(): (table: Table<TData>) => () => RowModel<TData> {
  return (table) => {
    let lastSorting: unknown;
    let lastInput: RowModel<TData> | undefined;
    let model: RowModel<TData> | undefined;
    return () => {
      const input = table.getPreSortedRowModel();
      const sorting = table.getState().sorting;
      if (!input.rows.length || !sorting.length) return input;
      if (model && sorting === lastSorting && input === lastInput) return model;
      const available = sorting
        .filter((sort) => table.getColumn(sort.id)?.getCanSort())
        .map((sort) => {
          const column = table.getColumn(sort.id)!;
          return {
            id: sort.id,
            desc: sort.desc ?? false,
            sortUndefined: column.columnDef.sortUndefined,
            invertSorting: column.columnDef.invertSorting,
            sortingFn: column.getSortingFn(),
          };
        });
      const rows = input.rows.slice().sort((rowA, rowB) => {
        for (const entry of available) {
          let sortInt = 0;
          if (entry.sortUndefined) {
            const aUndefined = rowA.getValue(entry.id) === undefined;
            const bUndefined = rowB.getValue(entry.id) === undefined;
            if (aUndefined || bUndefined) {
              if (entry.sortUndefined === 'first') return aUndefined ? -1 : 1;
              if (entry.sortUndefined === 'last') return aUndefined ? 1 : -1;
              const order = entry.sortUndefined as number;
              sortInt = aUndefined && bUndefined ? 0 : aUndefined ? order : -order;
            }
          }
          if (sortInt === 0) sortInt = entry.sortingFn(rowA, rowB, entry.id);
          if (sortInt !== 0) {
            if (entry.desc) sortInt *= -1;
            if (entry.invertSorting) sortInt *= -1;
            return sortInt;
          }
        }
        return rowA.index - rowB.index;
      });
      lastSorting = sorting;
      lastInput = input;
      model = {
        rows,
        flatRows: rows,
        get rowsById() {
          return input.rowsById;
        },
      };
      return model;
    };
  };
}

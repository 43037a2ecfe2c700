import type { ColumnDef, FilterFn } from '@tanstack/react-table';
import type { ReactNode } from 'react';

/** A choice in a column's select filter. */
export interface DataTableFilterOption {
  value: string;
  label: string;
}

interface DataTableColumnBase {
  /** The column header's text; it also names the sort button and the column in menus. */
  header: string;
  /** Whether the header sorts the column. @default true */
  sortable?: boolean;
  /** A per-column filter: a text box, or a select of the given options. */
  filter?: 'text' | { options: DataTableFilterOption[] };
  /** Whether the user may hide the column. @default true */
  hideable?: boolean;
  /** Whether the user may resize the column. @default true */
  resizable?: boolean;
  /** Initial width in pixels. @default 160 */
  width?: number;
  /** Smallest width in pixels when resizing. @default 64 */
  minWidth?: number;
  /** Largest width in pixels when resizing. @default 800 */
  maxWidth?: number;
  /** Text alignment; `end` for numbers. @default 'start' */
  align?: 'start' | 'end';
  /**
   * Takes the width the other columns leave (a title, a description): `width` is then its smallest
   * width, and it is not resizable. @default false
   */
  grow?: boolean;
}

/** A column that shows one field of the row: `key` names it, and `cell` receives its typed value. */
export type DataTableKeyColumn<TData, K extends keyof TData & string> = DataTableColumnBase & {
  key: K;
  /** The column's id (in state and URLs); defaults to `key`. */
  id?: string;
  /** Renders the cell; by default the value as text. */
  cell?: (value: TData[K], row: TData) => ReactNode;
};

/** A column computed from the whole row. */
export type DataTableComputedColumn<TData, TValue = unknown> = DataTableColumnBase & {
  key?: never;
  /** The column's id (in state and URLs). */
  id: string;
  /** The value sorted and filtered on. */
  value: (row: TData) => TValue;
  /** Renders the cell; by default the value as text. */
  cell?: (value: TValue, row: TData) => ReactNode;
};

/**
 * A DataTable column. Write columns as an array literal typed `DataTableColumn<Row>[]`: for a `key`
 * column TypeScript knows the type of the value `cell` receives.
 */
export type DataTableColumn<TData> =
  | { [K in keyof TData & string]: DataTableKeyColumn<TData, K> }[keyof TData & string]
  | DataTableComputedColumn<TData, unknown>;

/** What a column carries to the header and the toolbar, beyond TanStack's own definition. */
export interface ColumnMeta {
  header: string;
  align: 'start' | 'end';
  filter: DataTableColumnBase['filter'];
  hideable: boolean;
  resizable: boolean;
  /** Takes the table's spare width. */
  grow?: boolean;
  /** Internal columns (selection, actions) are not data and take no part in menus. */
  internal?: boolean;
}

export function columnId<TData>(column: DataTableColumn<TData>): string {
  return column.id ?? (column.key as string);
}

function displayValue(value: unknown): ReactNode {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isNaN(value) ? '' : String(value);
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toLocaleDateString();
  return String(value);
}

const textFilter: FilterFn<unknown> = (row, id, filterValue) => {
  const needle = String(filterValue ?? '')
    .trim()
    .toLocaleLowerCase();
  if (!needle) return true;
  return String(row.getValue(id) ?? '')
    .toLocaleLowerCase()
    .includes(needle);
};

const equalsFilter: FilterFn<unknown> = (row, id, filterValue) =>
  filterValue === '' || filterValue === undefined || String(row.getValue(id)) === filterValue;

/** Our column definitions as TanStack's, so the user never writes TanStack's types. */
export function toColumnDefs<TData>(
  columns: readonly DataTableColumn<TData>[],
): ColumnDef<TData, unknown>[] {
  return columns.map((column) => {
    const id = columnId(column);
    const accessor =
      column.key !== undefined
        ? (row: TData) => row[column.key as keyof TData]
        : (column as DataTableComputedColumn<TData>).value;
    const render = column.cell as ((value: unknown, row: TData) => ReactNode) | undefined;
    const meta: ColumnMeta = {
      header: column.header,
      align: column.align ?? 'start',
      filter: column.filter,
      hideable: column.hideable ?? true,
      resizable: !column.grow && (column.resizable ?? true),
      grow: column.grow ?? false,
    };
    return {
      id,
      accessorFn: accessor,
      header: column.header,
      cell: (ctx) =>
        render ? render(ctx.getValue(), ctx.row.original) : displayValue(ctx.getValue()),
      enableSorting: column.sortable ?? true,
      enableHiding: meta.hideable,
      enableResizing: meta.resizable,
      enableColumnFilter: column.filter !== undefined,
      filterFn: (typeof column.filter === 'object' ? equalsFilter : textFilter) as FilterFn<TData>,
      sortUndefined: 'last',
      size: column.width ?? 160,
      minSize: column.minWidth ?? 64,
      maxSize: column.maxWidth ?? 800,
      meta,
    } satisfies ColumnDef<TData, unknown>;
  });
}

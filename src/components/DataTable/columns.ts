'use client';

import type { Column, ColumnDef, FilterFn } from '@tanstack/react-table';
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

/** How far one arrow key on a column's resize edge moves it, in pixels. */
export const RESIZE_STEP = 16;

/**
 * How far one "Wider" or "Narrower" in the Columns menu moves a column, in pixels: three key
 * steps, since each menu step is a click (about five characters of text).
 */
export const MENU_RESIZE_STEP = 48;

/** A column's width moved by `delta` pixels (or to an end), within its smallest and largest width. */
export function steppedWidth<TData>(
  column: Column<TData, unknown>,
  step: number | 'min' | 'max',
): number {
  const { minSize = 0, maxSize = Infinity } = column.columnDef;
  if (step === 'min') return minSize;
  if (step === 'max') return maxSize;
  return Math.min(maxSize, Math.max(minSize, column.getSize() + step));
}

/** The ids and width of the table's own columns: the row checkboxes and the row actions. */
export const SELECT_ID = '__select';
export const ACTIONS_ID = '__actions';
export const SELECT_WIDTH = 48;
const ACTIONS_WIDTH = 112;

/** A column of the table's own (not data): fixed width, no sorting, filtering, hiding or resizing. */
function internalColumn<TData>(
  id: string,
  header: string,
  size: number,
): ColumnDef<TData, unknown> {
  return {
    id,
    header,
    size,
    minSize: size,
    maxSize: size,
    enableSorting: false,
    enableHiding: false,
    enableResizing: false,
    enableColumnFilter: false,
    enableGlobalFilter: false,
    meta: {
      header,
      align: 'start',
      filter: undefined,
      hideable: false,
      resizable: false,
      internal: true,
    } satisfies ColumnMeta,
  };
}

/** The selection column first and the actions column (named `actionsLabel`) last, when asked for. */
export function withInternalColumns<TData>(
  defs: ColumnDef<TData, unknown>[],
  {
    selectable,
    selectLabel,
    actionsLabel,
  }: { selectable: boolean; selectLabel: string; actionsLabel: string | undefined },
): ColumnDef<TData, unknown>[] {
  return [
    ...(selectable ? [internalColumn<TData>(SELECT_ID, selectLabel, SELECT_WIDTH)] : []),
    ...defs,
    ...(actionsLabel !== undefined
      ? [internalColumn<TData>(ACTIONS_ID, actionsLabel, ACTIONS_WIDTH)]
      : []),
  ];
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

/** The row's value in the first column, as text: what names a row by default ("Select <text>"). */
export function firstColumnText<TData>(columns: readonly DataTableColumn<TData>[], row: TData) {
  const first = columns[0];
  if (!first) return '';
  const value =
    first.key !== undefined
      ? row[first.key as keyof TData]
      : (first as DataTableComputedColumn<TData>).value(row);
  return value === null || value === undefined ? '' : String(value);
}

/** Where a column sticks, in pixels from the inline start; `undefined` for a column that scrolls. */
export type StickyOffset = (columnId: string, index: number) => { offset: number } | undefined;

export const noStickyOffset: StickyOffset = () => undefined;

/** A sticky first column: the selection column, and the first data column after it. */
export function stickyOffsets(leafColumns: readonly { id: string }[]): StickyOffset {
  const firstData = leafColumns.find((c) => c.id !== SELECT_ID);
  return (columnId, index) => {
    if (columnId === SELECT_ID) return { offset: 0 };
    if (firstData?.id !== columnId) return undefined;
    return { offset: index === 0 ? 0 : SELECT_WIDTH };
  };
}

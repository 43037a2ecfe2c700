'use client';

import {
  getPaginationRowModel,
  useReactTable,
  type ColumnSizingState,
  type OnChangeFn,
  type Updater,
} from '@tanstack/react-table';
import { useCallback, useMemo } from 'react';
import {
  toColumnDefs,
  withInternalColumns,
  type ColumnMeta,
  type DataTableColumn,
} from './columns';
import { lightCoreRowModel, lightFilteredRowModel, lightSortedRowModel } from './rowModels';
import type { useDataTableState } from './useDataTableState';

function resolve<T>(updater: Updater<T>, current: T): T {
  return typeof updater === 'function' ? (updater as (old: T) => T)(current) : updater;
}

interface DataTableInstanceOptions<TData> {
  data: readonly TData[];
  columns: readonly DataTableColumn<TData>[];
  /** The table's state and its setters (controlled or not): TanStack reads and writes only these. */
  state: ReturnType<typeof useDataTableState>;
  getRowId: ((row: TData, index: number) => string) | undefined;
  selectable: boolean;
  /** The row actions column's header, when there is one. */
  rowActionsLabel: string | undefined;
  /** The selection column's name. */
  selectLabel: string;
  manual: boolean;
  paginated: boolean;
  rowCount: number | undefined;
  columnSizing: ColumnSizingState;
  onColumnSizingChange: OnChangeFn<ColumnSizingState>;
  rtl: boolean;
}

/**
 * The TanStack Table instance behind a DataTable: our columns as TanStack's (plus the selection and
 * actions columns), our state as its state, and the light row models (sorting, filtering, paging on
 * the client unless `manual`).
 */
export function useDataTableInstance<TData>({
  data,
  columns,
  state,
  getRowId,
  selectable,
  rowActionsLabel,
  selectLabel,
  manual,
  paginated,
  rowCount,
  columnSizing,
  onColumnSizingChange,
  rtl,
}: DataTableInstanceOptions<TData>) {
  const columnDefs = useMemo(
    () =>
      withInternalColumns(toColumnDefs(columns), {
        selectable,
        selectLabel,
        actionsLabel: rowActionsLabel,
      }),
    [columns, selectable, selectLabel, rowActionsLabel],
  );

  const rowIdOf = useCallback(
    (row: TData, index: number) => (getRowId ? getRowId(row, index) : String(index)),
    [getRowId],
  );

  return useReactTable<TData>({
    data: data as TData[],
    columns: columnDefs,
    getRowId: rowIdOf,
    state: {
      sorting: state.sorting,
      columnFilters: state.columnFilters,
      globalFilter: state.globalFilter,
      pagination: { pageIndex: state.pageIndex, pageSize: state.pageSize },
      columnVisibility: state.columnVisibility,
      columnSizing,
    },
    onSortingChange: (u) => state.setSorting(resolve(u, state.sorting)),
    onColumnFiltersChange: (u) =>
      state.setColumnFilters(
        resolve(u, state.columnFilters)
          .map((f) => ({ id: f.id, value: String(f.value ?? '') }))
          .filter((f) => f.value !== ''),
      ),
    onGlobalFilterChange: (u) =>
      state.setGlobalFilter(String(resolve(u, state.globalFilter) ?? '')),
    onPaginationChange: (u) =>
      state.setPage(resolve(u, { pageIndex: state.pageIndex, pageSize: state.pageSize })),
    onColumnVisibilityChange: (u) => state.setColumnVisibility(resolve(u, state.columnVisibility)),
    onColumnSizingChange,
    getCoreRowModel: lightCoreRowModel(),
    getSortedRowModel: manual ? undefined : lightSortedRowModel(),
    getFilteredRowModel: manual ? undefined : lightFilteredRowModel(),
    getPaginationRowModel: paginated && !manual ? getPaginationRowModel() : undefined,
    globalFilterFn: (row, id, value) =>
      String(row.getValue(id) ?? '')
        .toLocaleLowerCase()
        .includes(
          String(value ?? '')
            .trim()
            .toLocaleLowerCase(),
        ),
    getColumnCanGlobalFilter: (column) => !(column.columnDef.meta as ColumnMeta).internal,
    manualSorting: manual,
    manualFiltering: manual,
    manualPagination: manual,
    rowCount: manual ? rowCount : undefined,
    autoResetPageIndex: false,
    sortDescFirst: false,
    enableMultiSort: true,
    isMultiSortEvent: (e) => (e as MouseEvent).shiftKey,
    columnResizeMode: 'onChange',
    columnResizeDirection: rtl ? 'rtl' : 'ltr',
  });
}

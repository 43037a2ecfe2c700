'use client';

import { useTranslate } from '../../i18n/context';
import * as english from '../../i18n/english';
import type { ColumnSizingState } from '@tanstack/react-table';
import {
  useCallback,
  useRef,
  useState,
  type ComponentProps,
  type CSSProperties,
  type ReactNode,
} from 'react';
import { cx } from '../../utils/cx';
import { numberFormatter } from '../../utils/formatNumber';
import { useLocale } from '../LocaleProvider/LocaleProvider';
import { Pagination, type PaginationProps } from '../Pagination/Pagination';
import {
  firstColumnText,
  noStickyOffset,
  stickyOffsets,
  type ColumnMeta,
  type DataTableColumn,
} from './columns';
import styles from './DataTable.module.css';
import { DataTableColumnWidths, DataTableHeader } from './DataTableHeader';
import { DataTableRows, noRows } from './DataTableRows';
import { DataTableSelectionBar } from './DataTableSelectionBar';
import {
  DataTableBodyMessage,
  DataTableResultsStatus,
  DataTableSkeletonRows,
} from './DataTableStatus';
import { DataTableToolbar } from './DataTableToolbar';
import { selectAllResults, setPageSelected, setRowSelected, usePageSelection } from './selection';
import { emptySelection } from './state';
import { useDataTableInstance } from './useDataTableInstance';
import {
  useDataTableState,
  withoutStateProps,
  type DataTableStateProps,
} from './useDataTableState';
import { useTableGrid } from './useTableGrid';
import { useTableMeasure } from './useTableMeasure';

/** More rows than this are virtualized when `virtualize` is `'auto'`. */
const VIRTUALIZE_ABOVE = 100;

export interface DataTableProps<TData>
  extends Omit<ComponentProps<'div'>, 'children' | 'onError'>, DataTableStateProps {
  /** The rows: all of them, or with `manual`, the current page from the server. */
  data: readonly TData[];
  /** The columns, in order. */
  columns: readonly DataTableColumn<TData>[];
  /** The table's accessible name ("Tasks"); also used in its search and pagination labels. */
  label: string;
  /** A stable id per row, used for selection. @default the row's index */
  getRowId?: (row: TData, index: number) => string;
  /** Names a row for its checkbox ("Select Write the report"). @default the first column's text */
  getRowLabel?: (row: TData) => string;
  /** A WAI-ARIA grid (arrow-key navigation) instead of a plain table. @default selectable or with row actions */
  interactive?: boolean;
  /** Checkboxes to select rows, a header checkbox for the page, and "Select all N results". @default false */
  selectable?: boolean;
  /** Renders each row's actions (a menu or buttons) in a last column. */
  rowActions?: (row: TData) => ReactNode;
  /** The actions column's header. @default the locale's `dataTable.actions` ('Actions') */
  rowActionsLabel?: string;
  /** Shows the global search box. @default false */
  searchable?: boolean;
  /** Splits the rows into pages with a pager; with `manual`, the server pages. @default false */
  paginated?: boolean;
  /** Page sizes offered. @default [10, 25, 50, 100] */
  pageSizeOptions?: number[];
  /** The server sorts, filters and pages: `data` is the current page and `rowCount` the total. @default false */
  manual?: boolean;
  /** The number of results on the server (with `manual`). */
  rowCount?: number;
  /** First load: skeleton rows keep the layout. @default false */
  loading?: boolean;
  /** Reloading with rows on screen: they stay, the table is `aria-busy` and a thin bar runs. @default false */
  refreshing?: boolean;
  /** An error message (or `true`); replaces the rows. */
  error?: ReactNode;
  /** Shows a Retry button with the error. */
  onRetry?: () => void;
  /** What an empty table shows (no data at all, as opposed to no results for a filter). */
  renderEmpty?: () => ReactNode;
  /** Extra props for the pager (labels for translation, `getPageHref` for links to pages). */
  paginationProps?: Partial<PaginationProps>;
  /** Keeps the first column in view while scrolling sideways (narrow screens). @default false */
  stickyFirstColumn?: boolean;
  /** The scroll area's largest height; the header sticks to its top. @default '32rem' */
  maxHeight?: CSSProperties['maxHeight'];
  /** Row height in pixels, used by virtualization. @default 40 */
  rowHeight?: number;
  /** Renders only the rows in view. `'auto'` turns it on above 100 rows. @default 'auto' */
  virtualize?: boolean | 'auto';
  /** Extra controls at the end of the toolbar. */
  toolbar?: ReactNode;
  /** Actions on the selected rows ("Mark done"), shown beside the selection count while rows are selected. */
  selectionActions?: ReactNode;
}

/**
 * Renders server or client data as an accessible table: sorting, filtering, pagination, selection,
 * resizable and hideable columns, and virtualization for up to 100,000 rows. With selection or row
 * actions it becomes a WAI-ARIA grid with arrow-key navigation; otherwise it is a plain `<table>`.
 */
export function DataTable<TData>(allProps: DataTableProps<TData>) {
  // The state props (`state`, `defaultState` and their handlers) go to the state hook as they came.
  const state = useDataTableState(allProps);
  const {
    data,
    columns,
    label,
    getRowId,
    getRowLabel,
    interactive: interactiveProp,
    selectable = false,
    rowActions,
    rowActionsLabel: rowActionsLabelProp,
    searchable = false,
    paginated = false,
    pageSizeOptions = [10, 25, 50, 100],
    manual = false,
    rowCount: rowCountProp,
    loading = false,
    refreshing = false,
    error,
    onRetry,
    renderEmpty,
    paginationProps,
    stickyFirstColumn = false,
    maxHeight = '32rem',
    rowHeight = 40,
    virtualize = 'auto',
    toolbar,
    selectionActions,
    className,
    style,
    ...rest
  } = allProps;
  const props = withoutStateProps(rest);
  const t = useTranslate('dataTable', english.dataTable);
  const rowActionsLabel = rowActionsLabelProp ?? t('actions');
  const { locale } = useLocale();
  const formatNumber = useCallback((n: number) => numberFormatter(locale).format(n), [locale]);
  const [columnSizing, setColumnSizing] = useState<ColumnSizingState>({});
  const scrollRef = useRef<HTMLDivElement>(null);
  const tableRef = useRef<HTMLTableElement>(null);
  const theadRef = useRef<HTMLTableSectionElement>(null);
  const { rtl, headerHeight } = useTableMeasure({
    theadRef,
    rowHeight,
    columnSizing,
    loading,
  });

  const grid = interactiveProp ?? (selectable || rowActions !== undefined);
  const rows0 = Array.isArray(data) ? data : [];

  const table = useDataTableInstance({
    data: rows0,
    columns,
    state,
    getRowId,
    selectable,
    rowActionsLabel: rowActions ? rowActionsLabel : undefined,
    selectLabel: t('selectColumn'),
    manual,
    paginated,
    rowCount: rowCountProp,
    columnSizing,
    onColumnSizingChange: setColumnSizing,
    rtl,
  });

  const rows = table.getRowModel().rows;
  const total = manual
    ? Math.max(
        0,
        Math.floor(Number.isFinite(rowCountProp) ? (rowCountProp as number) : rows.length),
      )
    : table.getFilteredRowModel().rows.length;
  const leafColumns = table.getVisibleLeafColumns();
  const dataColumns = table
    .getAllLeafColumns()
    .filter((c) => !(c.columnDef.meta as ColumnMeta).internal);
  const filtersActive = state.globalFilter !== '' || state.columnFilters.length > 0;

  const virtualized = virtualize === 'auto' ? rows.length > VIRTUALIZE_ABOVE : virtualize;
  const showRows = !loading && !error && rows.length > 0;
  const { gridKeys, virtualizerRef } = useTableGrid(tableRef, scrollRef, {
    enabled: grid,
    rowCount: (showRows ? rows.length : 0) + 1,
    colCount: leafColumns.length,
    rtl,
    virtualized,
    headerHeight,
    rowHeight,
  });

  const selection = state.selection ?? emptySelection;
  const { pageIds, selectedIds, headerChecked, count, offerAll } = usePageSelection({
    selection,
    rows,
    selectable,
    total,
  });
  const rowLabel = (row: TData) => (getRowLabel ? getRowLabel(row) : firstColumnText(columns, row));

  const stickyOffset = stickyFirstColumn ? stickyOffsets(leafColumns) : noStickyOffset;

  const rowOffset = paginated && manual ? state.pageIndex * state.pageSize : 0;
  const pageBase = paginated && !manual ? state.pageIndex * state.pageSize : 0;
  const colCount = leafColumns.length;

  const busy = loading || refreshing;
  // Counted as a person types or picks a filter, before the table's state (perhaps kept in the
  // URL) catches up: the results count waits from the last key, not from the router's echo.
  const [filterEdits, setFilterEdits] = useState(0);

  return (
    <div
      data-slot="data-table"
      data-interactive={grid || undefined}
      data-loading={loading || undefined}
      data-refreshing={refreshing || undefined}
      className={cx(styles.DataTable, className)}
      style={{ ...style, ['--data-table-row-height' as string]: `${rowHeight}px` }}
      {...props}
    >
      <DataTableToolbar
        search={searchable}
        label={label}
        globalFilter={state.globalFilter}
        onGlobalFilterChange={(v) => {
          setFilterEdits((n) => n + 1);
          table.setGlobalFilter(v);
        }}
        columns={dataColumns}
        columnFilters={Object.fromEntries(state.columnFilters.map((f) => [f.id, f.value]))}
        onColumnFilterChange={(id, value) => {
          setFilterEdits((n) => n + 1);
          table.getColumn(id)?.setFilterValue(value);
        }}
        onColumnVisibilityChange={(id, visible) => table.getColumn(id)?.toggleVisibility(visible)}
        onColumnWidthChange={(id, width) => setColumnSizing((old) => ({ ...old, [id]: width }))}
        ready={!loading}
      >
        {toolbar}
      </DataTableToolbar>
      <DataTableResultsStatus
        filters={JSON.stringify([state.globalFilter, state.columnFilters, filterEdits])}
        busy={busy}
        total={total}
      />
      {/* Keyboard users scroll a plain table with the arrow keys once it has focus (WCAG 2.1.1). */}
      <div
        ref={scrollRef}
        data-slot="data-table-scroll"
        className={styles.Scroll}
        style={{ maxBlockSize: maxHeight }}
        {...(grid ? {} : { tabIndex: 0, role: 'region', 'aria-label': label })}
      >
        {refreshing && (
          <div
            role="progressbar"
            aria-label={t('refreshing', { label })}
            className={styles.Progress}
          />
        )}
        {/* With the handlers active the table is a grid, an interactive widget. */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
        <table
          ref={tableRef}
          role={grid ? 'grid' : undefined}
          aria-label={label}
          aria-rowcount={loading ? -1 : total + 1}
          // Hidden columns are not in the table: the count is of the columns on screen.
          aria-colcount={colCount}
          aria-busy={busy || undefined}
          aria-multiselectable={grid && selectable ? true : undefined}
          data-slot="data-table-table"
          className={styles.Table}
          style={{ inlineSize: table.getTotalSize() }}
          onKeyDown={gridKeys.onKeyDown}
          onFocus={gridKeys.onFocus}
          onBlur={gridKeys.onBlur}
        >
          <DataTableColumnWidths columns={leafColumns} />
          <DataTableHeader
            ref={theadRef}
            table={table}
            grid={grid}
            rtl={rtl}
            stickyFirstColumn={stickyFirstColumn}
            stickyOffset={stickyOffset}
            rowActionsLabel={rowActionsLabel}
            pageCheckbox={{
              disabled: !showRows,
              checked: headerChecked,
              onChange: (checked) =>
                state.setSelection(setPageSelected(selection, pageIds, checked)),
            }}
          />
          <tbody data-slot="data-table-body" className={styles.Body}>
            {loading && !error && (
              <DataTableSkeletonRows rows={Math.min(state.pageSize, 6)} columns={colCount} />
            )}
            <DataTableRows
              rows={showRows ? rows : noRows}
              virtual={virtualized}
              virtualizerRef={virtualizerRef}
              scrollRef={scrollRef}
              rowHeight={rowHeight}
              headerHeight={headerHeight}
              colCount={colCount}
              syncGrid={gridKeys.sync}
              context={{
                columns: leafColumns,
                grid,
                selectable,
                selectedIds,
                allSelected: selection.all,
                onSelectRow: (id, checked) =>
                  state.setSelection(setRowSelected(selection, id, checked)),
                rowLabel,
                stickyOffset,
                rowHeaderId: dataColumns[0]?.id,
                rowActions,
                ariaBase: rowOffset + pageBase,
              }}
            />
          </tbody>
        </table>
        <DataTableBodyMessage
          error={error}
          onRetry={onRetry}
          empty={!loading && rows.length === 0}
          filtersActive={filtersActive}
          onClearFilters={() => state.clearFilters()}
          renderEmpty={renderEmpty}
          label={label}
        />
      </div>
      {/* Below the rows, held at the bottom of the screen while the table is in view: when it
          appears, nothing above it moves (a row being ticked stays under the pointer). */}
      {selectable && (
        <DataTableSelectionBar
          count={count}
          total={total}
          offerAll={offerAll}
          formatNumber={formatNumber}
          onSelectAll={() => state.setSelection(selectAllResults())}
          onClear={() => state.setSelection(emptySelection)}
          actions={selectionActions}
          onFocusLost={() =>
            (
              tableRef.current?.querySelector<HTMLElement>('[tabindex="0"]') ?? scrollRef.current
            )?.focus()
          }
        />
      )}
      {/* Under an error there is nothing to page through, and "No results" would be untrue. */}
      {paginated && !error && (
        <Pagination
          aria-label={t('pages', { label })}
          page={state.pageIndex + 1}
          onPageChange={(page) =>
            state.setPage({ pageIndex: Math.max(0, page - 1), pageSize: state.pageSize })
          }
          totalItems={total}
          pageSize={state.pageSize}
          onPageSizeChange={(pageSize) => state.setPage({ pageIndex: 0, pageSize })}
          pageSizeOptions={pageSizeOptions}
          {...paginationProps}
        />
      )}
    </div>
  );
}

import {
  getPaginationRowModel,
  useReactTable,
  type ColumnDef,
  type ColumnSizingState,
  type Updater,
} from '@tanstack/react-table';
import { useVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import {
  memo,
  useCallback,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ComponentProps,
  type CSSProperties,
  type ReactNode,
  type RefObject,
} from 'react';
import type { Row } from '@tanstack/react-table';
import { cx } from '../../utils/cx';
import { numberFormatter } from '../../utils/formatNumber';
import { EmptyState } from '../EmptyState/EmptyState';
import { useLocale } from '../LocaleProvider/LocaleProvider';
import { toColumnDefs, type ColumnMeta, type DataTableColumn } from './columns';
import styles from './DataTable.module.css';
import { DataTableHeaderCell } from './DataTableHeaderCell';
import { Pagination, type PaginationProps } from '../Pagination/Pagination';
import { DataTableSelectionBar } from './DataTableSelectionBar';
import {
  DataTableError,
  DataTableMessage,
  DataTableNoResults,
  DataTableSkeletonRows,
} from './DataTableStatus';
import { DataTableToolbar } from './DataTableToolbar';
import { ariaRowIndex } from './gridNavigation';
import {
  pageCheckedState,
  selectAllResults,
  selectedCount,
  setPageSelected,
  setRowSelected,
} from './selection';
import { lightCoreRowModel, lightFilteredRowModel, lightSortedRowModel } from './rowModels';
import { emptySelection } from './state';
import { useDataTableState, type DataTableStateProps } from './useDataTableState';
import { cellKey, useGridKeyboard } from './useGridKeyboard';

const SELECT_ID = '__select';
const ACTIONS_ID = '__actions';
const SELECT_WIDTH = 48;
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
  /** The actions column's header. @default 'Actions' */
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

function resolve<T>(updater: Updater<T>, current: T): T {
  return typeof updater === 'function' ? (updater as (old: T) => T)(current) : updater;
}

function defaultRowLabel(value: unknown): string {
  return value === null || value === undefined ? '' : String(value);
}

/**
 * Renders server or client data as an accessible table: sorting, filtering, pagination, selection,
 * resizable and hideable columns, and virtualization for up to 100,000 rows. With selection or row
 * actions it becomes a WAI-ARIA grid with arrow-key navigation; otherwise it is a plain `<table>`.
 */
export function DataTable<TData>({
  data,
  columns,
  label,
  getRowId,
  getRowLabel,
  interactive: interactiveProp,
  selectable = false,
  rowActions,
  rowActionsLabel = 'Actions',
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
  state: controlledState,
  defaultState,
  onSortingChange,
  onColumnFiltersChange,
  onGlobalFilterChange,
  onPageChange,
  onSelectionChange,
  onColumnVisibilityChange,
  onStateChange,
  className,
  style,
  ...props
}: DataTableProps<TData>) {
  const state = useDataTableState({
    state: controlledState,
    defaultState,
    onSortingChange,
    onColumnFiltersChange,
    onGlobalFilterChange,
    onPageChange,
    onSelectionChange,
    onColumnVisibilityChange,
    onStateChange,
  });
  const { locale } = useLocale();
  const formatNumber = useCallback((n: number) => numberFormatter(locale).format(n), [locale]);
  const [columnSizing, setColumnSizing] = useState<ColumnSizingState>({});
  const [rtl, setRtl] = useState(false);
  const [headerHeight, setHeaderHeight] = useState(rowHeight);
  const scrollRef = useRef<HTMLDivElement>(null);
  const tableRef = useRef<HTMLTableElement>(null);
  const theadRef = useRef<HTMLTableSectionElement>(null);

  const grid = interactiveProp ?? (selectable || rowActions !== undefined);
  const rows0 = Array.isArray(data) ? data : [];
  const firstColumn = columns[0];

  const columnDefs = useMemo(() => {
    const defs: ColumnDef<TData, unknown>[] = toColumnDefs(columns);
    const internal = (id: string, header: string, size: number): ColumnDef<TData, unknown> => ({
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
    });
    if (selectable) defs.unshift(internal(SELECT_ID, 'Select', SELECT_WIDTH));
    if (rowActions) defs.push(internal(ACTIONS_ID, rowActionsLabel, 112));
    return defs;
  }, [columns, selectable, rowActions, rowActionsLabel]);

  const rowIdOf = useCallback(
    (row: TData, index: number) => (getRowId ? getRowId(row, index) : String(index)),
    [getRowId],
  );

  // TanStack Table's instance is mutable by design; the compiler skipping this component is expected.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable<TData>({
    data: rows0 as TData[],
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
    onColumnSizingChange: setColumnSizing,
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
    rowCount: manual ? rowCountProp : undefined,
    autoResetPageIndex: false,
    sortDescFirst: false,
    enableMultiSort: true,
    isMultiSortEvent: (e) => (e as MouseEvent).shiftKey,
    columnResizeMode: 'onChange',
    columnResizeDirection: rtl ? 'rtl' : 'ltr',
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

  const useVirtual = virtualize === 'auto' ? rows.length > VIRTUALIZE_ABOVE : virtualize;
  // The virtualizer lives in DataTableRows: a scroll re-renders the rows, not the whole table.
  const virtualizerRef = useRef<Virtualizer<HTMLDivElement, Element>>(null);

  // The header's height offsets the rows in the scroll area; the direction flips resizing.
  useLayoutEffect(() => {
    const thead = theadRef.current;
    if (thead && thead.offsetHeight && thead.offsetHeight !== headerHeight) {
      setHeaderHeight(thead.offsetHeight);
    }
    const isRtl = !!scrollRef.current && getComputedStyle(scrollRef.current).direction === 'rtl';
    if (isRtl !== rtl) setRtl(isRtl);
  }, [headerHeight, rtl, columnSizing, loading]);

  const scrollToRow = useCallback(
    (index: number) => {
      if (useVirtual) virtualizerRef.current?.scrollToIndex(index, { align: 'auto' });
    },
    [useVirtual],
  );

  const showRows = !loading && !error && rows.length > 0;
  const gridKeys = useGridKeyboard(tableRef, {
    enabled: grid,
    rowCount: (showRows ? rows.length : 0) + 1,
    colCount: leafColumns.length,
    rtl,
    getPageRows: () =>
      Math.floor(((scrollRef.current?.clientHeight || 400) - headerHeight) / rowHeight),
    scrollToRow,
  });

  // The rows' layout effects run before this table's refs are set: on the first render the
  // virtualizer finds its scroll area, and the grid its cells, only from here.
  useLayoutEffect(() => {
    virtualizerRef.current?._willUpdate();
    gridKeys.sync();
  });

  // Selection
  const selection = state.selection ?? emptySelection;
  // Memoized: the "page" may be 100,000 rows and the table re-renders on every scroll frame.
  const pageIds = useMemo(() => (selectable ? rows.map((r) => r.id) : []), [selectable, rows]);
  const selectedIds = useMemo(() => new Set(selection.ids), [selection.ids]);
  const headerChecked = useMemo(
    () => (selectable ? pageCheckedState(selection, pageIds) : false),
    [selectable, selection, pageIds],
  );
  const count = selectedCount(selection, total);
  const offerAll = selectable && headerChecked === true && !selection.all && count < total;
  const rowLabel = (row: TData) => {
    if (getRowLabel) return getRowLabel(row);
    if (!firstColumn) return '';
    const value =
      firstColumn.key !== undefined
        ? row[firstColumn.key as keyof TData]
        : (firstColumn as { value: (r: TData) => unknown }).value(row);
    return defaultRowLabel(value);
  };

  // Sticky first column: the selection column too, and the first data column after it.
  const stickyOffset = (columnId: string, index: number) => {
    if (!stickyFirstColumn) return undefined;
    if (columnId === SELECT_ID) return { offset: 0 };
    const firstData = leafColumns.find((c) => c.id !== SELECT_ID);
    if (firstData?.id !== columnId) return undefined;
    return { offset: index === 0 ? 0 : SELECT_WIDTH };
  };

  const rowOffset = paginated && manual ? state.pageIndex * state.pageSize : 0;
  const pageBase = paginated && !manual ? state.pageIndex * state.pageSize : 0;
  const colCount = leafColumns.length;

  const busy = loading || refreshing;

  let message: ReactNode = null;
  if (error) message = <DataTableError error={error} onRetry={onRetry} />;
  else if (!loading && rows.length === 0) {
    message = filtersActive ? (
      <DataTableNoResults onClearFilters={() => state.clearFilters()} />
    ) : (
      <DataTableMessage kind="empty">
        {renderEmpty ? (
          renderEmpty()
        ) : (
          <EmptyState heading={`No ${label.toLocaleLowerCase()} yet`} />
        )}
      </DataTableMessage>
    );
  }

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
        onGlobalFilterChange={(v) => table.setGlobalFilter(v)}
        columns={dataColumns}
        columnFilters={Object.fromEntries(state.columnFilters.map((f) => [f.id, f.value]))}
        onColumnFilterChange={(id, value) => table.getColumn(id)?.setFilterValue(value)}
        onColumnVisibilityChange={(id, visible) => table.getColumn(id)?.toggleVisibility(visible)}
      >
        {toolbar}
      </DataTableToolbar>
      {/* Keyboard users scroll a plain table with the arrow keys once it has focus (WCAG 2.1.1). */}
      <div
        ref={scrollRef}
        data-slot="data-table-scroll"
        className={styles.Scroll}
        style={{ maxBlockSize: maxHeight }}
        {...(grid ? {} : { tabIndex: 0, role: 'region', 'aria-label': label })}
      >
        {refreshing && (
          <div role="progressbar" aria-label={`Refreshing ${label}`} className={styles.Progress} />
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
        >
          <colgroup>
            {leafColumns.map((c) => (
              <col
                key={c.id}
                // A growing column has no width of its own: the table's spare width is its.
                style={
                  (c.columnDef.meta as ColumnMeta).grow ? undefined : { inlineSize: c.getSize() }
                }
              />
            ))}
          </colgroup>
          <thead ref={theadRef} data-slot="data-table-header" className={styles.Header}>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id} aria-rowindex={1} className={styles.HeaderRow}>
                {group.headers.map((header, colIndex) =>
                  header.column.id === SELECT_ID ? (
                    <th
                      key={header.id}
                      scope="col"
                      data-grid-cell={grid ? cellKey(0, colIndex) : undefined}
                      data-sticky={stickyFirstColumn ? '' : undefined}
                      className={cx(styles.HeaderCell, styles.SelectCell)}
                      style={stickyFirstColumn ? { insetInlineStart: 0 } : undefined}
                    >
                      <input
                        type="checkbox"
                        data-grid-primary=""
                        data-slot="data-table-select-page"
                        aria-label="Select all rows on this page"
                        className={styles.Checkbox}
                        disabled={!showRows}
                        checked={headerChecked === true}
                        ref={(el) => {
                          if (el) el.indeterminate = headerChecked === 'mixed';
                        }}
                        onChange={(e) =>
                          state.setSelection(setPageSelected(selection, pageIds, e.target.checked))
                        }
                      />
                    </th>
                  ) : header.column.id === ACTIONS_ID ? (
                    <th
                      key={header.id}
                      scope="col"
                      data-grid-cell={grid ? cellKey(0, colIndex) : undefined}
                      className={styles.HeaderCell}
                    >
                      <span className={styles.HeaderText}>{rowActionsLabel}</span>
                    </th>
                  ) : (
                    <DataTableHeaderCell
                      key={header.id}
                      header={header}
                      colIndex={colIndex}
                      rtl={rtl}
                      grid={grid}
                      sticky={stickyOffset(header.column.id, colIndex)}
                    />
                  ),
                )}
              </tr>
            ))}
          </thead>
          <tbody data-slot="data-table-body" className={styles.Body}>
            {loading && !error && (
              <DataTableSkeletonRows rows={Math.min(state.pageSize, 6)} columns={colCount} />
            )}
            <DataTableRows
              rows={showRows ? rows : noRows}
              virtual={useVirtual}
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
        {message}
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
          aria-label={`${label} pages`}
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

/** Stands in for the rows above or below the rendered window, so the scrollbar stays true. */
function Spacer({ height, colSpan }: { height: number; colSpan: number }) {
  return (
    <tr aria-hidden="true" data-slot="data-table-spacer" className={styles.Spacer}>
      <td colSpan={colSpan} style={{ blockSize: height }} />
    </tr>
  );
}

const noRows: never[] = [];

/** What every row needs from the table; the same object while only the scroll position changes. */
interface RowContext<TData> {
  /** The visible columns: a new array when they change, and the rows render again. */
  columns: readonly unknown[];
  grid: boolean;
  selectable: boolean;
  selectedIds: ReadonlySet<string>;
  allSelected: boolean;
  onSelectRow: (id: string, checked: boolean) => void;
  rowLabel: (row: TData) => string;
  stickyOffset: (columnId: string, index: number) => { offset: number } | undefined;
  /** The first data column, whose cells are row headers. */
  rowHeaderId: string | undefined;
  rowActions: ((row: TData) => ReactNode) | undefined;
  /** Added to each row's `aria-rowindex` (the rows before this page). */
  ariaBase: number;
}

interface DataTableRowsProps<TData> {
  rows: Row<TData>[];
  virtual: boolean;
  virtualizerRef: RefObject<Virtualizer<HTMLDivElement, Element> | null>;
  scrollRef: RefObject<HTMLDivElement | null>;
  rowHeight: number;
  headerHeight: number;
  colCount: number;
  /** Keeps the grid's single tab stop after rows come and go. */
  syncGrid: () => void;
  context: RowContext<TData>;
}

/** The body's rows, all of them or only those in view (with spacers for the others). */
function DataTableRows<TData>({
  rows,
  virtual,
  virtualizerRef,
  scrollRef,
  rowHeight,
  headerHeight,
  colCount,
  syncGrid,
  context,
}: DataTableRowsProps<TData>) {
  // The virtualizer is mutable by design; the compiler skipping this component is expected.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: 8,
    scrollMargin: headerHeight,
    scrollPaddingStart: headerHeight,
    enabled: virtual,
  });
  useLayoutEffect(() => {
    virtualizerRef.current = virtualizer;
  }, [virtualizerRef, virtualizer]);
  // After every render of the rows, also those caused by scrolling alone.
  useLayoutEffect(() => syncGrid());

  const virtualItems = virtual && rows.length ? virtualizer.getVirtualItems() : [];
  const rendered = virtual
    ? virtualItems
        .filter((v) => rows[v.index])
        .map((v) => ({ row: rows[v.index]!, index: v.index }))
    : rows.map((row, index) => ({ row, index }));
  const padStart = virtualItems.length ? virtualItems[0]!.start - headerHeight : 0;
  const padEnd = virtualItems.length
    ? virtualizer.getTotalSize() - (virtualItems[virtualItems.length - 1]!.end - headerHeight)
    : 0;
  const { selectable, selectedIds, allSelected } = context;

  return (
    <>
      {padStart > 0 && <Spacer height={padStart} colSpan={colCount} />}
      {rendered.map(({ row, index }) => (
        <DataTableRow
          key={row.id}
          row={row}
          index={index}
          selected={selectable && selectedIds.has(row.id) !== allSelected}
          context={context as RowContext<unknown>}
        />
      ))}
      {padEnd > 0 && <Spacer height={padEnd} colSpan={colCount} />}
    </>
  );
}

interface DataTableRowProps<TData> {
  row: Row<TData>;
  /** Zero-based, in the rows on this page. */
  index: number;
  selected: boolean;
  context: RowContext<TData>;
}

/** One row; rows that stay in view while scrolling do not render again. */
const DataTableRow = memo(function DataTableRow<TData>({
  row,
  index,
  selected,
  context,
}: DataTableRowProps<TData>) {
  const { grid, selectable, stickyOffset, rowLabel, onSelectRow, rowActions } = context;
  const gridRow = index + 1;
  return (
    <tr
      data-slot="data-table-row"
      data-selected={selected || undefined}
      aria-rowindex={ariaRowIndex(index, 0, 0) + context.ariaBase}
      aria-selected={grid && selectable ? selected : undefined}
      className={styles.Row}
    >
      {row.getVisibleCells().map((cell, colIndex) => {
        const id = cell.column.id;
        const meta = cell.column.columnDef.meta as ColumnMeta;
        const sticky = stickyOffset(id, colIndex);
        const common = {
          'data-grid-cell': grid ? cellKey(gridRow, colIndex) : undefined,
          'data-sticky': sticky ? '' : undefined,
          'data-align': meta.align,
          style: sticky ? { insetInlineStart: sticky.offset } : undefined,
        };
        if (id === SELECT_ID) {
          return (
            <td
              key={cell.id}
              {...common}
              data-slot="data-table-cell"
              className={cx(styles.Cell, styles.SelectCell)}
            >
              <input
                type="checkbox"
                data-grid-primary=""
                data-slot="data-table-select-row"
                aria-label={`Select ${rowLabel(row.original)}`}
                className={styles.Checkbox}
                checked={selected}
                onChange={(e) => onSelectRow(row.id, e.target.checked)}
              />
            </td>
          );
        }
        // Row headers name each row for screen readers when they move across cells.
        const isRowHeader = id === context.rowHeaderId;
        const Tag = isRowHeader ? 'th' : 'td';
        return (
          <Tag
            key={cell.id}
            {...common}
            scope={isRowHeader ? 'row' : undefined}
            data-slot="data-table-cell"
            className={styles.Cell}
          >
            {id === ACTIONS_ID
              ? rowActions?.(row.original)
              : (cell.column.columnDef.cell as (ctx: unknown) => ReactNode)(cell.getContext())}
          </Tag>
        );
      })}
    </tr>
  );
}) as <TData>(props: DataTableRowProps<TData>) => ReactNode;

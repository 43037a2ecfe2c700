'use client';

import { useTranslate } from '../../i18n/context';
import * as english from '../../i18n/english';
import type { Row } from '@tanstack/react-table';
import type { Virtualizer } from '@tanstack/react-virtual';
import { memo, useEffect, useLayoutEffect, useState, type ReactNode, type RefObject } from 'react';
import { cx } from '../../utils/cx';
import { ACTIONS_ID, SELECT_ID, type ColumnMeta } from './columns';
import styles from './DataTable.module.css';
import { ariaRowIndex } from './gridNavigation';
import { cellKey } from './useGridKeyboard';

/** Stands in for the rows above or below the rendered window, so the scrollbar stays true. */
function Spacer({ height, colSpan }: { height: number; colSpan: number }) {
  return (
    <tr aria-hidden="true" data-slot="data-table-spacer" className={styles.Spacer}>
      <td colSpan={colSpan} style={{ blockSize: height }} />
    </tr>
  );
}

export const noRows: never[] = [];

/** What every row needs from the table; the same object while only the scroll position changes. */
export interface RowContext<TData> {
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

export interface DataTableRowsProps<TData> {
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

/** Rows drawn beyond the edges of the view, so a short scroll shows no gap. */
export const OVERSCAN = 8;

type VirtualRowsModule = typeof import('./DataTableVirtualRows');
let virtualRows: VirtualRowsModule | undefined;
let virtualRowsLoading: Promise<VirtualRowsModule> | undefined;
/** The virtualizer is fetched only by a table that virtualizes: most tables (a page of 25 or 100
 * rows, as on the reference app's first screen) never load it. */
const loadVirtualRows = () =>
  (virtualRowsLoading ??= import('./DataTableVirtualRows').then(
    (module) => (virtualRows = module),
  ));

/** The body's rows, all of them or only those in view (with spacers for the others). */
export function DataTableRows<TData>(props: DataTableRowsProps<TData>) {
  const { virtual } = props;
  const [loaded, setLoaded] = useState(virtualRows);
  useEffect(() => {
    if (!virtual || loaded) return;
    let live = true;
    loadVirtualRows().then(
      (module) => live && setLoaded(module),
      () => {
        // Not fetched (offline): the first rows stay, and the next render of a table asks again.
        virtualRowsLoading = undefined;
      },
    );
    return () => {
      live = false;
    };
  }, [virtual, loaded]);
  if (virtual && loaded) return <loaded.DataTableVirtualRows {...props} />;
  return <DataTableFirstRows {...props} />;
}

/**
 * Every row; or, while the virtualizer is on its way, the first rows a virtualizer would show at
 * the top and one spacer for the rest, so the table has its full height from the first paint and
 * nothing moves when the virtualizer takes over.
 */
function DataTableFirstRows<TData>({
  rows,
  virtual,
  rowHeight,
  colCount,
  syncGrid,
  context,
}: DataTableRowsProps<TData>) {
  // After every render of the rows.
  useLayoutEffect(() => syncGrid());
  // The scroll area is at most the window's height until it is measured (by the virtualizer).
  const view = typeof window === 'undefined' ? 0 : innerHeight;
  const shown = virtual
    ? Math.min(rows.length, Math.ceil(view / rowHeight) + OVERSCAN)
    : rows.length;
  const rendered = (shown < rows.length ? rows.slice(0, shown) : rows).map((row, index) => ({
    row,
    index,
  }));
  return (
    <RowsWindow
      rendered={rendered}
      padStart={0}
      padEnd={(rows.length - shown) * rowHeight}
      colCount={colCount}
      context={context}
    />
  );
}

/** The rendered rows between the spacers that stand in for the rows above and below them. */
export function RowsWindow<TData>({
  rendered,
  padStart,
  padEnd,
  colCount,
  context,
}: {
  rendered: { row: Row<TData>; index: number }[];
  padStart: number;
  padEnd: number;
  colCount: number;
  context: RowContext<TData>;
}) {
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
  const t = useTranslate('dataTable', english.dataTable);
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
                aria-label={t('selectRow', { row: rowLabel(row.original) })}
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

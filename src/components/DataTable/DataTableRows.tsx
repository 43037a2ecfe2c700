'use client';

import { useMessages } from '../../i18n/context';
import type { Row } from '@tanstack/react-table';
import type { Virtualizer } from '@tanstack/react-virtual';
import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useLayoutEffect, type ReactNode, type RefObject } from 'react';
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
export function DataTableRows<TData>({
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
  const t = useMessages('dataTable');
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

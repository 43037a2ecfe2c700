'use client';

import { useTranslate, type Translate } from '../../i18n/context';
import * as english from '../../i18n/english';
import type { Header } from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { CSSProperties, KeyboardEvent } from 'react';
import { RESIZE_STEP, steppedWidth, type ColumnMeta } from './columns';
import styles from './DataTable.module.css';
import resize from './DataTable.resize.module.css';

interface DataTableHeaderCellProps<TData> {
  header: Header<TData, unknown>;
  colIndex: number;
  rtl: boolean;
  sticky?: { offset: number } | undefined;
  /** Whether the grid keyboard is on (cells are addressed with `data-grid-cell`). */
  grid: boolean;
}

/** The sort button's accessible name: "Title", "Title, sorted ascending", "Due, sorted descending, sort 2". */
export function sortLabel(
  t: Translate<'dataTable'>,
  column: string,
  direction: false | 'asc' | 'desc',
  priority: number,
  sortCount: number,
) {
  if (!direction) return column;
  const nth = sortCount > 1;
  const key =
    direction === 'asc'
      ? nth
        ? 'sortedAscendingNth'
        : 'sortedAscending'
      : nth
        ? 'sortedDescendingNth'
        : 'sortedDescending';
  return t(key, { column, priority: priority + 1 });
}

/** A `<th>` with its sort button (`aria-sort` on the cell) and a pointer- and keyboard-resizable edge. */
export function DataTableHeaderCell<TData>({
  header,
  colIndex,
  rtl,
  sticky,
  grid,
}: DataTableHeaderCellProps<TData>) {
  const t = useTranslate('dataTable', english.dataTable);
  const column = header.column;
  const meta = column.columnDef.meta as ColumnMeta;
  const sorted = column.getIsSorted();
  const priority = column.getSortIndex();
  const sortCount = header.getContext().table.getState().sorting.length;
  // aria-sort belongs on one header at a time: the primary sort column.
  // https://www.w3.org/TR/wai-aria-1.2/#aria-sort
  const ariaSort =
    sorted && priority === 0 ? (sorted === 'asc' ? 'ascending' : 'descending') : undefined;
  const Icon = sorted === 'asc' ? ArrowUp : sorted === 'desc' ? ArrowDown : ArrowUpDown;
  const style: CSSProperties | undefined = sticky ? { insetInlineStart: sticky.offset } : undefined;

  function onResizeKey(event: KeyboardEvent<HTMLDivElement>) {
    const grow = rtl ? 'ArrowLeft' : 'ArrowRight';
    const shrink = rtl ? 'ArrowRight' : 'ArrowLeft';
    let delta = 0;
    if (event.key === grow) delta = RESIZE_STEP;
    else if (event.key === shrink) delta = -RESIZE_STEP;
    if (event.key === 'Home' || event.key === 'End' || delta) {
      event.preventDefault();
      event.stopPropagation();
      const next = steppedWidth(
        column,
        event.key === 'Home' ? 'min' : event.key === 'End' ? 'max' : delta,
      );
      header.getContext().table.setColumnSizing((old) => ({ ...old, [column.id]: next }));
    }
  }

  const resizeHandler = header.getResizeHandler();

  return (
    <th
      data-slot="data-table-column-header"
      data-grid-cell={grid ? `0:${colIndex}` : undefined}
      data-sticky={sticky ? '' : undefined}
      data-align={meta.align}
      data-sorted={sorted || undefined}
      aria-sort={ariaSort}
      scope="col"
      className={styles.HeaderCell}
      style={style}
    >
      <div className={styles.HeaderContent}>
        {column.getCanSort() ? (
          <button
            type="button"
            data-slot="data-table-sort-button"
            data-grid-primary=""
            className={styles.SortButton}
            // The name carries the state ("Title, sorted ascending") and starts with the visible text
            // (WCAG 2.5.3 Label in Name).
            aria-label={sortLabel(t, meta.header, sorted, priority, sortCount)}
            onClick={column.getToggleSortingHandler()}
          >
            <span className={styles.HeaderText}>{meta.header}</span>
            <Icon
              aria-hidden="true"
              className={styles.SortIcon}
              data-active={sorted ? '' : undefined}
            />
          </button>
        ) : (
          <span className={styles.HeaderText}>{meta.header}</span>
        )}
      </div>
      {column.getCanResize() && (
        // A focusable separator is the ARIA widget for a splitter; its value is the width in px.
        // https://www.w3.org/TR/wai-aria-1.2/#separator (jsx-a11y does not know a focusable separator).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
        <div
          role="separator"
          aria-orientation="vertical"
          aria-label={t('resize', { column: meta.header })}
          aria-valuenow={column.getSize()}
          aria-valuemin={column.columnDef.minSize}
          aria-valuemax={column.columnDef.maxSize}
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a focusable separator is a widget
          tabIndex={0}
          data-slot="data-table-resize-handle"
          data-grid-secondary=""
          data-resizing={column.getIsResizing() || undefined}
          className={resize.ResizeHandle}
          onMouseDown={resizeHandler}
          onTouchStart={resizeHandler}
          onDoubleClick={() => column.resetSize()}
          onKeyDown={onResizeKey}
        />
      )}
    </th>
  );
}

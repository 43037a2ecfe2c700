'use client';

import { useTranslate } from '../../i18n/context';
import * as english from '../../i18n/english';
import type { Column, Table } from '@tanstack/react-table';
import type { Ref } from 'react';
import { cx } from '../../utils/cx';
import { ACTIONS_ID, SELECT_ID, type ColumnMeta } from './columns';
import styles from './DataTable.module.css';
import { DataTableHeaderCell } from './DataTableHeaderCell';
import type { CheckedState } from './selection';
import { cellKey } from './useGridKeyboard';

/** The table's `<colgroup>`: each column's width, except a growing one's, which takes the spare width. */
export function DataTableColumnWidths<TData>({ columns }: { columns: Column<TData, unknown>[] }) {
  return (
    <colgroup>
      {columns.map((c) => (
        <col
          key={c.id}
          style={(c.columnDef.meta as ColumnMeta).grow ? undefined : { inlineSize: c.getSize() }}
        />
      ))}
    </colgroup>
  );
}

interface DataTableHeaderProps<TData> {
  ref: Ref<HTMLTableSectionElement>;
  table: Table<TData>;
  /** Whether the grid keyboard is on (cells are addressed with `data-grid-cell`). */
  grid: boolean;
  rtl: boolean;
  stickyFirstColumn: boolean;
  stickyOffset: (columnId: string, index: number) => { offset: number } | undefined;
  rowActionsLabel: string;
  /** The "select all rows on this page" checkbox, in the selection column's header. */
  pageCheckbox: {
    disabled: boolean;
    checked: CheckedState;
    onChange: (checked: boolean) => void;
  };
}

/** The table's `<thead>`: the page checkbox, a sortable, resizable cell per data column, the actions header. */
export function DataTableHeader<TData>({
  ref,
  table,
  grid,
  rtl,
  stickyFirstColumn,
  stickyOffset,
  rowActionsLabel,
  pageCheckbox,
}: DataTableHeaderProps<TData>) {
  const t = useTranslate('dataTable', english.dataTable);
  return (
    <thead ref={ref} data-slot="data-table-header" className={styles.Header}>
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
                  aria-label={t('selectPage')}
                  className={styles.Checkbox}
                  disabled={pageCheckbox.disabled}
                  checked={pageCheckbox.checked === true}
                  ref={(el) => {
                    if (el) el.indeterminate = pageCheckbox.checked === 'mixed';
                  }}
                  onChange={(e) => pageCheckbox.onChange(e.target.checked)}
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
  );
}

'use client';

import type { Column } from '@tanstack/react-table';
import { Columns3 } from 'lucide-react';
import { useLayoutEffect, useRef, type Ref } from 'react';
import { useTranslate } from '../../i18n/context';
import * as english from '../../i18n/english';
import { Menu } from '../Menu/Menu';
import { MenuCheckboxItem } from '../Menu/MenuCheckboxItem';
import { MenuContent } from '../Menu/MenuContent';
import { MenuGroup, MenuGroupLabel, MenuSeparator } from '../Menu/MenuGroup';
import { MenuItem } from '../Menu/MenuItem';
import { MenuTrigger } from '../Menu/MenuTrigger';
import { MENU_RESIZE_STEP, steppedWidth, type ColumnMeta } from './columns';
import styles from './DataTable.toolbar.module.css';

/** What a person did to the stand-in button before the menu's engine arrived. */
export type PendingIntent = 'focus' | 'click' | 'ArrowDown' | 'ArrowUp' | null;

export interface DataTableColumnsMenuProps<TData> {
  /** The columns a person may hide. */
  columns: Column<TData, unknown>[];
  /** The columns on screen a person may resize. */
  resizable: Column<TData, unknown>[];
  /** How many data columns are on screen: the last one cannot be hidden. */
  visibleCount: number;
  onColumnVisibilityChange: (id: string, visible: boolean) => void;
  /** A new width for a column, in pixels. */
  onColumnWidthChange: (id: string, width: number) => void;
  /** Carried over from the stand-in: focus moves here, and a press opens the menu as it would have. */
  pending: PendingIntent;
}

/**
 * The Columns menu (a WAI-ARIA APG menu button with checkbox items; toggling keeps it open, so
 * several columns can change in one visit), and Widen and Narrow for each resizable column
 * on screen: a column's width changed by single clicks, without dragging its edge (WCAG 2.5.7
 * Dragging Movements). They keep the menu open, so each click shows and the next can follow. Its own chunk: the menu's engine is not on a table's
 * first screen (DataTableToolbar loads it once the rows are in, or when a person reaches for it).
 */
export default function DataTableColumnsMenu<TData>({
  columns,
  resizable,
  visibleCount,
  onColumnVisibilityChange,
  onColumnWidthChange,
  pending,
}: DataTableColumnsMenuProps<TData>) {
  const t = useTranslate('dataTable', english.dataTable);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const intent = useRef(pending);
  // Once, as it replaces the stand-in: keep focus where it was and finish what was asked.
  useLayoutEffect(() => {
    const trigger = triggerRef.current;
    const what = intent.current;
    intent.current = null;
    if (!trigger || !what) return;
    trigger.focus();
    if (what === 'click') trigger.click();
    else if (what !== 'focus') {
      trigger.dispatchEvent(new KeyboardEvent('keydown', { key: what, bubbles: true }));
    }
  }, []);
  return (
    <Menu>
      <MenuTrigger
        ref={triggerRef as Ref<HTMLButtonElement>}
        size="sm"
        data-slot="data-table-columns"
        startIcon={<Columns3 className={styles.SearchIcon} />}
      >
        {t('columns')}
      </MenuTrigger>
      <MenuContent align="end">
        {columns.length > 0 && (
          <MenuGroup>
            <MenuGroupLabel>{t('showColumns')}</MenuGroupLabel>
            {columns.map((column) => {
              const meta = column.columnDef.meta as ColumnMeta;
              const visible = column.getIsVisible();
              // The last visible column cannot be hidden: a table without columns says nothing.
              const last = visible && visibleCount === 1;
              return (
                <MenuCheckboxItem
                  key={column.id}
                  data-slot="data-table-column-toggle"
                  checked={visible}
                  disabled={last}
                  onCheckedChange={(next) => onColumnVisibilityChange(column.id, next)}
                >
                  {meta.header}
                </MenuCheckboxItem>
              );
            })}
          </MenuGroup>
        )}
        {columns.length > 0 && resizable.length > 0 && <MenuSeparator />}
        {resizable.length > 0 && (
          <MenuGroup>
            <MenuGroupLabel>{t('columnWidths')}</MenuGroupLabel>
            {resizable.flatMap((column) => {
              const meta = column.columnDef.meta as ColumnMeta;
              const width = column.getSize();
              const step = (by: number) => onColumnWidthChange(column.id, steppedWidth(column, by));
              return [
                <MenuItem
                  key={`${column.id}-wider`}
                  data-slot="data-table-column-wider"
                  closeOnClick={false}
                  disabled={width >= steppedWidth(column, 'max')}
                  onClick={() => step(MENU_RESIZE_STEP)}
                >
                  {t('widen', { column: meta.header })}
                </MenuItem>,
                <MenuItem
                  key={`${column.id}-narrower`}
                  data-slot="data-table-column-narrower"
                  closeOnClick={false}
                  disabled={width <= steppedWidth(column, 'min')}
                  onClick={() => step(-MENU_RESIZE_STEP)}
                >
                  {t('narrow', { column: meta.header })}
                </MenuItem>,
              ];
            })}
          </MenuGroup>
        )}
      </MenuContent>
    </Menu>
  );
}

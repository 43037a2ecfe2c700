'use client';

import type { Column } from '@tanstack/react-table';
import { Columns3 } from 'lucide-react';
import { useLayoutEffect, useRef, type Ref } from 'react';
import { useTranslate } from '../../i18n/context';
import * as english from '../../i18n/english';
import { Menu } from '../Menu/Menu';
import { MenuCheckboxItem } from '../Menu/MenuCheckboxItem';
import { MenuContent } from '../Menu/MenuContent';
import { MenuGroup, MenuGroupLabel } from '../Menu/MenuGroup';
import { MenuTrigger } from '../Menu/MenuTrigger';
import type { ColumnMeta } from './columns';
import styles from './DataTable.module.css';

/** What a person did to the stand-in button before the menu's engine arrived. */
export type PendingIntent = 'focus' | 'click' | 'ArrowDown' | 'ArrowUp' | null;

export interface DataTableColumnsMenuProps<TData> {
  columns: Column<TData, unknown>[];
  /** How many data columns are on screen: the last one cannot be hidden. */
  visibleCount: number;
  onColumnVisibilityChange: (id: string, visible: boolean) => void;
  /** Carried over from the stand-in: focus moves here, and a press opens the menu as it would have. */
  pending: PendingIntent;
}

/**
 * The Columns menu (a WAI-ARIA APG menu button with checkbox items; toggling keeps it open, so
 * several columns can change in one visit). Its own chunk: the menu's engine is not on a table's
 * first screen (DataTableToolbar loads it once the rows are in, or when a person reaches for it).
 */
export default function DataTableColumnsMenu<TData>({
  columns,
  visibleCount,
  onColumnVisibilityChange,
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
      </MenuContent>
    </Menu>
  );
}

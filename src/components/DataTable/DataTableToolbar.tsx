'use client';

import { useMessages } from '../../i18n/context';
import type { Column } from '@tanstack/react-table';
import { Columns3, Search } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import type { ColumnMeta } from './columns';
import { Menu } from '../Menu/Menu';
import { MenuCheckboxItem } from '../Menu/MenuCheckboxItem';
import { MenuContent } from '../Menu/MenuContent';
import { MenuGroup, MenuGroupLabel } from '../Menu/MenuGroup';
import { MenuTrigger } from '../Menu/MenuTrigger';
import styles from './DataTable.module.css';

interface DataTableToolbarProps<TData> {
  /** Shows the global search box. */
  search: boolean;
  globalFilter: string;
  onGlobalFilterChange: (value: string) => void;
  /** Data columns, in order, with their filter and visibility. */
  columns: Column<TData, unknown>[];
  columnFilters: Record<string, string>;
  onColumnFilterChange: (id: string, value: string) => void;
  onColumnVisibilityChange: (id: string, visible: boolean) => void;
  /** The table's name, for the labels ("Search Tasks"). */
  label: string;
  /** Extra controls at the end of the toolbar. */
  children?: ReactNode;
}

/** Global search, per-column filters and the Columns menu (show or hide columns) above the table. */
export function DataTableToolbar<TData>({
  search,
  globalFilter,
  onGlobalFilterChange,
  columns,
  columnFilters,
  onColumnFilterChange,
  onColumnVisibilityChange,
  label,
  children,
}: DataTableToolbarProps<TData>) {
  const t = useMessages('dataTable');
  const id = useId();
  const filterable = columns.filter((c) => (c.columnDef.meta as ColumnMeta).filter);
  const hideable = columns.filter((c) => c.getCanHide());
  // Every visible data column counts, hideable or not: only the last one on screen is locked.
  const visibleCount = columns.filter((c) => c.getIsVisible()).length;
  if (!search && filterable.length === 0 && hideable.length === 0 && !children) return null;

  return (
    <div data-slot="data-table-toolbar" className={styles.Toolbar}>
      {search && (
        <div className={styles.ToolbarField} data-search="">
          <label htmlFor={`${id}-search`} className={styles.ToolbarLabel}>
            {t('search', { label })}
          </label>
          <span className={styles.SearchBox}>
            <Search aria-hidden="true" className={styles.SearchIcon} />
            <SearchInput
              id={`${id}-search`}
              value={globalFilter}
              onValueChange={onGlobalFilterChange}
            />
          </span>
        </div>
      )}
      {filterable.map((column) => {
        const meta = column.columnDef.meta as ColumnMeta;
        const inputId = `${id}-filter-${column.id}`;
        const value = columnFilters[column.id] ?? '';
        return (
          <div key={column.id} className={styles.ToolbarField}>
            <label htmlFor={inputId} className={styles.ToolbarLabel}>
              {t('filter', { column: meta.header })}
            </label>
            {typeof meta.filter === 'object' ? (
              <select
                id={inputId}
                data-slot="data-table-column-filter"
                className={styles.Input}
                value={value}
                onChange={(e) => onColumnFilterChange(column.id, e.target.value)}
              >
                <option value="">{t('filterAll')}</option>
                {meta.filter.options.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
            ) : (
              <input
                id={inputId}
                type="text"
                data-slot="data-table-column-filter"
                className={styles.Input}
                value={value}
                onChange={(e) => onColumnFilterChange(column.id, e.target.value)}
              />
            )}
          </div>
        );
      })}
      {hideable.length > 0 && (
        // A menu button with checkbox items (WAI-ARIA APG menu button): toggling keeps it open,
        // so several columns can be shown or hidden in one visit.
        <Menu>
          <MenuTrigger
            size="sm"
            data-slot="data-table-columns"
            startIcon={<Columns3 className={styles.SearchIcon} />}
          >
            {t('columns')}
          </MenuTrigger>
          <MenuContent align="end">
            <MenuGroup>
              <MenuGroupLabel>{t('showColumns')}</MenuGroupLabel>
              {hideable.map((column) => {
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
      )}
      {children}
    </div>
  );
}

/**
 * The search box. It shows what was typed at once, even when the table's state catches up later
 * (kept in the URL, where a router shows each change a moment after it was asked for): a controlled
 * input would snap back to the old text in between and drop the keys typed meanwhile. A value that
 * was not typed here (Clear filters, Back) replaces the text.
 */
function SearchInput({
  id,
  value,
  onValueChange,
}: {
  id: string;
  value: string;
  onValueChange: (value: string) => void;
}) {
  const [text, setText] = useState(value);
  // What was typed and not yet seen coming back as `value`, oldest first.
  const [sent, setSent] = useState<readonly string[]>([]);
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    const echo = sent.indexOf(value);
    if (echo >= 0) {
      setSent(sent.slice(echo + 1));
    } else {
      setSent([]);
      setText(value);
    }
  }
  return (
    <input
      id={id}
      type="search"
      data-slot="data-table-search"
      className={styles.Input}
      value={text}
      onChange={(event) => {
        const next = event.target.value;
        setText(next);
        // Typed back to the value shown: nothing is on its way any more.
        setSent((pending) => (next === value ? [] : [...pending, next]));
        onValueChange(next);
      }}
    />
  );
}

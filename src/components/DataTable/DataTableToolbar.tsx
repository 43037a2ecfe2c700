'use client';

import { useTranslate } from '../../i18n/context';
import * as english from '../../i18n/english';
import type { Column } from '@tanstack/react-table';
import { ChevronDown, Columns3, Search } from 'lucide-react';
import { useCallback, useEffect, useId, useState, type ReactNode } from 'react';
import { Button } from '../Button/Button';
import type { ColumnMeta } from './columns';
import styles from './DataTable.toolbar.module.css';
import type DataTableColumnsMenuComponent from './DataTableColumnsMenu';
import type { DataTableColumnsMenuProps, PendingIntent } from './DataTableColumnsMenu';

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
  /** A new width for a column, in pixels. */
  onColumnWidthChange: (id: string, width: number) => void;
  /** The table's name, for the labels ("Search Tasks"). */
  label: string;
  /** Extra controls at the end of the toolbar. */
  children?: ReactNode;
  /** The rows are in: the Columns menu's engine may load now, off the first screen. */
  ready: boolean;
}

/**
 * Global search, per-column filters and the Columns menu (show or hide columns, widen or narrow
 * them) above the table.
 */
export function DataTableToolbar<TData>({
  search,
  globalFilter,
  onGlobalFilterChange,
  columns,
  columnFilters,
  onColumnFilterChange,
  onColumnVisibilityChange,
  onColumnWidthChange,
  label,
  children,
  ready,
}: DataTableToolbarProps<TData>) {
  const t = useTranslate('dataTable', english.dataTable);
  const id = useId();
  const filterable = columns.filter((c) => (c.columnDef.meta as ColumnMeta).filter);
  const hideable = columns.filter((c) => c.getCanHide());
  // Every visible data column counts, hideable or not: only the last one on screen is locked.
  const visibleCount = columns.filter((c) => c.getIsVisible()).length;
  // The menu's width steps are the way to resize a column with single clicks, no drag (WCAG 2.5.7).
  const resizable = columns.filter((c) => c.getCanResize() && c.getIsVisible());
  const menu = hideable.length > 0 || resizable.length > 0;
  if (!search && filterable.length === 0 && !menu && !children) return null;

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
      {menu && (
        <ColumnsMenu
          columns={hideable}
          resizable={resizable}
          visibleCount={visibleCount}
          onColumnVisibilityChange={onColumnVisibilityChange}
          onColumnWidthChange={onColumnWidthChange}
          ready={ready}
        />
      )}
      {children}
    </div>
  );
}

let columnsMenu: typeof DataTableColumnsMenuComponent | undefined;
let columnsMenuLoading: Promise<typeof DataTableColumnsMenuComponent> | undefined;
function loadColumnsMenu() {
  return (columnsMenuLoading ??= import('./DataTableColumnsMenu').then(
    (module) => (columnsMenu = module.default),
  ));
}

/**
 * The Columns menu button. Its engine (the menu's popup, focus and keyboard machinery, about 45 kB
 * of gzip JavaScript) is not part of a table's first screen: until it has loaded, a stand-in
 * `<button>` with the same name, look and ARIA (`aria-haspopup="menu"`, `aria-expanded="false"`)
 * holds its place. The engine loads when the rows are in (at the browser's next idle moment), or
 * at once when a person points at, focuses or presses the button; it then replaces the stand-in,
 * keeping focus on the button and opening the menu if it was asked for (a press, Enter, Space,
 * ArrowDown or ArrowUp), as the menu button pattern has it.
 */
function ColumnsMenu<TData>({
  ready,
  ...props
}: Omit<DataTableColumnsMenuProps<TData>, 'pending'> & { ready: boolean }) {
  const t = useTranslate('dataTable', english.dataTable);
  const [Loaded, setLoaded] = useState(() => columnsMenu);
  const [pending, setPending] = useState<PendingIntent>(null);
  const load = useCallback(() => {
    void loadColumnsMenu().then((component) => setLoaded(() => component));
  }, []);
  useEffect(() => {
    if (!ready || Loaded) return;
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = setTimeout(load, 1);
      return () => clearTimeout(timer);
    }
    const idle = window.requestIdleCallback(load, { timeout: 2000 });
    return () => window.cancelIdleCallback(idle);
  }, [ready, Loaded, load]);

  if (Loaded) return <Loaded {...props} pending={pending} />;
  const ask = (intent: PendingIntent) => {
    setPending(intent);
    load();
  };
  return (
    <Button
      size="sm"
      data-slot="data-table-columns"
      data-state="closed"
      aria-haspopup="menu"
      aria-expanded={false}
      startIcon={<Columns3 className={styles.SearchIcon} />}
      endIcon={<ChevronDown />}
      onPointerEnter={load}
      onFocus={() => ask('focus')}
      onBlur={() => setPending(null)}
      onClick={() => ask('click')}
      onKeyDown={(event) => {
        if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
          event.preventDefault();
          ask(event.key);
        }
      }}
    >
      {t('columns')}
    </Button>
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

'use client';

import { useCallback, useRef, useState, type KeyboardEvent } from 'react';
import { moveInGrid, type GridPosition } from './gridNavigation';

const FOCUSABLE =
  'a[href], button, input, select, textarea, summary, [tabindex]:not([data-grid-cell]), [contenteditable="true"]';

/** Cell coordinates as written on each cell, `data-grid-cell="row:col"`. */
export function cellKey(row: number, col: number): string {
  return `${row}:${col}`;
}

function parseCell(cell: Element): GridPosition | null {
  const [row, col] = (cell.getAttribute('data-grid-cell') ?? '').split(':').map(Number);
  return Number.isInteger(row) && Number.isInteger(col) ? { row: row!, col: col! } : null;
}

function focusables(cell: Element): HTMLElement[] {
  return [...cell.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => !(el as HTMLInputElement).disabled && !el.closest('[inert],[aria-hidden="true"]'),
  );
}

/**
 * Where focus goes when the grid moves onto a cell: its primary widget (the sort button, the row's
 * checkbox), else its only widget, else the cell itself. Other widgets are reached with Enter or F2.
 * https://www.w3.org/WAI/ARIA/apg/patterns/grid/#keyboardinteraction-datagrids
 */
export function navigationTarget(cell: HTMLElement): HTMLElement {
  const primary = cell.querySelector<HTMLElement>('[data-grid-primary]');
  if (primary) return primary;
  const widgets = focusables(cell).filter((el) => !el.hasAttribute('data-grid-secondary'));
  const all = focusables(cell);
  return widgets.length === 1 && all.length === 1 ? widgets[0]! : cell;
}

interface Options {
  enabled: boolean;
  /** Rows including the header row. */
  rowCount: number;
  colCount: number;
  /** How many rows PageUp/PageDown move by: those in view. */
  getPageRows: () => number;
  rtl: boolean;
  /** Brings a data row (0-based, without the header) into view before it is focused. */
  scrollToRow: (rowIndex: number) => void;
}

/**
 * Roving focus over the cells of a `role="grid"` table: one tab stop, arrow keys, Home/End,
 * Ctrl+Home/End, PageUp/PageDown, Enter/F2 into a cell's widgets, Escape back. Cells are found
 * through `data-grid-cell`, so rows may come and go under virtualization.
 */
export function useGridKeyboard(
  tableRef: React.RefObject<HTMLTableElement | null>,
  { enabled, rowCount, colCount, getPageRows, rtl, scrollToRow }: Options,
) {
  const [active, setActive] = useState<GridPosition>({ row: 0, col: 0 });
  const pendingFocus = useRef(false);
  // Focus is in the grid (set on focus, cleared when it leaves by Tab or a click elsewhere, not
  // when the focused row is replaced: a removed element fires no blur in browsers).
  const focusWithin = useRef(false);

  // The active cell may be outside the data after a filter; keep it inside.
  const row = Math.min(active.row, Math.max(0, rowCount - 1));
  const col = Math.min(active.col, Math.max(0, colCount - 1));

  // To run after every render of the rows (the caller's layout effect): rows mount and unmount
  // while scrolling, and each new cell's widgets must leave the tab order so the grid stays a
  // single tab stop.
  const sync = useCallback(() => {
    const table = tableRef.current;
    if (!enabled || !table) return;
    const cells = table.querySelectorAll<HTMLElement>('[data-grid-cell]');
    let activeCell: HTMLElement | null = null;
    let fallback: HTMLElement | null = null;
    for (const cell of cells) {
      const pos = parseCell(cell);
      if (pos?.row === row && pos.col === col) activeCell = cell;
      if (pos?.row === 0 && pos.col === col) fallback = cell;
      cell.tabIndex = -1;
      for (const el of focusables(cell)) el.tabIndex = -1;
    }
    // A virtualized-away active row leaves its column header as the tab stop.
    const cell = activeCell ?? fallback;
    if (!cell) return;
    const target = navigationTarget(cell);
    target.tabIndex = 0;
    // New data replaced the row that held focus (a page change, a refetch, a sort from the
    // server): focus would fall to the page's body, so it goes to the same place in the new rows.
    const lost = focusWithin.current && !table.contains(table.ownerDocument.activeElement);
    if ((pendingFocus.current || lost) && activeCell) {
      pendingFocus.current = false;
      target.focus({ preventScroll: lost });
    }
  }, [tableRef, enabled, row, col]);

  const focusCell = useCallback(
    (next: GridPosition) => {
      pendingFocus.current = true;
      if (next.row > 0) scrollToRow(next.row - 1);
      setActive(next);
    },
    [scrollToRow],
  );

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLTableElement>) => {
      if (!enabled || event.defaultPrevented) return;
      const target = event.target as HTMLElement;
      const cell = target.closest<HTMLElement>('[data-grid-cell]');
      if (!cell) return;
      const pos = parseCell(cell);
      if (!pos) return;
      const navTarget = navigationTarget(cell);
      const interacting = target !== navTarget;

      if (interacting) {
        // Inside a cell: its widgets own the keys, except Escape/F2 (back to the grid) and Tab,
        // which cycles through the cell's widgets.
        if (event.key === 'Escape' || event.key === 'F2') {
          event.preventDefault();
          navTarget.focus();
        } else if (event.key === 'Tab') {
          const widgets = focusables(cell);
          if (widgets.length === 0) return;
          event.preventDefault();
          const i = widgets.indexOf(target);
          const next = (i + (event.shiftKey ? -1 : 1) + widgets.length) % widgets.length;
          widgets[next]!.focus();
        }
        return;
      }

      if (event.key === 'F2' || (event.key === 'Enter' && navTarget === cell)) {
        const first = focusables(cell).find((el) => el !== navTarget);
        if (first) {
          event.preventDefault();
          first.focus();
        }
        return;
      }

      const next = moveInGrid(
        pos,
        { key: event.key, ctrlKey: event.ctrlKey, metaKey: event.metaKey, rtl },
        { rowCount, colCount, pageRows: getPageRows() },
      );
      if (!next || event.altKey || event.shiftKey) return;
      event.preventDefault();
      focusCell(next);
    },
    [enabled, rtl, rowCount, colCount, getPageRows, focusCell],
  );

  const onBlur = useCallback((event: React.FocusEvent<HTMLTableElement>) => {
    const to = event.relatedTarget as Node | null;
    if (!event.currentTarget.contains(to) && (event.target as Node).isConnected) {
      focusWithin.current = false;
    }
  }, []);

  // Focus arriving by click or Tab makes that cell the active one.
  const onFocus = useCallback(
    (event: React.FocusEvent<HTMLTableElement>) => {
      focusWithin.current = true;
      if (!enabled) return;
      const cell = (event.target as HTMLElement).closest('[data-grid-cell]');
      const pos = cell && parseCell(cell);
      if (pos && (pos.row !== active.row || pos.col !== active.col)) setActive(pos);
    },
    [enabled, active],
  );

  return { active: { row, col }, onKeyDown, onFocus, onBlur, sync };
}

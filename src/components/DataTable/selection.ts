'use client';

import { useMemo } from 'react';
import type { DataTableSelection } from './state';

/** Whether a row is selected, under both "these ids" and "all results except these ids". */
export function isRowSelected(selection: DataTableSelection, id: string): boolean {
  return selection.ids.includes(id) !== selection.all;
}

/** Selects or deselects one row. */
export function setRowSelected(
  selection: DataTableSelection,
  id: string,
  selected: boolean,
): DataTableSelection {
  if (isRowSelected(selection, id) === selected) return selection;
  // In "all" mode the list holds exclusions, so selecting removes from it and deselecting adds.
  const add = selected !== selection.all;
  return {
    all: selection.all,
    ids: add ? [...selection.ids, id] : selection.ids.filter((x) => x !== id),
  };
}

/**
 * Selects or deselects every row of the current page, leaving the other pages' choices alone.
 * Linear in the page and the selection (a page may be 100,000 rows).
 */
export function setPageSelected(
  selection: DataTableSelection,
  pageIds: readonly string[],
  selected: boolean,
): DataTableSelection {
  // In "all" mode the list holds exclusions, so selecting removes from it and deselecting adds.
  const add = selected !== selection.all;
  const ids = new Set(selection.ids);
  let changed = false;
  for (const id of pageIds) {
    if (ids.has(id) !== add) {
      changed = true;
      if (add) ids.add(id);
      else ids.delete(id);
    }
  }
  return changed ? { all: selection.all, ids: [...ids] } : selection;
}

/** Every result, on every page, including rows not loaded yet (server-side data). */
export function selectAllResults(): DataTableSelection {
  return { all: true, ids: [] };
}

/** How many rows are selected, given the number of results. Never negative, never above total. */
export function selectedCount(selection: DataTableSelection, total: number): number {
  const safeTotal = Number.isFinite(total) && total > 0 ? Math.floor(total) : 0;
  if (!selection.all) return selection.ids.length;
  return Math.max(0, safeTotal - new Set(selection.ids).size);
}

export type CheckedState = boolean | 'mixed';

/** The header checkbox: checked when every row on the page is, mixed when some are. */
export function pageCheckedState(
  selection: DataTableSelection,
  pageIds: readonly string[],
): CheckedState {
  if (pageIds.length === 0) return false;
  const ids = new Set(selection.ids);
  let count = 0;
  for (const id of pageIds) if (ids.has(id) !== selection.all) count++;
  if (count === 0) return false;
  return count === pageIds.length ? true : 'mixed';
}

/**
 * The selection as the page shows it: the page's row ids, the selected ids as a set, the header
 * checkbox's state, the count, and whether to offer "Select all N results". Memoized: the page
 * may be 100,000 rows and the table renders again on every scroll frame.
 */
export function usePageSelection({
  selection,
  rows,
  selectable,
  total,
}: {
  selection: DataTableSelection;
  rows: readonly { id: string }[];
  selectable: boolean;
  total: number;
}) {
  const pageIds = useMemo(() => (selectable ? rows.map((r) => r.id) : []), [selectable, rows]);
  const selectedIds = useMemo(() => new Set(selection.ids), [selection.ids]);
  const headerChecked = useMemo(
    () => (selectable ? pageCheckedState(selection, pageIds) : false),
    [selectable, selection, pageIds],
  );
  const count = selectedCount(selection, total);
  const offerAll = selectable && headerChecked === true && !selection.all && count < total;
  return { pageIds, selectedIds, headerChecked, count, offerAll };
}

'use client';

import type { Virtualizer } from '@tanstack/react-virtual';
import { useCallback, useLayoutEffect, useRef, type RefObject } from 'react';
import { useGridKeyboard } from './useGridKeyboard';

interface Options {
  /** The table is a grid (selection or row actions): the keys are handled. */
  enabled: boolean;
  /** Rows including the header row. */
  rowCount: number;
  colCount: number;
  rtl: boolean;
  /** The rows are virtualized, so a row the keys move to may have to be scrolled into the DOM. */
  virtualized: boolean;
  /** The header's and each row's height, for how many rows PageUp/PageDown move by. */
  headerHeight: number;
  rowHeight: number;
}

/**
 * A DataTable's grid keyboard wired to its scroll area: PageUp/PageDown move by the rows in view,
 * and a row the keys move to is scrolled in through the virtualizer when the rows are virtualized.
 * The virtualizer lives in DataTableVirtualRows (loaded when a table first virtualizes, so a scroll
 * re-renders the rows, not the whole table), which fills the returned `virtualizerRef`.
 */
export function useTableGrid(
  tableRef: RefObject<HTMLTableElement | null>,
  scrollRef: RefObject<HTMLDivElement | null>,
  { enabled, rowCount, colCount, rtl, virtualized, headerHeight, rowHeight }: Options,
) {
  const virtualizerRef = useRef<Virtualizer<HTMLDivElement, Element>>(null);
  const scrollToRow = useCallback(
    (index: number) => {
      if (virtualized) virtualizerRef.current?.scrollToIndex(index, { align: 'auto' });
    },
    [virtualized],
  );
  const gridKeys = useGridKeyboard(tableRef, {
    enabled,
    rowCount,
    colCount,
    rtl,
    getPageRows: () =>
      Math.floor(((scrollRef.current?.clientHeight || 400) - headerHeight) / rowHeight),
    scrollToRow,
  });
  // The rows' layout effects run before the table's refs are set: on the first render the grid
  // finds its cells only from here.
  useLayoutEffect(() => {
    gridKeys.sync();
  });
  return { gridKeys, virtualizerRef };
}

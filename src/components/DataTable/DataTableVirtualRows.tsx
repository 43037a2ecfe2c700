'use client';

import { useVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useReducer, useRef } from 'react';
import { OVERSCAN, RowsWindow, type DataTableRowsProps } from './DataTableRows';

/** Only the rows in view (and a few beyond), with spacers for the others, so the scrollbar stays true. */
export function DataTableVirtualRows<TData>({
  rows,
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
    overscan: OVERSCAN,
    scrollMargin: headerHeight,
    scrollPaddingStart: headerHeight,
    // It may arrive after the area was scrolled: it starts where the area is, not at the top.
    initialOffset: () => scrollRef.current?.scrollTop ?? 0,
  });
  useLayoutEffect(() => {
    virtualizerRef.current = virtualizer;
    return () => {
      virtualizerRef.current = null;
    };
  }, [virtualizerRef, virtualizer]);
  // Mounted in the same commit as its table, these rows' layout effects run before the table's
  // refs are set, so the virtualizer (which looks for its scroll area in its own layout effect)
  // has none yet: one more render, still before the browser paints, lets it find the area.
  const [, findScrollArea] = useReducer((n: number) => n + 1, 0);
  const askedOnce = useRef(false);
  useLayoutEffect(() => {
    if (virtualizer.scrollElement || askedOnce.current) return;
    askedOnce.current = true;
    findScrollArea();
  });
  // After every render of the rows, also those caused by scrolling alone.
  useLayoutEffect(() => syncGrid());

  const virtualItems = rows.length ? virtualizer.getVirtualItems() : [];
  const rendered = virtualItems
    .filter((v) => rows[v.index])
    .map((v) => ({ row: rows[v.index]!, index: v.index }));
  const padStart = virtualItems.length ? virtualItems[0]!.start - headerHeight : 0;
  // Before it has measured the scroll area (its first render) it has no window yet: one spacer
  // keeps the table's height, so a position scrolled to meanwhile is not lost.
  const padEnd = virtualItems.length
    ? virtualizer.getTotalSize() - (virtualItems[virtualItems.length - 1]!.end - headerHeight)
    : rows.length * rowHeight;
  return (
    <RowsWindow
      rendered={rendered}
      padStart={padStart}
      padEnd={padEnd}
      colCount={colCount}
      context={context}
    />
  );
}

'use client';

import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * What the table measures after layout: the header row's height, which offsets the rows in the
 * scroll area (virtualization, Page Up/Down), and the text direction, which flips resizing. Measured
 * again when the columns are resized and when loading ends.
 */
export function useTableMeasure({
  scrollRef,
  theadRef,
  rowHeight,
  columnSizing,
  loading,
}: {
  scrollRef: RefObject<HTMLElement | null>;
  theadRef: RefObject<HTMLElement | null>;
  /** The header's height until it is measured. */
  rowHeight: number;
  columnSizing: unknown;
  loading: boolean;
}) {
  const [rtl, setRtl] = useState(false);
  const [headerHeight, setHeaderHeight] = useState(rowHeight);
  useLayoutEffect(() => {
    const thead = theadRef.current;
    if (thead && thead.offsetHeight && thead.offsetHeight !== headerHeight) {
      setHeaderHeight(thead.offsetHeight);
    }
    const isRtl = !!scrollRef.current && getComputedStyle(scrollRef.current).direction === 'rtl';
    if (isRtl !== rtl) setRtl(isRtl);
  }, [scrollRef, theadRef, headerHeight, rtl, columnSizing, loading]);
  return { rtl, headerHeight };
}

'use client';

import { useLayoutEffect, useState, type RefObject } from 'react';
import { useDirection } from '../../utils/direction';

/**
 * What the table measures after layout: the header row's height, which offsets the rows in the
 * scroll area (virtualization, Page Up/Down), measured again when the columns are resized and when
 * loading ends; and the text direction, which flips resizing.
 */
export function useTableMeasure({
  theadRef,
  rowHeight,
  columnSizing,
  loading,
}: {
  theadRef: RefObject<HTMLElement | null>;
  /** The header's height until it is measured. */
  rowHeight: number;
  columnSizing: unknown;
  loading: boolean;
}) {
  const rtl = useDirection() === 'rtl';
  const [headerHeight, setHeaderHeight] = useState(rowHeight);
  useLayoutEffect(() => {
    const thead = theadRef.current;
    if (thead && thead.offsetHeight && thead.offsetHeight !== headerHeight) {
      setHeaderHeight(thead.offsetHeight);
    }
  }, [theadRef, headerHeight, columnSizing, loading]);
  return { rtl, headerHeight };
}

'use client';

import { useTranslate } from '../../i18n/context';
import * as english from '../../i18n/english';
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { Button } from '../Button/Button';
import styles from './DataTable.selection.module.css';

interface DataTableSelectionBarProps {
  count: number;
  total: number;
  /** Every row of the page is selected, but not every result: offer the rest. */
  offerAll: boolean;
  onSelectAll: () => void;
  onClear: () => void;
  formatNumber: (n: number) => string;
  /** The app's actions on the selected rows. */
  actions?: ReactNode;
  /** Called when the bar emptied under the focus (Clear selection, an action that clears it). */
  onFocusLost: () => void;
}

/**
 * The selection count, announced politely, with "Select all N results", "Clear selection" and the
 * app's actions on the selection. Out of the layout while nothing is selected.
 */
export function DataTableSelectionBar({
  count,
  total,
  offerAll,
  onSelectAll,
  onClear,
  formatNumber,
  actions,
  onFocusLost,
}: DataTableSelectionBarProps) {
  const t = useTranslate('dataTable', english.dataTable);
  // The button that emptied the bar is gone with it: focus would fall to the page's body.
  const previousCount = useRef(count);
  useLayoutEffect(() => {
    const emptied = previousCount.current > 0 && count === 0;
    previousCount.current = count;
    if (emptied && (!document.activeElement || document.activeElement === document.body)) {
      onFocusLost();
    }
  });
  return (
    <div
      data-slot="data-table-selection"
      className={styles.SelectionBar}
      data-empty={count === 0 || undefined}
    >
      {/* Always in the DOM, so screen readers hear each change of the count. */}
      <p role="status" className={styles.SelectionCount}>
        {count === 0 ? '' : t('selected', { count, total: formatNumber(total) })}
      </p>
      {offerAll && (
        <Button size="sm" variant="ghost" onClick={onSelectAll}>
          {t('selectAll', { count: total })}
        </Button>
      )}
      {count > 0 && (
        <Button size="sm" variant="ghost" onClick={onClear}>
          {t('clearSelection')}
        </Button>
      )}
      {count > 0 && actions && <div className={styles.SelectionActions}>{actions}</div>}
    </div>
  );
}

'use client';

import { useTranslate } from '../../i18n/context';
import * as english from '../../i18n/english';
import { useEffect, useState, type ReactNode } from 'react';
import visuallyHidden from '../../styles/visuallyHidden.module.css';
import { Button } from '../Button/Button';
import { EmptyState } from '../EmptyState/EmptyState';
import { Skeleton } from '../Skeleton/Skeleton';
import styles from './DataTable.module.css';

/** Skeleton rows that hold the table's layout while the first data loads. Hidden from screen readers. */
export function DataTableSkeletonRows({ rows, columns }: { rows: number; columns: number }) {
  return Array.from({ length: rows }, (_, r) => (
    <tr key={r} aria-hidden="true" data-slot="data-table-skeleton-row" className={styles.Row}>
      {Array.from({ length: columns }, (_, c) => (
        <td key={c} className={styles.Cell}>
          <Skeleton width={`${50 + ((r * 7 + c * 13) % 40)}%`} />
        </td>
      ))}
    </tr>
  ));
}

/** A message below the header row: empty, no results, or an error. */
export function DataTableMessage({
  kind,
  children,
}: {
  kind: 'empty' | 'no-results' | 'error';
  children: ReactNode;
}) {
  return (
    <div
      data-slot="data-table-message"
      data-kind={kind}
      className={styles.Message}
      role={kind === 'error' ? 'alert' : undefined}
    >
      {children}
    </div>
  );
}

/** "No results for this filter", with the action that gets the rows back. */
export function DataTableNoResults({ onClearFilters }: { onClearFilters: () => void }) {
  const t = useTranslate('dataTable', english.dataTable);
  return (
    <DataTableMessage kind="no-results">
      <EmptyState
        heading={t('noMatches')}
        description={t('noMatchesDescription')}
        action={
          <Button size="sm" onClick={onClearFilters}>
            {t('clearFilters')}
          </Button>
        }
      />
    </DataTableMessage>
  );
}

/** The error, with a Retry button when the table can retry. */
export function DataTableError({
  error,
  onRetry,
}: {
  error: ReactNode;
  onRetry?: (() => void) | undefined;
}) {
  const t = useTranslate('dataTable', english.dataTable);
  return (
    <DataTableMessage kind="error">
      <p className={styles.MessageTitle}>{t('loadError')}</p>
      {error !== true && <p className={styles.MessageText}>{error}</p>}
      {onRetry && (
        <Button size="sm" onClick={onRetry}>
          {t('retry')}
        </Button>
      )}
    </DataTableMessage>
  );
}

/** What shows in place of rows: the error, "no results" under filters, or the empty view. */
export function DataTableBodyMessage({
  error,
  onRetry,
  empty,
  filtersActive,
  onClearFilters,
  renderEmpty,
  label,
}: {
  error: ReactNode;
  onRetry: (() => void) | undefined;
  /** No rows, and not loading. */
  empty: boolean;
  filtersActive: boolean;
  onClearFilters: () => void;
  renderEmpty: (() => ReactNode) | undefined;
  /** The table's name, for the default empty view ("No tasks yet"). */
  label: string;
}) {
  const t = useTranslate('dataTable', english.dataTable);
  if (error) return <DataTableError error={error} onRetry={onRetry} />;
  if (!empty) return null;
  if (filtersActive) return <DataTableNoResults onClearFilters={onClearFilters} />;
  return (
    <DataTableMessage kind="empty">
      {renderEmpty ? renderEmpty() : <EmptyState heading={t('empty', { label })} />}
    </DataTableMessage>
  );
}

/**
 * How long the filters and the rows must stay still before the count is said. Long enough for a
 * word typed key by key (and the screen reader's echo of each key) to finish: one announcement per
 * search, not one per key. https://www.w3.org/WAI/WCAG22/Understanding/status-messages
 */
const SETTLE_MS = 1000;

/**
 * The number of results after a search or a filter changed, said politely once the rows have
 * arrived and the typing has stopped (WCAG 4.1.3 Status Messages). Silent on the first screen: only
 * a change a person made is reported. The region is always in the page, so screen readers know it
 * before it speaks, and it empties on each change, so the same count said again is heard again.
 */
export function DataTableResultsStatus({
  filters,
  busy,
  total,
}: {
  /** The search, the column filters and the edits typed, as one string: a change is a new search. */
  filters: string;
  /** Rows are loading: the count is not known yet. */
  busy: boolean;
  total: number;
}) {
  const t = useTranslate('dataTable', english.dataTable);
  const [seen, setSeen] = useState(filters);
  const [waiting, setWaiting] = useState(false);
  const [said, setSaid] = useState('');
  if (filters !== seen) {
    setSeen(filters);
    setWaiting(true);
    setSaid('');
  }
  useEffect(() => {
    if (!waiting || busy) return;
    const timer = setTimeout(() => {
      setWaiting(false);
      setSaid(total === 0 ? t('noMatches') : t('results', { count: total }));
    }, SETTLE_MS);
    return () => clearTimeout(timer);
  }, [waiting, busy, total, seen, t]);
  return (
    // A polite live region, not role="status": the selection count is the table's status.
    <div
      aria-live="polite"
      aria-atomic="true"
      data-slot="data-table-results"
      className={visuallyHidden.VisuallyHidden}
    >
      {said}
    </div>
  );
}

'use client';

import { useTranslate } from '../../i18n/context';
import * as english from '../../i18n/english';
import type { ReactNode } from 'react';
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

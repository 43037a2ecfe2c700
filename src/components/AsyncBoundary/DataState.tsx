'use client';

import { use, useState, type ComponentProps, type ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { Spinner } from '../Spinner/Spinner';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import styles from './AsyncBoundary.module.css';
import { describeError } from '../../http/errors';
import { ErrorState } from './ErrorState';
import { I18nContext, translate } from '../../i18n/context';
import * as english from '../../i18n/english';
import { LoadingState } from './LoadingState';
import { useAnnouncement } from './useAnnouncement';

/** The state of a piece of remote data, as CSS (`data-state`) and tests see it. */
export type DataStatus = 'loading' | 'empty' | 'error' | 'ready' | 'refreshing';

/** The fields of a TanStack `useQuery` result that DataState reads; any object with them will do. */
export interface DataQuery<T> {
  status: 'pending' | 'error' | 'success';
  data: T | undefined;
  error: unknown;
  isFetching: boolean;
  refetch?: () => unknown;
}

export interface DataStateProps<T> extends Omit<ComponentProps<'div'>, 'children'> {
  /** The query result to render (`useQuery(…)`). */
  query: DataQuery<T>;
  /** Renders the data once it is there. */
  children: (data: T) => ReactNode;
  /** True when the data counts as empty (`page => page.items.length === 0`). */
  isEmpty?: (data: T) => boolean;
  /** Shown for empty data: an `EmptyState`, usually. */
  empty?: ReactNode;
  /** A placeholder the shape of the content (skeletons) instead of the spinner. */
  loading?: ReactNode;
  /** What is loading, for the spinner and announcements ("Tasks"). @default the locale's `dataState.defaultLabel` ('Content') */
  label?: string;
  /** Nothing shows while loading for this long, so fast answers never flash. @default 200 */
  delayMs?: number;
  /** Called by the error's Retry button. @default query.refetch */
  onRetry?: () => void;
  /** Replaces the built-in error view. */
  errorFallback?: (props: { error: unknown; retry: (() => void) | undefined }) => ReactNode;
  /** The heading level of the built-in error view. @default 3 */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
}

/** The `DataStatus` of a query result. */
export function dataStatus<T>(query: DataQuery<T>, isEmpty?: (data: T) => boolean): DataStatus {
  if (query.status === 'pending') return 'loading';
  if (query.status === 'error') return 'error';
  if (query.data !== undefined && isEmpty?.(query.data)) return 'empty';
  return query.isFetching ? 'refreshing' : 'ready';
}

/**
 * One contract for remote data: loading (a spinner or skeletons, only after a short delay), empty,
 * error (catalogue wording and Retry), refreshing (old content kept, `aria-busy`) and ready. A polite
 * live region announces when the data arrives or fails.
 */
export function DataState<T>({
  query,
  children,
  isEmpty,
  empty,
  loading,
  label: labelProp,
  delayMs = 200,
  onRetry,
  errorFallback,
  headingLevel = 3,
  className,
  ...props
}: DataStateProps<T>) {
  const status = dataStatus(query, isEmpty);
  const retry = onRetry ?? (query.refetch ? () => void query.refetch?.() : undefined);
  const [announcement, announce] = useAnnouncement();
  const i18n = use(I18nContext);
  const t = translate(i18n, 'dataState', english.dataState);
  const label = labelProp ?? t('defaultLabel');
  const [previous, setPrevious] = useState(status);
  if (previous !== status) {
    // Adjusting state while rendering (react.dev: "storing information from previous renders").
    setPrevious(status);
    if (status === 'error') {
      const text = describeError(query.error, i18n);
      announce(t('failed', { label, message: text.message }));
    } else if (status === 'empty' && previous !== 'ready') announce(t('empty', { label }));
    else if (status === 'ready' && previous !== 'empty') announce(t('loaded', { label }));
  }

  const hasData = query.data !== undefined;
  return (
    <div
      data-slot="data-state"
      data-state={status}
      aria-busy={status === 'loading' || status === 'refreshing' || undefined}
      className={cx(styles.DataState, className)}
      {...props}
    >
      {status === 'loading' && (
        <LoadingState delayMs={delayMs} label={t('loading', { label })}>
          {loading}
        </LoadingState>
      )}
      {status === 'error' &&
        (errorFallback ? (
          errorFallback({ error: query.error, retry })
        ) : (
          <ErrorState error={query.error} onRetry={retry} headingLevel={headingLevel} />
        ))}
      {status === 'empty' && empty}
      {status === 'refreshing' && (
        <Spinner
          decorative
          size="sm"
          className={styles.Refreshing}
          data-slot="refreshing-indicator"
        />
      )}
      {(status === 'ready' || status === 'refreshing' || (status === 'error' && hasData)) &&
        children(query.data as T)}
      <VisuallyHidden role="status" data-slot="data-state-announcer">
        {announcement}
      </VisuallyHidden>
    </div>
  );
}

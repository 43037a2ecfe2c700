'use client';

import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import {
  Suspense,
  use,
  useEffectEvent,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentProps,
  type ErrorInfo,
  type ReactNode,
} from 'react';
import { cx } from '../../utils/cx';
import { Spinner } from '../Spinner/Spinner';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import styles from './AsyncBoundary.module.css';
import { ErrorBoundary } from './ErrorBoundary';
import { describeError } from '../../http/errors';
import { ErrorState } from './ErrorState';
import { I18nContext, translate } from '../../i18n/context';
import * as english from '../../i18n/english';
import { LoadingState } from './LoadingState';
import { useAnnouncement } from './useAnnouncement';

export interface AsyncBoundaryProps extends Omit<ComponentProps<'div'>, 'onError'> {
  children?: ReactNode;
  /** A placeholder the shape of the content (skeletons) instead of the spinner. */
  loading?: ReactNode;
  /** What is loading, for the spinner and announcements ("Tasks"). @default the locale's `dataState.defaultLabel` ('Content') */
  label?: string;
  /** Nothing shows while loading for this long, so fast answers never flash. @default 200 */
  delayMs?: number;
  /** Replaces the built-in error view; `retry` resets the boundary and refetches failed queries. */
  errorFallback?: (props: { error: unknown; retry: () => void }) => ReactNode;
  /** Called once with what the content threw and React's component stack, to log or report it. */
  onError?: (error: unknown, info: ErrorInfo) => void;
  /** Called when the person retries, before the children render again. */
  onReset?: () => void;
  /** When any of these values changes, a shown error resets by itself (a new route, say). */
  resetKeys?: readonly unknown[];
  /** Marks old content as being refreshed (`aria-busy`), e.g. the `isPending` of a transition. @default false */
  refreshing?: boolean;
  /** The heading level of the built-in error view. @default 3 */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
}

type Phase = 'idle' | 'loading' | 'ready' | 'error';

/**
 * Suspense and an error boundary in one, with the same contract as `DataState`: a delayed loading
 * view, an error view with Retry (which also refetches failed TanStack queries), `aria-busy` while
 * loading or refreshing, and a polite announcement when the content arrives or fails.
 */
export function AsyncBoundary({
  children,
  loading,
  label: labelProp,
  delayMs = 200,
  errorFallback,
  onError,
  onReset,
  resetKeys,
  refreshing = false,
  headingLevel = 3,
  className,
  ...props
}: AsyncBoundaryProps) {
  const { reset: resetQueries } = useQueryErrorResetBoundary();
  const [phase, setPhase] = useState<Phase>('idle');
  const [announcement, announce] = useAnnouncement();
  const i18n = use(I18nContext);
  const t = translate(i18n, 'dataState', english.dataState);
  const label = labelProp ?? t('defaultLabel');
  const waited = useRef(false);

  function handlePending() {
    waited.current = true;
    setPhase('loading');
  }
  function handleSettled() {
    if (waited.current) announce(t('loaded', { label }));
    waited.current = false;
    setPhase('ready');
  }
  function handleError(error: unknown, info: ErrorInfo) {
    waited.current = false;
    setPhase('error');
    announce(t('failed', { label, message: describeError(error, i18n).message }));
    onError?.(error, info);
  }

  const state = phase === 'ready' && refreshing ? 'refreshing' : phase === 'idle' ? 'ready' : phase;
  return (
    <div
      data-slot="async-boundary"
      data-state={state}
      aria-busy={state === 'loading' || state === 'refreshing' || undefined}
      className={cx(styles.DataState, className)}
      {...props}
    >
      <ErrorBoundary
        resetKeys={resetKeys}
        onError={handleError}
        onReset={() => {
          resetQueries();
          onReset?.();
        }}
        fallback={({ error, reset }) =>
          errorFallback ? (
            errorFallback({ error, retry: reset })
          ) : (
            <ErrorState error={error} onRetry={reset} headingLevel={headingLevel} />
          )
        }
      >
        <Suspense
          fallback={
            <Signal onMount={handlePending}>
              <LoadingState delayMs={delayMs} label={t('loading', { label })}>
                {loading}
              </LoadingState>
            </Signal>
          }
        >
          {children}
          <Signal onMount={handleSettled} />
        </Suspense>
      </ErrorBoundary>
      {state === 'refreshing' && (
        <Spinner
          decorative
          size="sm"
          className={styles.Refreshing}
          data-slot="refreshing-indicator"
        />
      )}
      <VisuallyHidden role="status" data-slot="data-state-announcer">
        {announcement}
      </VisuallyHidden>
    </div>
  );
}

/** Calls `onMount` once it is committed: tells the boundary that its fallback or content is showing. */
function Signal({ onMount, children }: { onMount: () => void; children?: ReactNode }) {
  const mounted = useEffectEvent(onMount);
  // A layout effect: the busy state must clear in the same paint that shows the content.
  useLayoutEffect(() => mounted(), []);
  return children;
}

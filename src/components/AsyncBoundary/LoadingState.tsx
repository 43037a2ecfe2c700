'use client';

import { useTranslate } from '../../i18n/context';
import * as english from '../../i18n/english';
import { useEffect, useRef, useState, type ComponentProps } from 'react';
import { useRouteLoading } from '../../router/RouteAnnouncer';
import { cx } from '../../utils/cx';
import { useComposedRefs } from '../../utils/useComposedRefs';
import { Spinner } from '../Spinner/Spinner';
import styles from './AsyncBoundary.module.css';

export interface LoadingStateProps extends ComponentProps<'div'> {
  /** Nothing shows for this long, so fast answers never flash a spinner. @default 200 */
  delayMs?: number;
  /** What is loading, for the spinner's accessible name. @default the locale's `spinner.loading` ('Loading') */
  label?: string;
  /** A placeholder the shape of the content (skeletons) instead of the spinner. */
  children?: React.ReactNode;
}

/**
 * The loading part of the data-state contract: after `delayMs` it shows a spinner (or the skeletons
 * given as children). Before that it renders an empty element, so quick loads do not flicker.
 * Shown in `<main>` under `RouterRoot`, it holds a page's arrival: the page is announced once it
 * has loaded, by its heading.
 */
export function LoadingState({
  delayMs = 200,
  label: labelProp,
  className,
  children,
  ref,
  ...props
}: LoadingStateProps) {
  const t = useTranslate('spinner', english.spinner);
  const label = labelProp ?? t('loading');
  const delay = Number.isFinite(delayMs) ? Math.max(0, delayMs) : 200;
  const [visible, setVisible] = useState(delay === 0);
  useEffect(() => {
    if (delay === 0) return;
    const timer = setTimeout(() => setVisible(true), delay);
    return () => clearTimeout(timer);
  }, [delay]);
  // A page that arrives while this shows in <main> is announced when the loading ends.
  const own = useRef<HTMLDivElement>(null);
  useRouteLoading(own);
  const composedRef = useComposedRefs(own, ref);
  return (
    <div
      ref={composedRef}
      data-slot="loading-state"
      data-visible={visible || undefined}
      className={cx(styles.LoadingState, className)}
      {...props}
    >
      {visible && (children ?? <Spinner label={label} />)}
    </div>
  );
}

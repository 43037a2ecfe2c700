'use client';

import { useTranslate } from '../../i18n/context';
import * as english from '../../i18n/english';
import type { ComponentProps } from 'react';
import { cx } from '../../utils/cx';
import styles from './Spinner.module.css';

export interface SpinnerProps extends ComponentProps<'span'> {
  /** What is loading, announced politely to screen readers. @default the locale's `spinner.loading` ('Loading') */
  label?: string;
  /** Hides the spinner from assistive technology when something else already says it is busy (a busy button). @default false */
  decorative?: boolean;
  /** @default 'md' */
  size?: 'sm' | 'md' | 'lg';
}

/**
 * Renders an indeterminate loading indicator. Standalone it is a polite `status` region with a label;
 * `decorative` hides it where the surrounding element already conveys busyness.
 */
export function Spinner({
  label: labelProp,
  decorative = false,
  size = 'md',
  className,
  ...props
}: SpinnerProps) {
  const t = useTranslate('spinner', english.spinner);
  const label = labelProp ?? t('loading');
  // The ring is painted by CSS on this one element (a mask), not an inline SVG tree per spinner.
  return (
    <span
      data-slot="spinner"
      data-size={size}
      role={decorative ? undefined : 'status'}
      aria-hidden={decorative || undefined}
      className={cx(styles.Spinner, className)}
      {...props}
    >
      {!decorative && <span className={styles.Label}>{label}</span>}
    </span>
  );
}

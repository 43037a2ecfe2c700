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
  // One element: its CSS paints the ring and clips its own text, the label (see the module).
  return (
    <span
      data-slot="spinner"
      data-size={size}
      role={decorative ? undefined : 'status'}
      aria-hidden={decorative || undefined}
      className={cx(styles.Spinner, className)}
      {...props}
    >
      {decorative ? null : (labelProp ?? t('loading'))}
    </span>
  );
}

/**
 * The props of a decorative spinner's element, for a component that draws one inside an element
 * that already says it is busy (a loading button), without the spinner's words. @internal
 */
export function spinnerMark(size: SpinnerProps['size'], className?: string) {
  return {
    'data-slot': 'spinner',
    'data-size': size,
    'aria-hidden': true,
    className: cx(styles.Spinner, className),
  } as const;
}

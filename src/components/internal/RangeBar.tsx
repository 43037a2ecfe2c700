'use client';

import { useId, type ComponentProps, type ReactNode } from 'react';
import { cx } from '../../utils/cx';
import type { RangeTone } from '../../utils/tone';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import styles from './RangeBar.module.css';

/** What Meter and ProgressBar hand to the bar they share; not part of the public API. */
export interface RangeBarProps extends Omit<ComponentProps<'div'>, 'children'> {
  label: ReactNode;
  /** The value within [min, max], or null when unknown (an indeterminate progress bar). */
  value: number | null;
  min: number;
  max: number;
  /** How far along the track the indicator reaches, 0–100, or null to let CSS animate it. */
  percentage: number | null;
  /** The value as shown beside the label; left out when null. */
  shownValue: string | null;
  valueText: string;
  tone: RangeTone;
  size: 'sm' | 'md';
  /** Extra state attributes on every part (`data-indeterminate`, `data-complete`…). */
  state?: Record<string, string>;
}

/**
 * The label, value and track that Meter and ProgressBar share: the same elements and attributes
 * as Base UI's meter and progress, rendered directly (nothing in it is interactive).
 */
export function RangeBar({
  label,
  value,
  min,
  max,
  percentage,
  shownValue,
  valueText,
  tone,
  size,
  state,
  className,
  ...props
}: RangeBarProps) {
  const labelId = useId();
  return (
    <div
      {...state}
      aria-labelledby={labelId}
      aria-valuemax={max}
      aria-valuemin={min}
      aria-valuenow={value ?? undefined}
      aria-valuetext={valueText}
      data-size={size}
      data-tone={tone}
      className={cx(styles.RangeBar, className)}
      {...props}
    >
      <span id={labelId} role="presentation" {...state} className={styles.Label}>
        {label}
      </span>
      {shownValue !== null && (
        <span {...state} aria-hidden="true" className={styles.Value}>
          {shownValue}
        </span>
      )}
      <span {...state} className={styles.Track}>
        <span
          {...state}
          style={percentage === null ? undefined : { inlineSize: `${percentage}%` }}
          className={styles.Indicator}
        />
      </span>
      {/* Base UI's meter and progressbar end with this hidden character; it stays, so assistive
          technology gets the same content. Not a word: no translation. */}
      {/* eslint-disable-next-line react/jsx-no-literals */}
      <VisuallyHidden role="presentation">x</VisuallyHidden>
    </div>
  );
}

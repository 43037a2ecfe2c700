'use client';

import type { ComponentProps, ReactNode } from 'react';
import { useTranslate } from '../../i18n/context';
import * as english from '../../i18n/english';
import { formatRangeValue, percentOfRange, safeRange } from '../../utils/formatNumber';
import type { RangeTone } from '../../utils/tone';
import { useLocale } from '../LocaleProvider/LocaleProvider';
import { RangeBar } from '../internal/RangeBar';

export interface ProgressBarProps extends Omit<
  ComponentProps<'div'>,
  'className' | 'style' | 'children'
> {
  /** The visible label naming what progresses ("Uploading report.pdf"). */
  label: ReactNode;
  /** The current value between `min` and `max`; `null` (or leaving it out) means indeterminate. */
  value?: number | null;
  /** The value at the start. @default 0 */
  min?: number;
  /** The value when complete. @default 100 */
  max?: number;
  /** Shows the formatted value ("42%") beside the label. @default true when determinate */
  showValue?: boolean;
  /** Number format for the value text, in the locale. @default a percentage of the range */
  format?: Intl.NumberFormatOptions;
  /** A human reading of the value for screen readers ("3 of 10 files"). */
  getValueText?: (formattedValue: string, value: number | null) => string;
  /** The thickness of the track. @default 'md' */
  size?: 'sm' | 'md';
  /** Colour role for the progress's meaning (say it in words too). @default 'accent' */
  tone?: RangeTone;
  /** Extra class names for the root element. */
  className?: string;
  /** Inline styles for the root element. */
  style?: React.CSSProperties;
}

/**
 * Renders a `progressbar` with a visible label and value text. Without a value it is
 * indeterminate: a moving stripe that stops under reduced motion, while the label still says busy.
 * The same elements and attributes as Base UI's progress, without its context and render machinery
 * per bar: nothing in it is interactive.
 */
export function ProgressBar({
  value = null,
  min = 0,
  max = 100,
  showValue,
  format,
  getValueText,
  size = 'md',
  tone = 'accent',
  ...props
}: ProgressBarProps) {
  const { locale } = useLocale();
  const t = useTranslate('progressBar', english.progressBar);
  const [lo, hi] = safeRange(min, max);
  const current =
    value === null || !Number.isFinite(value) ? null : Math.min(hi, Math.max(lo, value));
  const status = current === null ? 'indeterminate' : current === hi ? 'complete' : 'progressing';
  const percentage = current === null ? null : percentOfRange(current, lo, hi);
  const formatted =
    current === null || percentage === null
      ? ''
      : formatRangeValue(current, percentage, locale, format);
  return (
    <RangeBar
      role="progressbar"
      data-slot="progress-bar"
      state={{ [`data-${status}`]: '' }}
      value={current}
      min={lo}
      max={hi}
      percentage={percentage}
      shownValue={current !== null && (showValue ?? true) ? formatted : null}
      valueText={
        getValueText
          ? getValueText(formatted, current)
          : current === null
            ? t('indeterminate')
            : formatted
      }
      tone={tone}
      size={size}
      {...props}
    />
  );
}

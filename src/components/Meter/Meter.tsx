'use client';

import type { ComponentProps, ReactNode } from 'react';
import { formatRangeValue, percentOfRange, safeRange } from '../../utils/formatNumber';
import type { RangeTone } from '../../utils/tone';
import { useLocale } from '../LocaleProvider/LocaleProvider';
import { RangeBar } from '../internal/RangeBar';

export interface MeterProps extends Omit<
  ComponentProps<'div'>,
  'className' | 'style' | 'children'
> {
  /** The visible label naming what is measured ("Storage used"). */
  label: ReactNode;
  /** The measured value, between `min` and `max`. */
  value: number;
  /** The lowest value of the range. @default 0 */
  min?: number;
  /** The highest value of the range. @default 100 */
  max?: number;
  /** Number format for the value text, in the locale. @default a percentage of the range */
  format?: Intl.NumberFormatOptions;
  /** A human reading of the value for screen readers ("7.4 of 10 GB"). */
  getValueText?: (formattedValue: string, value: number) => string;
  /** Shows the formatted value beside the label. @default true */
  showValue?: boolean;
  /** Colour role for the value's meaning (not the only signal: say it in the label or value too). @default 'accent' */
  tone?: RangeTone;
  /** The thickness of the track. @default 'md' */
  size?: 'sm' | 'md';
  /** Extra class names for the root element. */
  className?: string;
  /** Inline styles for the root element. */
  style?: React.CSSProperties;
}

/**
 * Renders a `meter`: a known quantity within a range, with a label and value text. The same
 * elements and attributes as Base UI's meter, without its context and render machinery per meter:
 * nothing in it is interactive.
 */
export function Meter({
  value,
  min = 0,
  max = 100,
  format,
  getValueText,
  showValue = true,
  tone = 'accent',
  size = 'md',
  ...props
}: MeterProps) {
  const { locale } = useLocale();
  const [lo, hi] = safeRange(min, max);
  const current = Number.isFinite(value) ? Math.min(hi, Math.max(lo, value)) : lo;
  const percentage = percentOfRange(current, lo, hi);
  const formatted = formatRangeValue(current, percentage, locale, format);
  return (
    <RangeBar
      role="meter"
      data-slot="meter"
      value={current}
      min={lo}
      max={hi}
      percentage={percentage}
      shownValue={showValue ? formatted : null}
      valueText={getValueText ? getValueText(formatted, current) : formatted}
      tone={tone}
      size={size}
      {...props}
    />
  );
}

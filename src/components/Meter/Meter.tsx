import { useId, type ComponentProps, type ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { formatRangeValue, percentOfRange, safeRange } from '../../utils/formatNumber';
import { useLocale } from '../LocaleProvider/LocaleProvider';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import styles from './Meter.module.css';

export interface MeterProps extends Omit<
  ComponentProps<'div'>,
  'className' | 'style' | 'children'
> {
  /** The visible label naming what is measured ("Storage used"). */
  label: ReactNode;
  /** The measured value, between `min` and `max`. */
  value: number;
  /** @default 0 */
  min?: number;
  /** @default 100 */
  max?: number;
  /** Number format for the value text, in the locale. @default a percentage of the range */
  format?: Intl.NumberFormatOptions;
  /** A human reading of the value for screen readers ("7.4 of 10 GB"). */
  getValueText?: (formattedValue: string, value: number) => string;
  /** Shows the formatted value beside the label. @default true */
  showValue?: boolean;
  /** Colour role for the value's meaning (not the only signal: say it in the label or value too). @default 'accent' */
  tone?: 'accent' | 'success' | 'warning' | 'danger';
  className?: string;
  style?: React.CSSProperties;
}

/**
 * Renders a `meter`: a known quantity within a range, with a label and value text. The same
 * elements and attributes as Base UI's meter, without its context and render machinery per meter:
 * nothing in it is interactive.
 */
export function Meter({
  label,
  value,
  min = 0,
  max = 100,
  format,
  getValueText,
  showValue = true,
  tone = 'accent',
  className,
  ...props
}: MeterProps) {
  const { locale } = useLocale();
  const [lo, hi] = safeRange(min, max);
  const current = Number.isFinite(value) ? Math.min(hi, Math.max(lo, value)) : lo;
  const percentage = percentOfRange(current, lo, hi);
  const formatted = formatRangeValue(current, percentage, locale, format);
  const labelId = useId();
  return (
    <div
      aria-labelledby={labelId}
      aria-valuemax={hi}
      aria-valuemin={lo}
      aria-valuenow={current}
      aria-valuetext={getValueText ? getValueText(formatted, current) : formatted}
      role="meter"
      data-slot="meter"
      data-tone={tone}
      className={cx(styles.Meter, className)}
      {...props}
    >
      <div className={styles.Header}>
        <span id={labelId} role="presentation" className={styles.Label}>
          {label}
        </span>
        {showValue && (
          <span aria-hidden="true" className={styles.Value}>
            {formatted}
          </span>
        )}
      </div>
      <div className={styles.Track}>
        <div style={{ width: `${percentage}%` }} className={styles.Indicator} />
      </div>
      {/* Base UI's meter ends with this hidden character; it stays, so assistive technology
          gets the same content. */}
      <VisuallyHidden role="presentation">x</VisuallyHidden>
    </div>
  );
}

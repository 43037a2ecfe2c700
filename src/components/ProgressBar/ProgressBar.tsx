import { useId, type ComponentProps, type ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { formatRangeValue, percentOfRange, safeRange } from '../../utils/formatNumber';
import { useLocale } from '../LocaleProvider/LocaleProvider';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import styles from './ProgressBar.module.css';

export interface ProgressBarProps extends Omit<
  ComponentProps<'div'>,
  'className' | 'style' | 'children'
> {
  /** The visible label naming what progresses ("Uploading report.pdf"). */
  label: ReactNode;
  /** The current value between `min` and `max`; `null` (or leaving it out) means indeterminate. */
  value?: number | null;
  /** @default 0 */
  min?: number;
  /** @default 100 */
  max?: number;
  /** Shows the formatted value ("42%") beside the label. @default true when determinate */
  showValue?: boolean;
  /** Number format for the value text, in the locale. @default a percentage of the range */
  format?: Intl.NumberFormatOptions;
  /** A human reading of the value for screen readers ("3 of 10 files"). */
  getValueText?: (formattedValue: string, value: number | null) => string;
  /** @default 'md' */
  size?: 'sm' | 'md';
  /** @default 'accent' */
  tone?: 'accent' | 'success' | 'danger';
  className?: string;
  style?: React.CSSProperties;
}

/**
 * Renders a `progressbar` with a visible label and value text. Without a value it is
 * indeterminate: a moving stripe that stops under reduced motion, while the label still says busy.
 * The same elements and attributes as Base UI's progress, without its context and render machinery
 * per bar: nothing in it is interactive.
 */
export function ProgressBar({
  label,
  value = null,
  min = 0,
  max = 100,
  showValue,
  format,
  getValueText,
  size = 'md',
  tone = 'accent',
  className,
  ...props
}: ProgressBarProps) {
  const { locale } = useLocale();
  const [lo, hi] = safeRange(min, max);
  const current =
    value === null || !Number.isFinite(value) ? null : Math.min(hi, Math.max(lo, value));
  const indeterminate = current === null;
  const status = indeterminate ? 'indeterminate' : current === hi ? 'complete' : 'progressing';
  const statusAttribute = { [`data-${status}`]: '' };
  const percentage = current === null ? null : percentOfRange(current, lo, hi);
  const formatted =
    current === null || percentage === null
      ? ''
      : formatRangeValue(current, percentage, locale, format);
  const labelId = useId();
  return (
    <div
      {...statusAttribute}
      aria-labelledby={labelId}
      aria-valuemax={hi}
      aria-valuemin={lo}
      aria-valuenow={current ?? undefined}
      aria-valuetext={
        getValueText
          ? getValueText(formatted, current)
          : indeterminate
            ? 'indeterminate progress'
            : formatted
      }
      role="progressbar"
      data-slot="progress-bar"
      data-size={size}
      data-tone={tone}
      className={cx(styles.ProgressBar, className)}
      {...props}
    >
      <div className={styles.Header}>
        <span id={labelId} role="presentation" {...statusAttribute} className={styles.Label}>
          {label}
        </span>
        {(showValue ?? !indeterminate) && !indeterminate && (
          <span {...statusAttribute} aria-hidden="true" className={styles.Value}>
            {formatted}
          </span>
        )}
      </div>
      <div {...statusAttribute} className={styles.Track}>
        <div
          {...statusAttribute}
          style={percentage === null ? undefined : { width: `${percentage}%` }}
          className={styles.Indicator}
        />
      </div>
      {/* Base UI's progressbar ends with this hidden character; it stays, so assistive technology
          gets the same content. */}
      <VisuallyHidden role="presentation">x</VisuallyHidden>
    </div>
  );
}

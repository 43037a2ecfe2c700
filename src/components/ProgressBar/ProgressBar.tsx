import { Progress } from '@base-ui/react/progress';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { useLocale } from '../LocaleProvider/LocaleProvider';
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
 * Renders a `progressbar` (Base UI progress) with a visible label and value text. Without a value it
 * is indeterminate: a moving stripe that stops under reduced motion, while the label still says busy.
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
  // Base UI's label registers its id with the root in a layout effect, rendering every progress bar
  // twice on mount; the label's id is known here, so the root is given it directly.
  const labelId = useId();
  return (
    <Progress.Root
      aria-labelledby={labelId}
      data-slot="progress-bar"
      data-size={size}
      data-tone={tone}
      value={current}
      min={lo}
      max={hi}
      locale={locale}
      format={format}
      getAriaValueText={getValueText}
      className={cx(styles.ProgressBar, className)}
      {...props}
    >
      <div className={styles.Header}>
        <span
          id={labelId}
          role="presentation"
          {...{ [`data-${status}`]: '' }}
          className={styles.Label}
        >
          {label}
        </span>
        {(showValue ?? !indeterminate) && !indeterminate && (
          <Progress.Value className={styles.Value} />
        )}
      </div>
      <Progress.Track className={styles.Track}>
        <Progress.Indicator className={styles.Indicator} />
      </Progress.Track>
    </Progress.Root>
  );
}

function safeRange(min: number, max: number): [number, number] {
  const lo = Number.isFinite(min) ? min : 0;
  const hi = Number.isFinite(max) && max > lo ? max : lo + 100;
  return [lo, hi];
}

import { Meter as BaseMeter } from '@base-ui/react/meter';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { useLocale } from '../LocaleProvider/LocaleProvider';
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

/** Renders a `meter` (Base UI meter): a known quantity within a range, with a label and value text. */
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
  const lo = Number.isFinite(min) ? min : 0;
  const hi = Number.isFinite(max) && max > lo ? max : lo + 100;
  const current = Number.isFinite(value) ? Math.min(hi, Math.max(lo, value)) : lo;
  // Base UI's label registers its id with the root in a layout effect, rendering every meter twice
  // on mount; the label's id is known here, so the root is given it directly.
  const labelId = useId();
  return (
    <BaseMeter.Root
      aria-labelledby={labelId}
      data-slot="meter"
      data-tone={tone}
      value={current}
      min={lo}
      max={hi}
      locale={locale}
      format={format}
      getAriaValueText={getValueText}
      className={cx(styles.Meter, className)}
      {...props}
    >
      <div className={styles.Header}>
        <span id={labelId} role="presentation" className={styles.Label}>
          {label}
        </span>
        {showValue && <BaseMeter.Value className={styles.Value} />}
      </div>
      <BaseMeter.Track className={styles.Track}>
        <BaseMeter.Indicator className={styles.Indicator} />
      </BaseMeter.Track>
    </BaseMeter.Root>
  );
}

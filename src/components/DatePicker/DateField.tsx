import { useId, useState, type ComponentProps, type FocusEvent, type ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { useControllableState } from '../../utils/useControllableState';
import { useControlLabel } from '../../utils/useControlLabel';
import { useFieldControl } from '../Field/Field';
import { useLocale } from '../LocaleProvider/LocaleProvider';
import styles from './DatePicker.module.css';
import {
  compare,
  datePattern,
  formatLong,
  formatNumeric,
  parseDate,
  parseISO,
  toISO,
  type YMD,
} from './dates';

export interface DateFieldProps extends Omit<
  ComponentProps<'input'>,
  'value' | 'defaultValue' | 'onChange' | 'type' | 'min' | 'max'
> {
  /** The date as 'YYYY-MM-DD', or null when empty. Makes the field controlled. */
  value?: string | null;
  /** The initial date when uncontrolled. @default null */
  defaultValue?: string | null;
  /** Called with 'YYYY-MM-DD' (or null) when the user commits a valid date by blur or Enter. */
  onValueChange?: (value: string | null) => void;
  /** The earliest allowed date, 'YYYY-MM-DD'. */
  min?: string;
  /** The latest allowed date, 'YYYY-MM-DD'. */
  max?: string;
  /** The form field name; the ISO date is posted under it. */
  name?: string;
  /** Something after the input inside its frame (DatePicker puts its calendar button here). */
  endSlot?: ReactNode;
}

export interface DateMessages {
  unreadable: (pattern: string) => string;
  impossible: (date: string) => string;
  beforeMin: (min: string) => string;
  afterMax: (max: string) => string;
}

const messages: DateMessages = {
  unreadable: (pattern) => `Enter a date like ${pattern}.`,
  impossible: (date) => `${date} does not exist.`,
  beforeMin: (min) => `Choose a date on or after ${min}.`,
  afterMax: (max) => `Choose a date on or before ${max}.`,
};

/** Checks a date against min/max and returns the message for the user, or null when it is allowed. */
export function rangeError(date: YMD, min: YMD | null, max: YMD | null, locale: string) {
  if (min && compare(date, min) < 0) return messages.beforeMin(formatLong(min, locale));
  if (max && compare(date, max) > 0) return messages.afterMax(formatLong(max, locale));
  return null;
}

/**
 * Renders a text input for a date typed or pasted in the locale's order ("DD.MM.YYYY" in de-DE),
 * committed on blur or Enter as an ISO 'YYYY-MM-DD' string, with a clear message for an impossible
 * or out-of-range date. The ISO value is posted under `name`.
 */
export function DateField({
  value: valueProp,
  defaultValue = null,
  onValueChange,
  min,
  max,
  name,
  form,
  endSlot,
  className,
  onBlur,
  onKeyDown,
  placeholder,
  ...props
}: DateFieldProps) {
  useControlLabel('DateField', props);
  const { locale } = useLocale();
  const { pattern } = datePattern(locale);
  const controlProps = useFieldControl(props);
  const minDate = parseISO(min);
  const maxDate = parseISO(max);
  const errorId = useId();

  const [value, setValue] = useControllableState<string | null>({
    value: valueProp === undefined ? undefined : parseISO(valueProp) ? valueProp : null,
    defaultValue: parseISO(defaultValue) ? defaultValue : null,
    onChange: onValueChange,
    name: 'DateField',
    readOnly: controlProps.readOnly,
  });
  const current = parseISO(value);
  const shown = current ? formatNumeric(current, locale) : '';
  // What the user is typing; null while the input shows the committed value.
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  // A new value from outside (the calendar, a reset) replaces whatever was being typed.
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    setDraft(null);
    setError(null);
  }

  function commit(text: string) {
    const result = parseDate(text, locale);
    if (result.kind === 'empty') {
      setError(null);
      setDraft(null);
      setValue(null);
      return;
    }
    if (result.kind === 'unreadable') return setError(messages.unreadable(pattern));
    if (result.kind === 'impossible') {
      return setError(messages.impossible(formatLong(result.date, locale)));
    }
    const outside = rangeError(result.date, minDate, maxDate, locale);
    if (outside) return setError(outside);
    setError(null);
    setDraft(null);
    setValue(toISO(result.date));
  }

  const invalid = !!error || !!controlProps['aria-invalid'];
  const describedBy =
    [controlProps['aria-describedby'], error ? errorId : undefined].filter(Boolean).join(' ') ||
    undefined;

  return (
    <div data-slot="date-field" className={styles.DateField}>
      <div className={styles.Frame} data-invalid={invalid || undefined}>
        <input
          data-slot="date-field-input"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          className={cx(styles.Input, className)}
          placeholder={placeholder ?? pattern}
          {...controlProps}
          value={draft ?? shown}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          aria-errormessage={error ? errorId : controlProps['aria-errormessage']}
          onChange={(event) => {
            setDraft(event.currentTarget.value);
            if (error) setError(null);
          }}
          onBlur={(event: FocusEvent<HTMLInputElement>) => {
            onBlur?.(event);
            if (!event.defaultPrevented && draft !== null) commit(draft);
          }}
          onKeyDown={(event) => {
            onKeyDown?.(event);
            if (!event.defaultPrevented && event.key === 'Enter' && draft !== null) commit(draft);
          }}
        />
        {endSlot}
      </div>
      {name && <input type="hidden" name={name} form={form} value={value ?? ''} />}
      {error && (
        <p data-slot="date-field-error" id={errorId} className={styles.Error}>
          {error}
        </p>
      )}
    </div>
  );
}

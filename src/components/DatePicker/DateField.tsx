import { useMessages, type Translate } from '../../i18n/context';
import {
  useId,
  useMemo,
  useState,
  type ComponentProps,
  type FocusEvent,
  type ReactNode,
} from 'react';
import type { FieldRules } from '../../forms/rules';
import { mergeRefs } from '../../utils/mergeRefs';
import { cx } from '../../utils/cx';
import { useControlLabel } from '../../utils/useControlLabel';
import { useFieldControl } from '../Field/Field';
import { useFieldFormControl, type FieldFormControl } from '../Field/useFieldFormControl';
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
  /** The field name: binds to an enclosing Form (the value is 'YYYY-MM-DD', or `null`) and the ISO date is posted under it. */
  name?: string;
  /** Extra rules for a Form (custom, async); `required`, `min` and `max` already apply. */
  rules?: FieldRules<string | null>;
  /** `false` keeps the value out of a Form's saved draft. @default true */
  persist?: boolean;
  /** Something after the input inside its frame (DatePicker puts its calendar button here). */
  endSlot?: ReactNode;
}

export interface DateMessages {
  unreadable: (pattern: string) => string;
  impossible: (date: string) => string;
  beforeMin: (min: string) => string;
  afterMax: (max: string) => string;
}

/** The date messages in the locale's words (its `datePicker` messages). */
export function dateMessages(t: Translate<'datePicker'>): DateMessages {
  return {
    unreadable: (pattern) => t('unreadable', { pattern }),
    impossible: (date) => t('impossible', { date }),
    beforeMin: (min) => t('beforeMin', { min }),
    afterMax: (max) => t('afterMax', { max }),
  };
}

/** Checks a date against min/max and returns the message for the user, or null when it is allowed. */
export function rangeError(
  date: YMD,
  min: YMD | null,
  max: YMD | null,
  locale: string,
  messages: DateMessages,
) {
  if (min && compare(date, min) < 0) return messages.beforeMin(formatLong(min, locale));
  if (max && compare(date, max) > 0) return messages.afterMax(formatLong(max, locale));
  return null;
}

/**
 * The date's value whether bound to a Form by `name`, controlled or uncontrolled, with the rules
 * `required`, `min` and `max` imply. DateField and DatePicker share it. @internal
 */
export function useDateControl(
  component: string,
  {
    value,
    defaultValue = null,
    onValueChange,
    name,
    rules,
    persist,
    min,
    max,
    ...props
  }: Pick<
    DateFieldProps,
    | 'value'
    | 'defaultValue'
    | 'onValueChange'
    | 'name'
    | 'rules'
    | 'persist'
    | 'min'
    | 'max'
    | 'required'
    | 'disabled'
    | 'readOnly'
    | 'aria-label'
  >,
): FieldFormControl<string | null> {
  const { required, disabled, readOnly } = useFieldControl(props);
  const requiredMessage = useMessages('validation')('requiredDate');
  const allRules = useMemo<FieldRules<string | null>>(
    () => ({
      ...(required ? { required: requiredMessage } : {}),
      ...(min !== undefined && parseISO(min) ? { min } : {}),
      ...(max !== undefined && parseISO(max) ? { max } : {}),
      ...rules,
    }),
    [required, min, max, rules, requiredMessage],
  );
  return useFieldFormControl<string | null>({
    component,
    name,
    value: value === undefined ? undefined : parseISO(value) ? value : null,
    defaultValue: parseISO(defaultValue) ? defaultValue : null,
    onValueChange,
    emptyValue: null,
    rules: allRules,
    disabled,
    readOnly,
    persist,
    required,
    'aria-label': props['aria-label'],
  });
}

/**
 * Renders a text input for a date typed or pasted in the locale's order ("DD.MM.YYYY" in de-DE),
 * committed on blur or Enter as an ISO 'YYYY-MM-DD' string, with a clear message for an impossible
 * or out-of-range date. The ISO value is posted under `name`.
 */
export function DateField(props: DateFieldProps) {
  const control = useDateControl('DateField', props);
  return <DateFieldInput {...props} control={control} />;
}

/** A DateField drawn from a date control (DatePicker shares its control with the calendar). @internal */
export function DateFieldInput({
  control: {
    value,
    setValue,
    disabled: formDisabled,
    name: boundName,
    partRef,
    onPartBlur,
    focusRef,
    invalid: formInvalid,
  },
  value: _value,
  defaultValue: _defaultValue,
  onValueChange: _onValueChange,
  rules: _rules,
  persist: _persist,
  min,
  max,
  name: _name,
  form,
  endSlot,
  className,
  onBlur,
  onKeyDown,
  placeholder,
  ref,
  ...props
}: DateFieldProps & { control: FieldFormControl<string | null> }) {
  useControlLabel('DateField', props);
  const { locale } = useLocale();
  const messages = dateMessages(useMessages('datePicker'));
  const { pattern } = datePattern(locale);
  const fieldControlProps = useFieldControl(props);
  const controlProps = {
    ...fieldControlProps,
    disabled: formDisabled || undefined,
    'aria-invalid': fieldControlProps['aria-invalid'] ?? (formInvalid || undefined),
  };
  const minDate = parseISO(min);
  const maxDate = parseISO(max);
  const errorId = useId();

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
      return setError(messages.impossible(result.label));
    }
    const outside = rangeError(result.date, minDate, maxDate, locale, messages);
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
    // Focus leaving the field (input and calendar button) marks a Form's field touched; the wrapper
    // only listens for focus moving out, it is not interactive itself.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div data-slot="date-field" className={styles.DateField} ref={partRef} onBlur={onPartBlur}>
      <div className={styles.Frame} data-invalid={invalid || undefined}>
        <input
          data-slot="date-field-input"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          className={cx(styles.Input, className)}
          placeholder={placeholder ?? pattern}
          ref={mergeRefs(ref, focusRef)}
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
      {boundName && <input type="hidden" name={boundName} form={form} value={value ?? ''} />}
      {error && (
        <p data-slot="date-field-error" id={errorId} className={styles.Error}>
          {error}
        </p>
      )}
    </div>
  );
}

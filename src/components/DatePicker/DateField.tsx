'use client';

import { translate, useTranslate, type Translate } from '../../i18n/context';
import * as english from '../../i18n/english';
import { useMemo, useState, type ComponentProps, type FocusEvent, type ReactNode } from 'react';
import type { FieldRules } from '../../forms/rules';
import { useComposedRefs } from '../../utils/useComposedRefs';
import { cx } from '../../utils/cx';
import { renderFieldFrame, type ControlLabelProps } from '../Field/frame';
import { useFramedField, type FramedField } from '../Field/useFramedField';
import { useLocale } from '../LocaleProvider/LocaleProvider';
import styles from './DatePicker.module.css';
import { dateSystem, type CalendarIdentifier } from './calendars';
import {
  compare,
  datePattern,
  formatLong,
  formatNumeric,
  parseDate,
  parseISO,
  toISO,
  type PartWords,
  type YMD,
} from './dates';

export interface DateFieldProps
  extends
    Omit<ComponentProps<'input'>, 'value' | 'defaultValue' | 'onChange' | 'type' | 'min' | 'max'>,
    ControlLabelProps {
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
  /**
   * The calendar dates are shown, typed and picked in; the value stays an ISO (Gregorian) date.
   * `'gregory'` shows Gregorian dates in any locale. @default the locale's (th-TH: Buddhist,
   * fa-IR: Persian), or its `-u-ca-` extension
   */
  calendar?: CalendarIdentifier;
  /** Something after the input inside its frame (DatePicker puts its calendar button here). */
  endSlot?: ReactNode;
}

export interface DateMessages {
  /** The words for the day, month and year in the placeholder ("TT.MM.JJJJ" in German). */
  parts: PartWords;
  unreadable: (pattern: string) => string;
  impossible: (date: string) => string;
  beforeMin: (min: string) => string;
  afterMax: (max: string) => string;
}

/** The date messages in the locale's words (its `datePicker` messages). */
export function dateMessages(t: Translate<'datePicker'>): DateMessages {
  return {
    parts: { day: t('patternDay'), month: t('patternMonth'), year: t('patternYear') },
    unreadable: (pattern) => t('unreadable', { pattern }),
    impossible: (date) => t('impossible', { date }),
    beforeMin: (min) => t('beforeMin', { min }),
    afterMax: (max) => t('afterMax', { max }),
  };
}

const englishDateMessages = dateMessages(translate(null, 'datePicker', english.datePicker));

/** Checks a date against min/max and returns the message for the user, or null when it is allowed. */
export function rangeError(
  date: YMD,
  min: YMD | null,
  max: YMD | null,
  locale: string,
  messages: DateMessages = englishDateMessages,
) {
  if (min && compare(date, min) < 0) return messages.beforeMin(formatLong(min, locale));
  if (max && compare(date, max) > 0) return messages.afterMax(formatLong(max, locale));
  return null;
}

/** A date field's state: its binding and frame, and the text being typed with its message. */
export interface DateControl extends FramedField<string | null, DateFieldOwnProps> {
  /** What the person is typing; `null` while the input shows the committed value. */
  draft: string | null;
  setDraft: (text: string | null) => void;
  /** Commits typed text: sets the ISO value, or shows why the text is not a date. */
  commit: (text: string) => void;
  /** The locale dates are shown and read in, with the calendar written in (`th-TH-u-ca-gregory`). */
  locale: string;
  /** The date pattern in the locale's order and words, the input's placeholder ("TT.MM.JJJJ"). */
  pattern: string;
}

type DateFieldOwnProps = Omit<
  DateFieldProps,
  'value' | 'defaultValue' | 'onValueChange' | 'min' | 'max' | 'calendar' | 'endSlot' | 'fieldProps'
>;

/**
 * A date field's value whether bound to a Form by `name`, controlled or uncontrolled, with the
 * rules `required`, `min` and `max` imply, and the typed text until it is committed; a text that
 * is no date (or is out of range) is the field's error. DateField and DatePicker share it. @internal
 */
export function useDateControl(
  component: string,
  {
    value,
    defaultValue = null,
    onValueChange,
    min,
    max,
    calendar,
    ...props
  }: DateFieldOwnProps &
    Pick<DateFieldProps, 'value' | 'defaultValue' | 'onValueChange' | 'min' | 'max' | 'calendar'>,
): DateControl {
  const { locale } = dateSystem(useLocale().locale, calendar);
  const messages = dateMessages(useTranslate('datePicker', english.datePicker));
  const requiredDate = useTranslate('validation', english.validation)('requiredDate');
  const [draft, setDraft] = useState<string | null>(null);
  const [parseError, setParseError] = useState<string | null>(null);
  // A typed text that is no date, or a date out of range, is a rule of the field while it stands:
  // a Form will not submit past it and its summary lists it, so what was typed is never dropped
  // in silence for the value before it. (One function per message: the rules stay the same
  // between renders, and change, re-validating, only when the message does.)
  const typedRule = useMemo(
    () => (parseError === null ? undefined : () => parseError),
    [parseError],
  );
  const rules: DateFieldOwnProps['rules'] = typedRule
    ? { ...props.rules, validate: [typedRule, ...[props.rules?.validate ?? []].flat()] }
    : props.rules;
  const framed = useFramedField<string | null, DateFieldOwnProps>(
    component,
    { ...props, rules, error: parseError ?? props.error },
    {
      value: value === undefined ? undefined : parseISO(value) ? value : null,
      defaultValue: parseISO(defaultValue) ? defaultValue : null,
      onValueChange,
      emptyValue: null,
      constraints: {
        ...(min !== undefined && parseISO(min) ? { min } : {}),
        ...(max !== undefined && parseISO(max) ? { max } : {}),
      },
      requiredMessage: requiredDate,
    },
  );
  const { setValue } = framed.field;
  // A new value from outside (the calendar, a reset) replaces whatever was being typed.
  const [seen, setSeen] = useState(framed.field.value);
  if (seen !== framed.field.value) {
    setSeen(framed.field.value);
    setDraft(null);
    setParseError(null);
  }

  function commit(text: string) {
    const result = parseDate(text, locale);
    if (result.kind === 'empty') {
      setParseError(null);
      setDraft(null);
      setValue(null);
      return;
    }
    if (result.kind === 'unreadable')
      return setParseError(messages.unreadable(datePattern(locale, messages.parts).pattern));
    if (result.kind === 'impossible') return setParseError(messages.impossible(result.label));
    const outside = rangeError(result.date, parseISO(min), parseISO(max), locale, messages);
    if (outside) return setParseError(outside);
    setParseError(null);
    setDraft(null);
    setValue(toISO(result.date));
  }

  return {
    ...framed,
    draft,
    setDraft: (text) => {
      setDraft(text);
      if (parseError) setParseError(null);
    },
    commit,
    locale,
    pattern: datePattern(locale, messages.parts).pattern,
  };
}

/**
 * Renders a text input for a date typed or pasted in the locale's order ("TT.MM.JJJJ" in de-DE),
 * committed on blur or Enter as an ISO 'YYYY-MM-DD' string, with a clear message for an impossible
 * or out-of-range date. The ISO value is posted under `name`. Dates are shown and typed in the
 * locale's calendar and digits (th-TH: 22/11/2569, fa-IR: ۱۴۰۵/۰۹/۰۱), or in `calendar`'s.
 */
export function DateField(props: DateFieldProps) {
  const [inputProps, rest] = splitInputProps(props);
  const control = useDateControl('DateField', rest);
  return renderFieldFrame({
    ...control.frameProps,
    ...props.fieldProps,
    children: <DateFieldInput {...inputProps} control={control} />,
  });
}

type InputOnlyProps = Pick<
  DateFieldProps,
  'form' | 'endSlot' | 'className' | 'onBlur' | 'onKeyDown' | 'placeholder' | 'ref'
>;

/** The props DateFieldInput draws itself with, and the rest (the control's). @internal */
export function splitInputProps({
  form,
  endSlot,
  className,
  onBlur,
  onKeyDown,
  placeholder,
  ref,
  fieldProps: _fieldProps,
  ...rest
}: DateFieldProps): [InputOnlyProps, Omit<DateFieldProps, keyof InputOnlyProps | 'fieldProps'>] {
  return [{ form, endSlot, className, onBlur, onKeyDown, placeholder, ref }, rest];
}

/** The date input and its frame, drawn from a date control (DatePicker shares its control). @internal */
export function DateFieldInput({
  control: { field, controlProps, draft, setDraft, commit, locale, pattern },
  form,
  endSlot,
  className,
  onBlur,
  onKeyDown,
  placeholder,
  ref,
}: Pick<
  DateFieldProps,
  'form' | 'endSlot' | 'className' | 'onBlur' | 'onKeyDown' | 'placeholder' | 'ref'
> & {
  control: DateControl;
}) {
  const { value, name, ref: focusRef, partRef, onBlur: onPartBlur } = field;
  const inputRef = useComposedRefs(ref, focusRef);
  const current = parseISO(value);
  const shown = current ? formatNumeric(current, locale) : '';

  return (
    // Focus leaving the field (input and calendar button) marks a Form's field touched; the wrapper
    // only listens for focus moving out, it is not interactive itself.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div data-slot="date-field" className={styles.DateField} ref={partRef} onBlur={onPartBlur}>
      <div className={styles.Frame} data-invalid={controlProps['aria-invalid'] || undefined}>
        <input
          data-slot="date-field-input"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          className={cx(styles.Input, className)}
          placeholder={placeholder ?? pattern}
          ref={inputRef}
          {...controlProps}
          value={draft ?? shown}
          onChange={(event) => setDraft(event.currentTarget.value)}
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
    </div>
  );
}

'use client';

import { useTranslate } from '../../i18n/context';
import * as english from '../../i18n/english';
import { NumberField as BaseNumberField } from '@base-ui/react/number-field';
import { Minus, Plus } from 'lucide-react';
import { useLayoutEffect, useRef, type ComponentProps, type KeyboardEvent } from 'react';
import type { FieldRules } from '../../forms/rules';
import { useComposedRefs } from '../../utils/useComposedRefs';
import { cx } from '../../utils/cx';
import { devWarn } from '../../utils/dev';
import { renderFieldFrame, type ControlLabelProps } from '../Field/frame';
import { useFramedField } from '../Field/useFramedField';
import { useLocale } from '../LocaleProvider/LocaleProvider';
import styles from './NumberField.module.css';
import { parseLocaleNumber } from './parseNumber';

export interface NumberFieldProps
  extends
    Omit<
      ComponentProps<'input'>,
      'value' | 'defaultValue' | 'onChange' | 'type' | 'min' | 'max' | 'step' | 'size' | 'children'
    >,
    ControlLabelProps {
  /** The value; `null` when empty. Makes the field controlled. */
  value?: number | null;
  /** The initial value when uncontrolled. @default null */
  defaultValue?: number | null;
  /** Called with the new number (or `null` when emptied) on typing, paste, keys and buttons. */
  onValueChange?: (value: number | null) => void;
  /** The smallest allowed value; Home jumps to it. */
  min?: number;
  /** The largest allowed value; End jumps to it. */
  max?: number;
  /** Amount added by ArrowUp/ArrowDown and the buttons. @default 1 */
  step?: number;
  /** Amount added by PageUp/PageDown and Shift+Arrow. @default 10 × step */
  largeStep?: number;
  /** How the number is shown and parsed, in the current locale (currency, percent, unit, digits). */
  format?: Intl.NumberFormatOptions;
  /** Accessible name of the increment button. @default the locale's `numberField.increment` ('Increase') */
  incrementLabel?: string;
  /** Accessible name of the decrement button. @default the locale's `numberField.decrement` ('Decrease') */
  decrementLabel?: string;
  /** Hides the increment and decrement buttons. @default false */
  hideStepper?: boolean;
  /** The field name: binds to an enclosing Form (the value is a number, or `null`) and is posted under it. */
  name?: string;
  /** Extra rules for a Form (custom, async); `required`, `min` and `max` already apply. */
  rules?: FieldRules<number | null>;
  /** `false` keeps the value out of a Form's saved draft. @default true */
  persist?: boolean;
}

const clamp = (n: number, min: number | undefined, max: number | undefined) =>
  Math.min(max ?? Infinity, Math.max(min ?? -Infinity, n));

/**
 * Renders a locale-aware number input (role `textbox`, roledescription "Number field") between a
 * decrement and an increment button. It parses what the user types or pastes in the current locale
 * ("1.234,5" in de-DE) and posts the raw number under `name`.
 */
export function NumberField({
  value: valueProp,
  defaultValue = null,
  onValueChange,
  min: minProp,
  max: maxProp,
  step = 1,
  largeStep,
  format,
  incrementLabel: incrementLabelProp,
  decrementLabel: decrementLabelProp,
  hideStepper = false,
  form,
  className,
  onKeyDown,
  onBlur,
  fieldProps,
  ref,
  ...props
}: NumberFieldProps) {
  const t = useTranslate('numberField', english.numberField);
  const incrementLabel = incrementLabelProp ?? t('increment');
  const decrementLabel = decrementLabelProp ?? t('decrement');
  const { locale } = useLocale();
  const safeStep = Number.isFinite(step) && step > 0 ? step : 1;
  // A NaN bound means no bound (as HTML treats an unparsable min/max), never the attribute "NaN".
  const min = Number.isNaN(minProp) ? undefined : minProp;
  const max = Number.isNaN(maxProp) ? undefined : maxProp;
  const bigStep = largeStep !== undefined && Number.isFinite(largeStep) ? largeStep : safeStep * 10;
  if (min !== undefined && max !== undefined && min > max) {
    devWarn(`NumberField: min (${min}) is greater than max (${max}). Swap them.`);
  }

  const requiredNumber = useTranslate('validation', english.validation)('requiredNumber');
  const { field, controlProps, frameProps } = useFramedField<number | null, typeof props>(
    'NumberField',
    props,
    {
      value: valueProp === undefined ? undefined : Number.isFinite(valueProp) ? valueProp : null,
      defaultValue: defaultValue !== null && Number.isFinite(defaultValue) ? defaultValue : null,
      onValueChange,
      emptyValue: null,
      constraints: { min, max },
      requiredMessage: requiredNumber,
    },
  );
  const { id, disabled, readOnly, required, ...inputProps } = controlProps;
  const {
    value,
    setValue: setFieldValue,
    name,
    ref: focusRef,
    partRef,
    onBlur: onPartBlur,
  } = field;
  const inputRef = useComposedRefs(ref, focusRef);
  // One keystroke reaches two parsers (ours, for the forms Base UI cannot read, then Base UI's):
  // the value they agree on is reported once. Forgotten after each render.
  const sent = useRef<{ value: number | null } | null>(null);
  useLayoutEffect(() => {
    sent.current = null;
  });
  const setValue = (next: number | null) => {
    if (sent.current && Object.is(sent.current.value, next)) return;
    sent.current = { value: next };
    setFieldValue(next);
  };

  // Base UI leaves PageUp/PageDown to the browser; the APG spinbutton pattern moves by a large step.
  // https://www.w3.org/WAI/ARIA/apg/patterns/spinbutton/
  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    onKeyDown?.(event);
    if (event.defaultPrevented || disabled || readOnly) return;
    if (event.key !== 'PageUp' && event.key !== 'PageDown') return;
    event.preventDefault();
    const from = value ?? min ?? 0;
    setValue(clamp(from + (event.key === 'PageUp' ? bigStep : -bigStep), min, max));
  }

  return renderFieldFrame({
    ...frameProps,
    ...fieldProps,
    children: (
      <BaseNumberField.Root
        data-slot="number-field"
        className={styles.Root}
        id={id}
        name={name}
        form={form}
        value={value}
        onValueChange={(next) => setValue(next !== null && Number.isFinite(next) ? next : null)}
        min={min}
        max={max}
        step={safeStep}
        largeStep={bigStep}
        format={format}
        locale={locale}
        disabled={disabled}
        readOnly={readOnly}
        required={required}
      >
        <BaseNumberField.Group
          data-slot="number-field-group"
          className={styles.Group}
          ref={partRef}
          onBlur={onPartBlur}
        >
          {!hideStepper && (
            <BaseNumberField.Decrement
              data-slot="number-field-decrement"
              className={styles.Button}
              aria-label={decrementLabel}
            >
              <Minus aria-hidden="true" />
            </BaseNumberField.Decrement>
          )}
          <BaseNumberField.Input
            data-slot="number-field-input"
            data-invalid={inputProps['aria-invalid'] ? '' : undefined}
            className={cx(styles.Input, className)}
            onKeyDown={handleKeyDown}
            onChange={(event) => {
              // Runs before Base UI's own parse, which wins wherever it reads a number: this fills
              // the forms it cannot read, such as a sign before a currency code ("-USD 12.00").
              const parsed = parseLocaleNumber(event.currentTarget.value, locale, format);
              if (parsed !== null && parsed !== value) setValue(clamp(parsed, min, max));
            }}
            onBlur={onBlur}
            ref={inputRef}
            {...inputProps}
          />
          {!hideStepper && (
            <BaseNumberField.Increment
              data-slot="number-field-increment"
              className={styles.Button}
              aria-label={incrementLabel}
            >
              <Plus aria-hidden="true" />
            </BaseNumberField.Increment>
          )}
        </BaseNumberField.Group>
      </BaseNumberField.Root>
    ),
  });
}

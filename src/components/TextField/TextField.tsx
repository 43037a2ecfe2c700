'use client';

import { useMemo, type ComponentProps, type FocusEvent, type ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { isSecretInput } from '../../forms/drafts';
import type { FieldRules } from '../../forms/rules';
import { useFormControlValue } from '../../forms/useFormControlValue';
import { composeRefs } from '../../utils/mergeRefs';
import { Field, useFieldControl } from '../Field/Field';
import styles from './TextField.module.css';

/** The label, help and error props every Tessera field shares. */
export interface FieldLabelProps {
  /** The visible label. Every field has one; use `hideLabel` when the context already shows it. */
  label: ReactNode;
  /** Help text under the control. */
  description?: ReactNode;
  /** An error to show. Inside a Form, the form's error for the field is shown without this. */
  error?: ReactNode;
  /** Keeps the label for screen readers only. @default false */
  hideLabel?: boolean;
  /** Props for the wrapping Field element (className, style, data-*). */
  fieldProps?: ComponentProps<'div'>;
}

export interface TextFieldProps
  extends
    Omit<ComponentProps<'input'>, 'value' | 'defaultValue' | 'size' | 'children'>,
    FieldLabelProps {
  /** The value (controlled). Inside a Form the form holds the value; bind with `name`. */
  value?: string;
  /** The initial value (uncontrolled). */
  defaultValue?: string;
  /** Called with the new text on every change. */
  onValueChange?: (value: string) => void;
  /** Extra rules for a Form (custom, async); `required`, `minLength`, `maxLength`, `pattern` and `type="email"` already apply. */
  rules?: FieldRules<string>;
  /** Control height, following the density tokens. @default 'md' */
  size?: 'sm' | 'md' | 'lg';
  /** Something inside the control after the text (a button), laid out by the field. */
  endSlot?: ReactNode;
  /**
   * Whether a Form's saved draft may keep the value. A password (`type="password"`) or a secret
   * `autocomplete` (`current-password`, `new-password`, `one-time-code`, `cc-*`) is kept only when
   * this is `true`. @default true, or false for those secrets
   */
  persist?: boolean;
}

/** Turns native constraint attributes into form rules, so `required minLength={3}` just works. */
export function useNativeRules(
  {
    required,
    minLength,
    maxLength,
    pattern,
    type,
    title,
  }: Pick<
    ComponentProps<'input'>,
    'required' | 'minLength' | 'maxLength' | 'pattern' | 'type' | 'title'
  >,
  rules: FieldRules<string> | undefined,
): FieldRules<string> {
  return useMemo(() => {
    const native: FieldRules<string> = {};
    if (required) native.required = true;
    if (minLength !== undefined) native.minLength = minLength;
    if (maxLength !== undefined) native.maxLength = maxLength;
    if (pattern) {
      // An invalid pattern from a prop must not crash the form: it is ignored, like the browser does.
      try {
        native.pattern = title
          ? { value: new RegExp(pattern, 'v'), message: title }
          : new RegExp(pattern, 'v');
      } catch {
        /* ignored */
      }
    }
    if (type === 'email') native.email = true;
    return { ...native, ...rules };
  }, [required, minLength, maxLength, pattern, type, title, rules]);
}

/** The input inside a Field: takes the label, description and error wiring from it. @internal */
export function FieldInput({ className, ...props }: ComponentProps<'input'>) {
  return <input className={cx(styles.Input, className)} {...useFieldControl(props)} />;
}

interface TextFieldControlProps extends ComponentProps<'input'> {
  frameSize: 'sm' | 'md' | 'lg';
  endSlot: ReactNode;
}

/**
 * The bordered frame around the input and its end slot. The frame's state attributes mirror the
 * input's (after its Field's wiring), so its CSS needs no `:has()`, which the browser re-checks on
 * every change inside every frame.
 */
function TextFieldControl({ frameSize, endSlot, className, ...props }: TextFieldControlProps) {
  const input = useFieldControl(props);
  const invalid = input['aria-invalid'];
  const busy = input['aria-busy'];
  return (
    <span
      className={styles.Control}
      data-size={frameSize}
      data-disabled={input.disabled || undefined}
      data-invalid={invalid === true || invalid === 'true' || undefined}
      data-busy={busy === true || busy === 'true' || undefined}
    >
      <input className={cx(styles.Input, className)} {...input} />
      {endSlot}
    </span>
  );
}

/**
 * Renders a labelled native text `<input>` with description and error. Standalone it is an
 * ordinary input; inside a `<Form>` it binds by `name`, validates and shows the form's errors.
 */
export function TextField({
  label,
  description,
  error,
  hideLabel,
  fieldProps,
  value: valueProp,
  defaultValue,
  onValueChange,
  onChange,
  onBlur,
  rules,
  size = 'md',
  endSlot,
  persist,
  name,
  type = 'text',
  required,
  disabled,
  readOnly,
  className,
  ref,
  ...props
}: TextFieldProps) {
  const allRules = useNativeRules({ required, type, ...props }, rules);
  const control = useFormControlValue<string>({
    component: 'TextField',
    name,
    value: valueProp,
    defaultValue,
    onValueChange,
    emptyValue: '',
    rules: allRules,
    label,
    disabled,
    persist: persist ?? (isSecretInput(type, props.autoComplete) ? false : undefined),
    error,
  });
  const controlRef = control.bound?.ref;
  const onFormBlur = control.bound?.onBlur;
  return (
    <Field
      label={label}
      description={description}
      hideLabel={hideLabel}
      required={required}
      disabled={disabled}
      readOnly={readOnly}
      {...control.fieldProps}
      {...fieldProps}
    >
      <TextFieldControl
        frameSize={size}
        endSlot={endSlot}
        data-slot="text-field-input"
        type={type}
        name={control.name}
        value={control.value}
        className={className}
        ref={composeRefs<HTMLInputElement>(ref, controlRef)}
        onChange={(event) => {
          onChange?.(event);
          if (!event.defaultPrevented) control.setValue(event.target.value);
        }}
        onBlur={(event: FocusEvent<HTMLInputElement>) => {
          onBlur?.(event);
          onFormBlur?.();
        }}
        {...props}
        required={required}
        disabled={disabled}
        readOnly={readOnly}
      />
    </Field>
  );
}

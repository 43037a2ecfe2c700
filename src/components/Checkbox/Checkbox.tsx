'use client';

import { useId, type ComponentProps, type FocusEvent, type ReactNode } from 'react';
import { cx } from '../../utils/cx';
import type { FieldRules } from '../../forms/rules';
import { useFormControlValue } from '../../forms/useFormControlValue';
import { composeRefs } from '../../utils/mergeRefs';
import styles from './Checkbox.module.css';

export interface CheckboxProps extends Omit<
  ComponentProps<'input'>,
  'type' | 'checked' | 'defaultChecked' | 'children' | 'size'
> {
  /** The label, after the box; clicking it toggles the box. */
  label: ReactNode;
  /** Help text under the label. */
  description?: ReactNode;
  /** An error to show. Inside a Form, the form's error for the field is shown without this. */
  error?: ReactNode;
  /** Whether it is ticked (controlled). Inside a Form the form holds it; bind with `name`. */
  checked?: boolean;
  /** Whether it starts ticked (uncontrolled). @default false */
  defaultChecked?: boolean;
  /** Called with the new state when the person ticks or unticks it. */
  onCheckedChange?: (checked: boolean) => void;
  /** Shows a dash for "some of these" (a select-all box); the next click ticks it. @default false */
  indeterminate?: boolean;
  /** Extra rules for a Form; `required` already applies ("Tick this box to continue."). */
  rules?: FieldRules<boolean>;
  /** @internal Renders as a switch (Switch uses it). */
  role?: 'switch';
}

/** Renders a native checkbox with its label, description and error; `indeterminate` is supported. */
export function Checkbox({
  label,
  description,
  error,
  checked,
  defaultChecked,
  onCheckedChange,
  indeterminate = false,
  rules,
  name,
  required,
  disabled,
  className,
  onChange,
  onBlur,
  ref,
  role,
  'aria-describedby': describedBy,
  ...props
}: CheckboxProps) {
  const control = useFormControlValue<boolean>({
    component: role === 'switch' ? 'Switch' : 'Checkbox',
    name,
    value: checked,
    defaultValue: defaultChecked,
    onValueChange: onCheckedChange,
    emptyValue: false,
    rules: required ? { required: true, ...rules } : rules,
    label,
    disabled,
    error,
  });
  const base = useId();
  const id = props.id ?? `${base}-control`;
  const shownError = control.fieldProps.error;
  const hasError =
    shownError !== undefined && shownError !== null && shownError !== false && shownError !== '';
  const descriptionId = description ? `${base}-description` : undefined;
  const errorId = hasError ? `${base}-error` : undefined;
  // `indeterminate` has no HTML attribute; it is a DOM property, set by a ref while it is asked for
  // (a new one each render, so a click, which clears it natively, is followed by setting it again)
  // and cleared when it no longer is. Without it, a checkbox has no ref and no effect to run.
  let indeterminateRef: ((element: HTMLInputElement | null) => void) | undefined;
  if (indeterminate) {
    let node: HTMLInputElement | null = null;
    indeterminateRef = (element) => {
      if (element) element.indeterminate = true;
      else if (node) node.indeterminate = false;
      node = element;
    };
  }

  const controlRef = control.bound?.ref;
  const onFormBlur = control.bound?.onBlur;
  const isSwitch = role === 'switch';
  return (
    <div
      data-slot={isSwitch ? 'switch-field' : 'checkbox-field'}
      data-checked={control.value || undefined}
      data-indeterminate={indeterminate || undefined}
      data-invalid={hasError || undefined}
      data-disabled={control.fieldProps.disabled || disabled || undefined}
      data-dirty={control.fieldProps.dirty || undefined}
      data-touched={control.fieldProps.touched || undefined}
      data-required={required || undefined}
      className={cx(styles.Root, description || hasError ? styles.WithDetails : undefined)}
    >
      <input
        data-slot={isSwitch ? 'switch' : 'checkbox'}
        type="checkbox"
        role={role}
        id={id}
        name={control.name}
        checked={control.value}
        required={required}
        disabled={disabled}
        aria-describedby={cx(descriptionId, errorId, describedBy)}
        aria-invalid={hasError || undefined}
        aria-errormessage={errorId}
        aria-checked={indeterminate && !isSwitch ? 'mixed' : undefined}
        className={cx(isSwitch ? styles.Switch : styles.Box, className)}
        ref={composeRefs<HTMLInputElement>(ref, indeterminateRef, controlRef)}
        onChange={(event) => {
          onChange?.(event);
          if (!event.defaultPrevented) control.setValue(event.target.checked);
        }}
        onBlur={(event: FocusEvent<HTMLInputElement>) => {
          onBlur?.(event);
          onFormBlur?.();
        }}
        {...props}
      />
      <label htmlFor={id} className={styles.Label}>
        {label}
        {required && (
          <span className={styles.Required} aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {description && (
        <p id={descriptionId} className={styles.Description}>
          {description}
        </p>
      )}
      {hasError && (
        <p id={errorId} data-slot="field-error" className={styles.Error}>
          {shownError}
        </p>
      )}
    </div>
  );
}

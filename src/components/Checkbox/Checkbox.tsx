'use client';

import type { ComponentProps, FocusEvent } from 'react';
import { cx } from '../../utils/cx';
import type { FieldRules } from '../../forms/rules';
import { useComposedRefs } from '../../utils/useComposedRefs';
import { renderFieldFrame, partClasses, type FieldLabelProps } from '../Field/frame';
import { useFramedField } from '../Field/useFramedField';
import styles from './Checkbox.module.css';

export interface CheckboxProps
  extends
    Omit<ComponentProps<'input'>, 'type' | 'checked' | 'defaultChecked' | 'children' | 'size'>,
    Omit<FieldLabelProps, 'hideLabel'> {
  /** Whether it is ticked (controlled). Inside a Form the form holds it; bind with `name`. */
  checked?: boolean;
  /** Whether it starts ticked (uncontrolled). @default false */
  defaultChecked?: boolean;
  /** Called with the new state when the person ticks or unticks it. */
  onCheckedChange?: (checked: boolean) => void;
  /** Shows a dash for "some of these" (a select-all box); the next click ticks it. @default false */
  indeterminate?: boolean;
  /** Shows the state but ignores every attempt to change it (`aria-readonly`). @default false */
  readOnly?: boolean;
  /** Extra rules for a Form; `required` already applies ("Tick this box to continue."). */
  rules?: FieldRules<boolean>;
  /** @internal Renders as a switch (Switch uses it). */
  role?: 'switch';
}

const inlineClasses = partClasses(styles);

/** Shows the mixed state while attached (`indeterminate` is a DOM property, not an attribute). */
function showMixed(element: HTMLInputElement | null) {
  if (!element) return;
  element.indeterminate = true;
  return () => {
    element.indeterminate = false;
  };
}

/** Renders a native checkbox with its label, description and error; `indeterminate` is supported. */
export function Checkbox({
  checked,
  defaultChecked,
  onCheckedChange,
  indeterminate = false,
  className,
  onChange,
  onBlur,
  fieldProps,
  ref,
  role,
  ...props
}: CheckboxProps) {
  const isSwitch = role === 'switch';
  const { field, frameProps, controlProps } = useFramedField(
    isSwitch ? 'Switch' : 'Checkbox',
    props,
    {
      value: checked,
      defaultValue: defaultChecked,
      onValueChange: onCheckedChange,
      emptyValue: false,
    },
  );
  const { readOnly } = controlProps;
  const { ref: focusRef, onBlur: touch } = field;
  // `indeterminate` has no HTML attribute: a ref sets the DOM property while it is asked for. The
  // same function every render, so the refs are attached once; a checkbox without it has no ref.
  const inputRef = useComposedRefs(ref, focusRef, indeterminate ? showMixed : undefined);
  const { description, field: state } = frameProps;
  return renderFieldFrame({
    ...frameProps,
    layout: 'inline',
    classes: inlineClasses,
    'data-slot': isSwitch ? 'switch-field' : 'checkbox-field',
    'data-checked': field.value || undefined,
    'data-indeterminate': indeterminate || undefined,
    ...fieldProps,
    className: cx(
      styles.Root,
      description || state.invalid ? styles.WithDetails : undefined,
      fieldProps?.className,
    ),
    children: (
      <input
        data-slot={isSwitch ? 'switch' : 'checkbox'}
        type="checkbox"
        role={role}
        name={field.name}
        checked={field.value}
        aria-checked={indeterminate && !isSwitch ? 'mixed' : undefined}
        aria-readonly={readOnly || undefined}
        className={cx(isSwitch ? styles.Switch : styles.Box, className)}
        ref={inputRef}
        onChange={(event) => {
          onChange?.(event);
          // A click clears `indeterminate` natively; while the prop still asks for it, it stays.
          if (indeterminate) event.target.indeterminate = true;
          // Read-only: the change is not taken, and React puts the box back as it was.
          if (!event.defaultPrevented && !readOnly) field.setValue(event.target.checked);
        }}
        onBlur={(event: FocusEvent<HTMLInputElement>) => {
          onBlur?.(event);
          touch();
        }}
        {...controlProps}
        // A checkbox has no read-only state in HTML: aria-readonly says it, and changes are refused.
        readOnly={undefined}
      />
    ),
  });
}

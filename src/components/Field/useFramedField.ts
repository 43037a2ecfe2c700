'use client';

import { createElement, type ReactNode } from 'react';
import type { FieldRules } from '../../forms/rules';
import { RegisterField, useFormFieldParts, type FormField } from '../../forms/useFormField';
import { withFieldProps, type FieldContextValue, type FieldControlProps } from './context';
import { frameContext, useFieldFrame, type FieldFrameIds, type FieldFrameProps } from './frame';

/** The props every form control takes for its frame and its binding, the same way. */
export interface FramedProps<T> {
  label?: ReactNode;
  description?: ReactNode;
  error?: ReactNode;
  hideLabel?: boolean | undefined;
  required?: boolean | undefined;
  disabled?: boolean | undefined;
  readOnly?: boolean | undefined;
  name?: string | undefined;
  rules?: FieldRules<T> | undefined;
  persist?: boolean | undefined;
  id?: string | undefined;
  'aria-label'?: string | undefined;
  'aria-labelledby'?: string | undefined;
}

export interface FramedFieldOptions<T> {
  /** The value as the control's props give it (controlled). */
  value: T | undefined;
  /** The starting value as the control's props give it. */
  defaultValue: T | undefined;
  onValueChange: ((value: T) => void) | undefined;
  /** The value that means "empty" for this control (`''`, `false`, `[]`, `null`). */
  emptyValue: T;
  /** The rules the control's own props imply (`min`, `maxLength`…), before `rules`. */
  constraints?: FieldRules<T> | undefined;
  /** The message when `required` and empty. @default true (the built-in message) */
  requiredMessage?: string | true | undefined;
  /** Whether the control is named per part (a range's thumbs) rather than by a label. */
  namedOtherwise?: boolean | undefined;
}

type OwnProps = Exclude<keyof FramedProps<unknown>, 'id' | 'aria-label' | 'aria-labelledby'>;

export interface FramedField<T, P> {
  field: FormField<T>;
  frame: FieldFrameIds;
  /** The ids and state the control's parts wire themselves to. */
  context: FieldContextValue;
  /**
   * The control's remaining props (its native ones) with the frame's wiring: `id`,
   * `aria-describedby`, `aria-invalid`, `aria-errormessage`, `required`, `disabled`, `readOnly`,
   * `aria-busy`.
   */
  controlProps: Omit<P, OwnProps> & FieldControlProps;
  /** Spread into `renderFieldFrame`, with the layout's own options. */
  frameProps: Pick<
    FieldFrameProps,
    'frame' | 'context' | 'field' | 'label' | 'description' | 'hideLabel' | 'registration'
  >;
}

/**
 * The rules a control's props add up to: `required`, then its constraints, then `rules`. Nothing
 * is allocated for a control with none of them, or with `rules` alone (most controls, most renders).
 */
function combineRules<T>(
  required: string | true | undefined,
  constraints: FieldRules<T> | undefined,
  rules: FieldRules<T> | undefined,
): FieldRules<T> | undefined {
  if (required === undefined && !constraints) return rules;
  return { ...(required === undefined ? {} : { required }), ...constraints, ...rules };
}

/**
 * What every Tessera form control starts with: its frame (label, description, error and their
 * ids) and its binding (`useFormField`), with `required`, `disabled` and `readOnly` applied to
 * both and the rules they imply. @internal
 */
export function useFramedField<T, P extends FramedProps<never>>(
  component: string,
  props: P,
  options: FramedFieldOptions<T>,
): FramedField<T, P> {
  const {
    label,
    description,
    error,
    hideLabel,
    required: ownRequired,
    disabled,
    readOnly,
    name,
    rules,
    persist,
    ...rest
  } = props;
  const ariaLabel = props['aria-label'];
  const frame = useFieldFrame({
    component,
    label,
    required: ownRequired,
    disabled,
    readOnly,
    id: props.id,
    named: !!ariaLabel?.trim() || !!props['aria-labelledby'] || !!options.namedOtherwise,
  });
  const { field, registration } = useFormFieldParts<T>({
    component,
    name,
    value: options.value,
    defaultValue: options.defaultValue,
    onValueChange: options.onValueChange,
    emptyValue: options.emptyValue,
    // The binding compares rules by content: a new object each render does not re-validate.
    rules: combineRules(
      frame.required ? (options.requiredMessage ?? true) : undefined,
      options.constraints,
      rules as FieldRules<T> | undefined,
    ),
    label: frame.labelText ?? ariaLabel,
    error,
    disabled: frame.disabled,
    readOnly: frame.readOnly,
    persist,
  });
  const context = frameContext(frame, field, description);
  return {
    field,
    frame,
    context,
    controlProps: withFieldProps(context, rest as Omit<P, OwnProps> & FieldControlProps),
    frameProps: {
      frame,
      context,
      field,
      label,
      description,
      hideLabel,
      // Inside a Form only: alone, a control runs no effect for its binding.
      registration: registration && createElement(RegisterField, registration),
    },
  };
}

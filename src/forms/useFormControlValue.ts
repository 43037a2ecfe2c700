'use client';

import { use, type ReactNode } from 'react';
import { useControllableState } from '../utils/useControllableState';
import { FormContext } from './context';
import { useFormField, type FormFieldBinding } from './hooks';
import type { FieldRules } from './rules';

export interface UseFormControlValueOptions<T> {
  /** The component's name, for development warnings. */
  component: string;
  /** The field name: binds to the enclosing Form, and is the native `name` for FormData. */
  name?: string | undefined;
  value?: T | undefined;
  defaultValue?: T | undefined;
  onValueChange?: ((value: T) => void) | undefined;
  /** The value that means "empty" for this control (`''`, `false`, `[]`). */
  emptyValue: T;
  /** Rules given as props plus rules derived from native attributes (`required`, `minLength`…). */
  rules?: FieldRules<T> | undefined;
  /** The label as text, for the error summary. */
  label?: unknown;
  disabled?: boolean | undefined;
  /** Read-only: a controlled value without a change handler is then intended (no warning). */
  readOnly?: boolean | undefined;
  /** `false` keeps the value out of saved drafts. */
  persist?: boolean | undefined;
  /** The error to show when standalone (or to force inside a Form). */
  error?: ReactNode;
}

export interface FormControlValue<T> {
  value: T;
  setValue: (value: T) => void;
  /** The form binding, or `null` standalone. */
  bound: FormFieldBinding<T> | null;
  /** The native name to render (`address.city` inside a group). */
  name: string | undefined;
  /** Props for `<Field>`: the error shown now and the state data attributes. */
  fieldProps: {
    error?: ReactNode;
    dirty?: boolean;
    touched?: boolean;
    pending?: boolean;
    disabled?: boolean | undefined;
  };
}

/**
 * A control's value whether it is bound to a Form (by `name`), controlled (`value`) or
 * uncontrolled (`defaultValue`). Tessera's own controls use it; so can yours.
 */
export function useFormControlValue<T>(
  options: UseFormControlValueOptions<T>,
): FormControlValue<T> {
  // Outside a Form there is nothing to bind to, so a control pays only for its own state. Which
  // path runs is fixed for an instance's life: a Form provides its context for as long as it is
  // mounted, and a control cannot move in or out of one without remounting.
  // eslint-disable-next-line react-hooks/rules-of-hooks
  return use(FormContext) ? useBoundControlValue(options) : useStandaloneControlValue(options);
}

function useStandaloneControlValue<T>({
  component,
  name,
  value,
  defaultValue,
  onValueChange,
  emptyValue,
  disabled,
  readOnly,
  error,
}: UseFormControlValueOptions<T>): FormControlValue<T> {
  const [own, setOwn] = useControllableState<T>({
    value,
    defaultValue: defaultValue ?? emptyValue,
    onChange: onValueChange,
    name: component,
    readOnly,
  });
  return { value: own, setValue: setOwn, bound: null, name, fieldProps: { error, disabled } };
}

function useBoundControlValue<T>({
  component,
  name,
  value,
  defaultValue,
  onValueChange,
  emptyValue,
  rules,
  label,
  disabled,
  readOnly,
  persist,
  error,
}: UseFormControlValueOptions<T>): FormControlValue<T> {
  const bound = useFormField<T>(name, {
    rules,
    label: typeof label === 'string' ? label : undefined,
    disabled,
    persist,
    defaultValue: defaultValue ?? value ?? emptyValue,
  });
  const [own, setOwn] = useControllableState<T>({
    value,
    defaultValue: defaultValue ?? emptyValue,
    onChange: onValueChange,
    name: component,
    readOnly,
  });
  const boundValue = bound?.value;
  const current = bound ? (boundValue ?? emptyValue) : own;
  const fieldProps = bound
    ? { ...bound.fieldProps, error: error ?? bound.fieldProps.error }
    : { error, disabled };
  return {
    value: current as T,
    setValue: (next: T) => {
      if (bound) {
        bound.setValue(next);
        onValueChange?.(next);
      } else setOwn(next);
    },
    bound,
    name: bound?.name ?? name,
    fieldProps,
  };
}

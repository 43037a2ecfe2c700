'use client';

import type { ReactNode } from 'react';
import { devWarn, isDev } from '../utils/dev';
import { useFormField, type FormField, type UseFormFieldOptions } from './useFormField';

/** @deprecated Use `UseFormFieldOptions` with `useFormField`. */
export interface UseFormControlValueOptions<T> extends Omit<UseFormFieldOptions<T>, 'label'> {
  /** The component's name, for development warnings. */
  component: string;
  /** The value that means "empty" for this control (`''`, `false`, `[]`). */
  emptyValue: T;
  /** The label; as text, for the error summary. */
  label?: unknown;
}

/** @deprecated What `useFormField` returns covers it. */
export interface FormControlValue<T> {
  value: T;
  setValue: (value: T) => void;
  /** The form binding, or `null` standalone. */
  bound: FormField<T> | null;
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
 * @deprecated `useFormField({ name, value, defaultValue, onValueChange, emptyValue, ... })` does the
 * same inside a Form and alone. This alias goes in the next release.
 */
export function useFormControlValue<T>({
  label,
  ...options
}: UseFormControlValueOptions<T>): FormControlValue<T> {
  if (isDev) {
    devWarn(
      `${options.component}: useFormControlValue is deprecated. Use useFormField({ name, value, ` +
        'defaultValue, onValueChange, emptyValue, rules, label, error }): it returns the value, ' +
        'setValue and the field state inside a Form and alone.',
    );
  }
  const field = useFormField<T>({
    ...options,
    label: typeof label === 'string' ? label : undefined,
  });
  return {
    value: field.value,
    setValue: field.setValue,
    bound: field.bound ? field : null,
    name: field.name,
    fieldProps: field.bound ? field.fieldProps : { error: field.error, disabled: options.disabled },
  };
}

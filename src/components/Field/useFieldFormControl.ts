'use client';

import { use, useCallback, useLayoutEffect, useRef, type FocusEvent } from 'react';
import { FormContext } from '../../forms/context';
import {
  useFormControlValue,
  type FormControlValue,
  type UseFormControlValueOptions,
} from '../../forms/useFormControlValue';
import { useFieldContext, useFieldReport } from './Field';

export interface UseFieldFormControlOptions<T> extends Omit<
  UseFormControlValueOptions<T>,
  'label' | 'error'
> {
  /** The control's `aria-label`, naming it in the error summary when there is no Field label. */
  'aria-label'?: string | undefined;
  /** Whether the control is required (its own prop or its Field's); shown as the Field's marker. */
  required?: boolean | undefined;
}

export interface FieldFormControl<T> extends FormControlValue<T> {
  /** Put on every part of the composite (its frame, its popup): focus moving between them is not leaving. */
  partRef: (element: HTMLElement | null) => void;
  /** Put on every part: marks the field touched once focus has left every part. */
  onPartBlur: (event: FocusEvent<HTMLElement>) => void;
  /** The form's ref for the focusable element, so the error summary can move focus there. */
  focusRef: ((element: HTMLElement | null) => void) | undefined;
  /** The form shows an error now (for `aria-invalid` when there is no Field). */
  invalid: boolean;
  /** Disabled by its own prop, its Field, or the form. */
  disabled: boolean;
}

/**
 * Binds a composite control (Select, Combobox, NumberField, Slider, DateField) to the enclosing
 * Form by name, like TextField: the value lives in the form, the form's error and state reach the
 * enclosing Field, and the field is touched when focus leaves the whole control, popup included.
 * Standalone (no Form or no name) it is the control's own controlled/uncontrolled state. @internal
 */
export function useFieldFormControl<T>(
  options: UseFieldFormControlOptions<T>,
): FieldFormControl<T> {
  // Outside a Form there is no form state to report and no touch to track. Which path runs is fixed
  // for an instance's life: a Form provides its context for as long as it is mounted, and a
  // control cannot move in or out of one without remounting.
  return use(FormContext)
    ? // eslint-disable-next-line react-hooks/rules-of-hooks
      useBoundFieldFormControl(options)
    : // eslint-disable-next-line react-hooks/rules-of-hooks
      useStandaloneFieldFormControl(options);
}

const noPart = () => {};

function useStandaloneFieldFormControl<T>({
  'aria-label': _ariaLabel,
  required: _required,
  ...options
}: UseFieldFormControlOptions<T>): FieldFormControl<T> {
  const control = useFormControlValue<T>(options);
  return {
    ...control,
    partRef: noPart,
    onPartBlur: noPart,
    focusRef: undefined,
    invalid: false,
    disabled: !!options.disabled,
  };
}

function useBoundFieldFormControl<T>({
  'aria-label': ariaLabel,
  required,
  ...options
}: UseFieldFormControlOptions<T>): FieldFormControl<T> {
  const field = useFieldContext();
  const control = useFormControlValue<T>({ ...options, label: field?.labelText ?? ariaLabel });
  const bound = control.bound;

  const report = useFieldReport();
  const error = bound?.error;
  const dirty = !!bound?.dirty;
  const touched = !!bound?.touched;
  const pending = !!bound?.pending;
  const formDisabled = !!bound?.disabled;
  const isBound = !!bound;
  const isRequired = isBound && !!required;
  useLayoutEffect(() => {
    if (!report) return;
    report(
      isBound
        ? { error, dirty, touched, pending, disabled: formDisabled, required: isRequired }
        : null,
    );
  }, [report, isBound, error, dirty, touched, pending, formDisabled, isRequired]);
  useLayoutEffect(() => () => report?.(null), [report]);

  // The parts of the composite; a popup is portalled elsewhere in the document, so containment in
  // one root element is not enough.
  const parts = useRef(new Set<HTMLElement>());
  const partRef = useCallback((element: HTMLElement | null) => {
    if (!element) return;
    parts.current.add(element);
    return () => {
      parts.current.delete(element);
    };
  }, []);
  const touch = bound?.onBlur;
  const onPartBlur = useCallback(
    (event: FocusEvent<HTMLElement>) => {
      if (!touch) return;
      const inside = (node: unknown) =>
        node instanceof Node && [...parts.current].some((part) => part.contains(node));
      if (event.relatedTarget) {
        if (!inside(event.relatedTarget)) touch();
        return;
      }
      // Focus went nowhere yet (a popup closing hands it back a moment later): look once it settles.
      setTimeout(() => {
        if (!inside(document.activeElement)) touch();
      });
    },
    [touch],
  );

  return {
    ...control,
    partRef,
    onPartBlur,
    focusRef: bound?.ref,
    invalid: !!bound?.invalid,
    disabled: !!options.disabled || formDisabled,
  };
}

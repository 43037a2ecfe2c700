'use client';

import type { ComponentProps, ReactNode } from 'react';
import type { FormField } from '../../forms/useFormField';
import { hasContent } from '../../utils/content';
import { FieldContext } from './context';
import { frameContext, renderFieldFrame, useFieldFrame } from './frame';

export { useFieldContext, useFieldControl } from './context';
export type { FieldContextValue, FieldControlProps } from './context';

/** What a Field shows of a form binding: `useFormField`'s result fits. */
export type FieldBinding = Pick<
  FormField,
  'error' | 'invalid' | 'dirty' | 'touched' | 'pending' | 'disabled' | 'required'
>;

export interface FieldProps extends Omit<ComponentProps<'div'>, 'children'> {
  /** The visible label. Every field has one; use `hideLabel` when the context already shows it. */
  label: ReactNode;
  /** Help text under the control, read by screen readers after the label. */
  description?: ReactNode;
  /** The error message. When set, the field is invalid and the control says so (`aria-invalid`). */
  error?: ReactNode;
  /**
   * The control's form binding (`useFormField`): its error, `required`, `disabled` and state show
   * on the Field. The Field's own props win over it.
   */
  field?: FieldBinding;
  /** Marks the field required: a visual marker plus `required` on the control. @default false, or the binding's */
  required?: boolean;
  /** Disables the control and dims the field. @default false, or the binding's */
  disabled?: boolean;
  /** Makes the control read-only. @default false */
  readOnly?: boolean;
  /** Forces the invalid state without a message (for instance while an ErrorSummary shows it). */
  invalid?: boolean;
  /** The value differs from its default; exposed as `data-dirty`. @default false, or the binding's */
  dirty?: boolean;
  /** The person has left the control; exposed as `data-touched`. @default false, or the binding's */
  touched?: boolean;
  /** An async rule is checking the value; exposed as `data-pending`, and the control is `aria-busy`. @default false, or the binding's */
  pending?: boolean;
  /** Keeps the label for screen readers only. @default false */
  hideLabel?: boolean;
  /** The control's id; generated when omitted. */
  controlId?: string;
  /** The control, which reads the Field through `useFieldControl`. */
  children?: ReactNode;
}

/**
 * Labels a control of your own: renders a label, the control, a description and an error message,
 * and wires them together (`for`/`id`, `aria-describedby`, `aria-invalid` and `aria-errormessage`
 * on the control, through `useFieldControl`). Tessera's own controls take `label`, `description`
 * and `error` themselves and need no Field.
 */
export function Field({
  label,
  description,
  error: errorProp,
  field,
  required = field?.required ?? false,
  disabled = field?.disabled ?? false,
  readOnly = false,
  invalid,
  dirty = field?.dirty ?? false,
  touched = field?.touched ?? false,
  pending = field?.pending ?? false,
  hideLabel = false,
  controlId,
  children,
  ...props
}: FieldProps) {
  const error = hasContent(errorProp) ? errorProp : field?.error;
  const state = {
    error,
    invalid: invalid ?? hasContent(error),
    dirty,
    touched,
    pending,
    disabled,
  };
  // The same frame as every Tessera control's, with the Field's own props as the field's state.
  const frame = useFieldFrame({
    component: 'Field',
    label,
    required,
    disabled,
    readOnly,
    id: controlId,
    named: true,
  });
  const context = frameContext(frame, state, description);
  return (
    <FieldContext value={context}>
      {renderFieldFrame({
        frame,
        context,
        field: state,
        label,
        description,
        hideLabel,
        ...props,
        children,
      })}
    </FieldContext>
  );
}

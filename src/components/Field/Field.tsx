'use client';

import { useState, type ComponentProps, type ReactNode } from 'react';
import {
  FieldContext,
  FieldReportContext,
  type FieldContextValue,
  type ReportedFieldState,
} from './context';
import { renderFieldFrame, useFieldFrame } from './frame';

export { useFieldContext, useFieldControl } from './context';
export type { FieldContextValue, FieldControlProps } from './context';

export interface FieldProps extends Omit<ComponentProps<'div'>, 'children'> {
  /** The visible label. Every field has one; use `hideLabel` when the context already shows it. */
  label: ReactNode;
  /** Help text under the control, read by screen readers after the label. */
  description?: ReactNode;
  /** The error message. When set, the field is invalid and the control says so (`aria-invalid`). */
  error?: ReactNode;
  /** Marks the field required: a visual marker plus `required` on the control. @default false */
  required?: boolean;
  /** Disables the control and dims the field. @default false */
  disabled?: boolean;
  /** Makes the control read-only. @default false */
  readOnly?: boolean;
  /** Forces the invalid state without a message (for instance while an ErrorSummary shows it). */
  invalid?: boolean;
  /** The value differs from its default (a form sets it); exposed as `data-dirty`. @default false */
  dirty?: boolean;
  /** The person has left the control (a form sets it); exposed as `data-touched`. @default false */
  touched?: boolean;
  /** An async rule is checking the value; exposed as `data-pending`, and the control is `aria-busy`. @default false */
  pending?: boolean;
  /** Keeps the label for screen readers only. @default false */
  hideLabel?: boolean;
  /** The control's id; generated when omitted. */
  controlId?: string;
  /** The control, which reads the Field through `useFieldControl`. */
  children?: ReactNode;
}

const hasMessage = (error: ReactNode) =>
  error !== undefined && error !== null && error !== false && error !== '';

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
  required = false,
  disabled = false,
  readOnly = false,
  invalid: invalidProp,
  dirty = false,
  touched = false,
  pending = false,
  hideLabel = false,
  controlId,
  children,
  ...props
}: FieldProps) {
  // A Tessera control wrapped the old way (`<Field label><Select name/></Field>`) reports its form
  // state here, so the Field shows the form's error; that way of writing it goes next release.
  const [reported, setReported] = useState<ReportedFieldState | null>(null);
  const frame = useFieldFrame({
    component: 'Field',
    label,
    required,
    disabled,
    readOnly,
    id: controlId,
    named: true,
  });
  const error = errorProp ?? reported?.error;
  const hasError = hasMessage(error);
  const shownPending = pending || !!reported?.pending;
  // The control reads the Field's own props only: feeding a reported `disabled` or `required`
  // back to it would keep it disabled or required for good. They are shown on the Field.
  const context: FieldContextValue = {
    controlId: frame.controlId,
    labelId: frame.labelId,
    descriptionId: description ? frame.descriptionId : undefined,
    errorId: hasError ? frame.errorId : undefined,
    invalid: invalidProp ?? hasError,
    required,
    disabled,
    readOnly,
    pending: shownPending,
    labelText: frame.labelText,
  };
  return (
    <FieldReportContext value={setReported}>
      <FieldContext value={context}>
        {renderFieldFrame({
          frame: { ...frame, required: required || !!reported?.required },
          context,
          field: {
            error,
            invalid: context.invalid,
            dirty: dirty || !!reported?.dirty,
            touched: touched || !!reported?.touched,
            pending: shownPending,
            disabled: disabled || !!reported?.disabled,
          },
          label,
          description,
          hideLabel,
          ...props,
          children,
        })}
      </FieldContext>
    </FieldReportContext>
  );
}

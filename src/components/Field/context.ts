'use client';

import { createContext, use } from 'react';
import { cx } from '../../utils/cx';

export interface FieldContextValue {
  /** The id the control must carry, so the label's `for` points at it. */
  controlId: string;
  /** The label element's id, for controls named through `aria-labelledby` (groups, composites). */
  labelId: string;
  /** The description's id, when there is a description. */
  descriptionId: string | undefined;
  /** The error message's id, when an error is shown. */
  errorId: string | undefined;
  invalid: boolean;
  required: boolean;
  disabled: boolean;
  readOnly: boolean;
  pending: boolean;
  /** The label as plain text when it is a string, so a bound control can name itself in an error summary. */
  labelText: string | undefined;
}

export const FieldContext = createContext<FieldContextValue | null>(null);
FieldContext.displayName = 'FieldContext';

/** The nearest Field's ids and state, or `null` outside a Field. */
export function useFieldContext(): FieldContextValue | null {
  return use(FieldContext);
}

/** The props a control gets from its Field; every one of them can also be passed directly. */
export interface FieldControlProps {
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false' | 'grammar' | 'spelling';
  'aria-errormessage'?: string;
  required?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  'aria-busy'?: boolean | 'true' | 'false';
}

/**
 * A control's own props merged with what its Field says: the id the label points at, the
 * description and error ids in `aria-describedby`, `aria-invalid` and `aria-errormessage`,
 * `required`/`disabled`/`readOnly`, and `aria-busy` while an async rule checks. The control's own
 * props win.
 */
export function withFieldProps<P extends FieldControlProps>(field: FieldContextValue, props: P): P {
  const describedBy = cx(field.descriptionId, field.errorId, props['aria-describedby']);
  const invalid = props['aria-invalid'] ?? (field.invalid || undefined);
  return {
    ...props,
    id: props.id ?? field.controlId,
    'aria-describedby': describedBy,
    'aria-invalid': invalid,
    'aria-errormessage': props['aria-errormessage'] ?? (invalid ? field.errorId : undefined),
    required: props.required ?? (field.required || undefined),
    disabled: props.disabled ?? (field.disabled || undefined),
    readOnly: props.readOnly ?? (field.readOnly || undefined),
    'aria-busy': props['aria-busy'] ?? (field.pending || undefined),
  };
}

/**
 * Merges a control's own props with what its Field says (see `withFieldProps`). Outside a Field it
 * returns them as they are. Use it in a control of your own, rendered inside `<Field>`.
 */
export function useFieldControl<P extends FieldControlProps>(props: P): P {
  const field = use(FieldContext);
  return field ? withFieldProps(field, props) : props;
}

'use client';

import {
  createContext,
  use,
  useId,
  useState,
  type ComponentProps,
  type Dispatch,
  type ReactNode,
  type SetStateAction,
} from 'react';
import { cx } from '../../utils/cx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import styles from './Field.module.css';

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

/**
 * What a control bound to a Form tells its Field: the form's error and the state data attributes.
 * The Field's own props win over it. @internal
 */
export interface ReportedFieldState {
  error: ReactNode;
  dirty: boolean;
  touched: boolean;
  pending: boolean;
  disabled: boolean;
  required: boolean;
}

type Report = Dispatch<SetStateAction<ReportedFieldState | null>>;

const FieldContext = createContext<FieldContextValue | null>(null);

/** The nearest Field's ids and state, or `null` outside a Field. */
export function useFieldContext(): FieldContextValue | null {
  return use(FieldContext);
}

const FieldReportContext = createContext<Report | null>(null);
FieldReportContext.displayName = 'FieldReportContext';

/** The nearest Field's setter for a bound control's form state, or `null` outside a Field. @internal */
export function useFieldReport(): Report | null {
  return use(FieldReportContext);
}

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

/**
 * Renders a label, a control, a description and an error message, and wires them together:
 * `for`/`id`, `aria-describedby`, `aria-invalid` and `aria-errormessage` on the control.
 */
export function Field({
  label,
  description,
  error: errorProp,
  required = false,
  disabled = false,
  readOnly = false,
  invalid: invalidProp,
  dirty: dirtyProp = false,
  touched: touchedProp = false,
  pending: pendingProp = false,
  hideLabel = false,
  controlId: controlIdProp,
  className,
  children,
  ...props
}: FieldProps) {
  const base = useId();
  // A composite control bound to a Form by name (Select, NumberField…) reports its form state here,
  // so its Field shows the form's error exactly like a TextField does.
  const [reported, setReported] = useState<ReportedFieldState | null>(null);
  const error = errorProp ?? reported?.error;
  const dirty = dirtyProp || !!reported?.dirty;
  const touched = touchedProp || !!reported?.touched;
  const pending = pendingProp || !!reported?.pending;
  // Shown only: feeding these back to the control would keep it disabled or required for good.
  const shownDisabled = disabled || !!reported?.disabled;
  const shownRequired = required || !!reported?.required;
  const controlId = controlIdProp ?? `${base}-control`;
  const labelId = `${base}-label`;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const descriptionId = description ? `${base}-description` : undefined;
  const errorId = hasError ? `${base}-error` : undefined;
  const invalid = invalidProp ?? hasError;
  const value: FieldContextValue = {
    controlId,
    labelId,
    descriptionId,
    errorId,
    invalid,
    required,
    disabled,
    readOnly,
    pending,
    labelText: typeof label === 'string' ? label : undefined,
  };

  const labelContent = (
    <>
      {label}
      {shownRequired && (
        <span className={styles.Required} aria-hidden="true">
          {' '}
          *
        </span>
      )}
    </>
  );

  return (
    <FieldContext value={value}>
      <FieldReportContext value={setReported}>
        <div
          data-slot="field"
          data-invalid={invalid || undefined}
          data-required={shownRequired || undefined}
          data-disabled={shownDisabled || undefined}
          data-dirty={dirty || undefined}
          data-touched={touched || undefined}
          data-pending={pending || undefined}
          className={cx(styles.Field, className)}
          {...props}
        >
          <label data-slot="field-label" id={labelId} htmlFor={controlId} className={styles.Label}>
            {hideLabel ? <VisuallyHidden>{labelContent}</VisuallyHidden> : labelContent}
          </label>
          {children}
          {description && (
            <p data-slot="field-description" id={descriptionId} className={styles.Description}>
              {description}
            </p>
          )}
          {hasError && (
            <p data-slot="field-error" id={errorId} className={styles.Error}>
              {error}
            </p>
          )}
        </div>
      </FieldReportContext>
    </FieldContext>
  );
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
 * Merges a control's own props with what its Field says: the id the label points at, the
 * description and error ids in `aria-describedby`, `aria-invalid` and `aria-errormessage`, and
 * `required`/`disabled`/`readOnly`, and `aria-busy` while an async rule checks. The control's own props win. Outside a Field it returns them as they are.
 */
export function useFieldControl<P extends FieldControlProps>(props: P): P {
  const field = use(FieldContext);
  if (!field) return props;
  const describedBy =
    [field.descriptionId, field.errorId, props['aria-describedby']].filter(Boolean).join(' ') ||
    undefined;
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

'use client';

import { use, useLayoutEffect, useReducer, type FocusEvent, type ReactNode } from 'react';
import { hasContent } from '../utils/content';
import { useControllableState } from '../utils/useControllableState';
import { FormContext, FormGroupContext, joinName } from './context';
import { Binder } from './binder';
import type { FieldRules } from './rules';
import type { FormApi } from './store';

export interface UseFormFieldOptions<T = unknown> {
  /** The field name: binds to the enclosing `<Form>` (prefixed inside a `FormGroup`) and is the native `name`. */
  name?: string | undefined;
  /** The value (controlled). Inside a Form the form holds the value and this is only its default. */
  value?: T | undefined;
  /** The starting value (uncontrolled), or the value when the form's `defaultValues` has none. */
  defaultValue?: T | undefined;
  /** Called with every new value, inside a Form or not. */
  onValueChange?: ((value: T) => void) | undefined;
  /** The value that means "empty" for this control (`''`, `false`, `[]`, `null`). */
  emptyValue?: T | undefined;
  /** The field's rules: built-in (`required`, `minLength`, `email`…), custom sync and async. */
  rules?: FieldRules<T> | undefined;
  /** The field's label as text, so the error summary can say which field a message is about. */
  label?: string | undefined;
  /** An error of your own: shown alone, and inside a Form in place of the form's message. */
  error?: ReactNode;
  /** Disables the field: it is skipped by validation and, natively, by FormData. */
  disabled?: boolean | undefined;
  /** Read-only: a controlled value without a change handler is then intended (no warning). */
  readOnly?: boolean | undefined;
  /** `false` keeps the value out of a saved draft (passwords). @default true */
  persist?: boolean | undefined;
  /** The component's name, for development warnings. */
  component?: string | undefined;
}

/** What `useFormField` gives a control, inside a Form or alone. */
export interface FormField<T = unknown> {
  /** The native name (group prefixes included inside a Form); put it on the element FormData reads. */
  name: string | undefined;
  /** Whether the field is bound to a Form (inside one, with a name). */
  bound: boolean;
  /** The current value. */
  value: T;
  /** Sets the value; inside a Form validation re-runs and an async rule restarts. */
  setValue: (value: T) => void;
  /**
   * Put on the control's `onBlur` (or on each part's, with `partRef`): marks the field touched,
   * after which its error shows, once focus has left the control and every part.
   */
  onBlur: (event?: FocusEvent<HTMLElement>) => void;
  /**
   * Attach to the focusable element: the error summary's link moves focus there. `undefined` when
   * not bound, so a standalone control keeps its own ref as it is.
   */
  ref: ((element: HTMLElement | null) => void) | undefined;
  /**
   * Attach to every part of a composite (its frame, its portalled popup): moving between them is
   * not leaving. `undefined` when not bound.
   */
  partRef: ((element: HTMLElement | null) => void | (() => void)) | undefined;
  /** The message to show now: your own `error`, or the form's once the field was left or the form sent. */
  error: ReactNode;
  /** Whether a message is shown now (use for `aria-invalid`). */
  invalid: boolean;
  /** Whether every rule passes for the current value, shown or not. */
  valid: boolean;
  /** The person has left the field. */
  touched: boolean;
  /** The value differs from its default. */
  dirty: boolean;
  /** An async rule is waiting or running. */
  pending: boolean;
  /** The field, or the whole form, is disabled. */
  disabled: boolean;
  /** The rules include `required`. */
  required: boolean;
}

const noop = () => {};

interface BinderState {
  binder: Binder | null;
}
const bindTo = (form: FormApi | null): BinderState => ({
  binder: form ? new Binder(form.getVersion()) : null,
});
/** A new state object, so React renders again; the binder stays. */
const renew = (state: BinderState): BinderState => ({ binder: state.binder });

/**
 * Binds a control to the enclosing `<Form>` by name; the one hook every Tessera control uses, and
 * the one to use for a control of your own. Inside a Form (with a `name`) the form holds the value,
 * runs the rules and says when to show a message; alone, the value is the control's own
 * (controlled with `value`, or uncontrolled with `defaultValue`) and the message is `error`. Either
 * way the control reads `value`, calls `setValue`, and shows `error`: a person cannot tell the two
 * apart. Outside a Form it subscribes to nothing and registers nothing.
 *
 * ```tsx
 * function Username(props: { name: string }) {
 *   const field = useFormField<string>({
 *     name: props.name, emptyValue: '', label: 'Username', rules: { required: true, minLength: 3 },
 *   });
 *   const { ref, onBlur } = field;  // take the ref into a local first (see below)
 *   return (
 *     <Field label="Username" field={field}>
 *       <MyInput name={field.name} ref={ref} onBlur={onBlur}
 *         value={field.value} onChange={(e) => field.setValue(e.target.value)} />
 *     </Field>
 *   );
 * }
 * // MyInput spreads useFieldControl(props) on its <input>: the Field's label, description and
 * // error reach it (id, aria-describedby, aria-invalid, aria-errormessage).
 * ```
 *
 * Put the native `name` on the element (or a hidden input, for composite controls) so FormData
 * carries the value. A composite puts `partRef` and `onBlur` on each of its parts, so the field is
 * touched only when focus leaves all of them. Pass `ref` from a local variable: writing
 * `ref={field.ref}` makes the React Compiler lint treat the whole binding as a ref.
 */
export function useFormField<T = unknown>(options: UseFormFieldOptions<T>): FormField<T> {
  const { field, registration } = useFormFieldParts<T>(options);
  useRegistration(registration ?? notRegistered);
  return field;
}

/**
 * What a binding does after each commit inside a Form: keep its registration's options current,
 * and register under its name (then follow the form). `null` outside a Form, where there is
 * nothing to do. @internal
 */
export interface RegistrationProps {
  binder: Binder | null;
  form: FormApi | null;
  name: string | undefined;
  rerender: () => void;
  rules: FieldRules<unknown> | undefined;
  label: string | undefined;
  disabled: boolean | undefined;
  persist: boolean | undefined;
  initial: unknown;
}
const notRegistered: RegistrationProps = {
  binder: null,
  form: null,
  name: undefined,
  rerender: noop,
  rules: undefined,
  label: undefined,
  disabled: undefined,
  persist: undefined,
  initial: undefined,
};

/** Runs a binding's registration (see `RegistrationProps`); does nothing without a binder. */
function useRegistration({
  binder,
  form,
  name,
  rerender,
  rules,
  label,
  disabled,
  persist,
  initial,
}: RegistrationProps): void {
  // Options first, so a registration made in the same commit starts from the latest ones.
  useLayoutEffect(() => {
    binder?.update({ rules, label, disabled, persist, initial });
  }, [binder, rules, label, disabled, persist, initial]);
  useLayoutEffect(() => binder?.attach(form, name, rerender), [binder, form, name, rerender]);
}

/**
 * A binding's registration as an element: Tessera's controls render it inside a Form (their
 * frame does), so a control alone runs no effect at all. @internal
 */
export function RegisterField(props: RegistrationProps): null {
  useRegistration(props);
  return null;
}

/**
 * `useFormField` without its registration, which the caller runs: Tessera's controls render
 * `RegisterField` when `registration` is not `null`; `useFormField` runs it as effects of its own.
 * @internal
 */
export function useFormFieldParts<T>({
  name,
  value,
  defaultValue,
  onValueChange,
  emptyValue,
  rules,
  label,
  error: ownError,
  disabled,
  readOnly,
  persist,
  component,
}: UseFormFieldOptions<T>): {
  field: FormField<T>;
  registration: RegistrationProps | null;
} {
  const context = use(FormContext);
  // `use` may be called conditionally: a control outside a Form reads no group.
  const fullName = context && name ? joinName(use(FormGroupContext), name) : undefined;
  // Which store to follow is fixed by the name and the Form around the control. Outside a Form
  // nothing subscribes, so a standalone control pays for its own state only (no store, no effect
  // that does anything: a checkbox alone costs close to the markup it renders).
  const form = fullName === undefined ? null : context;
  const [own, setOwn] = useControllableState<T>({
    value,
    defaultValue: (defaultValue ?? emptyValue) as T,
    onChange: onValueChange,
    name: component,
    readOnly,
  });
  // The binding's own state exists only inside a Form: standalone, nothing is allocated for it and
  // there is no registration to run. One hook for both: the binder (inside a Form only) and the
  // re-render the form's changes ask for.
  const [{ binder }, rerender] = useReducer(renew, context, bindTo);

  const shownError = form && fullName !== undefined ? form.getShownError(fullName) : undefined;
  const error = hasContent(ownError) ? ownError : shownError;
  const isDisabled = !!disabled || (!!form && form.isDisabled(fullName!));
  const touched = !!form && form.isTouched(fullName);
  const dirty = !!form && form.isDirty(fullName);
  const pending = !!form && form.isPending(fullName);
  // Until the field registers (the first render), the form has no value for it yet: show the
  // default it brings, as the form will hold it.
  const stored = form ? form.getValue(fullName!) : undefined;
  const current = form
    ? ((stored === undefined ? (defaultValue ?? value ?? emptyValue) : stored) as T)
    : own;
  const field: FormField<T> = {
    name: fullName ?? name,
    bound: !!form,
    value: current,
    setValue: form
      ? (next: T) => {
          // As alone (useControllableState): a value that does not change is no change to report.
          const before = form.getValue(fullName!);
          if (Object.is(next, before === undefined ? current : before)) return;
          form.setValue(fullName!, next);
          onValueChange?.(next);
        }
      : setOwn,
    onBlur: binder?.onBlur ?? noop,
    ref: form ? binder?.ref : undefined,
    partRef: form ? binder?.partRef : undefined,
    error,
    invalid: hasContent(error),
    valid: !form || form.getError(fullName!) === undefined,
    touched,
    dirty,
    pending,
    disabled: isDisabled,
    required: !!rules?.required,
  };
  const registration = binder && {
    binder,
    form,
    name: fullName,
    rerender,
    rules: rules as FieldRules<unknown> | undefined,
    label,
    disabled,
    persist,
    initial: defaultValue ?? value ?? emptyValue,
  };
  return { field, registration };
}

import { useMessages } from '../i18n/context';
import { en } from '../i18n/locales/en';
import {
  use,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { FormContext, FormGroupContext, joinName, useStrictFormContext } from './context';
import type { FieldRules } from './rules';
import { afterPointerRelease, trackPointerPresses } from './pointerRelease';
import {
  FormApi,
  type FieldRegistration,
  type FormErrorItem,
  type FormOptions,
  type FormValues,
} from './store';

const noopSubscribe = () => () => {};
const zero = () => 0;

function useStoreVersion(store: FormApi | null): number {
  return useSyncExternalStore(
    store ? store.subscribe : noopSubscribe,
    store ? store.getVersion : zero,
    zero,
  );
}

/**
 * Creates a form's state, kept for the component's life. Pass it to `<Form form={…}>` when the
 * component that owns the form also needs its API (reset, values); otherwise give `<Form>` the
 * options directly.
 */
export function useForm<V extends FormValues = FormValues>(
  options: FormOptions<V> = {},
): FormApi<V> {
  const [form] = useState(() => new FormApi<V>(options));
  useLayoutEffect(() => {
    form.setOptions(options);
  });
  return form;
}

export interface UseFormFieldOptions<T = unknown> {
  /** The field's rules: built-in (`required`, `minLength`, `email`…), custom sync and async. */
  rules?: FieldRules<T> | undefined;
  /** The field's label as text, so the error summary can say which field a message is about. */
  label?: string | undefined;
  /** Disables the field: it is skipped by validation and, natively, by FormData. */
  disabled?: boolean | undefined;
  /** The value when the form's `defaultValues` has none (`false` for a checkbox, `[]` for a group). */
  defaultValue?: T | undefined;
  /** `false` keeps the value out of a saved draft (passwords). @default true */
  persist?: boolean | undefined;
}

/** The props a bound control hands to its `<Field>`: the error and the state data attributes. */
export interface FormFieldProps {
  error: string | undefined;
  dirty: boolean;
  touched: boolean;
  pending: boolean;
  disabled: boolean | undefined;
}

/** What `useFormField` gives a control bound to a form. */
export interface FormFieldBinding<T = unknown> {
  /** The full name (group prefixes included); put it on the native element so FormData carries it. */
  name: string;
  /** The current value (`undefined` until set; a text control shows `''`). */
  value: T;
  /** Sets the value; validation re-runs and an async rule restarts (the previous one is aborted). */
  setValue: (value: T) => void;
  /** Call on blur: marks the field touched, after which its error shows. */
  onBlur: () => void;
  /** Attach to the focusable element: the error summary's link moves focus there. */
  ref: (element: HTMLElement | null) => void;
  /** The message to show now, respecting timing (after leaving the field or submitting). */
  error: string | undefined;
  /** Whether an error is shown now (use for `aria-invalid`). */
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
  /** Spread on `<Field>`: `error`, `dirty`, `touched`, `pending`, `disabled` → data attributes and wiring. */
  fieldProps: FormFieldProps;
}

/**
 * Binds a control to the enclosing `<Form>` by name; the one hook every Tessera control uses.
 *
 * ```tsx
 * const bound = useFormField<string>(props.name, { rules: { required: true, minLength: 3 }, label: 'Username' });
 * const [own, setOwn] = useState('');           // standalone state, used when bound is null
 * const controlRef = bound?.ref;                 // take the ref into a local first (see below)
 * <Field label="Username" {...bound?.fieldProps}>
 *   <input name={bound?.name ?? props.name} ref={controlRef}
 *     value={bound ? String(bound.value ?? '') : own}
 *     onChange={(e) => (bound ? bound.setValue(e.target.value) : setOwn(e.target.value))}
 *     onBlur={bound?.onBlur} />
 * </Field>
 * ```
 *
 * Put the native `name` on the element (or a hidden input, for composite controls) so FormData
 * carries the value. Pass `ref` from a local variable: writing `ref={bound.ref}` makes the React
 * Compiler lint treat the whole binding as a ref and reject `bound.value`.
 *
 * Returns `null` outside a Form or without a name: the control then works standalone, on its
 * own state. Inside a `FormGroup` the name is prefixed (`address` + `city` → `address.city`).
 */
export function useFormField<T = unknown>(
  name: string | undefined,
  options: UseFormFieldOptions<T> = {},
): FormFieldBinding<T> | null {
  // Outside a Form nothing binds, and nothing needs subscribing or registering. Which path runs is
  // fixed for an instance's life: a Form provides its context for as long as it is mounted, and a
  // control cannot move in or out of one without remounting.
  const context = use(FormContext);
  // eslint-disable-next-line react-hooks/rules-of-hooks
  return context ? useBoundFormField(context, name, options) : null;
}

function useBoundFormField<T>(
  context: FormApi,
  name: string | undefined,
  options: UseFormFieldOptions<T>,
): FormFieldBinding<T> | null {
  const prefix = use(FormGroupContext);
  const fullName = name === undefined || name === '' ? undefined : joinName(prefix, name);
  const form = context && fullName !== undefined ? context : null;
  useStoreVersion(form);

  const registration = useRef<FieldRegistration | null>(null);
  const element = useRef<HTMLElement | null>(null);
  const { rules, label, disabled, defaultValue, persist } = options;

  useLayoutEffect(() => {
    if (!form || fullName === undefined) return;
    const entry: FieldRegistration = {
      rules: rules as FieldRules<unknown>,
      label,
      disabled,
      persist,
      element: element.current,
    };
    registration.current = entry;
    trackPointerPresses();
    return form.register(fullName, entry, defaultValue);
    // Registration follows the form and the name; rule changes are picked up by the effect below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [form, fullName]);

  useLayoutEffect(() => {
    const entry = registration.current;
    if (!form || !entry) return;
    const changed = entry.rules !== rules || entry.disabled !== disabled;
    entry.rules = rules as FieldRules<unknown>;
    entry.label = label;
    entry.disabled = disabled;
    entry.persist = persist;
    if (changed) form.refresh();
  });

  const ref = useCallback((el: HTMLElement | null) => {
    element.current = el;
    if (registration.current) registration.current.element = el;
  }, []);

  if (!form || fullName === undefined) return null;
  const error = form.getShownError(fullName);
  const touched = form.isTouched(fullName);
  const dirty = form.isDirty(fullName);
  const pending = form.isPending(fullName);
  const isDisabled = !!disabled || form.isDisabled(fullName);
  return {
    name: fullName,
    value: form.getValue(fullName) as T,
    setValue: (value: T) => form.setValue(fullName, value),
    // Shown after a pointer press ends, so the message cannot move the press's target away.
    onBlur: () => afterPointerRelease(() => form.touch(fullName)),
    ref,
    error,
    invalid: error !== undefined,
    valid: form.getError(fullName) === undefined,
    touched,
    dirty,
    pending,
    disabled: isDisabled,
    required: !!rules?.required,
    fieldProps: { error, dirty, touched, pending, disabled: isDisabled || undefined },
  };
}

/** A form's state as a whole, re-read on every change. */
export interface FormState<V extends FormValues = FormValues> {
  values: V;
  dirty: boolean;
  touched: boolean;
  valid: boolean;
  pending: boolean;
  validating: boolean;
  submitting: boolean;
  submitCount: number;
  submitFailed: boolean;
  submitSucceeded: boolean;
  errors: FormErrorItem[];
  formError: string | undefined;
  restoredDraft: boolean;
}

/** The state of the given form, or of the enclosing `<Form>`: dirty, valid, submitting, errors… */
export function useFormState<V extends FormValues = FormValues>(form?: FormApi<V>): FormState<V> {
  const context = use(FormContext);
  const store = (form ?? context) as FormApi<V> | null;
  if (!store)
    throw new Error('useFormState must be used inside <Form>, or be given a form from useForm.');
  useStoreVersion(store as unknown as FormApi);
  return {
    values: store.getValues(),
    dirty: store.isDirty(),
    touched: store.isTouched(),
    valid: store.isValid(),
    pending: store.isPending(),
    validating: store.validating,
    submitting: store.submitting,
    submitCount: store.submitCount,
    submitFailed: store.submitFailed,
    submitSucceeded: store.submitSucceeded,
    errors: store.getErrors(),
    formError: store.getFormError(),
    restoredDraft: store.restoredDraft,
  };
}

/** One row of a field array. */
export interface FieldArrayRow {
  /** A stable key for React: it follows the row when rows move. */
  key: string;
  index: number;
  /** The row's name prefix (`addresses.2`); use it as a `FormGroup` name or join field names to it. */
  name: string;
}

export interface UseFieldArrayOptions<T> extends Omit<UseFormFieldOptions<T[]>, 'defaultValue'> {
  /** The rows when the form's `defaultValues` has none. @default [] */
  defaultValue?: T[] | undefined;
}

/** A dynamic list of rows with per-row fields: add, remove, reorder. */
export interface FieldArray<T> {
  rows: FieldArrayRow[];
  /** Adds a row at the end. */
  append: (row: T) => void;
  /** Adds a row before `index`. */
  insert: (index: number, row: T) => void;
  /** Removes the row at `index`; its fields' errors and touched state go with it. */
  remove: (index: number) => void;
  /** Moves a row from one position to another (for "Move up"/"Move down"). */
  move: (from: number, to: number) => void;
  /** The list's own binding (rules such as `minLength: 1`); attach its `ref` to the list's first control or fieldset. */
  field: FormFieldBinding<T[]>;
}

/**
 * Manages a list of rows inside a `<Form>` (`addresses.0.street`, `addresses.1.street`…). Each row
 * keeps its DOM and state when rows are added, removed or reordered; rules on the row's fields
 * validate per row, and `rules` here validate the list (`minLength: 1` → "Add at least 1 item.").
 */
export function useFieldArray<T = unknown>(
  name: string,
  options: UseFieldArrayOptions<T> = {},
): FieldArray<T> {
  const form = useStrictFormContext('useFieldArray');
  const field = useFormField<T[]>(name, { ...options, defaultValue: options.defaultValue ?? [] })!;
  const fullName = field.name;
  const keys = form.getArrayKeys(fullName);
  const rows = keys.map((key, index) => ({ key, index, name: `${fullName}.${index}` }));

  const append = (row: T) =>
    form.updateArray(
      fullName,
      (items, k) => ({ rows: [...items, row], keys: [...k, form.createKey()] }),
      (i) => i,
    );
  const insert = (index: number, row: T) => {
    const at = Math.max(0, Math.min(index, keys.length));
    form.updateArray(
      fullName,
      (items, k) => ({
        rows: [...items.slice(0, at), row, ...items.slice(at)],
        keys: [...k.slice(0, at), form.createKey(), ...k.slice(at)],
      }),
      (i) => (i >= at ? i + 1 : i),
    );
  };
  const remove = (index: number) => {
    if (index < 0 || index >= keys.length) return;
    form.updateArray(
      fullName,
      (items, k) => ({
        rows: items.filter((_, i) => i !== index),
        keys: k.filter((_, i) => i !== index),
      }),
      (i) => (i === index ? undefined : i > index ? i - 1 : i),
    );
  };
  const move = (from: number, to: number) => {
    const last = keys.length - 1;
    if (from < 0 || from > last || to < 0 || to > last || from === to) return;
    const order = [...keys.keys()];
    const [moved] = order.splice(from, 1);
    order.splice(to, 0, moved!);
    // order[newIndex] = oldIndex; the mapping needs old → new.
    const newIndexOf = new Map(order.map((oldIndex, newIndex) => [oldIndex, newIndex]));
    form.updateArray(
      fullName,
      (items, k) => ({ rows: order.map((i) => items[i]), keys: order.map((i) => k[i]!) }),
      (i) => newIndexOf.get(i),
    );
  };
  return { rows, append, insert, remove, move, field };
}

export interface UseUnsavedChangesOptions {
  /** What a confirmation says. @default the locale's `form.unsavedChanges` */
  message?: string;
  /** Turns the guard off (while submitting, say). @default true */
  enabled?: boolean;
}

export interface UnsavedChanges {
  /** Whether there are unsaved changes now. */
  dirty: boolean;
  /** The confirmation message. */
  message: string;
  /** Asks the person (window.confirm) when dirty; returns whether leaving may go on. For the router's blocker. */
  confirmLeave: () => boolean;
}

/** English, kept for code that compares; the prompt says the locale's `form.unsavedChanges`. */
export const UNSAVED_CHANGES_MESSAGE = en.form.unsavedChanges;

/** The `beforeunload` handler that makes the browser ask before closing or reloading the page. */
export function preventUnload(event: BeforeUnloadEvent): void {
  event.preventDefault();
  // Older browsers show the prompt only when returnValue is set.
  event.returnValue = '';
}

/** Makes the browser ask before the page closes or reloads; returns the function that stops it. */
export function addBeforeUnloadPrompt(target: Window = window): () => void {
  target.addEventListener('beforeunload', preventUnload);
  return () => target.removeEventListener('beforeunload', preventUnload);
}

/**
 * Guards unsaved changes: while `formOrDirty` (a form from `useForm`, or a boolean) is dirty, the
 * browser asks before the page unloads, and `confirmLeave` asks before in-app navigation (the
 * router helper wires it to its blocker). With no argument it reads the enclosing `<Form>`.
 */
export function useUnsavedChanges(
  formOrDirty?: FormApi<never> | FormApi | boolean,
  { message: messageOption, enabled = true }: UseUnsavedChangesOptions = {},
): UnsavedChanges {
  const localeMessage = useMessages('form')('unsavedChanges');
  const message = messageOption ?? localeMessage;
  const context = use(FormContext);
  const store =
    typeof formOrDirty === 'boolean' ? null : ((formOrDirty as FormApi | undefined) ?? context);
  useStoreVersion(store);
  const dirty =
    enabled && (typeof formOrDirty === 'boolean' ? formOrDirty : (store?.isDirty() ?? false));
  useEffect(() => {
    if (!dirty || typeof window === 'undefined') return;
    return addBeforeUnloadPrompt();
  }, [dirty]);
  const confirmLeave = useCallback(
    () => !dirty || (typeof window !== 'undefined' && window.confirm(message)),
    [dirty, message],
  );
  return { dirty, message, confirmLeave };
}

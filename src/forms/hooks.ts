'use client';

import { useTranslate } from '../i18n/context';
import * as english from '../i18n/english';
import { use, useCallback, useEffect, useLayoutEffect, useState } from 'react';
import { appendRow, insertRow, moveRow, removeRow, type RowChange } from './arrays';
import { FormContext, useStrictFormContext } from './context';
import { FormApi, type FormErrorItem, type FormOptions, type FormValues } from './store';
import { useFormField, type FormField, type UseFormFieldOptions } from './useFormField';
import { useFormVersion } from './useFormVersion';

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
  useFormVersion(store as unknown as FormApi);
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

export interface UseFieldArrayOptions<T> extends Pick<
  UseFormFieldOptions<T[]>,
  'rules' | 'label' | 'disabled' | 'persist'
> {
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
  field: FormField<T[]>;
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
  const field = useFormField<T[]>({ ...options, name, defaultValue: options.defaultValue ?? [] });
  const fullName = field.name!;
  const keys = form.getArrayKeys(fullName);
  const rows = keys.map((key, index) => ({ key, index, name: `${fullName}.${index}` }));
  const change = (operation: (rows: T[], keys: string[]) => RowChange<T> | null) => {
    const current = form.getValue(fullName);
    const next = operation(Array.isArray(current) ? (current as T[]) : [], keys);
    if (next) form.updateArray(fullName, () => next, next.mapping);
  };
  const append = (row: T) => change((items, k) => appendRow(items, k, row));
  const insert = (index: number, row: T) => change((items, k) => insertRow(items, k, index, row));
  const remove = (index: number) => change((items, k) => removeRow(items, k, index));
  const move = (from: number, to: number) => change((items, k) => moveRow(items, k, from, to));
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
export const UNSAVED_CHANGES_MESSAGE = english.form.unsavedChanges;

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
  const localeMessage = useTranslate('form', english.form)('unsavedChanges');
  const message = messageOption ?? localeMessage;
  const context = use(FormContext);
  const store =
    typeof formOrDirty === 'boolean' ? null : ((formOrDirty as FormApi | undefined) ?? context);
  useFormVersion(store);
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

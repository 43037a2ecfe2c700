/** The types a form's options, submission and error list are made of. */
import type { FormApi } from './store';
import type { StandardSchemaV1 } from './standardSchema';
import type { SubmitResult } from './submission';

/** The values of a form: a plain object, nested as deep as you like (`addresses.0.street`). */
export type FormValues = Record<string, unknown>;

/** Helpers `onSubmit` receives next to the values. */
export interface SubmitHelpers<V extends FormValues> {
  /** The native form data, exactly what a classic form post would send. */
  formData: FormData;
  /** The form, to reset it or read its state. */
  form: FormApi<V>;
}

export interface FormOptions<V extends FormValues = FormValues> {
  /** Identifies the form; required for `persistDraft` (the draft is stored under it). */
  id?: string | undefined;
  /** The starting values; a field's value is pristine while it equals its default. */
  defaultValues?: V | undefined;
  /** Form-level rules, for messages that compare fields: return messages by field name. */
  validate?:
    ((values: V) => Record<string, string | undefined | null> | undefined | void) | undefined;
  /** Any Standard Schema (zod 4, Valibot, ArkType…) for the whole form; issues land on fields by path. */
  schema?: StandardSchemaV1 | undefined;
  /** Called with valid values. Return (or throw) server errors and they land on the fields. */
  onSubmit?:
    | ((values: V, helpers: SubmitHelpers<V>) => void | SubmitResult | Promise<void | SubmitResult>)
    | undefined;
  /**
   * Keeps an unsent draft in sessionStorage under `id` and restores it after a reload. Secrets are
   * never written: fields with `persist={false}`, password inputs and `autocomplete` values
   * `current-password`, `new-password`, `one-time-code` and `cc-*` (unless the field sets
   * `persist`), even after their field has unmounted. @default false
   */
  persistDraft?: boolean | undefined;
  /**
   * Whose draft this is (a user id): part of the draft's storage key, so a draft saved in one scope
   * is never restored in another. Read when the form is created; without it, the scope set with
   * `setDraftScope`. Clear drafts on sign-out with `clearDrafts()`.
   */
  draftScope?: string | undefined;
  /** Disables every field. @default false */
  disabled?: boolean | undefined;
}

/** One entry of the error list, in the order of the page. */
export interface FormErrorItem {
  name: string;
  message: string;
  label: string | undefined;
}

import { translate, type I18nState } from '../i18n/context';
import * as english from '../i18n/english';
import { newRowKey, remapKey, RowKeys, type RowMapping } from './arrays';
import { AsyncChecks } from './asyncRules';
import { Emitter } from './emitter';
import { draftStorageKey, FormDraft, getDraftScope } from './drafts';
import { FieldRegistry, type FieldRegistration } from './fields';
import { FormFocus } from './focus';
import { isEqual } from './path';
import { collectFormData, ServerErrors, type SubmitResult } from './submission';
import { Validation } from './validation';
import type { FormErrorItem, FormOptions, FormValues } from './types';
import { FormValueState } from './values';

export type { FieldRegistration } from './fields';
export type { FormErrorItem, FormOptions, FormValues, SubmitHelpers } from './types';
export type { FormSubmitError, SubmitResult } from './submission';
export { NETWORK_ERROR_MESSAGE, TIMEOUT_ERROR_MESSAGE, UNKNOWN_ERROR_MESSAGE } from './submission';

/**
 * The state of one form, composed of one part per job: values and touched fields (./values),
 * registered fields (./fields), rules and schema (./validation), async rules (./asyncRules),
 * server errors (./submission), list rows (./arrays), the draft (./drafts) and focus (./focus).
 * `useForm` creates it; `<Form>` provides it to the fields; `useFormField` and `useFormState` read
 * it. Its methods are the form's public API.
 */
export class FormApi<V extends FormValues = FormValues> extends Emitter {
  private options: FormOptions<V>;
  private state: FormValueState<V>;
  private fields = new FieldRegistry();
  private validation = new Validation<V>(() => this.emit());
  private async: AsyncChecks;
  private server = new ServerErrors();
  private rows = new RowKeys();
  private focus = new FormFocus(this.fields);
  private draft: FormDraft;

  /** How many times submission was attempted. */
  submitCount = 0;
  /** True while `onSubmit` runs. */
  submitting = false;
  /** True while a submission waits for async rules and the schema. */
  validating = false;
  /** True after the last submission failed (client rules or the server); the error summary shows. */
  submitFailed = false;
  /** True after the last submission succeeded. */
  submitSucceeded = false;
  /** True when the values came from a saved draft. */
  restoredDraft = false;

  constructor(options: FormOptions<V> = {}) {
    super();
    this.options = options;
    this.state = new FormValueState((options.defaultValues ?? {}) as V);
    this.async = new AsyncChecks({
      rulesOf: (name) => this.fields.asyncRules(name),
      valueOf: (name) => this.state.get(name),
      values: () => this.state.values,
      failsOwnRules: (name) => this.validation.failsOwnRules(name),
      isDisabled: (name) => this.isDisabled(name),
      names: () => this.fields.names(),
      onSettled: () => this.emit(),
    });
    // The scope is fixed when the form is created: a person who signs in later never gets (or
    // writes into) the draft of the one before.
    const scope = options.draftScope ?? getDraftScope();
    this.draft = new FormDraft(() =>
      this.options.persistDraft && this.options.id
        ? draftStorageKey(this.options.id, scope)
        : undefined,
    );
    const draft = this.draft.read() as Partial<V> | undefined;
    if (draft && !isEqual(draft, this.state.defaults)) {
      this.state.values = { ...this.state.defaults, ...draft };
      this.restoredDraft = true;
    }
    this.revalidate();
  }

  /** A message about the whole submission, from the server or the network. */
  get formError(): string | undefined {
    return this.server.formError;
  }
  set formError(message: string | undefined) {
    this.server.formError = message;
  }

  /** Increases each time focus should move to the error summary (or the first invalid field). */
  get focusRequest(): number {
    return this.focus.request;
  }

  /** Replaces the options (the latest `onSubmit`, `validate`…); `useForm` calls it on every render. */
  setOptions(options: FormOptions<V>) {
    this.options = options;
  }

  // ── Values ─────────────────────────────────────────────────────────────────────────────
  /** Every value. */
  getValues(): V {
    return this.state.values;
  }

  /** The value at a field name (`addresses.0.city`). */
  getValue(name: string): unknown {
    return this.state.get(name);
  }

  /** The default value at a field name. */
  getDefaultValue(name: string): unknown {
    return this.state.getDefault(name);
  }

  /** Sets a field's value, clears its server error and re-runs validation. */
  setValue(name: string, value: unknown): void {
    if (!this.state.set(name, value)) return;
    this.server.clearWithin(name);
    this.submitSucceeded = false;
    this.revalidate();
    this.async.schedule(name);
    for (const other of this.fields.dependents(name)) this.async.schedule(other);
    this.saveDraft();
    this.emit();
  }

  /** Marks a field as left by the person: its errors show from now on. */
  touch(name: string): void {
    if (this.state.touch(name)) this.emit();
  }

  /** Back to the defaults (or to new defaults): no errors, nothing touched, the draft forgotten. */
  reset(values?: V): void {
    this.async.reset();
    this.state.reset(values);
    this.server.clear();
    this.rows.clear();
    this.submitCount = 0;
    this.submitFailed = false;
    this.submitSucceeded = false;
    this.restoredDraft = false;
    this.draft.clear();
    this.revalidate();
    this.emit();
  }

  // ── Field state ────────────────────────────────────────────────────────────────────────
  /** Whether the value differs from its default (the whole form without a name). */
  isDirty(name?: string): boolean {
    return this.state.isDirty(name);
  }

  /** Whether the person has left the field (or any field, without a name). */
  isTouched(name?: string): boolean {
    return this.state.isTouched(name);
  }

  /** Whether an async rule is waiting or running for the field (or any field, without a name). */
  isPending(name?: string): boolean {
    if (name === undefined) return this.async.isPending() || this.validation.pending;
    return this.async.isPending(name);
  }

  /** Whether the field (or the whole form) is disabled. */
  isDisabled(name: string): boolean {
    return !!this.options.disabled || this.fields.isDisabled(name);
  }

  /** The field's current error, shown or not: server, then rules, then form rules, schema, async. */
  getError(name: string): string | undefined {
    if (this.isDisabled(name)) return undefined;
    return this.server.get(name) ?? this.validation.error(name) ?? this.async.error(name);
  }

  /**
   * The error a person should see now. Errors wait until the field is left or the form is
   * submitted (not the first keystroke); after that they follow every change. Server errors show at once.
   */
  getShownError(name: string): string | undefined {
    const shown = this.state.isTouched(name) || this.submitCount > 0 || this.server.has(name);
    return shown ? this.getError(name) : undefined;
  }

  /** Every current error, in the order the fields appear on the page. */
  getErrors(): FormErrorItem[] {
    const names = new Set<string>([
      ...this.server.names(),
      ...this.validation.names(),
      ...this.async.names(),
    ]);
    names.delete('');
    const items: FormErrorItem[] = [];
    for (const name of names) {
      const message = this.getError(name);
      if (message) items.push({ name, message, label: this.fields.label(name) });
    }
    return this.focus.inPageOrder(items);
  }

  /** A message for the whole form: the server's, or a schema or form rule without a field. */
  getFormError(): string | undefined {
    return this.server.formError ?? this.validation.formError();
  }

  /** Whether every rule passes now. */
  isValid(): boolean {
    return this.getErrors().length === 0 && this.getFormError() === undefined;
  }

  /** The element that stands for a field: its registered control, or the form's element by that name. */
  getElement(name: string): HTMLElement | null {
    return this.focus.element(name);
  }

  /** Moves focus to a field's control. Returns whether it could. */
  focusField(name: string): boolean {
    return this.focus.focus(name);
  }

  // ── Registration (used by useFormField, Form, ErrorSummary) ────────────────────────────
  /** Binds a control to a name; returns the function that unbinds it. */
  register(name: string, registration: FieldRegistration, defaultValue?: unknown): () => void {
    this.fields.add(name, registration);
    this.draft.noteField(name, registration);
    // A field that brings its own default changes the values: the fields showing them must know.
    if (this.state.fillDefault(name, defaultValue)) {
      this.revalidate();
      this.emit();
    } else this.refresh();
    return () => {
      this.draft.noteField(name, registration);
      if (this.fields.remove(name, registration)) this.async.cancel(name);
      this.refresh();
    };
  }

  /** Re-runs the rules (after a field's rules changed) and tells subscribers only if an error changed. */
  refresh(): void {
    const before = this.validation.signature();
    this.revalidate();
    if (this.validation.signature() !== before) this.emit();
  }

  /** @internal The native form element, for FormData and focus. */
  setFormElement(element: HTMLFormElement | null) {
    this.focus.setFormElement(element);
  }

  /** @internal The error summary mounts itself so the form knows focus has somewhere to go. */
  registerSummary(): () => void {
    return this.focus.registerSummary();
  }

  /** @internal Whether an error summary is mounted. */
  hasSummary(): boolean {
    return this.focus.hasSummary();
  }

  /** The words of the built-in rules and submission errors: the Form's locale (`null`: English). */
  i18n: I18nState | null = null;

  /** Writes the built-in messages in another language (the Form's locale changed); re-checks. */
  setI18n(i18n: I18nState | null): void {
    if (i18n === this.i18n) return;
    this.i18n = i18n;
    this.revalidate();
    this.emit();
  }

  private revalidate(): void {
    const { values } = this.state;
    this.validation.run(values, this.fields, (name) => this.isDisabled(name), {
      ...this.options,
      t: translate(this.i18n, 'validation', english.validation),
    });
  }

  // ── Submission ─────────────────────────────────────────────────────────────────────────
  /**
   * Validates everything (waiting for async rules and the schema), then calls `onSubmit`. On
   * failure the values stay and focus moves to the error summary. Resolves to whether it succeeded.
   */
  async submit(submitter?: HTMLElement | null): Promise<boolean> {
    if (this.submitting || this.validating) return false;
    this.submitCount += 1;
    this.submitFailed = false;
    this.submitSucceeded = false;
    this.server.clear();
    this.validating = true;
    this.revalidate();
    this.emit();
    try {
      await this.validation.settled();
      await this.async.settle();
    } finally {
      this.validating = false;
    }
    if (!this.isValid()) return this.fail();

    this.submitting = true;
    this.emit();
    let failed = false;
    try {
      const result = await this.options.onSubmit?.(this.state.values, {
        formData: collectFormData(this.focus.form, this.state.values, submitter),
        form: this,
      });
      failed = this.server.apply(result ?? undefined);
    } catch (error) {
      this.server.applyError(error, this.i18n);
      failed = true;
    } finally {
      this.submitting = false;
    }
    if (failed) return this.fail();
    this.submitSucceeded = true;
    this.state.commit();
    this.restoredDraft = false;
    this.draft.clear();
    this.emit();
    return true;
  }

  private fail(): false {
    this.submitFailed = true;
    this.focus.request += 1;
    this.emit();
    return false;
  }

  /**
   * Puts server errors on the form: field errors on their fields, the form error in the summary.
   * Returns whether there was any. `<Form result>` calls it with `useActionState`'s state.
   */
  applyResult(result: SubmitResult | undefined | null, announce = true): boolean {
    const any = this.server.apply(result);
    if (any && announce) this.fail();
    return any;
  }

  // ── Field arrays (row keys and the row operations: ./arrays) ───────────────────────────
  /** A new key for a list row. */
  createKey(): string {
    return newRowKey();
  }

  /** Stable keys for the rows of a list, so React keeps each row's DOM (and caret) as rows move. */
  getArrayKeys(name: string): string[] {
    const rows = this.state.get(name);
    return this.rows.get(name, Array.isArray(rows) ? rows.length : 0);
  }

  /** Rewrites a list: its rows, their keys, and each row's touched/error state moved along with it. */
  updateArray(
    name: string,
    update: (rows: unknown[], keys: string[]) => { rows: unknown[]; keys: string[] },
    mapping: RowMapping,
  ): void {
    const current = this.state.get(name);
    const next = update(Array.isArray(current) ? current : [], this.getArrayKeys(name));
    const rename = (key: string) => remapKey(key, name, mapping);
    this.async.cancelWithin(name);
    this.server.remap(name, mapping);
    this.async.remap(name, mapping);
    this.rows.remap(name, mapping);
    this.draft.remap(rename);
    this.state.remapTouched(rename);
    this.server.delete(name);
    this.state.set(name, next.rows);
    this.rows.set(name, next.keys);
    this.submitSucceeded = false;
    this.revalidate();
    this.saveDraft();
    this.emit();
  }

  // ── Draft (the storage and what stays out of it: ./drafts.ts) ──────────────────────────
  private saveDraft(): void {
    this.draft.save(this.state.values, this.fields.entries(), this.isDirty());
  }

  /** Throws the restored draft away: back to the defaults. */
  discardDraft(): void {
    this.reset();
  }

  /** Hides the "restored your draft" notice and keeps the draft. */
  keepDraft(): void {
    this.restoredDraft = false;
    this.emit();
  }
}

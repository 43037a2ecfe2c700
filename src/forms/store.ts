import { draftStorageKey, FormDraft, getDraftScope } from './drafts';
import { getPath, isEqual, isWithin, setPath } from './path';
import { englishI18n, translator, type I18n } from '../i18n/context';
import { en, type Messages } from '../i18n/locales/en';
import { checkRules, isEmptyValue, type FieldRules } from './rules';
import { validateWithSchema, type SchemaErrors, type StandardSchemaV1 } from './standardSchema';

/** The values of a form: a plain object, nested as deep as you like (`addresses.0.street`). */
export type FormValues = Record<string, unknown>;

/**
 * What a server says about a submission. Return it from `onSubmit` (or pass it to `<Form result>`
 * with `useActionState`): field errors land on their fields, the form error in the error summary.
 */
export interface SubmitResult {
  /** Messages by field name (`email`, `addresses.0.city`); an array shows its first message. */
  fieldErrors?: Record<string, string | readonly string[] | undefined> | undefined;
  /** A message about the whole submission ("The payment service is down"). */
  formError?: string | undefined;
}

/**
 * The shape a thrown error may have so its messages land on the form. The HTTP facility's typed
 * errors satisfy it: `fieldErrors` go to fields, `formError` (or else `message`) to the summary.
 */
export interface FormSubmitError {
  fieldErrors?: Record<string, string | readonly string[] | undefined> | undefined;
  formError?: string | undefined;
  message?: string | undefined;
}

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

/** One field's registration: a control bound by name. */
export interface FieldRegistration {
  rules?: FieldRules<never> | FieldRules<unknown> | undefined;
  /** The field's label, for the error summary. */
  label?: string | undefined;
  /** The element focused when a person follows the field's link in the error summary. */
  element: HTMLElement | null;
  disabled?: boolean | undefined;
  /**
   * `false` keeps the value out of the saved draft (passwords, card numbers); `true` keeps it in even
   * when the element looks secret (a password input, a secret `autocomplete`). Without it, the
   * element decides. Once a name was secret it stays out of the draft for the life of the form.
   */
  persist?: boolean | undefined;
}

/** One entry of the error list, in the order of the page. */
export interface FormErrorItem {
  name: string;
  message: string;
  label: string | undefined;
}

interface AsyncEntry {
  controller: AbortController;
  timer: ReturnType<typeof setTimeout> | undefined;
  promise: Promise<void>;
  resolve: () => void;
  run: () => void;
}

/** English, kept for code that compares; a Form shows its locale's `form.networkError`. */
export const NETWORK_ERROR_MESSAGE = en.form.networkError;
// A timed-out request may have reached the server: unlike a network failure, we cannot say that
// nothing was sent, only that we do not know.
export const TIMEOUT_ERROR_MESSAGE = en.form.timeoutError;
export const UNKNOWN_ERROR_MESSAGE = en.form.unknownError;

/**
 * A typed error's sentence in the form's language: the server's own message when it sent one
 * (`serverMessage`, as the HTTP facility's errors carry), else the catalogue's for its kind.
 */
function typedMessage(carrier: FormSubmitError & { kind?: unknown }, i18n: I18n): string {
  const { serverMessage, kind } = carrier as { serverMessage?: unknown; kind?: unknown };
  if (typeof serverMessage === 'string' && serverMessage) return serverMessage;
  const catalogue = i18n.messages.httpErrors as Record<string, string | undefined>;
  // Only an error that says which of its messages the server wrote (`serverMessage`) has its
  // catalogue message in English; any other typed error's message is its own.
  if ('serverMessage' in carrier && typeof kind === 'string' && catalogue[`${kind}Message`]) {
    return translator(i18n, 'httpErrors')(`${kind}Message` as keyof Messages['httpErrors']);
  }
  return carrier.message || translator(i18n, 'form')('unknownError');
}

function firstMessage(value: string | readonly string[] | undefined | null): string | undefined {
  if (typeof value === 'string') return value || undefined;
  if (Array.isArray(value))
    return value.find((m) => typeof m === 'string' && m) as string | undefined;
  return undefined;
}

function isNetworkError(error: unknown): boolean {
  return (
    error instanceof TypeError ||
    (error instanceof Error && /network|failed to fetch|load failed/i.test(error.message))
  );
}

function remapKey(
  key: string,
  arrayName: string,
  mapping: (index: number) => number | undefined,
): string | undefined | null {
  const prefix = `${arrayName}.`;
  if (!key.startsWith(prefix)) return null; // not inside the array: keep as is
  const rest = key.slice(prefix.length);
  const dot = rest.indexOf('.');
  const head = dot === -1 ? rest : rest.slice(0, dot);
  if (!/^\d+$/.test(head)) return null;
  const next = mapping(Number(head));
  if (next === undefined) return undefined; // the row was removed
  return `${prefix}${next}${dot === -1 ? '' : rest.slice(dot)}`;
}

function remapMap<T>(
  map: Map<string, T>,
  arrayName: string,
  mapping: (i: number) => number | undefined,
) {
  const out = new Map<string, T>();
  for (const [key, value] of map) {
    const next = remapKey(key, arrayName, mapping);
    if (next === null) out.set(key, value);
    else if (next !== undefined) out.set(next, value);
  }
  return out;
}

let keySeed = 0;
const newKey = () => `row-${(keySeed += 1).toString(36)}`;

/**
 * The state of one form: values, rules, errors (client, async, schema, server), touched and dirty
 * fields, field arrays, submission and draft. `useForm` creates it; `<Form>` provides it to the
 * fields; `useFormField` and `useFormState` read it. Its methods are the form's public API.
 */
export class FormApi<V extends FormValues = FormValues> {
  private options: FormOptions<V>;
  private defaults: V;
  private values: V;
  private fields = new Map<string, FieldRegistration[]>();
  private touchedSet = new Set<string>();
  private serverErrors = new Map<string, string>();
  private syncErrors = new Map<string, string>();
  private formRuleErrors = new Map<string, string>();
  private schemaErrors: SchemaErrors = {};
  private schemaPromise: Promise<void> | undefined;
  private schemaRun = 0;
  private asyncErrors = new Map<string, string>();
  private asyncChecked = new Map<string, unknown>();
  private asyncEntries = new Map<string, AsyncEntry>();
  private arrayKeys = new Map<string, string[]>();
  private listeners = new Set<() => void>();
  private version = 0;
  private formElement: HTMLFormElement | null = null;
  private summaryCount = 0;
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
  /** A message about the whole submission, from the server or the network. */
  formError: string | undefined;
  /** True when the values came from a saved draft. */
  restoredDraft = false;
  /** Increases each time focus should move to the error summary (or the first invalid field). */
  focusRequest = 0;
  /** The words of the built-in rules and submission errors: the Form's locale (English alone). */
  i18n: I18n = englishI18n;

  constructor(options: FormOptions<V> = {}) {
    this.options = options;
    this.defaults = (options.defaultValues ?? {}) as V;
    this.values = this.defaults;
    // The scope is fixed when the form is created: a person who signs in later never gets (or
    // writes into) the draft of the one before.
    const scope = options.draftScope ?? getDraftScope();
    this.draft = new FormDraft(() =>
      this.options.persistDraft && this.options.id
        ? draftStorageKey(this.options.id, scope)
        : undefined,
    );
    const draft = this.draft.read() as Partial<V> | undefined;
    if (draft && !isEqual(draft, this.defaults)) {
      this.values = { ...this.defaults, ...draft };
      this.restoredDraft = true;
    }
    this.revalidate();
  }

  // ── Subscription ───────────────────────────────────────────────────────────────────────
  /** Calls `listener` after every change. Returns the unsubscribe function. */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** A number that changes with every change (the snapshot for `useSyncExternalStore`). */
  getVersion = (): number => this.version;

  private emit() {
    this.version += 1;
    for (const listener of [...this.listeners]) listener();
  }

  /** Replaces the options (the latest `onSubmit`, `validate`…); `useForm` calls it on every render. */
  setOptions(options: FormOptions<V>) {
    this.options = options;
  }

  // ── Values ─────────────────────────────────────────────────────────────────────────────
  /** Every value. */
  getValues(): V {
    return this.values;
  }

  /** The value at a field name (`addresses.0.city`). */
  getValue(name: string): unknown {
    return getPath(this.values, name);
  }

  /** The default value at a field name. */
  getDefaultValue(name: string): unknown {
    return getPath(this.defaults, name);
  }

  /** Sets a field's value, clears its server error and re-runs validation. */
  setValue(name: string, value: unknown): void {
    if (Object.is(getPath(this.values, name), value)) return;
    this.values = setPath(this.values, name, value);
    for (const key of [...this.serverErrors.keys()]) {
      if (isWithin(key, name)) this.serverErrors.delete(key);
    }
    this.submitSucceeded = false;
    this.revalidate();
    this.scheduleAsync(name);
    for (const [other, regs] of this.fields) {
      if (other !== name && regs.some((r) => r.rules?.deps?.some((dep) => isWithin(name, dep)))) {
        this.scheduleAsync(other);
      }
    }
    this.saveDraft();
    this.emit();
  }

  /** Marks a field as left by the person: its errors show from now on. */
  touch(name: string): void {
    if (this.touchedSet.has(name)) return;
    this.touchedSet.add(name);
    this.emit();
  }

  /** Back to the defaults (or to new defaults): no errors, nothing touched, the draft forgotten. */
  reset(values?: V): void {
    for (const name of [...this.asyncEntries.keys()]) this.cancelAsync(name);
    if (values) this.defaults = values;
    this.values = this.defaults;
    this.touchedSet.clear();
    this.serverErrors.clear();
    this.asyncErrors.clear();
    this.asyncChecked.clear();
    this.arrayKeys.clear();
    this.formError = undefined;
    this.submitCount = 0;
    this.submitFailed = false;
    this.submitSucceeded = false;
    this.restoredDraft = false;
    this.clearDraft();
    this.revalidate();
    this.emit();
  }

  // ── Field state ────────────────────────────────────────────────────────────────────────
  /** Whether the value differs from its default (the whole form without a name). */
  isDirty(name?: string): boolean {
    if (name === undefined) return !isEqual(this.values, this.defaults);
    return !isEqual(getPath(this.values, name), getPath(this.defaults, name));
  }

  /** Whether the person has left the field (or any field, without a name). */
  isTouched(name?: string): boolean {
    if (name === undefined) return this.touchedSet.size > 0;
    return this.touchedSet.has(name);
  }

  /** Whether an async rule is waiting or running for the field (or any field, without a name). */
  isPending(name?: string): boolean {
    if (name === undefined) return this.asyncEntries.size > 0 || this.schemaPromise !== undefined;
    return this.asyncEntries.has(name);
  }

  /** Whether the field (or the whole form) is disabled. */
  isDisabled(name: string): boolean {
    if (this.options.disabled) return true;
    return this.fields.get(name)?.some((r) => r.disabled) ?? false;
  }

  /** The field's current error, shown or not: server, then rules, then form rules, schema, async. */
  getError(name: string): string | undefined {
    if (this.isDisabled(name)) return undefined;
    return (
      this.serverErrors.get(name) ??
      this.syncErrors.get(name) ??
      this.formRuleErrors.get(name) ??
      this.schemaErrors[name] ??
      this.asyncErrors.get(name)
    );
  }

  /**
   * The error a person should see now. Errors wait until the field is left or the form is
   * submitted (not the first keystroke); after that they follow every change. Server errors show at once.
   */
  getShownError(name: string): string | undefined {
    const shown = this.touchedSet.has(name) || this.submitCount > 0 || this.serverErrors.has(name);
    return shown ? this.getError(name) : undefined;
  }

  /** Every current error, in the order the fields appear on the page. */
  getErrors(): FormErrorItem[] {
    const names = new Set<string>([
      ...this.serverErrors.keys(),
      ...this.syncErrors.keys(),
      ...this.formRuleErrors.keys(),
      ...Object.keys(this.schemaErrors),
      ...this.asyncErrors.keys(),
    ]);
    names.delete('');
    const items: FormErrorItem[] = [];
    for (const name of names) {
      const message = this.getError(name);
      if (message)
        items.push({ name, message, label: this.fields.get(name)?.find((r) => r.label)?.label });
    }
    const order = [...this.fields.keys()];
    const position = (name: string) => {
      const i = order.indexOf(name);
      return i === -1 ? order.length : i;
    };
    return items.sort((a, b) => {
      const ea = this.getElement(a.name);
      const eb = this.getElement(b.name);
      if (ea && eb && ea !== eb) {
        return ea.compareDocumentPosition(eb) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
      }
      return position(a.name) - position(b.name);
    });
  }

  /** A message for the whole form: the server's, or a schema or form rule without a field. */
  getFormError(): string | undefined {
    return this.formError ?? this.schemaErrors[''] ?? this.formRuleErrors.get('');
  }

  /** Whether every rule passes now. */
  isValid(): boolean {
    return this.getErrors().length === 0 && this.getFormError() === undefined;
  }

  /** The element that stands for a field: its registered control, or the form's element by that name. */
  getElement(name: string): HTMLElement | null {
    const registered = this.fields.get(name)?.find((r) => r.element)?.element;
    if (registered) return registered;
    const named = this.formElement?.elements.namedItem(name);
    if (named instanceof HTMLElement) return named;
    if (named && 'length' in named) return (named[0] as HTMLElement | undefined) ?? null;
    return null;
  }

  /** Moves focus to a field's control. Returns whether it could. */
  focusField(name: string): boolean {
    const element = this.getElement(name);
    if (!element) return false;
    element.focus();
    return document.activeElement === element;
  }

  // ── Registration (used by useFormField, Form, ErrorSummary) ────────────────────────────
  /** Binds a control to a name; returns the function that unbinds it. */
  register(name: string, registration: FieldRegistration, defaultValue?: unknown): () => void {
    const list = this.fields.get(name) ?? [];
    list.push(registration);
    this.fields.set(name, list);
    this.draft.noteField(name, registration);
    if (defaultValue !== undefined && getPath(this.values, name) === undefined) {
      this.values = setPath(this.values, name, defaultValue);
      if (getPath(this.defaults, name) === undefined) {
        this.defaults = setPath(this.defaults, name, defaultValue);
      }
    }
    this.refresh();
    return () => {
      this.draft.noteField(name, registration);
      const current = this.fields.get(name);
      if (!current) return;
      const rest = current.filter((r) => r !== registration);
      if (rest.length) this.fields.set(name, rest);
      else {
        this.fields.delete(name);
        this.cancelAsync(name);
      }
      this.refresh();
    };
  }

  /** Re-runs the rules (after a field's rules changed) and tells subscribers only if an error changed. */
  refresh(): void {
    const before = this.errorSignature();
    this.revalidate();
    if (this.errorSignature() !== before) this.emit();
  }

  /** @internal The native form element, for FormData and focus. */
  setFormElement(element: HTMLFormElement | null) {
    this.formElement = element;
  }

  /** @internal The error summary mounts itself so the form knows focus has somewhere to go. */
  registerSummary(): () => void {
    this.summaryCount += 1;
    return () => {
      this.summaryCount -= 1;
    };
  }

  /** @internal Whether an error summary is mounted. */
  hasSummary(): boolean {
    return this.summaryCount > 0;
  }

  private errorSignature(): string {
    return JSON.stringify([[...this.syncErrors], [...this.formRuleErrors], this.schemaErrors]);
  }

  /** Writes the built-in messages in another language (the Form's locale changed); re-checks the rules. */
  setI18n(i18n: I18n): void {
    if (i18n === this.i18n) return;
    this.i18n = i18n;
    this.revalidate();
    this.emit();
  }

  // ── Validation ─────────────────────────────────────────────────────────────────────────
  private revalidate(): void {
    this.syncErrors.clear();
    for (const [name, regs] of this.fields) {
      if (this.isDisabled(name)) continue;
      for (const reg of regs) {
        const message = checkRules(
          getPath(this.values, name),
          reg.rules,
          this.values,
          translator(this.i18n, 'validation'),
        );
        if (message) {
          this.syncErrors.set(name, message);
          break;
        }
      }
    }
    this.formRuleErrors.clear();
    const formErrors = this.options.validate?.(this.values);
    if (formErrors) {
      for (const [name, message] of Object.entries(formErrors)) {
        if (typeof message === 'string' && message) this.formRuleErrors.set(name, message);
      }
    }
    if (this.options.schema) {
      const result = validateWithSchema(this.options.schema, this.values);
      const run = ++this.schemaRun;
      if (result instanceof Promise) {
        this.schemaPromise = result.then(
          (errors) => {
            if (run !== this.schemaRun) return;
            this.schemaErrors = errors;
            this.schemaPromise = undefined;
            this.emit();
          },
          () => {
            if (run === this.schemaRun) this.schemaPromise = undefined;
          },
        );
      } else {
        this.schemaErrors = result;
        this.schemaPromise = undefined;
      }
    }
  }

  private asyncRule(name: string) {
    return this.fields.get(name)?.find((r) => r.rules?.validateAsync)?.rules as
      FieldRules<unknown> | undefined;
  }

  /** Starts (after the debounce) or restarts a field's async rule; aborts the one before. */
  private scheduleAsync(name: string, immediate = false): void {
    const rules = this.asyncRule(name);
    if (!rules?.validateAsync) return;
    this.cancelAsync(name);
    this.asyncErrors.delete(name);
    this.asyncChecked.delete(name);
    const value = getPath(this.values, name);
    if (this.syncErrors.has(name) || this.isDisabled(name) || isEmptyValue(value)) return;
    const controller = new AbortController();
    let resolve!: () => void;
    const promise = new Promise<void>((r) => {
      resolve = r;
    });
    const validateAsync = rules.validateAsync;
    const entry: AsyncEntry = {
      controller,
      timer: undefined,
      promise,
      resolve,
      run: () => {
        entry.timer = undefined;
        let result: Promise<unknown>;
        try {
          result = Promise.resolve(
            validateAsync(value, { values: this.values, signal: controller.signal }),
          );
        } catch (error) {
          result = Promise.reject(error);
        }
        result
          .then(
            (message) => {
              if (controller.signal.aborted) return;
              if (typeof message === 'string' && message) this.asyncErrors.set(name, message);
              this.asyncChecked.set(name, value);
            },
            () => {
              // A check that fails (the server is down) must not stop the person: the server
              // validates again on submit anyway.
              if (!controller.signal.aborted) this.asyncChecked.set(name, value);
            },
          )
          .finally(() => {
            if (controller.signal.aborted) return;
            if (this.asyncEntries.get(name) === entry) this.asyncEntries.delete(name);
            resolve();
            this.emit();
          });
      },
    };
    this.asyncEntries.set(name, entry);
    if (immediate) entry.run();
    else entry.timer = setTimeout(entry.run, rules.asyncDebounce ?? 400);
  }

  private cancelAsync(name: string): void {
    const entry = this.asyncEntries.get(name);
    if (!entry) return;
    if (entry.timer !== undefined) clearTimeout(entry.timer);
    entry.controller.abort();
    this.asyncEntries.delete(name);
    entry.resolve();
  }

  /** Runs every async rule that has not checked the current value, and waits for all of them. */
  private async settleAsync(): Promise<void> {
    for (let round = 0; round < 10; round += 1) {
      for (const entry of this.asyncEntries.values()) {
        if (entry.timer !== undefined) {
          clearTimeout(entry.timer);
          entry.run();
        }
      }
      for (const name of this.fields.keys()) {
        const rules = this.asyncRule(name);
        if (!rules || this.asyncEntries.has(name) || this.syncErrors.has(name)) continue;
        const value = getPath(this.values, name);
        if (isEmptyValue(value)) continue;
        if (this.asyncChecked.has(name) && isEqual(this.asyncChecked.get(name), value)) continue;
        this.scheduleAsync(name, true);
      }
      if (this.asyncEntries.size === 0) return;
      await Promise.all([...this.asyncEntries.values()].map((e) => e.promise));
    }
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
    this.formError = undefined;
    this.serverErrors.clear();
    this.validating = true;
    this.revalidate();
    this.emit();
    try {
      await this.schemaPromise;
      await this.settleAsync();
    } finally {
      this.validating = false;
    }
    if (!this.isValid()) return this.fail();

    this.submitting = true;
    this.emit();
    let failed = false;
    try {
      const result = await this.options.onSubmit?.(this.values, {
        formData: this.collectFormData(submitter),
        form: this,
      });
      failed = this.applyResult(result ?? undefined, false);
    } catch (error) {
      this.applyError(error);
      failed = true;
    } finally {
      this.submitting = false;
    }
    if (failed) return this.fail();
    this.submitSucceeded = true;
    // What was sent is the new baseline: nothing is unsaved any more.
    this.defaults = this.values;
    this.restoredDraft = false;
    this.clearDraft();
    this.emit();
    return true;
  }

  private fail(): false {
    this.submitFailed = true;
    this.focusRequest += 1;
    this.emit();
    return false;
  }

  /**
   * Puts server errors on the form: field errors on their fields, the form error in the summary.
   * Returns whether there was any. `<Form result>` calls it with `useActionState`'s state.
   */
  applyResult(result: SubmitResult | undefined | null, announce = true): boolean {
    if (!result) return false;
    let any = false;
    for (const [name, value] of Object.entries(result.fieldErrors ?? {})) {
      const message = firstMessage(value);
      if (message) {
        this.serverErrors.set(name, message);
        any = true;
      }
    }
    if (result.formError) {
      this.formError = result.formError;
      any = true;
    }
    if (any && announce) this.fail();
    return any;
  }

  private applyError(error: unknown): void {
    if (error !== null && typeof error === 'object') {
      const carrier = error as FormSubmitError & { kind?: unknown };
      const hasFieldErrors = this.applyResult({ fieldErrors: carrier.fieldErrors }, false);
      // Typed errors (the HTTP facility's, with a `kind`, or any carrying `fieldErrors`) have
      // messages written for people; any other error's message is for developers.
      const typed = typeof carrier.kind === 'string' || 'fieldErrors' in carrier;
      const t = translator(this.i18n, 'form');
      if (carrier.formError) this.formError = carrier.formError;
      else if (carrier.kind === 'timeout') this.formError = t('timeoutError');
      else if (isNetworkError(error) || carrier.kind === 'offline' || carrier.kind === 'network') {
        this.formError = t('networkError');
      } else if (!hasFieldErrors) {
        this.formError = typed ? typedMessage(carrier, this.i18n) : t('unknownError');
      }
      return;
    }
    this.formError = translator(this.i18n, 'form')('unknownError');
  }

  private collectFormData(submitter?: HTMLElement | null): FormData {
    if (this.formElement) {
      try {
        return new FormData(this.formElement, submitter ?? undefined);
      } catch {
        return new FormData(this.formElement);
      }
    }
    const data = new FormData();
    const walk = (value: unknown, name: string) => {
      if (value === undefined || value === null) return;
      if (Array.isArray(value)) value.forEach((item, i) => walk(item, `${name}.${i}`));
      else if (typeof Blob !== 'undefined' && value instanceof Blob) data.append(name, value);
      else if (typeof value === 'object' && !(value instanceof Date)) {
        for (const [key, item] of Object.entries(value)) walk(item, name ? `${name}.${key}` : key);
      } else data.append(name, String(value));
    };
    walk(this.values, '');
    return data;
  }

  // ── Field arrays ───────────────────────────────────────────────────────────────────────
  /** A new key for a list row. */
  createKey(): string {
    return newKey();
  }

  /** Stable keys for the rows of a list, so React keeps each row's DOM (and caret) as rows move. */
  getArrayKeys(name: string): string[] {
    const rows = getPath(this.values, name);
    const length = Array.isArray(rows) ? rows.length : 0;
    let keys = this.arrayKeys.get(name) ?? [];
    if (keys.length !== length) {
      keys =
        keys.length > length
          ? keys.slice(0, length)
          : [...keys, ...Array.from({ length: length - keys.length }, newKey)];
      this.arrayKeys.set(name, keys);
    }
    return keys;
  }

  /** Rewrites a list: its rows, their keys, and each row's touched/error state moved along with it. */
  updateArray(
    name: string,
    update: (rows: unknown[], keys: string[]) => { rows: unknown[]; keys: string[] },
    mapping: (index: number) => number | undefined,
  ): void {
    const rows = getPath(this.values, name);
    const current = Array.isArray(rows) ? rows : [];
    const next = update(current, this.getArrayKeys(name));
    for (const key of [...this.asyncEntries.keys()]) {
      if (key.startsWith(`${name}.`)) this.cancelAsync(key);
    }
    this.serverErrors = remapMap(this.serverErrors, name, mapping);
    this.asyncErrors = remapMap(this.asyncErrors, name, mapping);
    this.asyncChecked = remapMap(this.asyncChecked, name, mapping);
    this.arrayKeys = remapMap(this.arrayKeys, name, mapping);
    this.draft.remap((key) => remapKey(key, name, mapping));
    this.touchedSet = new Set(
      remapMap(new Map([...this.touchedSet].map((k) => [k, true])), name, mapping).keys(),
    );
    this.serverErrors.delete(name);
    this.values = setPath(this.values, name, next.rows);
    this.arrayKeys.set(name, next.keys);
    this.submitSucceeded = false;
    this.revalidate();
    this.saveDraft();
    this.emit();
  }

  // ── Draft (the storage and what stays out of it: ./drafts.ts) ──────────────────────────
  private saveDraft(): void {
    this.draft.save(this.values, this.fields, this.isDirty());
  }

  private clearDraft(): void {
    this.draft.clear();
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

/**
 * What a submission sends and what comes back: the FormData a classic post would send, and the
 * server's errors (on fields, or about the whole submission) turned into messages for people.
 */
import { translate, type I18nState } from '../i18n/context';
import * as english from '../i18n/english';
import type { Messages } from '../i18n/locales/en';
import { remapMap, type RowMapping } from './arrays';
import { isWithin } from './path';

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

// English, kept for code that compares; a Form shows its locale's `form.networkError` and so on.
// A timed-out request may have reached the server: unlike a network failure, we cannot say that
// nothing was sent, only that we do not know.
export const NETWORK_ERROR_MESSAGE = english.form.networkError;
export const TIMEOUT_ERROR_MESSAGE = english.form.timeoutError;
export const UNKNOWN_ERROR_MESSAGE = english.form.unknownError;

/**
 * A typed error's sentence in the form's language: the server's own message when it sent one
 * (`serverMessage`, as the HTTP facility's errors carry), else the catalogue's for its kind. Only
 * an error that says which of its messages the server wrote has its catalogue message in English;
 * any other typed error's message is its own.
 */
function typedMessage(
  carrier: FormSubmitError & { kind?: unknown },
  i18n: I18nState | null,
): string {
  const { serverMessage, kind } = carrier as { serverMessage?: unknown; kind?: unknown };
  if (typeof serverMessage === 'string' && serverMessage) return serverMessage;
  const catalogue = (i18n?.messages.httpErrors ?? english.httpErrors) as Record<
    string,
    string | undefined
  >;
  if ('serverMessage' in carrier && typeof kind === 'string' && catalogue[`${kind}Message`]) {
    return translate(
      i18n,
      'httpErrors',
      english.httpErrors,
    )(`${kind}Message` as keyof Messages['httpErrors']);
  }
  return carrier.message || translate(i18n, 'form', english.form)('unknownError');
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

/** The server's answer to the last submission: messages on fields, and one about the whole form. */
export class ServerErrors {
  private fields = new Map<string, string>();
  /** A message about the whole submission, from the server or the network. */
  formError: string | undefined;

  get(name: string): string | undefined {
    return this.fields.get(name);
  }

  has(name: string): boolean {
    return this.fields.has(name);
  }

  names(): string[] {
    return [...this.fields.keys()];
  }

  /** Forgets the field's message and those inside it: the person changed the value. */
  clearWithin(name: string): void {
    for (const key of [...this.fields.keys()]) {
      if (isWithin(key, name)) this.fields.delete(key);
    }
  }

  /** Forgets only the message on the name itself (a list, after its rows changed). */
  delete(name: string): void {
    this.fields.delete(name);
  }

  /** Forgets every message. */
  clear(): void {
    this.fields.clear();
    this.formError = undefined;
  }

  /** Takes a server's result; returns whether it held any message. */
  apply(result: SubmitResult | undefined | null): boolean {
    if (!result) return false;
    let any = false;
    for (const [name, value] of Object.entries(result.fieldErrors ?? {})) {
      const message = firstMessage(value);
      if (message) {
        this.fields.set(name, message);
        any = true;
      }
    }
    if (result.formError) {
      this.formError = result.formError;
      any = true;
    }
    return any;
  }

  /** Turns a thrown error into messages: a typed error's own, else one that says what happened. */
  applyError(error: unknown, i18n: I18nState | null = null): void {
    const t = translate(i18n, 'form', english.form);
    if (error === null || typeof error !== 'object') {
      this.formError = t('unknownError');
      return;
    }
    const carrier = error as FormSubmitError & { kind?: unknown };
    const hasFieldErrors = this.apply({ fieldErrors: carrier.fieldErrors });
    // Typed errors (the HTTP facility's, with a `kind`, or any carrying `fieldErrors`) have
    // messages written for people; any other error's message is for developers.
    const typed = typeof carrier.kind === 'string' || 'fieldErrors' in carrier;
    if (carrier.formError) this.formError = carrier.formError;
    else if (carrier.kind === 'timeout') this.formError = t('timeoutError');
    else if (isNetworkError(error) || carrier.kind === 'offline' || carrier.kind === 'network') {
      this.formError = t('networkError');
    } else if (!hasFieldErrors) {
      this.formError = typed ? typedMessage(carrier, i18n) : t('unknownError');
    }
  }

  /** Renames field messages after list rows moved. */
  remap(arrayName: string, mapping: RowMapping): void {
    this.fields = remapMap(this.fields, arrayName, mapping);
  }
}

/**
 * The FormData a classic post would send: the form element's (with the submitter's name and
 * value), or without an element, the values flattened to dotted names.
 */
export function collectFormData(
  formElement: HTMLFormElement | null,
  values: Record<string, unknown>,
  submitter?: HTMLElement | null,
): FormData {
  if (formElement) {
    try {
      return new FormData(formElement, submitter ?? undefined);
    } catch {
      return new FormData(formElement);
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
  walk(values, '');
  return data;
}

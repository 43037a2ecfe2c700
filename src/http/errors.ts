/**
 * The HTTP error catalogue: every failure of a request becomes an `HttpError` with a `kind`, a
 * message a person understands, a suggested action and whether trying again can help.
 */

import { translate, type I18nState } from '../i18n/context';
import * as english from '../i18n/english';

export type HttpErrorKind =
  | 'offline'
  | 'timeout'
  | 'aborted'
  | 'badRequest'
  | 'validation'
  | 'unauthorized'
  | 'forbidden'
  | 'notFound'
  | 'conflict'
  | 'payloadTooLarge'
  | 'rateLimited'
  | 'server'
  | 'malformedResponse'
  | 'unexpected';

export interface HttpErrorCatalogueEntry {
  /** A short title for a heading or a toast. */
  title: string;
  /** What happened, in words a person understands. */
  message: string;
  /** What the person can do about it. */
  action: string;
  /** True when the same request may succeed if tried again. */
  retryable: boolean;
  /** The HTTP status (or statuses) that produce this kind; none for failures without a response. */
  status?: string;
}

const RETRYABLE: Readonly<Record<HttpErrorKind, boolean>> = {
  offline: true,
  timeout: true,
  aborted: false,
  badRequest: false,
  validation: false,
  unauthorized: false,
  forbidden: false,
  notFound: false,
  conflict: false,
  payloadTooLarge: false,
  rateLimited: true,
  server: true,
  malformedResponse: false,
  unexpected: false,
};

const STATUS: Partial<Record<HttpErrorKind, string>> = {
  badRequest: '400',
  validation: '422',
  unauthorized: '401',
  forbidden: '403',
  notFound: '404',
  conflict: '409',
  payloadTooLarge: '413',
  rateLimited: '429',
  server: '5xx',
  unexpected: 'other 4xx',
};

/** A kind's title, message and action in the words of `i18n` (its `httpErrors` messages). */
function wording(kind: HttpErrorKind, i18n: I18nState | null) {
  const t = translate(i18n, 'httpErrors', english.httpErrors);
  return {
    title: t(`${kind}Title`),
    message: t(`${kind}Message`),
    action: t(`${kind}Action`),
  };
}

/**
 * Every kind of failure, its default (English) wording and whether a retry can help. The words a
 * person sees come from the locale's `httpErrors` messages: see `describeError`.
 */
export const httpErrorCatalogue: Readonly<Record<HttpErrorKind, HttpErrorCatalogueEntry>> =
  Object.fromEntries(
    (Object.keys(RETRYABLE) as HttpErrorKind[]).map((kind) => [
      kind,
      {
        ...wording(kind, null),
        retryable: RETRYABLE[kind],
        ...(STATUS[kind] ? { status: STATUS[kind] } : {}),
      },
    ]),
  ) as Record<HttpErrorKind, HttpErrorCatalogueEntry>;

export interface HttpErrorOptions {
  kind: HttpErrorKind;
  /** Overrides the catalogue's message (a server's own validation message, say). */
  message?: string;
  status?: number;
  method?: string;
  url?: string;
  /** Per-field messages from a 400/422 answer, keyed by field name. */
  fieldErrors?: Record<string, string>;
  /** How long the server asked us to wait (429, 503), in milliseconds. */
  retryAfterMs?: number;
  /** The parsed response body, when there was one. */
  body?: unknown;
  cause?: unknown;
}

/**
 * A failed request. `kind` says what went wrong; `message`, `title` and `action` are the English
 * defaults (for logs): to show it to a person, format it in their words with `describeError`;
 * `retryable` says whether trying again can help. 400/422 answers carry `fieldErrors`, which a form's
 * submit handler maps onto its fields.
 */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  readonly kind: HttpErrorKind;
  readonly title: string;
  readonly action: string;
  readonly retryable: boolean;
  readonly status: number | undefined;
  readonly method: string | undefined;
  readonly url: string | undefined;
  readonly fieldErrors: Record<string, string> | undefined;
  readonly retryAfterMs: number | undefined;
  readonly body: unknown;

  /** The server's own message, when it sent one (shown as it is, instead of the catalogue's). */
  readonly serverMessage: string | undefined;

  constructor({ kind, message, cause, ...rest }: HttpErrorOptions) {
    const entry = httpErrorCatalogue[kind];
    super(message || entry.message, cause === undefined ? undefined : { cause });
    this.kind = kind;
    this.serverMessage = message || undefined;
    this.title = entry.title;
    this.action = entry.action;
    this.retryable = entry.retryable;
    this.status = rest.status;
    this.method = rest.method;
    this.url = rest.url;
    this.fieldErrors = rest.fieldErrors;
    this.retryAfterMs = rest.retryAfterMs;
    this.body = rest.body;
  }
}

/**
 * Title, message and suggested action for anything thrown, in the words of `i18n` (a component
 * passes `useI18n()`; English by default): the catalogue's wording for an `HttpError` of its kind
 * (or the server's own message, when it sent one), general words for anything else.
 */
export function describeError(
  error: unknown,
  i18n: I18nState | null = null,
): { title: string; message: string; action: string } {
  if (isHttpError(error)) {
    const text = wording(error.kind, i18n);
    return error.serverMessage ? { ...text, message: error.serverMessage } : text;
  }
  const t = translate(i18n, 'httpErrors', english.httpErrors);
  return { title: t('genericTitle'), message: t('genericMessage'), action: t('genericAction') };
}

/** True when `error` is an `HttpError`, optionally of one of the given kinds. */
export function isHttpError(error: unknown, ...kinds: HttpErrorKind[]): error is HttpError {
  return error instanceof HttpError && (kinds.length === 0 || kinds.includes(error.kind));
}

/** The catalogue kind for an HTTP status, or `null` for a success. */
export function kindForStatus(status: number): HttpErrorKind | null {
  if (status >= 200 && status < 400) return null;
  switch (status) {
    case 400:
      return 'badRequest';
    case 401:
      return 'unauthorized';
    case 403:
      return 'forbidden';
    case 404:
    case 410:
      return 'notFound';
    case 409:
      return 'conflict';
    case 413:
      return 'payloadTooLarge';
    case 422:
      return 'validation';
    case 429:
      return 'rateLimited';
  }
  return status >= 500 ? 'server' : 'unexpected';
}

/** The longest Retry-After honoured by default: a day. Beyond it a server's wait is read as a day. */
export const MAX_RETRY_AFTER_MS = 86_400_000;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// RFC 9110 §5.6.7: IMF-fixdate, and the obsolete RFC 850 and asctime forms a recipient must accept.
// (Literals, not `new RegExp`, so a bundle that only needs HttpError drops them.)
const IMF_FIXDATE =
  /^(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun), (\d{2}) (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) (\d{4}) (\d{2}):(\d{2}):(\d{2}) GMT$/;
const RFC850_DATE =
  /^(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), (\d{2})-(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)-(\d{2}) (\d{2}):(\d{2}):(\d{2}) GMT$/;
const ASCTIME_DATE =
  /^(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun) (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) ( \d|\d{2}) (\d{2}):(\d{2}):(\d{2}) (\d{4})$/;

function utc(year: number, month: string, day: number, h: number, m: number, s: number) {
  const monthIndex = MONTHS.indexOf(month);
  if (h > 23 || m > 59 || s > 60) return undefined; // 60: a leap second
  const date = new Date(0);
  // setUTCFullYear, unlike Date.UTC, reads year 26 as 26, not 1926.
  date.setUTCFullYear(year, monthIndex, day);
  date.setUTCHours(h, m, Math.min(s, 59));
  // A date that does not exist (31 Feb) rolls over into the next month: no date.
  return date.getUTCDate() === day ? date.getTime() : undefined;
}

/**
 * Reads an HTTP-date (RFC 9110 §5.6.7) as milliseconds since the epoch: the IMF-fixdate
 * (`Sun, 06 Nov 1994 08:49:37 GMT`) and the obsolete RFC 850 and asctime forms. Anything else,
 * which `Date.parse` would often still read (`'2'` is a day in 2001), gives `undefined`.
 */
export function parseHttpDate(value: string, now = Date.now()): number | undefined {
  let match = IMF_FIXDATE.exec(value);
  if (match) {
    const [, day, month, year, h, m, s] = match;
    return utc(Number(year), month!, Number(day), Number(h), Number(m), Number(s));
  }
  match = RFC850_DATE.exec(value);
  if (match) {
    const [, day, month, yy, h, m, s] = match;
    // A two-digit year more than 50 years ahead is the most recent past year with those digits.
    const thisYear = new Date(now).getUTCFullYear();
    let year = Math.floor(thisYear / 100) * 100 + Number(yy);
    if (year > thisYear + 50) year -= 100;
    return utc(year, month!, Number(day), Number(h), Number(m), Number(s));
  }
  match = ASCTIME_DATE.exec(value);
  if (match) {
    const [, month, day, h, m, s, year] = match;
    return utc(Number(year), month!, Number(day), Number(h), Number(m), Number(s));
  }
  return undefined;
}

/**
 * Reads a `Retry-After` header as milliseconds from `now`: delta-seconds (digits only) or an
 * HTTP-date (see `parseHttpDate`); a date in the past gives 0. Anything else gives `undefined`, so
 * a bogus header means the usual backoff, never an immediate retry. What a server may ask is
 * capped at `maxMs` (a day by default): longer reads as `maxMs`, still longer than any retry waits.
 */
export function parseRetryAfter(
  value: string | null | undefined,
  now = Date.now(),
  maxMs = MAX_RETRY_AFTER_MS,
): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  let ms: number | undefined;
  if (/^\d+$/.test(trimmed)) ms = Number(trimmed) * 1000;
  else {
    const date = parseHttpDate(trimmed, now);
    if (date === undefined) return undefined;
    ms = Math.max(0, date - now);
  }
  return Math.min(ms, maxMs);
}

/**
 * Field messages from an error body. Understands `{ fieldErrors: { title: '…' } }` and the common
 * `{ errors: [{ field|path, message }] }` shapes; anything else gives `undefined`.
 */
export function readFieldErrors(body: unknown): Record<string, string> | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const record = body as Record<string, unknown>;
  const out: Record<string, string> = {};
  const direct = record.fieldErrors;
  if (direct && typeof direct === 'object' && !Array.isArray(direct)) {
    for (const [key, value] of Object.entries(direct)) {
      const text = Array.isArray(value) ? value[0] : value;
      if (typeof text === 'string') out[key] = text;
    }
  }
  if (Array.isArray(record.errors)) {
    for (const item of record.errors) {
      if (!item || typeof item !== 'object') continue;
      const { field, path, message } = item as Record<string, unknown>;
      const name = typeof field === 'string' ? field : Array.isArray(path) ? path.join('.') : path;
      if (typeof name === 'string' && typeof message === 'string' && !(name in out)) {
        out[name] = message;
      }
    }
  }
  return Object.keys(out).length ? out : undefined;
}

/** A server's own human message from an error body (`{ message }`), if it sent one. */
export function readServerMessage(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const message = (body as Record<string, unknown>).message;
  return typeof message === 'string' && message.trim() ? message : undefined;
}

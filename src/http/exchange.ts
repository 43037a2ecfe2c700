import {
  HttpError,
  kindForStatus,
  parseRetryAfter,
  readFieldErrors,
  readServerMessage,
} from './errors';
import type { HttpRequestContext } from './types';

// One request and its answer: headers (credentials only where trusted), the body encoded and read,
// and every failure as an HttpError.

// Headers that prove who the person is: never sent to an origin the client does not trust.
const CREDENTIAL_HEADERS = ['authorization', 'proxy-authorization', 'cookie'];

/** Removes credential headers the client or an interceptor added; keeps what the call passed. */
export function keepOnlyOwnCredentials(headers: Headers, own: HeadersInit | undefined) {
  const passed = new Headers(own);
  for (const name of CREDENTIAL_HEADERS) {
    const value = passed.get(name);
    if (value === null) headers.delete(name);
    else headers.set(name, value);
  }
}

export function mergeHeaders(
  base: HeadersInit | (() => HeadersInit) | undefined,
  extra: HeadersInit | undefined,
): Headers {
  const headers = new Headers({ accept: 'application/json' });
  const resolved = typeof base === 'function' ? base() : base;
  new Headers(resolved).forEach((value, key) => headers.set(key, value));
  new Headers(extra).forEach((value, key) => headers.set(key, value));
  return headers;
}

function isBodyInit(body: unknown): body is BodyInit {
  return (
    typeof body === 'string' ||
    body instanceof Blob ||
    body instanceof FormData ||
    body instanceof URLSearchParams ||
    body instanceof ArrayBuffer ||
    ArrayBuffer.isView(body) ||
    (typeof ReadableStream !== 'undefined' && body instanceof ReadableStream)
  );
}

export function encodeBody(
  body: unknown,
  headers: Headers,
): { body: BodyInit | undefined; headers: Headers } {
  if (body === undefined) return { body: undefined, headers };
  if (isBodyInit(body)) return { body, headers };
  if (!headers.has('content-type')) headers.set('content-type', 'application/json');
  return { body: JSON.stringify(body), headers };
}

export async function readBody(
  response: Response,
  type: 'json' | 'text',
  context: HttpRequestContext,
) {
  if (response.status === 204 || response.status === 205 || context.method === 'HEAD')
    return undefined;
  const text = await response.text();
  if (type === 'text') return text;
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch (cause) {
    // An error page is still an error of its status, whatever its content-type claims (a proxy's
    // HTML 502 labelled JSON is a retryable server error); only a success must be readable.
    if (!response.ok) return text;
    throw new HttpError({
      kind: 'malformedResponse',
      status: response.status,
      ...where(context),
      body: text,
      cause,
    });
  }
}

export function errorForResponse(response: Response, body: unknown, context: HttpRequestContext) {
  const kind = kindForStatus(response.status) ?? 'unexpected';
  const withFields = kind === 'validation' || kind === 'badRequest';
  return new HttpError({
    kind,
    status: response.status,
    ...where(context),
    body,
    message: withFields || kind === 'conflict' ? readServerMessage(body) : undefined,
    fieldErrors: withFields ? (readFieldErrors(body) ?? {}) : undefined,
    retryAfterMs: parseRetryAfter(response.headers.get('retry-after')),
  });
}

export function where(context: HttpRequestContext) {
  return { method: context.method, url: context.url };
}

export function abortedError(context: HttpRequestContext, cause: unknown) {
  return new HttpError({ kind: 'aborted', ...where(context), cause });
}

export function isAbortError(error: unknown) {
  return error instanceof Error && error.name === 'AbortError';
}

export function toHttpError(error: unknown, context: HttpRequestContext): HttpError {
  if (error instanceof HttpError) return error;
  return new HttpError({ kind: 'unexpected', ...where(context), cause: error });
}

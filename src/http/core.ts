// The HTTP facility's part that needs nothing but `fetch`: the client (URLs, retries,
// interceptors), HttpError and its catalogue. The root entry (`tessera`) re-exports this file, so
// it may import React and Tessera's own modules only; what imports TanStack Query is exported from
// ./index.ts alone.
export { createHttpClient } from './client';
export { buildUrl, isAbsoluteUrl } from './url';
export { backoffDelay, defaultRetryOptions, isRetryable } from './retry';
export type {
  HttpClient,
  HttpClientOptions,
  HttpInterceptor,
  HttpMethod,
  HttpRequestContext,
  QueryParams,
  QueryValue,
  RequestOptions,
  RetryOptions,
} from './types';
export {
  describeError,
  HttpError,
  httpErrorCatalogue,
  isHttpError,
  kindForStatus,
  MAX_RETRY_AFTER_MS,
  parseHttpDate,
  parseRetryAfter,
  readFieldErrors,
} from './errors';
export type { HttpErrorCatalogueEntry, HttpErrorKind, HttpErrorOptions } from './errors';
export { bearerAuth, logging, requestId } from './interceptors';
export type { HttpLogEntry } from './interceptors';

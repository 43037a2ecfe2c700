export {
  backoffDelay,
  buildUrl,
  createHttpClient,
  defaultRetryOptions,
  isRetryable,
} from './client';
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
} from './client';
export {
  HttpError,
  httpErrorCatalogue,
  isHttpError,
  kindForStatus,
  parseRetryAfter,
  readFieldErrors,
} from './errors';
export type { HttpErrorCatalogueEntry, HttpErrorKind, HttpErrorOptions } from './errors';
export { bearerAuth, logging, requestId } from './interceptors';
export type { HttpLogEntry } from './interceptors';

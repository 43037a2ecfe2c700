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
export {
  createQueryClient,
  HttpProvider,
  useHttpClient,
  useHttpMutation,
  useHttpNotify,
  useOptimisticMutation,
} from './query';
export type {
  HttpNotice,
  HttpProviderProps,
  QueryClientFactoryOptions,
  UseHttpMutationOptions,
  UseOptimisticMutationOptions,
} from './query';

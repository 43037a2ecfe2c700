import { HttpError } from './errors';
import {
  abortedError,
  encodeBody,
  errorForResponse,
  isAbortError,
  keepOnlyOwnCredentials,
  mergeHeaders,
  readBody,
  toHttpError,
  where,
} from './exchange';
import { backoffDelay, defaultRetryOptions, isRetryable, sleep } from './retry';
import type {
  HttpClient,
  HttpClientOptions,
  HttpMethod,
  HttpRequestContext,
  QueryParams,
  RequestOptions,
  RetryOptions,
} from './types';
import { buildUrl, isAbsoluteUrl, pageHref, parseUrl } from './url';

/**
 * A small typed HTTP client over `fetch`: JSON in and out, query parameters, interceptors, a
 * per-attempt timeout, cancellation, and retries with exponential backoff for idempotent requests.
 * Every failure is thrown as an `HttpError` (see `httpErrorCatalogue`).
 */
export function createHttpClient(options: HttpClientOptions = {}): HttpClient {
  const {
    baseUrl = '',
    headers: baseHeaders,
    timeoutMs: defaultTimeout = 15_000,
    retry: defaultRetry,
    interceptors = [],
    allowAbsoluteUrls = false,
    trustedOrigins = [],
  } = options;
  const trusted = new Set(
    trustedOrigins.map((origin) => {
      const parsed = parseUrl(origin);
      if (!parsed || !/^https?:$/.test(parsed.protocol)) {
        throw new Error(
          `createHttpClient: trustedOrigins needs http(s) origins such as "https://files.example.com"; got "${origin}".`,
        );
      }
      return parsed.origin;
    }),
  );
  // The page's origin for a relative base ('/api'), else the base's own.
  const baseOrigin = () => new URL(baseUrl || '/', pageHref()).origin;
  const isTrusted = (url: string) => {
    const origin = parseUrl(url)?.origin;
    return origin !== undefined && (origin === baseOrigin() || trusted.has(origin));
  };

  /** The URL of a call, or an error before anything is sent when the call may not go there. */
  function resolveUrl(path: string, query: QueryParams | undefined): string {
    const url = buildUrl(baseUrl, path, query);
    const parsed = new URL(url);
    const leaves = isAbsoluteUrl(path) || parsed.origin !== baseOrigin();
    if (leaves && !allowAbsoluteUrls) {
      throw new Error(
        `Refused a request to ${parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : `a ${parsed.protocol} URL`}: ` +
          `this HTTP client sends requests only to paths under its baseUrl ("${baseUrl}", origin ${baseOrigin()}). ` +
          'Pass a path, or create the client with allowAbsoluteUrls: true (credentials still go only to its own origin and trustedOrigins).',
      );
    }
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
      throw new Error(
        `Refused a request to a ${parsed.protocol} URL: only http and https are sent.`,
      );
    }
    return url;
  }

  async function request<T>(method: HttpMethod, path: string, opts: RequestOptions<T> = {}) {
    const retryOption = opts.retry ?? defaultRetry;
    const retry: RetryOptions =
      retryOption === false
        ? { ...defaultRetryOptions, attempts: 1 }
        : { ...defaultRetryOptions, ...retryOption };
    const attempts = Math.max(1, Math.floor(retry.attempts) || 1);
    const url = resolveUrl(path, opts.query);
    const meta: Record<string, unknown> = {};

    for (let attempt = 1; ; attempt++) {
      let context: HttpRequestContext = {
        method,
        url,
        headers: mergeHeaders(baseHeaders, opts.headers),
        body: opts.body,
        attempt,
        meta,
        trustedOrigin: isTrusted(url),
      };
      try {
        for (const interceptor of interceptors) {
          if (!interceptor.request) continue;
          context = (await interceptor.request(context)) ?? context;
          // An interceptor may have moved the request; the next one must know where it goes now.
          context.trustedOrigin = isTrusted(context.url);
        }
        if (!context.trustedOrigin) keepOnlyOwnCredentials(context.headers, opts.headers);
        return await attemptOnce<T>(context, opts, opts.timeoutMs ?? defaultTimeout);
      } catch (thrown) {
        const error = toHttpError(thrown, context);
        for (const interceptor of interceptors) interceptor.error?.(error, context);
        if (attempt >= attempts || !isRetryable(method, error) || opts.signal?.aborted) throw error;
        // A server that asks for a longer wait than we are willing to give gets no retry.
        if (error.retryAfterMs !== undefined && error.retryAfterMs > retry.maxDelayMs) throw error;
        await sleep(backoffDelay(attempt, retry, error.retryAfterMs), opts.signal, context);
      }
    }
  }

  async function attemptOnce<T>(
    context: HttpRequestContext,
    opts: RequestOptions<T>,
    timeoutMs: number,
  ): Promise<T> {
    const fetchImpl = options.fetch ?? globalThis.fetch;
    // One controller per attempt, aborted by the caller's signal or by the timeout; the reason tells which.
    const controller = new AbortController();
    let timedOut = false;
    const onAbort = () => controller.abort(opts.signal?.reason);
    if (opts.signal?.aborted) throw abortedError(context, opts.signal.reason);
    opts.signal?.addEventListener('abort', onAbort, { once: true });
    const timer =
      timeoutMs > 0
        ? setTimeout(() => {
            timedOut = true;
            controller.abort();
          }, timeoutMs)
        : undefined;
    try {
      const { body, headers } = encodeBody(context.body, context.headers);
      let response: Response;
      try {
        response = await fetchImpl(context.url, {
          method: context.method,
          headers,
          body,
          signal: controller.signal,
        });
      } catch (cause) {
        if (timedOut) throw new HttpError({ kind: 'timeout', ...where(context), cause });
        if (opts.signal?.aborted || isAbortError(cause)) throw abortedError(context, cause);
        throw new HttpError({ kind: 'offline', ...where(context), cause });
      }
      for (const interceptor of interceptors) {
        if (interceptor.response)
          response = (await interceptor.response(response, context)) ?? response;
      }
      const data = await readBody(response, opts.responseType ?? 'json', context);
      if (!response.ok) throw errorForResponse(response, data, context);
      if (opts.schema && response.status !== 204) {
        try {
          return opts.schema.parse(data);
        } catch (cause) {
          throw new HttpError({
            kind: 'malformedResponse',
            status: response.status,
            ...where(context),
            body: data,
            cause,
          });
        }
      }
      return data as T;
    } catch (error) {
      if (error instanceof HttpError && error.kind !== 'aborted') throw error;
      // The timer or the caller may abort while the body is still streaming in.
      if (timedOut) throw new HttpError({ kind: 'timeout', ...where(context), cause: error });
      if (opts.signal?.aborted) throw abortedError(context, error);
      throw error;
    } finally {
      clearTimeout(timer);
      opts.signal?.removeEventListener('abort', onAbort);
    }
  }

  return {
    request,
    get: (path, opts) => request('GET', path, opts),
    post: (path, body, opts) => request('POST', path, { ...opts, body }),
    put: (path, body, opts) => request('PUT', path, { ...opts, body }),
    patch: (path, body, opts) => request('PATCH', path, { ...opts, body }),
    delete: (path, opts) => request('DELETE', path, opts),
  };
}

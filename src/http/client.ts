import {
  HttpError,
  kindForStatus,
  parseRetryAfter,
  readFieldErrors,
  readServerMessage,
  type HttpErrorKind,
} from './errors';

export type HttpMethod = 'GET' | 'HEAD' | 'OPTIONS' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryValue | readonly QueryValue[]>;

export interface RetryOptions {
  /** Most attempts in total, the first included. @default 3 */
  attempts: number;
  /** Delay before the first retry; doubles on each one. @default 300 */
  baseDelayMs: number;
  /** The longest wait between two attempts, Retry-After included. @default 10000 */
  maxDelayMs: number;
  /** Randomises each delay between half and all of it, so clients that failed together do not retry together. @default true */
  jitter: boolean;
}

/** The request as interceptors see and change it. */
export interface HttpRequestContext {
  method: HttpMethod;
  /** The absolute URL, query string included. */
  url: string;
  headers: Headers;
  /** The JSON-serialisable body, or a `BodyInit` passed through untouched. */
  body: unknown;
  /** 1 for the first attempt, 2 for the first retry… */
  attempt: number;
  /** Shared by every attempt of one request: interceptors keep what must survive a retry here. */
  meta: Record<string, unknown>;
  /**
   * Whether `url` goes to the client's own origin (its `baseUrl`'s) or to one of its
   * `trustedOrigins`. Only then may credentials go with it: `bearerAuth` checks this, and the
   * client removes credential headers from any other request (unless the call passed them itself).
   */
  trustedOrigin: boolean;
}

export interface HttpInterceptor {
  /** Changes the request before each attempt (add a token, a request id). */
  request?: (
    request: HttpRequestContext,
  ) => HttpRequestContext | void | Promise<HttpRequestContext | void>;
  /** Sees every response before it is read (logging, refreshing a token). May return a replacement. */
  response?: (
    response: Response,
    request: HttpRequestContext,
  ) => Response | void | Promise<Response | void>;
  /** Sees every failure, after it became an `HttpError` (logging, signing out on 401). */
  error?: (error: HttpError, request: HttpRequestContext) => void;
}

export interface HttpClientOptions {
  /** Prefix of every path, e.g. `/api` or `https://example.com/api`. @default '' (the page's origin) */
  baseUrl?: string;
  /**
   * Lets a call name a whole URL (`https://other.example/x`, `//other.example/x`) instead of a path
   * under `baseUrl`. Without it such a call, or a path that would leave the base's origin
   * (`/\\other.example`), is refused with an error before anything is sent. Either way
   * credentials go only to the base's origin and `trustedOrigins`. @default false
   */
  allowAbsoluteUrls?: boolean;
  /**
   * Origins besides the base's that may receive credentials (`https://files.example.com`): the
   * token `bearerAuth` adds, and `authorization`, `proxy-authorization` and `cookie` headers from
   * `headers` or an interceptor. Every other origin gets none. @default []
   */
  trustedOrigins?: readonly string[];
  /** Headers on every request; a function is called for each request. */
  headers?: HeadersInit | (() => HeadersInit);
  /** How long one attempt may take before it fails with `timeout`. 0 turns the timeout off. @default 15000 */
  timeoutMs?: number;
  /** Retries of idempotent requests after network errors, 5xx and 429; `false` turns them off. */
  retry?: Partial<RetryOptions> | false;
  /** Run in order for requests, in order for responses and errors. */
  interceptors?: HttpInterceptor[];
  /** The fetch implementation. @default globalThis.fetch */
  fetch?: typeof fetch;
}

export interface RequestOptions<T = unknown> {
  /** Query parameters; `null`/`undefined` are left out, arrays repeat the key. */
  query?: QueryParams;
  headers?: HeadersInit;
  /** Sent as JSON unless it is already a `BodyInit` (FormData, Blob, string…). */
  body?: unknown;
  /** Cancels the request (and any retry waiting) when aborted. */
  signal?: AbortSignal | undefined;
  /** Overrides the client's timeout for this request. */
  timeoutMs?: number;
  /** Overrides the client's retry options for this request. */
  retry?: Partial<RetryOptions> | false;
  /** How to read the answer. @default 'json' */
  responseType?: 'json' | 'text';
  /** Checks the parsed answer (a zod schema fits); a failure becomes `malformedResponse`. */
  schema?: { parse: (data: unknown) => T };
}

export interface HttpClient {
  request<T = unknown>(method: HttpMethod, path: string, options?: RequestOptions<T>): Promise<T>;
  get<T = unknown>(path: string, options?: RequestOptions<T>): Promise<T>;
  post<T = unknown>(path: string, body?: unknown, options?: RequestOptions<T>): Promise<T>;
  put<T = unknown>(path: string, body?: unknown, options?: RequestOptions<T>): Promise<T>;
  patch<T = unknown>(path: string, body?: unknown, options?: RequestOptions<T>): Promise<T>;
  delete<T = unknown>(path: string, options?: RequestOptions<T>): Promise<T>;
}

export const defaultRetryOptions: RetryOptions = {
  attempts: 3,
  baseDelayMs: 300,
  maxDelayMs: 10_000,
  jitter: true,
};

// RFC 9110 §9.2.2: repeating these has the same effect as sending them once.
const IDEMPOTENT = new Set<HttpMethod>(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE']);
const RETRY_KINDS = new Set<HttpErrorKind>(['offline', 'timeout', 'server', 'rateLimited']);

/** True when a failed request may be sent again: an idempotent method and a transient failure. */
export function isRetryable(method: HttpMethod, error: HttpError): boolean {
  return IDEMPOTENT.has(method) && RETRY_KINDS.has(error.kind);
}

/**
 * The wait before retry number `retry` (1-based): exponential from `baseDelayMs`, capped at
 * `maxDelayMs`, with "equal jitter" (between half and all of it). A server's Retry-After wins.
 */
export function backoffDelay(
  retry: number,
  options: RetryOptions,
  retryAfterMs?: number,
  random: () => number = Math.random,
): number {
  if (retryAfterMs !== undefined) return Math.min(retryAfterMs, options.maxDelayMs);
  const exponential = Math.min(options.maxDelayMs, options.baseDelayMs * 2 ** (retry - 1));
  return options.jitter ? Math.round(exponential / 2 + random() * (exponential / 2)) : exponential;
}

// URL.parse is missing from Node 20, which the library still supports.
function parseUrl(url: string): URL | undefined {
  try {
    return new URL(url);
  } catch {
    return undefined;
  }
}

function pageHref(): string {
  return typeof location !== 'undefined' ? location.href : 'http://localhost/';
}

// A scheme, or two slashes (either way round: browsers read `\\` as `/` in http URLs), possibly
// after the spaces and control characters the URL parser strips.
// eslint-disable-next-line no-control-regex
const ABSOLUTE_URL = /^[\u0000-\u0020]*(?:[a-z][a-z\d+.\t\n\r-]*:|[\\/][\t\n\r]*[\\/])/i;

/** True when `path` names a whole URL (`https://…`, `//host/…`) rather than a path under a base. */
export function isAbsoluteUrl(path: string): boolean {
  return ABSOLUTE_URL.test(path);
}

/**
 * Builds a URL from a base, a path and query parameters (skipping null/undefined values). A path
 * that is a whole URL (see `isAbsoluteUrl`) is taken as it is: the client refuses those unless
 * created with `allowAbsoluteUrls`.
 */
export function buildUrl(baseUrl: string, path: string, query?: QueryParams): string {
  const joined = isAbsoluteUrl(path)
    ? path
    : `${baseUrl.replace(/\/+$/, '')}${path && !path.startsWith('/') ? '/' : ''}${path}`;
  const url = new URL(joined, pageHref());
  for (const [key, raw] of Object.entries(query ?? {})) {
    const values = Array.isArray(raw) ? raw : [raw];
    for (const value of values) {
      if (value === null || value === undefined) continue;
      if (typeof value === 'number' && !Number.isFinite(value)) continue;
      url.searchParams.append(key, String(value));
    }
  }
  return url.href;
}

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

// Headers that prove who the person is: never sent to an origin the client does not trust.
const CREDENTIAL_HEADERS = ['authorization', 'proxy-authorization', 'cookie'];

/** Removes credential headers the client or an interceptor added; keeps what the call passed. */
function keepOnlyOwnCredentials(headers: Headers, own: HeadersInit | undefined) {
  const passed = new Headers(own);
  for (const name of CREDENTIAL_HEADERS) {
    const value = passed.get(name);
    if (value === null) headers.delete(name);
    else headers.set(name, value);
  }
}

function mergeHeaders(
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

function encodeBody(
  body: unknown,
  headers: Headers,
): { body: BodyInit | undefined; headers: Headers } {
  if (body === undefined) return { body: undefined, headers };
  if (isBodyInit(body)) return { body, headers };
  if (!headers.has('content-type')) headers.set('content-type', 'application/json');
  return { body: JSON.stringify(body), headers };
}

async function readBody(response: Response, type: 'json' | 'text', context: HttpRequestContext) {
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

function errorForResponse(response: Response, body: unknown, context: HttpRequestContext) {
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

function where(context: HttpRequestContext) {
  return { method: context.method, url: context.url };
}

function abortedError(context: HttpRequestContext, cause: unknown) {
  return new HttpError({ kind: 'aborted', ...where(context), cause });
}

function isAbortError(error: unknown) {
  return error instanceof Error && error.name === 'AbortError';
}

function toHttpError(error: unknown, context: HttpRequestContext): HttpError {
  if (error instanceof HttpError) return error;
  return new HttpError({ kind: 'unexpected', ...where(context), cause: error });
}

function sleep(ms: number, signal: AbortSignal | undefined, context: HttpRequestContext) {
  return new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(abortedError(context, signal.reason));
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    function onAbort() {
      clearTimeout(timer);
      reject(abortedError(context, signal?.reason));
    }
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

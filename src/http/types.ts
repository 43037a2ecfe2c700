import type { HttpError } from './errors';

// The HTTP client's public types: what a call, an interceptor and the client itself look like.

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

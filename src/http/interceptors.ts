import type { HttpInterceptor } from './types';

/**
 * Adds `Authorization: Bearer <token>` while `getToken` returns one, to requests for the client's
 * own origin (its `baseUrl`'s) and its `trustedOrigins` only: the token never goes to another
 * origin, and `getToken` is not even asked. Calls `onUnauthorized` when that origin answers 401
 * (to sign the person out, say); another origin's 401 says nothing about the person's session.
 */
export function bearerAuth(
  getToken: () => string | null | undefined | Promise<string | null | undefined>,
  onUnauthorized?: () => void,
): HttpInterceptor {
  return {
    async request(request) {
      if (request.trustedOrigin !== true) return request;
      const token = await getToken();
      // eslint-disable-next-line no-restricted-syntax -- the HTTP auth scheme's name, not a word
      if (token) request.headers.set('authorization', `Bearer ${token}`);
      return request;
    },
    error(error, request) {
      if (error.kind === 'unauthorized' && request.trustedOrigin === true) onUnauthorized?.();
    },
  };
}

let counter = 0;
function defaultRequestId() {
  if (typeof crypto !== 'undefined' && 'randomUUID' in crypto) return crypto.randomUUID();
  counter += 1;
  return `req-${Date.now().toString(36)}-${counter}`;
}

/**
 * Gives every request an id header (the same id across its retries), so client and server logs of
 * one request can be matched.
 */
export function requestId(
  header = 'x-request-id',
  generate: () => string = defaultRequestId,
): HttpInterceptor {
  return {
    request(request) {
      if (!request.headers.has(header)) {
        request.meta.requestId ??= generate();
        request.headers.set(header, String(request.meta.requestId));
      }
      return request;
    },
  };
}

export interface HttpLogEntry {
  method: string;
  url: string;
  attempt: number;
  /** The HTTP status, when a response came. */
  status?: number;
  /** The error kind, when the attempt failed. */
  error?: string;
  durationMs: number;
}

/** Reports every attempt (method, URL, status or error kind, duration) to `log`. */
export function logging(log: (entry: HttpLogEntry) => void): HttpInterceptor {
  const started = new WeakMap<object, number>();
  return {
    request(request) {
      started.set(request, performance.now());
      return request;
    },
    response(response, request) {
      log({
        method: request.method,
        url: request.url,
        attempt: request.attempt,
        status: response.status,
        durationMs: Math.round(performance.now() - (started.get(request) ?? performance.now())),
      });
    },
    error(error, request) {
      // Responses with an error status were logged by `response` already.
      if (error.status !== undefined) return;
      log({
        method: request.method,
        url: request.url,
        attempt: request.attempt,
        error: error.kind,
        durationMs: Math.round(performance.now() - (started.get(request) ?? performance.now())),
      });
    },
  };
}

import type { HttpError } from './errors';
import { abortedError } from './exchange';
import type { HttpMethod, HttpRequestContext, RetryOptions } from './types';

export const defaultRetryOptions: RetryOptions = {
  attempts: 3,
  baseDelayMs: 300,
  maxDelayMs: 10_000,
  jitter: true,
};

// RFC 9110 §9.2.2: repeating these has the same effect as sending them once.
const IDEMPOTENT = new Set<HttpMethod>(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE']);

/**
 * True when a failed request may be sent again: an idempotent method and a failure the error
 * catalogue marks `retryable` (offline, timeout, rate limited, a server error).
 */
export function isRetryable(method: HttpMethod, error: HttpError): boolean {
  return IDEMPOTENT.has(method) && error.retryable;
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

/** Waits `ms` before the next attempt; the caller's signal ends the wait with `aborted`. */
export function sleep(ms: number, signal: AbortSignal | undefined, context: HttpRequestContext) {
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

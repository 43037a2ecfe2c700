import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setMockApiConfig } from '../mocks/config';
import { server } from '../test/msw';
import { createHttpClient } from './client';
import { backoffDelay, defaultRetryOptions, isRetryable } from './retry';
import { buildUrl } from './url';
import { HttpError, httpErrorCatalogue, parseRetryAfter, type HttpErrorKind } from './errors';
import { bearerAuth, logging, requestId } from './interceptors';

const api = createHttpClient({ baseUrl: '/api', retry: false });

async function failure(promise: Promise<unknown>): Promise<HttpError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(HttpError);
    return error as HttpError;
  }
  throw new Error('expected the request to fail');
}

describe('createHttpClient against the mock API', () => {
  it('sends query parameters, skipping empty ones, and reads JSON', async () => {
    const page = await api.get<{ items: Array<{ status: string }>; pageSize: number }>('/tasks', {
      query: { status: 'done', pageSize: 5, q: undefined, assigneeId: null },
    });
    expect(page.pageSize).toBe(5);
    expect(page.items).toHaveLength(5);
    expect(page.items.every((t) => t.status === 'done')).toBe(true);
  });

  it('sends a body as JSON and returns the created resource', async () => {
    const task = await api.post<{ id: string; title: string }>('/tasks', { title: 'Write tests' });
    expect(task.title).toBe('Write tests');
    await expect(api.get(`/tasks/${task.id}`)).resolves.toMatchObject({ title: 'Write tests' });
  });

  it('returns undefined for 204 No Content', async () => {
    await expect(api.delete('/tasks/t1')).resolves.toBeUndefined();
  });

  it('turns a 422 into a validation error whose fieldErrors map onto form fields', async () => {
    const error = await failure(api.post('/tasks', { title: 'x' }));
    expect(error.kind).toBe('validation');
    expect(error.status).toBe(422);
    expect(error.fieldErrors).toEqual({ title: 'Title must be at least 3 characters.' });
    expect(error.retryable).toBe(false);
  });

  const statuses: Array<[number, HttpErrorKind]> = [
    [400, 'badRequest'],
    [401, 'unauthorized'],
    [403, 'forbidden'],
    [404, 'notFound'],
    [409, 'conflict'],
    [413, 'payloadTooLarge'],
    [422, 'validation'],
    [429, 'rateLimited'],
    [500, 'server'],
    [502, 'server'],
    [503, 'server'],
    [418, 'unexpected'],
  ];
  it.each(statuses)('turns HTTP %i into the %s catalogue entry', async (status, kind) => {
    const error = await failure(api.get(`/debug/${status}`));
    expect(error.kind).toBe(kind);
    expect(error.status).toBe(status);
    expect(error.message).not.toBe('');
    expect(error.action).toBe(httpErrorCatalogue[kind].action);
    expect(error.retryable).toBe(httpErrorCatalogue[kind].retryable);
    expect(error.method).toBe('GET');
    expect(error.url).toMatch(new RegExp(`/api/debug/${status}$`));
  });

  it('turns a network failure into offline, with an action that mentions the connection', async () => {
    const error = await failure(api.get('/debug/offline'));
    expect(error.kind).toBe('offline');
    expect(error.action).toBe('Check your connection and try again.');
    expect(error.retryable).toBe(true);
  });

  it('turns an unreadable JSON answer into malformedResponse', async () => {
    const error = await failure(api.get('/debug/malformed'));
    expect(error.kind).toBe('malformedResponse');
    expect(error.status).toBe(200);
  });

  it('turns an answer that fails its schema into malformedResponse', async () => {
    const schema = {
      parse(data: unknown) {
        if (typeof (data as { id?: unknown }).id !== 'number')
          throw new Error('id must be a number');
        return data as { id: number };
      },
    };
    const error = await failure(api.get('/tasks/t1', { schema }));
    expect(error.kind).toBe('malformedResponse');
  });

  it('fails with timeout when the server does not answer in time', async () => {
    const error = await failure(api.get('/debug/timeout', { timeoutMs: 50 }));
    expect(error.kind).toBe('timeout');
    expect(error.retryable).toBe(true);
  });

  it('fails with aborted when the caller cancels, and never as a timeout', async () => {
    const controller = new AbortController();
    const pending = api.get('/debug/timeout', { signal: controller.signal, timeoutMs: 5000 });
    setTimeout(() => controller.abort(), 20);
    const error = await failure(pending);
    expect(error.kind).toBe('aborted');
    expect(error.retryable).toBe(false);
  });

  it('fails at once with aborted when the signal was aborted before the call', async () => {
    const error = await failure(api.get('/tasks', { signal: AbortSignal.abort() }));
    expect(error.kind).toBe('aborted');
  });

  it('reads Retry-After from a 429 answer', async () => {
    const error = await failure(api.get('/debug/429', { query: { retryAfter: 7 } }));
    expect(error.retryAfterMs).toBe(7000);
  });

  it('follows the fault injected by the mock API configuration', async () => {
    setMockApiConfig({ fault: 'status', status: 503 });
    expect((await failure(api.get('/tasks'))).kind).toBe('server');
    setMockApiConfig({ fault: 'offline' });
    expect((await failure(api.get('/tasks'))).kind).toBe('offline');
  });
});

describe('interceptors', () => {
  it('add an auth token and a request id, and see every response', async () => {
    const seen: Array<[string | null, string | null]> = [];
    server.use(
      http.get('*/api/echo', ({ request }) => {
        seen.push([request.headers.get('authorization'), request.headers.get('x-request-id')]);
        return HttpResponse.json({ ok: true });
      }),
    );
    const log = vi.fn();
    const client = createHttpClient({
      baseUrl: '/api',
      interceptors: [
        bearerAuth(() => 'secret'),
        requestId('x-request-id', () => 'id-1'),
        logging(log),
      ],
    });
    await client.get('/echo');
    expect(seen).toEqual([['Bearer secret', 'id-1']]);
    expect(log).toHaveBeenCalledWith(
      expect.objectContaining({ method: 'GET', status: 200, attempt: 1 }),
    );
  });

  it('tell the auth interceptor about a 401 so the app can sign the person out', async () => {
    const onUnauthorized = vi.fn();
    const client = createHttpClient({
      baseUrl: '/api',
      interceptors: [bearerAuth(() => null, onUnauthorized)],
    });
    await failure(client.get('/debug/401'));
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('may replace the response before it is read', async () => {
    const client = createHttpClient({
      baseUrl: '/api',
      interceptors: [{ response: () => HttpResponse.json({ replaced: true }) }],
    });
    await expect(client.get('/tasks/t1')).resolves.toEqual({ replaced: true });
  });
});

describe('retries', () => {
  afterEach(() => vi.useRealTimers());

  function scripted(...answers: Array<() => Response | Promise<Response>>) {
    let i = 0;
    return vi.fn(async () => {
      const answer = answers[Math.min(i, answers.length - 1)]!;
      i += 1;
      return answer();
    });
  }
  const ok = () => Response.json({ ok: true });
  const status = (code: number, headers?: Record<string, string>) => () =>
    Response.json({}, { status: code, headers });
  const networkError = () => Promise.reject(new TypeError('Failed to fetch'));

  it('retries a GET after a 5xx and a network error with exponential backoff, then succeeds', async () => {
    vi.useFakeTimers();
    const fetch = scripted(status(503), networkError, ok);
    const client = createHttpClient({
      fetch,
      retry: { attempts: 3, baseDelayMs: 100, jitter: false },
    });
    const result = client.get('/x');
    await vi.advanceTimersByTimeAsync(99);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(199);
    expect(fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(3);
    await expect(result).resolves.toEqual({ ok: true });
  });

  it('gives up after the maximum attempts and throws the last error', async () => {
    vi.useFakeTimers();
    const fetch = scripted(status(500));
    const client = createHttpClient({ fetch, retry: { attempts: 4, baseDelayMs: 10 } });
    const result = client.get('/x').catch((e: unknown) => e);
    await vi.runAllTimersAsync();
    expect(fetch).toHaveBeenCalledTimes(4);
    expect(await result).toMatchObject({ kind: 'server', status: 500 });
  });

  it.each(['POST', 'PATCH'] as const)(
    'never retries a %s, which is not idempotent',
    async (method) => {
      const fetch = scripted(status(503), ok);
      const client = createHttpClient({ fetch, retry: { attempts: 3, baseDelayMs: 1 } });
      await expect(client.request(method, '/x', { body: {} })).rejects.toMatchObject({
        kind: 'server',
      });
      expect(fetch).toHaveBeenCalledTimes(1);
    },
  );

  it.each([400, 401, 403, 404, 409, 422])(
    'never retries a %i, which will fail the same way',
    async (code) => {
      const fetch = scripted(status(code), ok);
      const client = createHttpClient({ fetch, retry: { attempts: 3, baseDelayMs: 1 } });
      await expect(client.get('/x')).rejects.toBeInstanceOf(HttpError);
      expect(fetch).toHaveBeenCalledTimes(1);
    },
  );

  it('waits as long as Retry-After (seconds) says before retrying a 429', async () => {
    vi.useFakeTimers();
    const fetch = scripted(status(429, { 'retry-after': '2' }), ok);
    const client = createHttpClient({ fetch, retry: { attempts: 2, baseDelayMs: 10 } });
    const result = client.get('/x');
    await vi.advanceTimersByTimeAsync(1999);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(2);
    await expect(result).resolves.toEqual({ ok: true });
  });

  it('waits until the date in Retry-After', async () => {
    vi.useFakeTimers({ now: new Date('2026-01-01T00:00:00Z') });
    const fetch = scripted(status(503, { 'retry-after': 'Thu, 01 Jan 2026 00:00:03 GMT' }), ok);
    const client = createHttpClient({ fetch, retry: { attempts: 2, baseDelayMs: 10 } });
    const result = client.get('/x');
    await vi.advanceTimersByTimeAsync(2999);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toEqual({ ok: true });
  });

  it('does not retry when Retry-After asks for longer than the longest wait', async () => {
    const fetch = scripted(status(429, { 'retry-after': '3600' }), ok);
    const client = createHttpClient({ fetch, retry: { attempts: 3, maxDelayMs: 5000 } });
    const error = await failure(client.get('/x'));
    expect(error.kind).toBe('rateLimited');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('stops waiting for a retry as soon as the caller aborts', async () => {
    vi.useFakeTimers();
    const fetch = scripted(status(500), ok);
    const controller = new AbortController();
    const client = createHttpClient({ fetch, retry: { attempts: 3, baseDelayMs: 1000 } });
    const result = client.get('/x', { signal: controller.signal }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(10);
    controller.abort();
    expect(await result).toMatchObject({ kind: 'aborted' });
    await vi.runAllTimersAsync();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('retries a timed-out GET, each attempt with its own timeout', async () => {
    vi.useFakeTimers();
    const hang = (_url: unknown, init?: RequestInit) =>
      new Promise<Response>((_, reject) =>
        init?.signal?.addEventListener('abort', () =>
          reject(new DOMException('aborted', 'AbortError')),
        ),
      );
    let calls = 0;
    const fetch = vi.fn((url: unknown, init?: RequestInit) => {
      calls += 1;
      return calls === 1 ? hang(url, init) : Promise.resolve(Response.json({ ok: 2 }));
    });
    const client = createHttpClient({
      fetch: fetch as typeof globalThis.fetch,
      timeoutMs: 1000,
      retry: { attempts: 2, baseDelayMs: 100, jitter: false },
    });
    const result = client.get('/x');
    await vi.advanceTimersByTimeAsync(1100);
    await expect(result).resolves.toEqual({ ok: 2 });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('keeps the same request id across retries', async () => {
    vi.useFakeTimers();
    const ids: Array<string | null> = [];
    const fetch = vi.fn(async (_url: unknown, init?: RequestInit) => {
      ids.push(new Headers(init?.headers).get('x-request-id'));
      return ids.length === 1 ? Response.json({}, { status: 502 }) : Response.json({});
    });
    let n = 0;
    const client = createHttpClient({
      fetch: fetch as typeof globalThis.fetch,
      retry: { baseDelayMs: 1 },
      interceptors: [requestId('x-request-id', () => `id-${++n}`)],
    });
    const result = client.get('/x');
    await vi.runAllTimersAsync();
    await result;
    expect(ids).toEqual(['id-1', 'id-1']);
  });
});

describe('isRetryable', () => {
  const kinds = Object.keys(httpErrorCatalogue) as HttpErrorKind[];

  it.each(kinds)(
    'retries an idempotent request that failed as %s if the catalogue says so',
    (kind) => {
      const error = new HttpError({ kind });
      for (const method of ['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE'] as const) {
        expect(isRetryable(method, error)).toBe(httpErrorCatalogue[kind].retryable);
      }
      expect(isRetryable('POST', error)).toBe(false);
      expect(isRetryable('PATCH', error)).toBe(false);
    },
  );
});

describe('backoffDelay', () => {
  const options = { ...defaultRetryOptions, baseDelayMs: 100, maxDelayMs: 1000 };

  it('doubles with each retry and stops at the longest wait', () => {
    const noJitter = { ...options, jitter: false };
    expect([1, 2, 3, 4, 5].map((n) => backoffDelay(n, noJitter))).toEqual([
      100, 200, 400, 800, 1000,
    ]);
  });

  it('with jitter, stays between half and all of the exponential delay', () => {
    expect(backoffDelay(3, options, undefined, () => 0)).toBe(200);
    expect(backoffDelay(3, options, undefined, () => 1)).toBe(400);
  });

  it("prefers the server's Retry-After, capped at the longest wait", () => {
    expect(backoffDelay(1, options, 700)).toBe(700);
    expect(backoffDelay(1, options, 5000)).toBe(1000);
  });
});

describe('parseRetryAfter', () => {
  const now = Date.parse('2026-01-01T00:00:00Z');
  it.each([
    ['5', 5000],
    ['0', 0],
    ['  12 ', 12_000],
    ['Thu, 01 Jan 2026 00:00:10 GMT', 10_000],
    ['Wed, 31 Dec 2025 23:00:00 GMT', 0],
    // The obsolete forms RFC 9110 §5.6.7 still asks recipients to read.
    ['Thursday, 01-Jan-26 00:00:10 GMT', 10_000],
    ['Thu Jan  1 00:00:10 2026', 10_000],
    ['soon', undefined],
    ['', undefined],
    [null, undefined],
    // Not delta-seconds (digits only) and not an HTTP-date: Date.parse would read most as 2001.
    ['1.5', undefined],
    ['-1', undefined],
    ['+3', undefined],
    ['1,5', undefined],
    ['2.', undefined],
    ['May 3', undefined],
    ['2026-01-01T00:00:10Z', undefined],
    ['Thu, 01 Jan 2026 00:00:10 PST', undefined],
    ['Thu, 1 Jan 2026 00:00:10 GMT', undefined],
    ['Thu, 31 Feb 2026 00:00:10 GMT', undefined],
    ['Thu, 01 Jan 2026 24:00:10 GMT', undefined],
  ])('reads %j as %j ms', (value, expected) => {
    expect(parseRetryAfter(value, now)).toBe(expected);
  });

  it('caps what it honours at a day, or at the limit given', () => {
    expect(parseRetryAfter('99999999999999999999999', now)).toBe(86_400_000);
    expect(parseRetryAfter('Fri, 01 Jan 2100 00:00:00 GMT', now)).toBe(86_400_000);
    expect(parseRetryAfter('120', now, 60_000)).toBe(60_000);
  });
});

describe('buildUrl', () => {
  it('joins base and path, repeats array values and drops empty and non-finite values', () => {
    expect(
      buildUrl('https://x.test/api/', 'tasks', {
        status: ['open', 'done'],
        page: NaN,
        q: 'a b',
        x: null,
      }),
    ).toBe('https://x.test/api/tasks?status=open&status=done&q=a+b');
  });

  it('leaves an absolute path untouched by the base', () => {
    expect(buildUrl('/api', 'https://other.test/x')).toBe('https://other.test/x');
  });

  it('encodes emoji and right-to-left text in parameters', () => {
    const url = new URL(buildUrl('/api', '/tasks', { q: 'مهمة 🚀' }));
    expect(url.searchParams.get('q')).toBe('مهمة 🚀');
  });
});

describe('where requests may go, and where credentials may go', () => {
  /** A fetch that answers 200 and records each URL and its authorization header. */
  function recorder() {
    const sent: Array<{ url: string; authorization: string | null }> = [];
    const fetch = vi.fn(async (url: unknown, init?: RequestInit) => {
      sent.push({
        url: String(url),
        authorization: new Headers(init?.headers).get('authorization'),
      });
      return Response.json({ ok: true });
    });
    return { sent, fetch: fetch as typeof globalThis.fetch };
  }

  it.each([
    ['/api', 'https://evil.test/steal'],
    ['/api', 'HTTPS://evil.test/steal'],
    ['/api', '//evil.test/steal'],
    ['/api', 'javascript:alert(1)'],
    ['', ' //evil.test/steal'],
    ['', '/\\evil.test/steal'],
    ['', '\\\\evil.test/steal'],
    ['', 'ht\ttps://evil.test/steal'],
    ['https://api.example.com', 'https://api.example.com/tasks'],
    ['https://api.example.com', '/\\evil.test'],
  ])('refuses %j + %j before sending anything, with an error that says why', async (base, path) => {
    const { sent, fetch } = recorder();
    const client = createHttpClient({
      baseUrl: base,
      fetch,
      interceptors: [bearerAuth(() => 'secret')],
    });
    await expect(client.get(path)).rejects.toThrow(/allowAbsoluteUrls/);
    expect(sent).toEqual([]);
  });

  it('sends a path under the base with the token', async () => {
    const { sent, fetch } = recorder();
    const client = createHttpClient({
      baseUrl: 'https://api.example.com/v1',
      fetch,
      interceptors: [bearerAuth(() => 'secret')],
    });
    await client.get('/tasks');
    await client.get('me/@evil.test');
    expect(sent).toEqual([
      { url: 'https://api.example.com/v1/tasks', authorization: 'Bearer secret' },
      { url: 'https://api.example.com/v1/me/@evil.test', authorization: 'Bearer secret' },
    ]);
  });

  it('with allowAbsoluteUrls, sends to another origin without any credential', async () => {
    const { sent, fetch } = recorder();
    const getToken = vi.fn(() => 'secret');
    const client = createHttpClient({
      baseUrl: 'https://api.example.com',
      allowAbsoluteUrls: true,
      fetch,
      headers: () => ({ authorization: 'Basic c2VjcmV0' }),
      interceptors: [bearerAuth(getToken)],
    });
    await client.get('https://cdn.example.net/file.json');
    await client.get('https://api.example.com/me');
    expect(sent).toEqual([
      { url: 'https://cdn.example.net/file.json', authorization: null },
      { url: 'https://api.example.com/me', authorization: 'Bearer secret' },
    ]);
    expect(getToken).toHaveBeenCalledTimes(1);
  });

  it('gives credentials to an origin on trustedOrigins', async () => {
    const { sent, fetch } = recorder();
    const client = createHttpClient({
      baseUrl: '/api',
      allowAbsoluteUrls: true,
      trustedOrigins: ['https://files.example.com/'],
      fetch,
      interceptors: [bearerAuth(() => 'secret')],
    });
    await client.get('https://files.example.com/a');
    await client.get('https://files.example.com.evil.test/a');
    expect(sent.map((s) => s.authorization)).toEqual(['Bearer secret', null]);
  });

  it('refuses a trusted origin that is not an http(s) origin, when the client is created', () => {
    expect(() => createHttpClient({ trustedOrigins: ['files.example.com'] })).toThrow(
      /trustedOrigins needs http\(s\) origins/,
    );
  });

  it('keeps an authorization header the call passed itself', async () => {
    const { sent, fetch } = recorder();
    const client = createHttpClient({ baseUrl: '/api', allowAbsoluteUrls: true, fetch });
    await client.get('https://other.example/x', { headers: { authorization: 'Bearer theirs' } });
    expect(sent[0]!.authorization).toBe('Bearer theirs');
  });

  it('drops credentials when an interceptor moves the request to another origin', async () => {
    const { sent, fetch } = recorder();
    const client = createHttpClient({
      baseUrl: '/api',
      fetch,
      interceptors: [
        bearerAuth(() => 'secret'),
        { request: (request) => ({ ...request, url: 'https://mirror.example/x' }) },
      ],
    });
    await client.get('/x');
    expect(sent).toEqual([{ url: 'https://mirror.example/x', authorization: null }]);
  });

  it('does not sign the person out on a 401 from another origin', async () => {
    const onUnauthorized = vi.fn();
    const fetch = vi.fn(async () => Response.json({}, { status: 401 }));
    const client = createHttpClient({
      baseUrl: '/api',
      allowAbsoluteUrls: true,
      retry: false,
      fetch,
      interceptors: [bearerAuth(() => 'secret', onUnauthorized)],
    });
    await failure(client.get('https://other.example/x'));
    expect(onUnauthorized).not.toHaveBeenCalled();
    await failure(client.get('/x'));
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });
});

describe('Retry-After, strictly', () => {
  afterEach(() => vi.useRealTimers());

  it.each(['-1', '+3', '1,5', '2.', '1.5', 'May 3', '2030-01-01', '0x10', '1e3'])(
    'ignores %j and waits the usual backoff instead of retrying at once',
    async (header) => {
      vi.useFakeTimers({ now: new Date('2026-01-01T00:00:00Z') });
      let calls = 0;
      const fetch = vi.fn(async () => {
        calls += 1;
        return calls === 1
          ? Response.json({}, { status: 503, headers: { 'retry-after': header } })
          : Response.json({ ok: true });
      });
      const client = createHttpClient({
        fetch,
        retry: { attempts: 2, baseDelayMs: 1000, jitter: false },
      });
      const result = client.get('/x');
      await vi.advanceTimersByTimeAsync(999);
      expect(fetch).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(fetch).toHaveBeenCalledTimes(2);
      await expect(result).resolves.toEqual({ ok: true });
    },
  );

  it('keeps a 5xx whose body claims JSON but is not a retryable server error, and retries it', async () => {
    vi.useFakeTimers();
    let calls = 0;
    const fetch = vi.fn(async () => {
      calls += 1;
      return calls === 1
        ? new Response('<html>Bad gateway</html>', {
            status: 502,
            headers: { 'content-type': 'application/json' },
          })
        : Response.json({ ok: true });
    });
    const client = createHttpClient({ fetch, retry: { attempts: 2, baseDelayMs: 10 } });
    const result = client.get('/x');
    await vi.runAllTimersAsync();
    await expect(result).resolves.toEqual({ ok: true });
    expect(fetch).toHaveBeenCalledTimes(2);

    const once = createHttpClient({
      fetch: async () =>
        new Response('{oops', {
          status: 500,
          headers: { 'content-type': 'application/problem+json' },
        }),
      retry: false,
    });
    const error = await failure(once.get('/x'));
    expect(error).toMatchObject({ kind: 'server', status: 500, retryable: true, body: '{oops' });
  });
});

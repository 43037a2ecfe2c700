import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../test/msw';
import { createHttpClient } from './client';
import { createOutbox, type Outbox } from './outbox';
import { memoryOutboxStorage, type OutboxStorage } from './outboxStorage';

// The outbox as a server sees it: what arrives, in which order, with which headers, and how often.

interface Seen {
  method: string;
  path: string;
  key: string | null;
  ifMatch: string | null;
  body: unknown;
}

let network: 'up' | 'down' = 'up';
let seen: Seen[] = [];
let answer: (request: Seen) => Response | undefined = () => undefined;

function fakeServer() {
  network = 'up';
  seen = [];
  answer = () => undefined;
  server.use(
    http.all('http://api.test/*', async ({ request }) => {
      if (network === 'down') return HttpResponse.error();
      const url = new URL(request.url);
      const text = await request.text();
      const entry: Seen = {
        method: request.method,
        path: url.pathname,
        key: request.headers.get('idempotency-key'),
        ifMatch: request.headers.get('if-match'),
        body: text ? JSON.parse(text) : undefined,
      };
      seen.push(entry);
      return answer(entry) ?? HttpResponse.json({ ok: true, path: url.pathname });
    }),
  );
}

const readVersion = (data: unknown) => (data as { version?: string } | undefined)?.version;

/** A resource with a version, as a server checks it: a stale `If-Match` is a 409. */
function versioned(path: string, start: string) {
  let version = start;
  let count = 0;
  return (request: Seen) => {
    if (request.path !== path) return undefined;
    if (request.ifMatch && request.ifMatch !== version) {
      return HttpResponse.json({ message: 'Changed', current: { version } }, { status: 409 });
    }
    version = `${start}.${++count}`;
    return HttpResponse.json({ version });
  };
}

const client = createHttpClient({ baseUrl: 'http://api.test', retry: false });
const opened: Outbox[] = [];
function open(storage: OutboxStorage = memoryOutboxStorage(), versionOf = readVersion) {
  const outbox = createOutbox<{ label: string }>({
    client,
    storage,
    maxRetryDelayMs: 60_000,
    versionOf,
  });
  opened.push(outbox);
  return outbox;
}

afterEach(() => {
  for (const outbox of opened.splice(0)) outbox.dispose();
});

const write = (resource: string, method: 'POST' | 'PATCH' | 'DELETE', extra = {}) => ({
  resource,
  method,
  path: `/${resource}`,
  body: method === 'DELETE' ? undefined : { title: resource },
  meta: { label: resource },
  ...extra,
});

describe('the outbox', () => {
  it('sends a write at once when the network is there, with its idempotency key', async () => {
    fakeServer();
    const outbox = open();
    const outcome = await outbox.send(write('tasks/t1', 'PATCH', { version: 'v1' }));
    expect(outcome).toEqual({ status: 'sent', data: { ok: true, path: '/tasks/t1' } });
    expect(seen).toHaveLength(1);
    expect(seen[0]!.key).toMatch(/\S{8,}/);
    expect(seen[0]!.ifMatch).toBe('v1');
    expect(outbox.getWrites()).toEqual([]);
  });

  it('keeps writes made offline, in order, through a reload, and sends each once when back', async () => {
    fakeServer();
    network = 'down';
    const storage = memoryOutboxStorage();
    const first = open(storage);
    expect(await first.send(write('tasks/new-1', 'POST'))).toEqual({ status: 'queued' });
    expect(await first.send(write('tasks/t2', 'PATCH'))).toEqual({ status: 'queued' });
    expect(await first.send(write('tasks/new-1', 'PATCH'))).toEqual({ status: 'queued' });
    expect(await first.send(write('tasks/t3', 'DELETE'))).toEqual({ status: 'queued' });
    expect(first.getWrites().map((w) => w.state)).toEqual([
      'waiting',
      'waiting',
      'waiting',
      'waiting',
    ]);
    first.dispose();

    // A reload: a new outbox over the same storage finds all four, and the network is back.
    network = 'up';
    const second = open(storage);
    await second.ready;
    await vi.waitFor(() => expect(second.getWrites()).toEqual([]));
    expect(seen.map((s) => `${s.method} ${s.path}`)).toEqual([
      'POST /tasks/new-1',
      'PATCH /tasks/t2',
      'PATCH /tasks/new-1',
      'DELETE /tasks/t3',
    ]);
    expect(new Set(seen.map((s) => s.key)).size).toBe(4);
  });

  it('sends the same idempotency key again when an answer was lost', async () => {
    fakeServer();
    const outbox = open();
    let lose = true;
    answer = () => {
      if (!lose) return undefined;
      lose = false;
      return HttpResponse.error();
    };
    expect(await outbox.send(write('tasks/t1', 'PATCH'))).toEqual({ status: 'queued' });
    await outbox.flush();
    expect(outbox.getWrites()).toEqual([]);
    expect(seen).toHaveLength(2);
    expect(seen[1]!.key).toBe(seen[0]!.key);
  });

  it('gives a server error back to whoever waits for the write, and keeps a queued one waiting', async () => {
    fakeServer();
    answer = () => HttpResponse.json({ message: 'Down' }, { status: 503 });
    const outbox = open();
    // Sent with the person there: theirs to see (a form keeps what they typed).
    const first = await outbox.send(write('tasks/t1', 'PATCH'));
    expect(first).toMatchObject({ status: 'rejected', error: { status: 503 } });
    outbox.discard(outbox.getWrites()[0]!.id);
    // Made offline, then the server fails at the replay: it keeps waiting for the next try.
    network = 'down';
    expect(await outbox.send(write('tasks/t2', 'PATCH'))).toEqual({ status: 'queued' });
    network = 'up';
    await outbox.flush();
    expect(outbox.getWrites()).toMatchObject([{ state: 'waiting', resource: 'tasks/t2' }]);
  });

  it('sets a conflict aside with the server version, holds what builds on it, and sends the rest', async () => {
    fakeServer();
    answer = (request) =>
      request.path === '/tasks/t1' && request.ifMatch === 'old'
        ? HttpResponse.json(
            { code: 'task.conflict', message: 'Changed elsewhere', current: { title: 'Theirs' } },
            { status: 409 },
          )
        : undefined;
    const outbox = open();
    const outcome = await outbox.send(write('tasks/t1', 'PATCH', { version: 'old' }));
    expect(outcome.status).toBe('conflict');
    expect(await outbox.send(write('tasks/t1', 'DELETE'))).toEqual({ status: 'queued' });
    expect(await outbox.send(write('tasks/t2', 'PATCH'))).toMatchObject({ status: 'sent' });
    const [conflict, behind] = outbox.getWrites();
    expect(conflict).toMatchObject({ state: 'conflict', current: { title: 'Theirs' } });
    expect(behind).toMatchObject({ state: 'waiting', method: 'DELETE' });
    expect(seen.map((s) => `${s.method} ${s.path}`)).toEqual([
      'PATCH /tasks/t1',
      'PATCH /tasks/t2',
    ]);

    // The person keeps their change, made now against the server's version.
    outbox.keepMine(conflict!.id, 'new');
    await vi.waitFor(() => expect(outbox.getWrites()).toEqual([]));
    expect(seen.slice(2).map((s) => `${s.method} ${s.path} ${s.ifMatch}`)).toEqual([
      'PATCH /tasks/t1 new',
      'DELETE /tasks/t1 null',
    ]);
  });

  it('sends later writes to a resource against the version the one before it made', async () => {
    fakeServer();
    network = 'down';
    answer = versioned('/tasks/t1', 'v1');
    const outbox = open();
    // Two changes in a row made offline, both against the version this device saw.
    await outbox.send(write('tasks/t1', 'PATCH', { version: 'v1' }));
    await outbox.send(write('tasks/t1', 'PATCH', { version: 'v1' }));
    network = 'up';
    await outbox.flush();
    expect(outbox.getWrites()).toEqual([]);
    expect(seen.map((s) => s.ifMatch)).toEqual(['v1', 'v1.1']);
  });

  it('moves what waits behind a kept conflict to the server version too', async () => {
    fakeServer();
    network = 'down';
    answer = versioned('/tasks/t1', 'theirs');
    const outbox = open();
    await outbox.send(write('tasks/t1', 'PATCH', { version: 'mine' }));
    await outbox.send(write('tasks/t1', 'PATCH', { version: 'mine' }));
    network = 'up';
    await outbox.flush();
    const [conflict, behind] = outbox.getWrites();
    expect(conflict).toMatchObject({ state: 'conflict', current: { version: 'theirs' } });
    expect(behind).toMatchObject({ state: 'waiting' });
    outbox.keepMine(conflict!.id, 'theirs');
    await vi.waitFor(() => expect(outbox.getWrites()).toEqual([]));
    expect(seen.map((s) => s.ifMatch)).toEqual(['mine', 'theirs', 'theirs.1']);
  });

  it('sets a refused write aside with its field errors until it is fixed and sent again', async () => {
    fakeServer();
    answer = (request) =>
      (request.body as { title?: string } | undefined)?.title === 'x'
        ? HttpResponse.json(
            { message: 'Invalid', fieldErrors: { title: 'Title must be at least 3 characters.' } },
            { status: 422 },
          )
        : undefined;
    const outbox = open();
    const outcome = await outbox.send({ ...write('tasks/t1', 'PATCH'), body: { title: 'x' } });
    expect(outcome.status).toBe('rejected');
    const [rejected] = outbox.getWrites();
    expect(rejected).toMatchObject({
      state: 'rejected',
      error: { status: 422, fieldErrors: { title: 'Title must be at least 3 characters.' } },
    });
    outbox.retry(rejected!.id, { body: { title: 'Fixed' } });
    await vi.waitFor(() => expect(outbox.getWrites()).toEqual([]));
    expect(seen.at(-1)!.body).toEqual({ title: 'Fixed' });
    expect(seen.at(-1)!.key).toBe(seen[0]!.key);
  });

  it('drops a discarded write and those that build on it', async () => {
    fakeServer();
    network = 'down';
    const outbox = open();
    await outbox.send(write('tasks/new-1', 'POST'));
    await outbox.send(write('tasks/new-1', 'PATCH'));
    await outbox.send(write('tasks/t2', 'PATCH'));
    outbox.discard(outbox.getWrites()[0]!.id);
    await vi.waitFor(() => expect(outbox.getWrites().map((w) => w.resource)).toEqual(['tasks/t2']));
  });

  it('sends what waits when the browser says it is online again', async () => {
    fakeServer();
    network = 'down';
    const outbox = open();
    await outbox.send(write('tasks/t1', 'PATCH'));
    network = 'up';
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(outbox.getWrites()).toEqual([]));
    expect(seen).toHaveLength(1);
  });
});

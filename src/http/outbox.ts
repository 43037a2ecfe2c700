'use client';

import { HttpError, isHttpError } from './errors';
import { openOutboxStorage, type OutboxStorage } from './outboxStorage';
import type { HttpClient } from './types';

/**
 * The outbox: writes kept until the server has them. A write made offline, or one that fails with
 * a network error (or a server that is down), stays here, persisted (IndexedDB) so it outlives a
 * reload, and is sent again, in the order it was made, when the network is back. Nothing is sent
 * twice: every write carries its own `Idempotency-Key`, the same at every attempt. A write made
 * against a version of a resource carries it as `If-Match`; a 409 or 412 keeps it aside as a
 * conflict for the person to settle, never overwriting the other change. Any other refusal (a 422)
 * keeps it aside too, with the server's field errors, until the person fixes or discards it. Later
 * writes to the same resource wait behind one set aside; writes to other resources go on.
 *
 * Generic: a write is a request (method, path, body) and whatever the app keeps beside it (`meta`:
 * what it shows while the write waits). The app owns its resources and words.
 */

export type OutboxMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Where a write stands. */
export type OutboxWriteState =
  /** Waiting for the network (or for its turn). */
  | 'waiting'
  /** On its way to the server now. */
  | 'sending'
  /** The server's version changed meanwhile (409/412): the person chooses. */
  | 'conflict'
  /** The server refused it (a 422, a 404…): the person fixes or discards it. */
  | 'rejected';

export interface OutboxWrite<Meta = unknown> {
  /** The write's own id, and its `Idempotency-Key`. */
  id: string;
  /** Its place in the order writes were made. */
  seq: number;
  /** What it changes (`tasks/t5`): writes to one resource go strictly in order. */
  resource: string;
  method: OutboxMethod;
  path: string;
  body?: unknown;
  /** The version the change was made against, sent as `If-Match`. */
  version?: string;
  /** What the app keeps beside the write (what it shows while it waits, the form's values…). */
  meta: Meta;
  state: OutboxWriteState;
  /** Attempts made so far. */
  attempts: number;
  /** When it was made (ms since the epoch). */
  createdAt: number;
  /** Why it was set aside: the status, the server's message and its field errors. */
  error?: { status?: number; message: string; fieldErrors?: Record<string, string> };
  /** The server's current version of the resource, sent with a conflict (`body.current`). */
  current?: unknown;
}

/** What `send` resolves with: sent (with the server's answer), or kept in the outbox and why. */
export type OutboxOutcome =
  | { status: 'sent'; data: unknown }
  | { status: 'queued' }
  | { status: 'conflict' | 'rejected'; error: HttpError };

export interface OutboxNewWrite<Meta> {
  /** A chosen id (the same as a created resource's client id, say). @default a random UUID */
  id?: string;
  resource: string;
  method: OutboxMethod;
  path: string;
  body?: unknown;
  version?: string;
  meta: Meta;
}

export interface OutboxOptions<Meta> {
  /** The client the writes go through (its interceptors, base URL and errors apply). */
  client: HttpClient;
  /** Where the writes are kept: IndexedDB under this name. @default 'tessera-outbox' */
  name?: string;
  /** Overrides the storage (memory in tests, another store). @default IndexedDB, else memory */
  storage?: OutboxStorage;
  /** Called when a write reached the server, with its answer (put it in the cache). */
  onSent?: (write: OutboxWrite<Meta>, data: unknown) => void | Promise<void>;
  /** The longest wait between two tries while the network is away, in ms. @default 30000 */
  maxRetryDelayMs?: number;
  /**
   * The version a server's answer carries (its `updatedAt`, say). Writes to the same resource that
   * wait behind a sent one, made against the version it replaced, are then sent against the new
   * one: a device's own changes in a row never conflict with each other.
   */
  versionOf?: (data: unknown) => string | undefined;
}

export interface Outbox<Meta = unknown> {
  /** Keeps the write and sends it after those before it; resolves once it is sent or kept. */
  send(write: OutboxNewWrite<Meta>): Promise<OutboxOutcome>;
  /** Every write not yet on the server, in order. The same array until something changes. */
  getWrites(): readonly OutboxWrite<Meta>[];
  /** Calls `listener` whenever the writes change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** Sends what waits now (Retry, the `online` event, a request that succeeded). */
  flush(): Promise<void>;
  /** Sends a set-aside write again (a rejected one after a fix, or one that waits). */
  retry(id: string, changes?: Partial<Pick<OutboxWrite<Meta>, 'body' | 'meta' | 'version'>>): void;
  /** Keeps a conflicting write: sent again against the server's `version`. */
  keepMine(id: string, version: string | undefined): void;
  /** Drops a write, and every later write to the same resource (they build on it). */
  discard(id: string): void;
  /** Resolves once the stored writes have been read (at start). */
  readonly ready: Promise<void>;
  /** Stops its timers and listeners. */
  dispose(): void;
}

const isConflict = (error: HttpError) => error.status === 409 || error.status === 412;
/**
 * A failure that the same request may get past later: no network or a timeout always; a server
 * error (5xx, 429) only for a write already kept (told "queued", or read back after a reload). A
 * write's first answer while the person waits for it is theirs to see: a form still holds what
 * they typed and says the server failed, rather than moving on as if it were only offline.
 */
const isTransient = (error: HttpError, awaited: boolean) =>
  error.kind === 'offline' || error.kind === 'timeout' || (error.retryable && !awaited);

function randomId(): string {
  const c = globalThis.crypto as Crypto | undefined;
  if (c?.randomUUID) return c.randomUUID();
  return `w-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

/** Creates an outbox over `client`; writes left from an earlier visit are read and sent. */
export function createOutbox<Meta = unknown>(options: OutboxOptions<Meta>): Outbox<Meta> {
  const { client, name = 'tessera-outbox', onSent, maxRetryDelayMs = 30_000, versionOf } = options;
  const storage = options.storage ?? openOutboxStorage(name);
  let writes: OutboxWrite<Meta>[] = [];
  const listeners = new Set<() => void>();
  const outcomes = new Map<string, (outcome: OutboxOutcome) => void>();
  let flushing: Promise<void> | null = null;
  let again = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;
  let disposed = false;
  const channel =
    typeof BroadcastChannel === 'function' ? new BroadcastChannel(`${name}:changes`) : null;

  const publish = (next: OutboxWrite<Meta>[]) => {
    writes = next;
    for (const listener of listeners) listener();
  };
  const update = (id: string, patch: Partial<OutboxWrite<Meta>>) => {
    const next = writes.map((w) => (w.id === id ? { ...w, ...patch } : w));
    publish(next);
    const write = next.find((w) => w.id === id);
    return write ? storage.put(write).then(told) : Promise.resolve();
  };
  /** Writes behind `write` to its resource, made against `from`, are now made against `to`. */
  const rebase = async (write: OutboxWrite<Meta>, from: string | undefined, to: string) => {
    const behind = writes.filter(
      (w) =>
        w.id !== write.id &&
        w.resource === write.resource &&
        w.seq > write.seq &&
        w.version === from &&
        w.state !== 'sending',
    );
    if (behind.length === 0) return;
    const ids = new Set(behind.map((w) => w.id));
    const next = writes.map((w) => (ids.has(w.id) ? { ...w, version: to } : w));
    publish(next);
    await Promise.all(next.filter((w) => ids.has(w.id)).map((w) => storage.put(w)));
    told();
  };
  const removeAll = async (ids: readonly string[]) => {
    publish(writes.filter((w) => !ids.includes(w.id)));
    await Promise.all(ids.map((id) => storage.remove(id)));
    told();
  };
  // Other tabs read the store again.
  const told = () => {
    if (!disposed) channel?.postMessage('changed');
  };

  const reload = async () => {
    const stored = (await storage.load()) as OutboxWrite<Meta>[];
    // A write this tab is sending stays as this tab sees it.
    const sending = new Map(writes.filter((w) => w.state === 'sending').map((w) => [w.id, w]));
    publish(
      stored
        .map(
          (w): OutboxWrite<Meta> =>
            sending.get(w.id) ?? (w.state === 'sending' ? { ...w, state: 'waiting' } : w),
        )
        .sort((a, b) => a.seq - b.seq),
    );
  };

  const ready = reload().then(
    () => void flush(),
    () => {},
  );

  if (channel) {
    channel.onmessage = () => {
      void reload().then(() => void flush());
    };
  }
  const onOnline = () => void flush();
  if (typeof window !== 'undefined') window.addEventListener('online', onOnline);

  function scheduleRetry() {
    clearTimeout(timer);
    if (disposed) return;
    failures++;
    const delay = Math.min(maxRetryDelayMs, 1000 * 2 ** Math.min(failures, 10));
    timer = setTimeout(() => void flush(), delay);
  }

  async function sendOne(write: OutboxWrite<Meta>): Promise<'next' | 'stop'> {
    await update(write.id, { state: 'sending', attempts: write.attempts + 1 });
    const headers: Record<string, string> = { 'Idempotency-Key': write.id };
    if (write.version !== undefined) headers['If-Match'] = write.version;
    let data: unknown;
    try {
      data = await client.request(write.method, write.path, {
        body: write.body,
        headers,
        retry: false,
      });
    } catch (thrown) {
      const error = isHttpError(thrown)
        ? thrown
        : new HttpError({ kind: 'unexpected', cause: thrown });
      if (isTransient(error, outcomes.has(write.id))) {
        await update(write.id, { state: 'waiting' });
        outcomes.get(write.id)?.({ status: 'queued' });
        return 'stop';
      }
      const conflict = isConflict(error);
      const current = (error.body as { current?: unknown } | undefined)?.current;
      await update(write.id, {
        state: conflict ? 'conflict' : 'rejected',
        error: {
          status: error.status,
          message: error.serverMessage ?? error.message,
          fieldErrors: error.fieldErrors,
        },
        current: conflict ? current : undefined,
      });
      outcomes.get(write.id)?.({ status: conflict ? 'conflict' : 'rejected', error });
      return 'next';
    }
    failures = 0;
    const version = versionOf?.(data);
    if (version !== undefined) await rebase(write, write.version, version);
    await onSent?.(write, data);
    await removeAll([write.id]);
    outcomes.get(write.id)?.({ status: 'sent', data });
    return 'next';
  }

  async function sendWaiting() {
    const blocked = new Set<string>();
    for (const write of [...writes]) {
      const now = writes.find((w) => w.id === write.id);
      if (!now) continue;
      if (now.state !== 'waiting' || blocked.has(now.resource)) {
        // What builds on a write set aside waits for the person.
        blocked.add(now.resource);
        if (now.state === 'waiting') outcomes.get(now.id)?.({ status: 'queued' });
        continue;
      }
      if ((await sendOne(now)) === 'stop') {
        scheduleRetry();
        // Those behind it cannot go first: they stay queued too.
        for (const w of writes)
          if (w.state === 'waiting') outcomes.get(w.id)?.({ status: 'queued' });
        return;
      }
      // Still here after its answer: set aside (a conflict, a refusal), so what follows it waits.
      if (writes.some((w) => w.id === now.id)) blocked.add(now.resource);
    }
    clearTimeout(timer);
  }

  /** One tab sends at a time: the others' writes reach it through the store. */
  function exclusively(run: () => Promise<void>): Promise<void> {
    const locks = (globalThis.navigator as { locks?: LockManager } | undefined)?.locks;
    if (!locks) return run();
    return locks.request(`${name}:send`, { ifAvailable: true }, async (lock) => {
      if (!lock) return;
      await reload();
      await run();
    });
  }

  function flush(): Promise<void> {
    if (disposed) return Promise.resolve();
    if (flushing) {
      again = true;
      return flushing;
    }
    flushing = (async () => {
      try {
        do {
          again = false;
          await exclusively(sendWaiting);
        } while (again && !disposed);
      } finally {
        // In the same step as the last look at `again`: a flush asked for after it starts anew.
        flushing = null;
      }
    })();
    return flushing;
  }

  return {
    ready,
    async send(input) {
      await ready;
      const write: OutboxWrite<Meta> = {
        id: input.id ?? randomId(),
        seq: Math.max(Date.now(), (writes.at(-1)?.seq ?? 0) + 1),
        resource: input.resource,
        method: input.method,
        path: input.path,
        body: input.body,
        version: input.version,
        meta: input.meta,
        state: 'waiting',
        attempts: 0,
        createdAt: Date.now(),
      };
      const outcome = new Promise<OutboxOutcome>((resolve) => {
        outcomes.set(write.id, (result) => {
          outcomes.delete(write.id);
          resolve(result);
        });
      });
      publish([...writes, write]);
      await storage.put(write);
      told();
      void flush();
      return outcome;
    },
    getWrites: () => writes,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    flush,
    retry(id, changes = {}) {
      failures = 0;
      void update(id, { ...changes, state: 'waiting', error: undefined, current: undefined }).then(
        flush,
      );
    },
    keepMine(id, version) {
      const write = writes.find((w) => w.id === id);
      if (!write) return;
      // What waits behind it was made against the same old version: it follows it to the new one.
      const moved =
        version === undefined ? Promise.resolve() : rebase(write, write.version, version);
      void moved
        .then(() => update(id, { version, state: 'waiting', error: undefined, current: undefined }))
        .then(flush);
    },
    discard(id) {
      const write = writes.find((w) => w.id === id);
      if (!write) return;
      const dropped = writes
        .filter((w) => w.id === id || (w.resource === write.resource && w.seq > write.seq))
        .map((w) => w.id);
      void removeAll(dropped).then(flush);
    },
    dispose() {
      disposed = true;
      clearTimeout(timer);
      channel?.close();
      if (typeof window !== 'undefined') window.removeEventListener('online', onOnline);
    },
  };
}

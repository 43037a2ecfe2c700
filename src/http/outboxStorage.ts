/**
 * Where the outbox keeps its writes: one IndexedDB object store, keyed by the write's id. A write
 * is stored before it is sent, and each change of its state is stored before anything else happens,
 * so a reload or a closed tab finds every write that had not reached the server. Where IndexedDB is
 * missing (a server render, a test environment, a browser that refuses it), the writes live in
 * memory for the page's life.
 */
export interface OutboxStorage {
  /** Every stored write, in no particular order. */
  load(): Promise<unknown[]>;
  put(write: object & { id: string }): Promise<void>;
  remove(id: string): Promise<void>;
}

/** A store in memory: for tests, and where IndexedDB cannot be used. */
export function memoryOutboxStorage(): OutboxStorage {
  const map = new Map<string, unknown>();
  return {
    load: async () => [...map.values()].map((w) => structuredClone(w)),
    put: async (write) => {
      map.set(write.id, structuredClone(write));
    },
    remove: async (id) => {
      map.delete(id);
    },
  };
}

const STORE = 'writes';

function done(request: IDBRequest): Promise<unknown> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

/** The outbox's IndexedDB database `name`, or memory where there is none. */
export function openOutboxStorage(name: string): OutboxStorage {
  const factory = typeof indexedDB === 'undefined' ? undefined : indexedDB;
  if (!factory) return memoryOutboxStorage();
  let opened: Promise<IDBDatabase> | undefined;
  const open = () =>
    (opened ??= new Promise<IDBDatabase>((resolve, reject) => {
      const request = factory.open(name, 1);
      request.onupgradeneeded = () => {
        if (!request.result.objectStoreNames.contains(STORE)) {
          request.result.createObjectStore(STORE, { keyPath: 'id' });
        }
      };
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
      request.onblocked = () => reject(new Error(`The outbox database "${name}" is blocked.`));
    }));
  const memory = memoryOutboxStorage();
  // Refused (private mode, storage off): the page's memory serves instead.
  const withStore = async <T>(
    mode: IDBTransactionMode,
    run: (store: IDBObjectStore) => IDBRequest,
    fallback: () => Promise<T>,
  ): Promise<T> => {
    let db: IDBDatabase;
    try {
      db = await open();
    } catch {
      return fallback();
    }
    const transaction = db.transaction(STORE, mode);
    const result = done(run(transaction.objectStore(STORE))) as Promise<T>;
    // Stored for good only once the transaction has committed.
    await new Promise<void>((resolve, reject) => {
      transaction.oncomplete = () => resolve();
      transaction.onerror = () => reject(transaction.error);
      transaction.onabort = () => reject(transaction.error);
    });
    return result;
  };
  return {
    load: () => withStore<unknown[]>('readonly', (store) => store.getAll(), memory.load),
    put: (write) =>
      withStore<unknown>(
        'readwrite',
        (store) => store.put(write),
        () => memory.put(write),
      ).then(() => {}),
    remove: (id) =>
      withStore<unknown>(
        'readwrite',
        (store) => store.delete(id),
        () => memory.remove(id),
      ).then(() => {}),
  };
}

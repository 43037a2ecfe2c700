/**
 * The mock API's data: tasks and people, seeded deterministically. Kept in memory, and in
 * localStorage when `persist` is on (the app turns it on, so data survives a reload; stories and
 * tests keep it off and start from the same seed every time). The shapes are the API's
 * (src/domain/tasks.ts), shared with the app but owned by neither.
 */
import {
  taskPriorities,
  taskStatuses,
  type Person,
  type Task,
  type TaskPriority,
  type TaskStatus,
} from '../domain/tasks';
import { seedData, type MockData, type MockReply } from './seed';

export { seedData, type MockData, type MockReply };

const STORAGE_KEY = 'tessera.mockApi.v1';

/** A stored record (or the whole saved copy) that was not valid and was dropped on loading. */
export interface MockDataProblem {
  /** Where it was: `tasks[3]`, `people[0]`, `nextId`, or `data` for the saved copy as a whole. */
  path: string;
  /** Why it was dropped, in words. */
  reason: string;
  /** What was stored there. */
  value: unknown;
}

let persist = false;
let data: MockData | null = null;
/** The stored text `data` was read from or last written as: another tab's write changes it. */
let dataSource: string | null = null;
let onInvalidData: (problem: MockDataProblem) => void = warnInDevelopment;
const listeners = new Set<() => void>();
let stopListening: (() => void) | undefined;

function warnInDevelopment(problem: MockDataProblem) {
  if (!import.meta.env.DEV) return;
  console.warn(
    `Mock API: dropped ${problem.path} from localStorage (${problem.reason}); the rest is kept.`,
    problem.value,
  );
}

function storage(): Storage | null {
  try {
    return persist && typeof localStorage !== 'undefined' ? localStorage : null;
  } catch {
    // Storage can throw (disabled cookies, private mode): fall back to memory.
    return null;
  }
}

function readStored(): string | null {
  try {
    return storage()?.getItem(STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

type Checks = Record<string, (value: unknown) => boolean>;

const isText = (value: unknown) => typeof value === 'string';
const isId = (value: unknown) => typeof value === 'string' && value.length > 0;
const isTimestamp = (value: unknown) =>
  typeof value === 'string' && !Number.isNaN(Date.parse(value));
const isDateOrNull = (value: unknown) =>
  value === null || (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value));

const taskChecks: Checks = {
  id: isId,
  title: isText,
  description: isText,
  status: (value) => taskStatuses.includes(value as TaskStatus),
  priority: (value) => taskPriorities.includes(value as TaskPriority),
  assigneeId: (value) => value === null || isId(value),
  dueDate: isDateOrNull,
  labels: (value) => Array.isArray(value) && value.every(isText),
  createdAt: isTimestamp,
  updatedAt: isTimestamp,
};

const personChecks: Checks = { id: isId, name: isText, username: isId, email: isText };

/**
 * The record with exactly the fields `checks` names, or why it is not one. Unknown fields are left
 * behind, so nothing but the data model travels on to the handlers.
 */
function checkRecord<T>(value: unknown, checks: Checks): T | string {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return 'not an object';
  const record = value as Record<string, unknown>;
  const clean: Record<string, unknown> = {};
  for (const [field, valid] of Object.entries(checks)) {
    if (!valid(record[field])) return `${field} is ${JSON.stringify(record[field]) ?? 'missing'}`;
    clean[field] = Array.isArray(record[field]) ? [...(record[field] as unknown[])] : record[field];
  }
  return clean as T;
}

/** The valid, uniquely identified records of a stored list; every other one is reported. */
function checkList<T extends { id: string }>(
  list: unknown,
  name: 'tasks' | 'people',
  checks: Checks,
  fallback: T[],
  report: (problem: MockDataProblem) => void,
): T[] {
  if (!Array.isArray(list)) {
    report({ path: name, reason: 'not a list; the seed takes its place', value: list });
    return fallback;
  }
  const seen = new Set<string>();
  const kept: T[] = [];
  list.forEach((value, index) => {
    const record = checkRecord<T>(value, checks);
    const reason =
      typeof record === 'string' ? record : seen.has(record.id) ? `a second ${record.id}` : null;
    if (reason !== null) {
      report({ path: `${name}[${index}]`, reason, value });
      return;
    }
    seen.add((record as T).id);
    kept.push(record as T);
  });
  return kept;
}

/**
 * Reads a saved copy, keeping every valid record and reporting each one that is not, so one bad
 * record (from an older version, a hand edit, another program) never breaks the whole API.
 */
function parseSaved(text: string): MockData | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    onInvalidData({
      path: 'data',
      reason: 'not valid JSON; the seed takes its place',
      value: text,
    });
    return null;
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    onInvalidData({
      path: 'data',
      reason: 'not an object; the seed takes its place',
      value: parsed,
    });
    return null;
  }
  const saved = parsed as Record<string, unknown>;
  let dropped = 0;
  const report = (problem: MockDataProblem) => {
    dropped++;
    onInvalidData(problem);
  };
  const seed = seedData();
  const tasks = checkList<Task>(saved.tasks, 'tasks', taskChecks, seed.tasks, report);
  const people = checkList<Person>(saved.people, 'people', personChecks, seed.people, report);
  // New ids must not collide with any kept one, whatever the saved counter says.
  const highest = tasks.reduce(
    (max, t) => Math.max(max, Number(/^t(\d+)$/.exec(t.id)?.[1] ?? 0)),
    0,
  );
  if (saved.nextId !== undefined && !Number.isSafeInteger(saved.nextId)) {
    report({ path: 'nextId', reason: 'not a whole number', value: saved.nextId });
  }
  const counter = Number.isSafeInteger(saved.nextId) ? (saved.nextId as number) : 0;
  const result = {
    tasks,
    people,
    nextId: Math.max(counter, highest + 1),
    replies: readReplies(saved.replies),
  };
  // Written back cleaned, so the same record is not reported on every load.
  if (dropped > 0) write(result);
  return result;
}

function write(next: MockData): void {
  const store = storage();
  if (!store) return;
  const text = JSON.stringify(next);
  try {
    store.setItem(STORAGE_KEY, text);
    dataSource = text;
  } catch {
    // Quota exceeded: the data lives on in memory.
  }
}

function load(): MockData {
  const stored = readStored();
  // Another tab saved (or reset) since this one read: start over from what it saved.
  if (data && stored !== dataSource) data = null;
  if (data) return data;
  dataSource = stored;
  data = (stored !== null ? parseSaved(stored) : null) ?? seedData();
  return data;
}

/** The stored replies that are well formed (`{ status, body }` under a key). */
function readReplies(value: unknown): Record<string, MockReply> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  const kept: Record<string, MockReply> = {};
  for (const [key, reply] of Object.entries(value)) {
    const status = (reply as { status?: unknown } | null)?.status;
    if (typeof status === 'number') kept[key] = { status, body: (reply as MockReply).body ?? null };
  }
  return kept;
}

const MAX_REPLIES = 200;

/** Keeps a write's answer under its Idempotency-Key (the latest 200), and saves. */
export function rememberReply(key: string, reply: MockReply): void {
  const data = load();
  data.replies[key] = reply;
  const keys = Object.keys(data.replies);
  for (const old of keys.slice(0, Math.max(0, keys.length - MAX_REPLIES))) delete data.replies[old];
  saveMockData();
}

/** The live data; call `saveMockData()` after changing it. */
export function mockData(): MockData {
  return load();
}

/** Writes the data to localStorage when persistence is on. */
export function saveMockData(): void {
  write(data ?? load());
}

/**
 * Calls `listener` when another tab changes the stored data, so what shows here can be fetched
 * again. Returns the unsubscribe function.
 */
export function subscribeMockData(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function onStorage(event: StorageEvent) {
  // `key` is null when the other tab cleared all of its storage.
  if (event.key !== STORAGE_KEY && event.key !== null) return;
  if (event.storageArea !== storage()) return;
  data = null;
  for (const listener of listeners) listener();
}

/**
 * Turns persistence in localStorage on or off. The app turns it on; stories and tests leave it off.
 * With it on, another tab's changes are picked up (`storage` events), and each invalid stored record
 * is dropped and reported to `onInvalidData` (a console warning in development by default).
 */
export function configureMockData(options: {
  persist: boolean;
  onInvalidData?: (problem: MockDataProblem) => void;
}): void {
  persist = options.persist;
  onInvalidData = options.onInvalidData ?? warnInDevelopment;
  data = null;
  dataSource = null;
  stopListening?.();
  stopListening = undefined;
  if (persist && typeof window !== 'undefined') {
    window.addEventListener('storage', onStorage);
    stopListening = () => window.removeEventListener('storage', onStorage);
  }
}

/**
 * Changes a task on the server as another person would (a new `updatedAt`), for demonstrations
 * and tests of a conflict. Returns the task, or `null` when there is none with that id.
 */
export function editMockTask(
  id: string,
  patch: Partial<Omit<Task, 'id' | 'createdAt'>>,
): Task | null {
  const task = load().tasks.find((t) => t.id === id);
  if (!task) return null;
  Object.assign(task, patch, { updatedAt: new Date().toISOString() });
  saveMockData();
  return { ...task };
}

/** Back to the seed (and forgets the saved copy). */
export function resetMockData(): void {
  data = seedData();
  try {
    storage()?.removeItem(STORAGE_KEY);
  } catch {
    // Nothing saved to forget.
  }
  dataSource = null;
}

/**
 * The mock API's data: tasks and people, seeded deterministically. Kept in memory, and in
 * localStorage when `persist` is on (the app turns it on, so data survives a reload; stories and
 * tests keep it off and start from the same seed every time).
 */

export type TaskStatus = 'open' | 'in_progress' | 'done';
export type TaskPriority = 'low' | 'medium' | 'high';

export interface Task {
  id: string;
  title: string;
  description: string;
  status: TaskStatus;
  priority: TaskPriority;
  /** The person the task is assigned to, or `null`. */
  assigneeId: string | null;
  /** A calendar date (`YYYY-MM-DD`) or `null`. */
  dueDate: string | null;
  labels: string[];
  /** ISO 8601 timestamps. */
  createdAt: string;
  updatedAt: string;
}

export interface Person {
  id: string;
  name: string;
  /** Unique, lower case; `GET /api/usernames/:name` checks availability against it. */
  username: string;
  email: string;
}

export interface Page<T> {
  items: T[];
  page: number;
  pageSize: number;
  total: number;
  totalPages: number;
}

export const taskStatuses: readonly TaskStatus[] = ['open', 'in_progress', 'done'];
export const taskPriorities: readonly TaskPriority[] = ['low', 'medium', 'high'];

const STORAGE_KEY = 'tessera.mockApi.v1';

// mulberry32: a tiny seeded generator, so the seed data is the same on every machine.
function seeded(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const PEOPLE: Array<[string, string]> = [
  ['Ada Lovelace', 'ada'],
  ['Alan Turing', 'alan'],
  ['Grace Hopper', 'grace'],
  ['Katherine Johnson', 'katherine'],
  ['Linus Torvalds', 'linus'],
  ['Margaret Hamilton', 'margaret'],
  ['Tim Berners-Lee', 'tim'],
  ['Barbara Liskov', 'barbara'],
  ['Donald Knuth', 'donald'],
  ['Frances Allen', 'frances'],
  ['Edsger Dijkstra', 'edsger'],
  ['Radia Perlman', 'radia'],
  ['Ken Thompson', 'ken'],
  ['Hedy Lamarr', 'hedy'],
  ['Dennis Ritchie', 'dennis'],
  ['Shafi Goldwasser', 'shafi'],
  ['Guido van Rossum', 'guido'],
  ['Yukihiro Matsumoto', 'matz'],
  ['Sophie Wilson', 'sophie'],
  ['John McCarthy', 'john'],
];

const VERBS = [
  'Design',
  'Review',
  'Fix',
  'Write',
  'Plan',
  'Test',
  'Ship',
  'Refactor',
  'Document',
  'Audit',
];
const THINGS = [
  'the onboarding flow',
  'keyboard navigation in menus',
  'the billing page',
  'dark theme contrast',
  'release notes',
  'the search index',
  'date picker localisation',
  'error messages',
  'the settings screen',
  'table sorting',
  'the mobile layout',
  'email notifications',
];
const LABELS = ['frontend', 'backend', 'design', 'a11y', 'bug', 'docs', 'performance', 'i18n'];

export interface MockData {
  tasks: Task[];
  people: Person[];
  nextId: number;
}

/** The seed: 20 people and 64 tasks, the same every time. */
export function seedData(): MockData {
  const random = seeded(20261122);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const people: Person[] = PEOPLE.map(([name, username], i) => ({
    id: `p${i + 1}`,
    name,
    username,
    email: `${username}@example.com`,
  }));
  const start = Date.UTC(2026, 0, 5, 9, 0, 0);
  const day = 86_400_000;
  const tasks: Task[] = Array.from({ length: 64 }, (_, i) => {
    const created = start + Math.floor(random() * 300) * day + Math.floor(random() * day);
    const updated = created + Math.floor(random() * 20) * day;
    const hasDue = random() > 0.25;
    const labels = LABELS.filter(() => random() > 0.78);
    return {
      id: `t${i + 1}`,
      title: `${pick(VERBS)} ${pick(THINGS)}`,
      description:
        random() > 0.3 ? 'Details and acceptance criteria are in the linked document.' : '',
      status: pick(taskStatuses),
      priority: pick(taskPriorities),
      assigneeId: random() > 0.15 ? pick(people).id : null,
      dueDate: hasDue
        ? new Date(created + (7 + Math.floor(random() * 60)) * day).toISOString().slice(0, 10)
        : null,
      labels,
      createdAt: new Date(created).toISOString(),
      updatedAt: new Date(updated).toISOString(),
    };
  });
  return { tasks, people, nextId: tasks.length + 1 };
}

let persist = false;
let data: MockData | null = null;

function storage(): Storage | null {
  try {
    return persist && typeof localStorage !== 'undefined' ? localStorage : null;
  } catch {
    // Storage can throw (disabled cookies, private mode): fall back to memory.
    return null;
  }
}

function load(): MockData {
  if (data) return data;
  const saved = storage()?.getItem(STORAGE_KEY);
  if (saved) {
    try {
      const parsed = JSON.parse(saved) as MockData;
      if (Array.isArray(parsed.tasks) && Array.isArray(parsed.people)) {
        data = parsed;
        return data;
      }
    } catch {
      // A corrupt save is replaced by the seed.
    }
  }
  data = seedData();
  return data;
}

/** The live data; call `saveMockData()` after changing it. */
export function mockData(): MockData {
  return load();
}

/** Writes the data to localStorage when persistence is on. */
export function saveMockData(): void {
  try {
    storage()?.setItem(STORAGE_KEY, JSON.stringify(load()));
  } catch {
    // Quota exceeded: the data lives on in memory.
  }
}

/**
 * Turns persistence in localStorage on or off. The app turns it on; stories and tests leave it off.
 */
export function configureMockData(options: { persist: boolean }): void {
  persist = options.persist;
  data = null;
}

/** Back to the seed (and forgets the saved copy). */
export function resetMockData(): void {
  data = seedData();
  try {
    storage()?.removeItem(STORAGE_KEY);
  } catch {
    // Nothing saved to forget.
  }
}

/**
 * The mock API's seed: 20 people and 64 tasks drawn from a seeded generator, the same on every
 * machine, and the shape of the data the mock API keeps (src/mocks/db.ts).
 */
import { taskPriorities, taskStatuses, type Person, type Task } from '../domain/tasks';

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

/** A write's successful answer, kept under its Idempotency-Key. */
export interface MockReply {
  status: number;
  body: unknown;
}

export interface MockData {
  tasks: Task[];
  people: Person[];
  nextId: number;
  /** Answers already given, by Idempotency-Key (the latest 200). */
  replies: Record<string, MockReply>;
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
  return { tasks, people, nextId: tasks.length + 1, replies: {} };
}

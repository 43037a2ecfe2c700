/**
 * The tasks REST API's shapes (`/tasks`, `/tasks/:id`, `/people`): the contract between the app,
 * a client of that API (src/app/api/tasks.ts), and any server that serves it, the mock API
 * (src/mocks) included. Neither side owns it, so neither imports the other: a real server answers
 * in the same shapes. Plain types and constants; not part of the library.
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

/** One page of a list, as `GET /tasks` answers it. */
export interface Page<T> {
  items: T[];
  page: number;
  pageSize: number;
  total: number;
  totalPages: number;
}

export const taskStatuses: readonly TaskStatus[] = ['open', 'in_progress', 'done'];
export const taskPriorities: readonly TaskPriority[] = ['low', 'medium', 'high'];

/**
 * A new task: `fields` over the defaults a task starts with (open, medium priority, unassigned,
 * no due date, no labels). The mock API makes one on a create or a restore, the app on a create
 * still waiting to be sent.
 */
export function newTask(
  id: string,
  fields: Partial<Omit<Task, 'id' | 'createdAt' | 'updatedAt'>>,
  createdAt: string,
  updatedAt = createdAt,
): Task {
  return {
    id,
    title: '',
    description: '',
    status: 'open',
    priority: 'medium',
    assigneeId: null,
    dueDate: null,
    labels: [],
    ...fields,
    createdAt,
    updatedAt,
  };
}

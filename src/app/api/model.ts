/**
 * The app's domain: what the tasks REST API serves (`/tasks`, `/tasks/:id`, `/people`). The app's
 * hooks (./tasks.ts) read it, and the mock API (src/mocks) implements it; a real server answers in
 * the same shapes. Plain types and constants, so the mock can import them without the app's code.
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

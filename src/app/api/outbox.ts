// The app's writes to tasks through the library's outbox: what each write sends, what it shows
// while it waits (its `meta`), and how waiting writes change what the screens show. App code: the
// library's outbox knows nothing of tasks.
import { newTask, type Page, type Task } from '../../domain/tasks';
import type { Outbox, OutboxWrite } from 'tessera/http';
import type { TaskInput } from './tasks';

/** What a waiting write to a task shows. */
export interface TaskWriteMeta {
  kind: 'create' | 'update' | 'delete';
  taskId: string;
  /** The task's title, for the list of waiting changes. */
  title: string;
  /** The change itself (a create's whole task), laid over the server's data while it waits. */
  patch: TaskInput;
  /** The whole task as this device saw it when the change was made (shown beside a conflict). */
  before?: Task;
}

export type TaskWrite = OutboxWrite<TaskWriteMeta>;
export type TaskOutbox = Outbox<TaskWriteMeta>;

const taskPath = (id: string) => `/tasks/${encodeURIComponent(id)}`;

/** An id for a write: its Idempotency-Key, the same at every attempt. */
export function newWriteId(): string {
  return (
    globalThis.crypto?.randomUUID?.() ?? `w-${Date.now()}-${Math.random().toString(36).slice(2)}`
  );
}

/** A client id for a task made on this device: the server keeps it (PUT to the task's address). */
export function newTaskId(): string {
  const random = globalThis.crypto?.randomUUID?.() ?? Math.random().toString(36).slice(2);
  return `local-${random.replaceAll('-', '').slice(0, 16)}`;
}

/** A new task, at the id the device chose, so later changes to it queue behind it. */
export function createWrite(id: string, input: TaskInput) {
  return {
    resource: `tasks/${id}`,
    method: 'PUT' as const,
    path: taskPath(id),
    body: input,
    meta: { kind: 'create', taskId: id, title: input.title ?? '', patch: input } as TaskWriteMeta,
  };
}

/** A change to a task, made against the version this device saw (`If-Match`). */
export function updateWrite(task: Task, patch: TaskInput) {
  return {
    resource: `tasks/${task.id}`,
    method: 'PATCH' as const,
    path: taskPath(task.id),
    body: patch,
    version: isLocal(task) ? undefined : task.updatedAt,
    meta: {
      kind: 'update',
      taskId: task.id,
      title: patch.title ?? task.title,
      patch,
      before: task,
    } as TaskWriteMeta,
  };
}

/** Deleting a task, made against the version this device saw. */
export function deleteWrite(task: Task) {
  return {
    resource: `tasks/${task.id}`,
    method: 'DELETE' as const,
    path: taskPath(task.id),
    version: isLocal(task) ? undefined : task.updatedAt,
    meta: {
      kind: 'delete',
      taskId: task.id,
      title: task.title,
      patch: {},
      before: task,
    } as TaskWriteMeta,
  };
}

/** A task that exists only on this device so far (its create waits). */
const isLocal = (task: Task) => task.id.startsWith('local-');

/** The writes still waiting for `taskId`, oldest first. */
export function writesFor(writes: readonly TaskWrite[], taskId: string): TaskWrite[] {
  return writes.filter((w) => w.meta.taskId === taskId);
}

/** A task as it will be once its waiting writes reach the server (`null`: deleted). */
export function withWrites(
  task: Task | undefined,
  writes: readonly TaskWrite[],
): Task | null | undefined {
  let result = task;
  for (const write of writes) {
    if (write.meta.kind === 'delete') return null;
    if (write.meta.kind === 'create' && !result) {
      const now = new Date(write.createdAt).toISOString();
      result = newTask(write.meta.taskId, write.meta.patch, now);
    } else if (result) result = { ...result, ...write.meta.patch };
  }
  return result;
}

/**
 * A page of the list with the waiting writes laid over it: changed tasks show their change, tasks
 * made here show first on the first page. A task waiting to be deleted stays, marked, until the
 * server has it: the person sees what will go.
 */
export function pageWithWrites(page: Page<Task> | undefined, writes: readonly TaskWrite[]) {
  if (!page || writes.length === 0) return page;
  const items = page.items.map((task) => {
    const changed = withWrites(
      task,
      writesFor(writes, task.id).filter((w) => w.meta.kind !== 'delete'),
    );
    return changed ?? task;
  });
  const shown = new Set(items.map((t) => t.id));
  const created =
    page.page === 1
      ? writes
          .filter((w) => w.meta.kind === 'create' && !shown.has(w.meta.taskId))
          .map((w) => withWrites(undefined, writesFor(writes, w.meta.taskId)))
          .filter((t): t is Task => !!t)
      : [];
  return { ...page, items: [...created, ...items], total: page.total + created.length };
}

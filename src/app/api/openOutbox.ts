// The app's outbox, opened in a chunk of its own after the first screen (src/app/App.tsx): the
// first rows never wait for it.
import type { QueryClient } from '@tanstack/react-query';
import { createOutbox, type HttpClient } from 'tessera/http';
import type { Page, Task } from '../../domain/tasks';
import { newWriteId, updateWrite, type TaskOutbox, type TaskWriteMeta } from './outbox';
import { taskKeys } from './tasks';

export function openTaskOutbox(client: HttpClient, queryClient: QueryClient) {
  return createOutbox<TaskWriteMeta>({
    client,
    name: 'tessera-app-outbox',
    // A task's version is its `updatedAt` (what `If-Match` carries): a second change made offline
    // to the same task follows the first to the version the server gave it.
    versionOf: (data) => (data as Partial<Task> | undefined)?.updatedAt,
    // The server's answer replaces what the write showed, before the write leaves the outbox, so
    // nothing flickers back to the old value while the lists refetch.
    onSent: async (write, data) => {
      const key = taskKeys.detail(write.meta.taskId);
      // A read of the task that left before this write (a page's background refetch) would land
      // after it and put the old version back: the next change would then be a 409.
      await queryClient.cancelQueries({ queryKey: key, exact: true });
      if (write.meta.kind === 'delete') queryClient.removeQueries({ queryKey: key, exact: true });
      else if (data && typeof data === 'object') queryClient.setQueryData(key, data);
      await queryClient.invalidateQueries({ queryKey: taskKeys.lists() });
    },
  });
}

/**
 * Sends a status change for each of `ids` through the outbox (the task list's bulk actions). A
 * task selected on another page is found among the pages already fetched; `shown` (the page on
 * screen, waiting changes laid over) wins.
 */
export function sendStatusChanges(
  box: TaskOutbox,
  queryClient: QueryClient,
  shown: readonly Task[],
  ids: readonly string[],
  status: Task['status'],
) {
  const known = new Map(
    queryClient
      .getQueriesData<Page<Task>>({ queryKey: taskKeys.lists() })
      .flatMap(([, other]) => other?.items ?? [])
      .map((task) => [task.id, task]),
  );
  for (const task of shown) known.set(task.id, task);
  return Promise.all(
    ids.flatMap((id) => {
      const task = known.get(id);
      return task ? [box.send({ id: newWriteId(), ...updateWrite(task, { status }) })] : [];
    }),
  );
}

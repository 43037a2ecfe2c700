import { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { afterEach, expect, it } from 'vitest';
import { newTask, type Task } from '../../domain/tasks';
import { createHttpClient } from 'tessera/http';
import { server } from '../../test/msw';
import { openTaskOutbox } from './openOutbox';
import { newWriteId, updateWrite } from './outbox';
import { taskKeys } from './tasks';

// The app's outbox and the query cache: what the server answered a write is what the cache keeps.

const client = createHttpClient({ baseUrl: 'http://api.test', retry: false });
const opened: { dispose(): void }[] = [];
afterEach(() => {
  for (const outbox of opened.splice(0)) outbox.dispose();
});

it('keeps the version a write got, over a read that left before it and lands after', async () => {
  const before = newTask('t1', { title: 'Ship' }, '2026-01-01T00:00:00.000Z');
  const after: Task = { ...before, status: 'in_progress', updatedAt: '2026-01-02T00:00:00.000Z' };
  // A page opened from the list reads the task again in the background; on a busy machine that
  // read answers after the person's first change has been saved.
  let answerRead: () => void = () => {};
  const readHeld = new Promise<void>((resolve) => (answerRead = resolve));
  server.use(
    http.get('http://api.test/tasks/t1', async () => {
      await readHeld;
      return HttpResponse.json(before);
    }),
    http.patch('http://api.test/tasks/t1', () => HttpResponse.json(after)),
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const key = taskKeys.detail('t1');
  queryClient.setQueryData(key, before, { updatedAt: 0 });
  const read = queryClient.fetchQuery({
    queryKey: key,
    queryFn: ({ signal }) => client.request<Task>('GET', '/tasks/t1', { signal }),
  });

  const outbox = openTaskOutbox(client, queryClient);
  opened.push(outbox);
  const outcome = await outbox.send({
    id: newWriteId(),
    ...updateWrite(before, { status: 'in_progress' }),
  });
  expect(outcome.status).toBe('sent');

  answerRead();
  await read.catch(() => {});
  // The next change (an edit, a delete) is made against this version: an older one is a 409.
  expect(queryClient.getQueryData<Task>(key)).toEqual(after);
});

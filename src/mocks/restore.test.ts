import { describe, expect, it } from 'vitest';
import { createHttpClient } from '../http/client';
import type { Page, Task } from '../domain/tasks';

// Two answers the reference app relies on (issue 20): Undo after a delete puts back the same task,
// and a sort by due date lists the tasks without one last.

const api = createHttpClient({ baseUrl: '/api', retry: false });

describe('mock API', () => {
  it('puts a deleted task back under its id with its created time (PUT creates)', async () => {
    const before = await api.get<Task>('/tasks/t3');
    await api.delete('/tasks/t3');
    const { id, updatedAt: _updatedAt, ...rest } = before;
    const restored = await api.put<Task>(`/tasks/${id}`, rest);
    expect(restored).toMatchObject({ ...rest, id: 't3', createdAt: before.createdAt });
    expect(await api.get<Task>('/tasks/t3')).toMatchObject({ title: before.title });
  });

  it('never takes a created time from the future', async () => {
    const created = await api.put<Task>('/tasks/t999', {
      title: 'From tomorrow',
      createdAt: '2999-01-01T00:00:00.000Z',
    });
    expect(Date.parse(created.createdAt)).toBeLessThanOrEqual(Date.now());
  });

  it.each(['asc', 'desc'])('sorts tasks without a due date last, %s', async (direction) => {
    const { items } = await api.get<Page<Task>>('/tasks', {
      query: { sort: `dueDate:${direction}`, pageSize: 100 },
    });
    const firstBlank = items.findIndex((t) => t.dueDate === null);
    expect(firstBlank).toBeGreaterThan(0);
    expect(items.slice(firstBlank).every((t) => t.dueDate === null)).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { createHttpClient } from '../http/client';
import { HttpError } from '../http/errors';
import { applyMockApiPreset } from './config';
import type { Page, Task } from '../domain/tasks';
import { configureMockData, mockData, resetMockData, seedData } from './db';

const api = createHttpClient({ baseUrl: '/api', retry: false });
const list = (query: Record<string, string | number>) => api.get<Page<Task>>('/tasks', { query });

describe('mock API: tasks', () => {
  it('seeds the same data every time', () => {
    expect(seedData()).toEqual(seedData());
    expect(seedData().tasks).toHaveLength(64);
  });

  it('pages the list and reports the totals', async () => {
    const page = await list({ page: 2, pageSize: 10 });
    expect(page).toMatchObject({ page: 2, pageSize: 10, total: 64, totalPages: 7 });
    expect(page.items).toHaveLength(10);
  });

  it('clamps a page beyond the last one, and nonsense paging, to something valid', async () => {
    expect((await list({ page: 999, pageSize: 10 })).page).toBe(7);
    expect(await list({ page: 'x', pageSize: -3 } as never)).toMatchObject({
      page: 1,
      pageSize: 1,
    });
  });

  it('sorts by title ascending and descending', async () => {
    const asc = (await list({ sort: 'title:asc', pageSize: 100 })).items.map((t) => t.title);
    expect(asc).toEqual([...asc].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    const desc = (await list({ sort: 'title:desc', pageSize: 100 })).items.map((t) => t.title);
    expect(desc[0]).toBe(asc.at(-1));
  });

  it('sorts priority by rank, not alphabetically', async () => {
    const items = (await list({ sort: 'priority:desc', pageSize: 100 })).items;
    expect(items[0]!.priority).toBe('high');
    expect(items.at(-1)!.priority).toBe('low');
  });

  it('filters by status (several, comma separated) and by a search term', async () => {
    const page = await list({ status: 'open,done', pageSize: 100 });
    expect(page.items.every((t) => t.status !== 'in_progress')).toBe(true);
    const found = await list({ q: 'BILLING' });
    expect(found.total).toBeGreaterThan(0);
    expect(found.items.every((t) => t.title.toLowerCase().includes('billing'))).toBe(true);
    expect((await list({ q: '🚀 nothing' })).total).toBe(0);
  });

  it('creates, reads, updates and deletes a task', async () => {
    const created = await api.post<Task>('/tasks', { title: '  Ship it  ', labels: ['a11y'] });
    expect(created).toMatchObject({
      title: 'Ship it',
      status: 'open',
      priority: 'medium',
      labels: ['a11y'],
    });
    const updated = await api.patch<Task>(`/tasks/${created.id}`, { status: 'done' });
    expect(updated.status).toBe('done');
    await api.delete(`/tasks/${created.id}`);
    await expect(api.get(`/tasks/${created.id}`)).rejects.toMatchObject({ kind: 'notFound' });
  });

  it('answers 422 with a message per invalid field', async () => {
    const error = (await api
      .post('/tasks', { title: 'ab', status: 'later', dueDate: '2026-02-30', assigneeId: 'nobody' })
      .catch((e: unknown) => e)) as HttpError;
    expect(error.kind).toBe('validation');
    expect(Object.keys(error.fieldErrors ?? {}).sort()).toEqual([
      'assigneeId',
      'dueDate',
      'status',
      'title',
    ]);
  });

  it('answers 409 when the task changed since the version the client edited', async () => {
    const error = await api
      .patch('/tasks/t1', { title: 'Edited' }, { headers: { 'if-match': 'old-version' } })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'conflict', status: 409 });
  });

  it('answers 413 for a body that is too large', async () => {
    const error = await api.post('/tasks', { title: 'x'.repeat(70_000) }).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'payloadTooLarge' });
  });

  it('persists changes in localStorage when asked, and forgets them on reset', async () => {
    configureMockData({ persist: true });
    try {
      await api.delete('/tasks/t1');
      configureMockData({ persist: true }); // as after a reload: read back from storage
      expect(mockData().tasks.some((t) => t.id === 't1')).toBe(false);
      resetMockData();
      configureMockData({ persist: true });
      expect(mockData().tasks.some((t) => t.id === 't1')).toBe(true);
    } finally {
      localStorage.clear();
      configureMockData({ persist: false });
    }
  });
});

describe('mock API: people and usernames', () => {
  it('searches people by name', async () => {
    const people = await api.get<Array<{ name: string }>>('/people', { query: { q: 'grace' } });
    expect(people.map((p) => p.name)).toEqual(['Grace Hopper']);
  });

  it.each([
    ['someone_new', true],
    ['grace', false],
    ['admin', false],
    ['x', false],
  ])('says whether the username %s is available (%s)', async (name, available) => {
    await expect(api.get(`/usernames/${name}`)).resolves.toMatchObject({ available });
  });
});

describe('mock API: presets', () => {
  it('a preset injects its fault into every /api request', async () => {
    applyMockApiPreset('rateLimited');
    await expect(list({})).rejects.toMatchObject({ kind: 'rateLimited', retryAfterMs: 1000 });
    applyMockApiPreset('malformed');
    await expect(list({})).rejects.toMatchObject({ kind: 'malformedResponse' });
    applyMockApiPreset('normal');
    await expect(list({})).resolves.toMatchObject({ page: 1 });
  });
});

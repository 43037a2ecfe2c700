import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHttpClient } from '../http/client';
import { expectConsole } from '../test';
import {
  configureMockData,
  mockData,
  seedData,
  subscribeMockData,
  type MockDataProblem,
} from './db';
import type { Page, Task } from '../domain/tasks';

const KEY = 'tessera.mockApi.v1';
const api = createHttpClient({ baseUrl: '/api', retry: false });
const listTasks = () => api.get<Page<Task>>('/tasks', { query: { pageSize: 100 } });

function store(value: unknown) {
  localStorage.setItem(KEY, typeof value === 'string' ? value : JSON.stringify(value));
}
const stored = () => JSON.parse(localStorage.getItem(KEY) ?? 'null') as ReturnType<typeof seedData>;

/** What another tab does: writes its copy to localStorage, and this tab gets a `storage` event. */
function otherTabWrites(value: ReturnType<typeof seedData>) {
  const oldValue = localStorage.getItem(KEY);
  const newValue = JSON.stringify(value);
  localStorage.setItem(KEY, newValue);
  window.dispatchEvent(
    new StorageEvent('storage', { key: KEY, oldValue, newValue, storageArea: localStorage }),
  );
}

let problems: MockDataProblem[];
beforeEach(() => {
  problems = [];
});
afterEach(() => {
  localStorage.clear();
  configureMockData({ persist: false });
});

describe('mock data from localStorage', () => {
  it('drops a null task, reports it, and answers every request with the rest', async () => {
    const seed = seedData();
    store({ ...seed, tasks: [null, ...seed.tasks] });
    configureMockData({ persist: true, onInvalidData: (problem) => problems.push(problem) });
    const page = await listTasks();
    expect(page.total).toBe(64);
    await expect(api.get('/tasks/t1')).resolves.toMatchObject({ id: 't1' });
    await expect(api.post('/tasks', { title: 'Still works' })).resolves.toMatchObject({
      title: 'Still works',
    });
    expect(problems).toEqual([{ path: 'tasks[0]', reason: 'not an object', value: null }]);
  });

  it('keeps the valid records of a damaged copy, and says why each other one went', async () => {
    const seed = seedData();
    const [first, second, third] = seed.tasks;
    store({
      people: [seed.people[0], { id: 'p2', name: 42 }],
      tasks: [
        { ...first, status: 'later' },
        second,
        { ...second, title: 'The same id again' },
        { ...third, labels: 'a11y', extra: '<script>' },
        { ...third, id: 't3b', extra: 'not part of a task' },
      ],
      nextId: 'many',
    });
    configureMockData({ persist: true, onInvalidData: (problem) => problems.push(problem) });
    const page = await listTasks();
    expect(page.items.map((t) => t.id).sort()).toEqual(['t2', 't3b']);
    expect(page.items.find((t) => t.id === 't3b')).not.toHaveProperty('extra');
    expect(mockData().people.map((p) => p.id)).toEqual(['p1']);
    expect(problems.map(({ path, reason }) => [path, reason])).toEqual([
      ['tasks[0]', 'status is "later"'],
      ['tasks[2]', 'a second t2'],
      ['tasks[3]', 'labels is "a11y"'],
      ['people[1]', 'name is 42'],
      ['nextId', 'not a whole number'],
    ]);
  });

  it('writes the cleaned copy back, so a reload reports nothing again', async () => {
    const seed = seedData();
    store({ ...seed, tasks: [...seed.tasks, 'not a task'] });
    configureMockData({ persist: true, onInvalidData: (problem) => problems.push(problem) });
    await listTasks();
    expect(problems).toHaveLength(1);
    expect(stored().tasks).toHaveLength(64);
    configureMockData({ persist: true, onInvalidData: (problem) => problems.push(problem) });
    await listTasks();
    expect(problems).toHaveLength(1);
  });

  it('gives a new task an id no kept task has, whatever the saved counter says', async () => {
    store({ ...seedData(), nextId: 3 });
    configureMockData({ persist: true });
    const created = await api.post<Task>('/tasks', { title: 'A fresh one' });
    expect(created.id).toBe('t65');
  });

  it('starts from the seed when the copy is not data at all, and says so', async () => {
    store('{"tasks": [');
    configureMockData({ persist: true, onInvalidData: (problem) => problems.push(problem) });
    expect((await listTasks()).total).toBe(64);
    expect(problems.map((p) => p.path)).toEqual(['data']);
  });

  it('warns in the console in development when nobody else is told', async () => {
    expectConsole('warn', /Mock API: dropped tasks\[0\] from localStorage \(not an object\)/);
    const seed = seedData();
    store({ ...seed, tasks: [null, ...seed.tasks] });
    configureMockData({ persist: true });
    expect((await listTasks()).total).toBe(64);
  });
});

describe('mock data shared by two tabs', () => {
  it('sees what another tab saved, and tells subscribers', async () => {
    configureMockData({ persist: true });
    expect((await listTasks()).total).toBe(64);
    const changed = vi.fn();
    const unsubscribe = subscribeMockData(changed);
    const other = seedData();
    other.tasks = other.tasks.filter((t) => t.id !== 't1');
    otherTabWrites(other);
    expect(changed).toHaveBeenCalledOnce();
    expect((await listTasks()).total).toBe(63);
    await expect(api.get('/tasks/t1')).rejects.toMatchObject({ kind: 'notFound' });
    unsubscribe();
  });

  it('does not write back what another tab deleted when it saves its own change', async () => {
    configureMockData({ persist: true });
    await listTasks();
    // The other tab's write lands before its event reaches this tab.
    const other = seedData();
    other.tasks = other.tasks.filter((t) => t.id !== 't1');
    store(other);
    await api.patch('/tasks/t2', { title: 'Renamed here' });
    const saved = stored();
    expect(saved.tasks.some((t) => t.id === 't1')).toBe(false);
    expect(saved.tasks.find((t) => t.id === 't2')?.title).toBe('Renamed here');
  });

  it('starts from the seed when another tab reset the data', async () => {
    configureMockData({ persist: true });
    await api.delete('/tasks/t1');
    localStorage.removeItem(KEY);
    window.dispatchEvent(new StorageEvent('storage', { key: null, storageArea: localStorage }));
    await expect(api.get('/tasks/t1')).resolves.toMatchObject({ id: 't1' });
  });

  it('ignores storage events when it keeps nothing in storage', async () => {
    const changed = vi.fn();
    const unsubscribe = subscribeMockData(changed);
    otherTabWrites({ ...seedData(), tasks: [] });
    expect(changed).not.toHaveBeenCalled();
    expect((await listTasks()).total).toBe(64);
    unsubscribe();
  });
});

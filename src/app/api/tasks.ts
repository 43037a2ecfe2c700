// The app's tasks API: its REST resource over Tessera's HttpClient, and the TanStack Query hooks the
// screens use. App code, not library code: a library user writes the same for their own resources.
import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { type HttpClient } from 'tessera';
import { useHttpClient, useOptimisticMutation } from 'tessera/http';
import { useAppMessages } from '../locale/context';
import type { Page, Person, Task } from '../../domain/tasks';

export interface TaskListParams {
  page?: number;
  pageSize?: number;
  /** `field:asc|desc`, e.g. `title:asc`. */
  sort?: string;
  /** One status or several, comma separated. */
  status?: string;
  priority?: string;
  assigneeId?: string;
  /** Search in title, description and labels. */
  q?: string;
}

export type TaskInput = Partial<Omit<Task, 'id' | 'createdAt' | 'updatedAt'>>;

/** Query keys of the tasks resource: invalidate `taskKeys.all` to refetch everything about tasks. */
export const taskKeys = {
  all: ['tasks'] as const,
  lists: () => [...taskKeys.all, 'list'] as const,
  list: (params: TaskListParams) => [...taskKeys.lists(), params] as const,
  detail: (id: string) => [...taskKeys.all, 'detail', id] as const,
};

/** The tasks REST resource over an `HttpClient`. */
export function tasksApi(client: HttpClient) {
  return {
    list: (params: TaskListParams = {}, signal?: AbortSignal) =>
      client.get<Page<Task>>('/tasks', { query: { ...params }, signal }),
    get: (id: string, signal?: AbortSignal) =>
      client.get<Task>(`/tasks/${encodeURIComponent(id)}`, { signal }),
    create: (input: TaskInput) => client.post<Task>('/tasks', input),
    update: (id: string, patch: TaskInput) =>
      client.patch<Task>(`/tasks/${encodeURIComponent(id)}`, patch),
    remove: (id: string) => client.delete<void>(`/tasks/${encodeURIComponent(id)}`),
    people: (q = '', signal?: AbortSignal) =>
      client.get<Person[]>('/people', { query: { q }, signal }),
  };
}

/** The query of one page of tasks: what the list shows, and what the app fetches ahead of it. */
export function taskListQuery(client: HttpClient, params: TaskListParams) {
  return queryOptions({
    queryKey: taskKeys.list(params),
    queryFn: ({ signal }) => tasksApi(client).list(params, signal),
  });
}

/** A page of tasks; the previous page stays on screen while the next one loads. */
export function useTasks(params: TaskListParams = {}) {
  return useQuery({
    ...taskListQuery(useHttpClient(), params),
    placeholderData: keepPreviousData,
  });
}

/**
 * Updates a task shown in the list `params` optimistically: the list changes at once and rolls back
 * (with a toast) if the server refuses.
 */
export function useUpdateTask(params: TaskListParams = {}) {
  const api = tasksApi(useHttpClient());
  const t = useAppMessages('task');
  return useOptimisticMutation<Task, { id: string; patch: TaskInput }, Page<Task>>({
    mutationFn: ({ id, patch }) => api.update(id, patch),
    queryKey: taskKeys.list(params),
    update: (page, { id, patch }) =>
      page && { ...page, items: page.items.map((t) => (t.id === id ? { ...t, ...patch } : t)) },
    invalidates: [taskKeys.all],
    errorTitle: t('updateFailed'),
  });
}

/**
 * One task by id. A task already in a list on this device shows at once (and stays when the
 * network is away) while its own request runs.
 */
export function useTask(id: string) {
  const api = tasksApi(useHttpClient());
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: taskKeys.detail(id),
    queryFn: ({ signal }) => api.get(id, signal),
    initialData: () => {
      for (const [, page] of queryClient.getQueriesData<Page<Task>>({ queryKey: taskKeys.lists() }))
        for (const task of page?.items ?? []) if (task.id === id) return task;
      return undefined;
    },
    initialDataUpdatedAt: 0,
  });
}

/** People matching `q` (all of them for an empty query), for assignee pickers and names. */
export function usePeople(q = '') {
  const api = tasksApi(useHttpClient());
  return useQuery({
    queryKey: ['people', q],
    queryFn: ({ signal }) => api.people(q, signal),
    staleTime: 60_000,
  });
}

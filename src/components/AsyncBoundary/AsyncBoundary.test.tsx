import { QueryClient, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHttpClient } from '../../http/client';
import { HttpError } from '../../http/errors';
import {
  createQueryClient,
  HttpProvider,
  useHttpClient,
  useOptimisticMutation,
} from '../../http/query';
import type { Page, Task } from '../../mocks';
import { describeConformance, expectConsole, server } from '../../test';
import { AsyncBoundary } from './AsyncBoundary';
import { DataState, type DataQuery } from './DataState';
import { ErrorBoundary } from './ErrorBoundary';
import { LoadingState } from './LoadingState';

const ready = <T,>(data: T, isFetching = false): DataQuery<T> => ({
  status: 'success',
  data,
  error: null,
  isFetching,
});
const pending: DataQuery<string[]> = {
  status: 'pending',
  data: undefined,
  error: null,
  isFetching: true,
};

describeConformance('DataState', DataState, {
  props: { query: ready(['a']), children: () => 'x' },
  element: 'div',
  slot: 'data-state',
});
describeConformance('AsyncBoundary', AsyncBoundary, {
  props: { children: 'x' },
  element: 'div',
  slot: 'async-boundary',
});
describeConformance('LoadingState', LoadingState, {
  props: {},
  element: 'div',
  slot: 'loading-state',
});

const announcer = () => document.querySelector('[data-slot="data-state-announcer"]')!;

describe('LoadingState', () => {
  afterEach(() => vi.useRealTimers());

  it('shows nothing for 200 ms, so quick answers never flash a spinner, then a named spinner', () => {
    vi.useFakeTimers();
    render(<LoadingState label="Loading tasks" />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(199));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toHaveTextContent('Loading tasks');
  });

  it('shows its skeleton children instead of the spinner, and a delay of 0 (or NaN) is handled', () => {
    render(
      <LoadingState delayMs={0}>
        <p>placeholder</p>
      </LoadingState>,
    );
    expect(screen.getByText('placeholder')).toBeInTheDocument();
    render(<LoadingState delayMs={NaN} />);
  });
});

describe('DataState', () => {
  const list = (items: string[]) => (
    <ul>
      {items.map((i) => (
        <li key={i}>{i}</li>
      ))}
    </ul>
  );

  it('is busy while loading and shows the spinner only after the delay', async () => {
    render(
      <DataState query={pending} label="Tasks" delayMs={20}>
        {list}
      </DataState>,
    );
    const region = document.querySelector('[data-slot="data-state"]');
    expect(region).toHaveAttribute('data-state', 'loading');
    expect(region).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByText('Loading tasks')).toBeInTheDocument();
  });

  it('renders the data and announces politely that it arrived', () => {
    const { rerender } = render(
      <DataState query={pending} label="Tasks">
        {list}
      </DataState>,
    );
    expect(announcer()).toHaveAttribute('role', 'status');
    expect(announcer()).toHaveTextContent('');
    rerender(
      <DataState query={ready(['Write tests'])} label="Tasks">
        {list}
      </DataState>,
    );
    expect(screen.getByRole('listitem')).toHaveTextContent('Write tests');
    expect(announcer()).toHaveTextContent('Tasks loaded.');
    expect(document.querySelector('[data-slot="data-state"]')).not.toHaveAttribute('aria-busy');
  });

  it('shows the empty view when the data counts as empty', () => {
    render(
      <DataState
        query={ready<string[]>([])}
        isEmpty={(d) => d.length === 0}
        empty={<p>No tasks yet</p>}
      >
        {list}
      </DataState>,
    );
    expect(screen.getByText('No tasks yet')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('keeps the old content while refreshing and marks it busy', () => {
    render(<DataState query={ready(['Old'], true)}>{list}</DataState>);
    expect(screen.getByRole('listitem')).toHaveTextContent('Old');
    const region = document.querySelector('[data-slot="data-state"]');
    expect(region).toHaveAttribute('data-state', 'refreshing');
    expect(region).toHaveAttribute('aria-busy', 'true');
  });

  it('explains an HttpError in catalogue words, announces it, and retries through refetch', async () => {
    const refetch = vi.fn();
    const error = new HttpError({ kind: 'offline' });
    const { rerender } = render(
      <DataState query={pending} label="Tasks">
        {list}
      </DataState>,
    );
    rerender(
      <DataState
        query={{ status: 'error', data: undefined, error, isFetching: false, refetch }}
        label="Tasks"
      >
        {list}
      </DataState>,
    );
    const group = screen.getByRole('group', { name: 'No connection' });
    expect(group).toHaveAccessibleDescription(
      'We couldn’t reach the server. Check your connection and try again.',
    );
    expect(announcer()).toHaveTextContent('Tasks failed to load. We couldn’t reach the server.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('describes something that is not an HttpError in general words', () => {
    render(
      <DataState
        query={{ status: 'error', data: undefined, error: new Error('boom'), isFetching: false }}
      >
        {list}
      </DataState>,
    );
    expect(screen.getByRole('group', { name: 'Something went wrong' })).toBeInTheDocument();
    // No refetch and no onRetry: no button that would do nothing.
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('ErrorBoundary', () => {
  function Bomb({ explode }: { explode: boolean }) {
    if (explode) throw new Error('kaboom');
    return <p>fine</p>;
  }

  it('shows the fallback with the error, and reset renders the children again', async () => {
    expectConsole('error', /kaboom/);
    const onError = vi.fn();
    function Harness() {
      const [explode, setExplode] = useState(true);
      return (
        <ErrorBoundary
          onError={onError}
          onReset={() => setExplode(false)}
          fallback={({ error, reset }) => (
            <button type="button" onClick={reset}>
              Reset after {(error as Error).message}
            </button>
          )}
        >
          <Bomb explode={explode} />
        </ErrorBoundary>
      );
    }
    render(<Harness />);
    expect(onError).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'kaboom' }),
      expect.anything(),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Reset after kaboom' }));
    expect(screen.getByText('fine')).toBeInTheDocument();
  });

  it('resets by itself when a reset key changes', () => {
    expectConsole('error', /kaboom/);
    const { rerender } = render(
      <ErrorBoundary fallback={<p>failed</p>} resetKeys={['/a']}>
        <Bomb explode />
      </ErrorBoundary>,
    );
    expect(screen.getByText('failed')).toBeInTheDocument();
    rerender(
      <ErrorBoundary fallback={<p>failed</p>} resetKeys={['/b']}>
        <Bomb explode={false} />
      </ErrorBoundary>,
    );
    expect(screen.getByText('fine')).toBeInTheDocument();
  });
});

function renderWithHttp(
  ui: React.ReactNode,
  queryClient: QueryClient = createQueryClient({ retries: 0 }),
) {
  const notify = vi.fn();
  const client = createHttpClient({ baseUrl: '/api', retry: false });
  render(
    <HttpProvider client={client} queryClient={queryClient} notify={notify}>
      {ui}
    </HttpProvider>,
  );
  return { notify, queryClient };
}

function TaskTitle({ id }: { id: string }) {
  const client = createHttpClient({ baseUrl: '/api', retry: false });
  const { data } = useSuspenseQuery({
    queryKey: ['task', id],
    queryFn: () => client.get<{ title: string }>(`/tasks/${id}`),
  });
  return <h2>{data.title}</h2>;
}

describe('AsyncBoundary', () => {
  it('suspends while loading (busy), then shows the content and announces it', async () => {
    renderWithHttp(
      <AsyncBoundary label="Task" delayMs={0}>
        <TaskTitle id="t1" />
      </AsyncBoundary>,
    );
    const region = document.querySelector('[data-slot="async-boundary"]');
    expect(region).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('Loading task')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2 })).toBeInTheDocument();
    await waitFor(() => expect(region).not.toHaveAttribute('aria-busy'));
    expect(region).toHaveAttribute('data-state', 'ready');
    expect(announcer()).toHaveTextContent('Task loaded.');
  });

  it('shows a failure in catalogue words, and Retry refetches the query', async () => {
    expectConsole('error', /error boundary you provided/);
    let calls = 0;
    server.use(
      http.get('*/api/tasks/t1', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({}, { status: 503 })
          : HttpResponse.json({ title: 'Recovered task' });
      }),
    );
    renderWithHttp(
      <AsyncBoundary label="Task">
        <TaskTitle id="t1" />
      </AsyncBoundary>,
    );
    const group = await screen.findByRole('group', { name: 'Server problem' });
    expect(group).toBeInTheDocument();
    expect(announcer()).toHaveTextContent('Task failed to load. Something went wrong on our side.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Recovered task' })).toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it('tells onError once what the content threw, with the component stack, and shows the error', async () => {
    expectConsole('error', /error boundary you provided/);
    server.use(http.get('*/api/tasks/t1', () => HttpResponse.json({}, { status: 503 })));
    const onError = vi.fn();
    renderWithHttp(
      <AsyncBoundary label="Task" onError={onError}>
        <TaskTitle id="t1" />
      </AsyncBoundary>,
    );
    expect(await screen.findByRole('group', { name: 'Server problem' })).toBeInTheDocument();
    expect(onError).toHaveBeenCalledOnce();
    const [error, info] = onError.mock.calls[0]!;
    expect(error).toMatchObject({ kind: 'server', status: 503 });
    expect(info.componentStack).toMatch(/TaskTitle/);
  });

  it('marks old content busy while refreshing', () => {
    render(<AsyncBoundary refreshing>content</AsyncBoundary>);
    expect(document.querySelector('[data-slot="async-boundary"]')).toHaveAttribute(
      'aria-busy',
      'true',
    );
  });
});

// A list of the mock API's tasks and an optimistic delete, written as an app would write them.
const listQuery = { pageSize: 3, sort: 'title:asc' };
const listKey = ['tasks', listQuery];

function useTaskPage() {
  const client = useHttpClient();
  return useQuery({
    queryKey: listKey,
    queryFn: ({ signal }) => client.get<Page<Task>>('/tasks', { query: listQuery, signal }),
  });
}

function useDeleteTask() {
  const client = useHttpClient();
  return useOptimisticMutation<void, string, Page<Task>>({
    mutationFn: (id) => client.delete<void>(`/tasks/${encodeURIComponent(id)}`),
    queryKey: listKey,
    update: (page, id) => page && { ...page, items: page.items.filter((t) => t.id !== id) },
    invalidates: [['tasks']],
    errorTitle: 'The task was not deleted',
  });
}

describe('optimistic updates', () => {
  function Tasks() {
    const query = useTaskPage();
    const remove = useDeleteTask();
    return (
      <DataState query={query} label="Tasks">
        {(page) => (
          <ul>
            {page.items.map((t) => (
              <li key={t.id}>
                {t.title}
                <button type="button" onClick={() => remove.mutate(t.id)}>
                  Delete {t.id}
                </button>
              </li>
            ))}
          </ul>
        )}
      </DataState>
    );
  }

  it('removes the item at once, then restores it and tells the person when the server refuses', async () => {
    const { notify, queryClient } = renderWithHttp(<Tasks />);
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(3);
    const first = items[0]!.textContent!;
    const id = first.match(/Delete (t\d+)/)![1]!;
    let release: () => void = () => {};
    server.use(
      http.delete('*/api/tasks/:id', async () => {
        await new Promise<void>((resolve) => (release = resolve));
        return HttpResponse.json({ message: 'nope' }, { status: 403 });
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: `Delete ${id}` }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(2));
    act(() => release());
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(3));
    expect(screen.getByRole('button', { name: `Delete ${id}` })).toBeInTheDocument();
    expect(notify).toHaveBeenCalledWith({
      tone: 'danger',
      title: 'The task was not deleted',
      description: 'You don’t have permission to do this. Ask an administrator for access.',
    });
    expect(queryClient.getQueryState(listKey)).toBeDefined();
  });

  it('keeps the removal when the server agrees', async () => {
    const { notify } = renderWithHttp(<Tasks />);
    const items = await screen.findAllByRole('listitem');
    const id = items[0]!.textContent!.match(/Delete (t\d+)/)![1]!;
    await userEvent.click(screen.getByRole('button', { name: `Delete ${id}` }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: `Delete ${id}` })).not.toBeInTheDocument(),
    );
    // After the refetch the list is full again, with the next task in its place.
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(3));
    expect(screen.queryByRole('button', { name: `Delete ${id}` })).not.toBeInTheDocument();
    expect(notify).not.toHaveBeenCalled();
  });
});

describe('HttpProvider', () => {
  it('explains how to fix a hook used outside it', () => {
    function Orphan() {
      useTaskPage();
      return null;
    }
    expect(() => render(<Orphan />)).toThrow(
      /useHttpClient\(\) must be used inside <HttpProvider>/,
    );
  });
});

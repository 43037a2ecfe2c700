import type { Meta, StoryObj } from '@storybook/react-vite';
import { useQuery } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { useState, type ReactNode } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  Button,
  DataState,
  EmptyState,
  Heading,
  HttpError,
  Skeleton,
  Stack,
  Text,
  type DataQuery,
} from '../src';
import {
  createQueryClient,
  HttpProvider,
  useHttpClient,
  useOptimisticMutation,
  type HttpNotice,
} from 'tessera/http';
import type { Page, Task } from '../src/mocks';

type Titles = string[];
const titles: Titles = [
  'Design the onboarding flow',
  'Fix keyboard navigation in menus',
  'Write release notes',
];

const query = (q: Partial<DataQuery<Titles>>): DataQuery<Titles> => ({
  status: 'success',
  data: titles,
  error: null,
  isFetching: false,
  ...q,
});

function TitleList(items: Titles) {
  return (
    <ul aria-label="Tasks">
      {items.map((t) => (
        <li key={t}>{t}</li>
      ))}
    </ul>
  );
}

const emptyView = (
  <EmptyState
    headingLevel={3}
    heading="No tasks yet"
    description="Tasks you create show up here."
    action={<Button variant="primary">Create a task</Button>}
  />
);

const meta = {
  title: 'Facilities/HTTP/DataState',
  component: DataState<Titles>,
  args: {
    query: query({}),
    label: 'Tasks',
    children: TitleList,
    isEmpty: (d: Titles) => d.length === 0,
    empty: emptyView,
  },
  argTypes: {
    query: { control: false },
    children: { control: false },
    empty: { control: false },
    loading: { control: false },
  },
} satisfies Meta<typeof DataState<Titles>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};

/** Nothing shows for the first 200 ms, then a spinner; the region is `aria-busy` throughout. */
export const Loading: Story = {
  args: { query: query({ status: 'pending', data: undefined, isFetching: true }) },
  play: async ({ canvas, canvasElement }) => {
    const region = canvasElement.querySelector('[data-slot="data-state"]');
    await expect(region).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByText('Loading tasks')).not.toBeInTheDocument();
    await expect(await canvas.findByText('Loading tasks')).toBeInTheDocument();
  },
};

/** Skeletons the shape of the content, instead of a spinner. */
export const LoadingSkeleton: Story = {
  args: {
    query: query({ status: 'pending', data: undefined, isFetching: true }),
    delayMs: 0,
    loading: <Skeleton lines={3} width={320} />,
  },
};

export const Empty: Story = {
  args: { query: query({ data: [] }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No tasks yet' })).toBeVisible();
  },
};

/** A failure in the catalogue's words, with Retry. */
export const ErrorWithRetry: Story = {
  args: {
    query: query({ status: 'error', data: undefined, error: new HttpError({ kind: 'offline' }) }),
    onRetry: fn(),
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('group', { name: 'No connection' })).toHaveAccessibleDescription(
      'We couldn’t reach the server. Check your connection and try again.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Old content stays while new data loads, marked busy, with a small spinner in the corner. */
export const Refreshing: Story = {
  args: { query: query({ isFetching: true }) },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvasElement.querySelector('[data-slot="data-state"]')).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const AllStates: Story = {
  render: (args) => (
    <Stack gap="6">
      {(
        [
          ['Loading', query({ status: 'pending', data: undefined, isFetching: true })],
          ['Empty', query({ data: [] })],
          [
            'Error',
            query({
              status: 'error',
              data: undefined,
              error: new HttpError({ kind: 'server', status: 503 }),
            }),
          ],
          ['Refreshing', query({ isFetching: true })],
          ['Ready', query({})],
        ] as const
      ).map(([name, q]) => (
        <section key={name} aria-label={name}>
          <Text size="sm" tone="muted">
            {name}
          </Text>
          <DataState {...args} query={q} delayMs={0} onRetry={() => {}} />
        </section>
      ))}
    </Stack>
  ),
};

/** A fresh query cache per story, and the provider's notices shown in a status line. */
function WithHttp({ children }: { children: ReactNode }) {
  const [queryClient] = useState(() => createQueryClient({ retries: 0 }));
  const [notice, setNotice] = useState<HttpNotice | null>(null);
  return (
    <HttpProvider queryClient={queryClient} notify={setNotice}>
      <Stack gap="3">
        {children}
        <Text size="sm" role="status" aria-label="Notice">
          {notice ? `${notice.title}. ${notice.description ?? ''}` : ''}
        </Text>
      </Stack>
    </HttpProvider>
  );
}

// The mock API's tasks, read and deleted the way an app would: TanStack Query's useQuery over
// Tessera's HttpClient, and an optimistic delete that rolls back (with a notice) on failure.
const listKey = ['story-tasks', { pageSize: 5, sort: 'title:asc' }];

function useTaskPage() {
  const client = useHttpClient();
  return useQuery({
    queryKey: listKey,
    queryFn: ({ signal }) =>
      client.get<Page<Task>>('/tasks', { query: { pageSize: 5, sort: 'title:asc' }, signal }),
  });
}

function useDeleteTask() {
  const client = useHttpClient();
  return useOptimisticMutation<void, string, Page<Task>>({
    mutationFn: (id) => client.delete<void>(`/tasks/${encodeURIComponent(id)}`),
    queryKey: listKey,
    update: (page, id) => page && { ...page, items: page.items.filter((t) => t.id !== id) },
    invalidates: [listKey],
    errorTitle: 'The task was not deleted',
  });
}

function LiveTasks() {
  const tasks = useTaskPage();
  const remove = useDeleteTask();
  return (
    <Stack gap="3">
      <Heading level={2} size="md">
        Tasks
      </Heading>
      <DataState
        query={tasks}
        label="Tasks"
        isEmpty={(page: Page<Task>) => page.items.length === 0}
        empty={emptyView}
        loading={<Skeleton lines={5} width={360} />}
      >
        {(page) => (
          <ul aria-label="Tasks">
            {page.items.map((t) => (
              <li key={t.id}>
                {t.title}{' '}
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`Delete ${t.title}`}
                  onClick={() => remove.mutate(t.id)}
                >
                  Delete
                </Button>
              </li>
            ))}
          </ul>
        )}
      </DataState>
    </Stack>
  );
}

/** Live against the mock API: switch 'Mock API' in the toolbar to see slow, failing or offline answers. */
export const Live: Story = {
  render: () => (
    <WithHttp>
      <LiveTasks />
    </WithHttp>
  ),
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Tasks' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    await waitFor(() => expect(canvas.getByText('Tasks loaded.')).toBeInTheDocument());
  },
};

/** The mock API is offline: the error view explains it, and Retry tries again. */
export const LiveOffline: Story = {
  ...Live,
  globals: { mockApi: 'offline' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('group', { name: 'No connection' })).toBeVisible();
    await expect(canvas.getByText(/Tasks failed to load/)).toBeInTheDocument();
  },
};

/**
 * Deleting is optimistic: the task disappears at once. Here the server refuses, so the task comes
 * back and a notice says why.
 */
export const OptimisticDeleteRolledBack: Story = {
  ...Live,
  parameters: {
    msw: [
      http.delete('*/api/tasks/:id', () => HttpResponse.json({ message: 'No' }, { status: 403 })),
    ],
  },
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Tasks' });
    const first = within(list).getAllByRole('listitem')[0]!;
    const title = first.firstChild!.textContent!.trim();
    await userEvent.click(within(first).getByRole('button', { name: /Delete/ }));
    await waitFor(() =>
      expect(canvas.getByRole('status', { name: 'Notice' })).toHaveTextContent(
        'The task was not deleted. You don’t have permission to do this.',
      ),
    );
    await expect(within(list).getByText(title)).toBeInTheDocument();
  },
};

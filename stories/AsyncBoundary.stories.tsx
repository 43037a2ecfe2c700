import type { Meta, StoryObj } from '@storybook/react-vite';
import { useSuspenseQuery } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { useState, useTransition, type ReactNode } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Button, ErrorBoundary, Heading, Inline, Skeleton, Stack, Text } from '../src';
import { AsyncBoundary, createQueryClient, HttpProvider, useHttpClient } from 'tessera/http';
import type { Page, Task } from '../src/mocks';
import { simulatedLatency } from './support/latency';

function WithHttp({ children }: { children: ReactNode }) {
  const [queryClient] = useState(() => createQueryClient({ retries: 0 }));
  return <HttpProvider queryClient={queryClient}>{children}</HttpProvider>;
}

/** A page of the mock API's tasks, read the way an app would: TanStack Query over Tessera's client. */
function useSuspenseTaskPage(page: number) {
  const client = useHttpClient();
  const query = { page, pageSize: 4, sort: 'title:asc' };
  return useSuspenseQuery({
    queryKey: ['story-tasks', query],
    queryFn: ({ signal }) => client.get<Page<Task>>('/tasks', { query, signal }),
  });
}

function TaskPage({ page }: { page: number }) {
  const { data } = useSuspenseTaskPage(page);
  return (
    <Stack gap="2">
      <Heading level={2} size="md">
        Tasks, page {data.page} of {data.totalPages}
      </Heading>
      <ul aria-label="Tasks">
        {data.items.map((t) => (
          <li key={t.id}>{t.title}</li>
        ))}
      </ul>
    </Stack>
  );
}

/** Pages through tasks inside a transition, so the old page stays (refreshing) while the next loads. */
function Pager() {
  const [page, setPage] = useState(1);
  const [isPending, startTransition] = useTransition();
  return (
    <Stack gap="3">
      <AsyncBoundary
        label="Tasks"
        refreshing={isPending}
        loading={<Skeleton lines={5} width={360} />}
      >
        <TaskPage page={page} />
      </AsyncBoundary>
      <Inline>
        <Button onClick={() => startTransition(() => setPage((p) => p + 1))}>Next page</Button>
      </Inline>
    </Stack>
  );
}

const meta = {
  title: 'Facilities/HTTP/AsyncBoundary',
  component: AsyncBoundary,
  args: { label: 'Tasks' },
  argTypes: { children: { control: false }, loading: { control: false } },
  decorators: [(Story) => <WithHttp>{Story()}</WithHttp>],
  render: (args) => (
    <AsyncBoundary {...args}>
      <TaskPage page={1} />
    </AsyncBoundary>
  ),
} satisfies Meta<typeof AsyncBoundary>;

export default meta;
type Story = StoryObj<typeof meta>;

// These stories answer the same request (GET /api/tasks) differently. A docs page has one network,
// so on it each renders in its own frame, with its own mock API (see .storybook/mockApi.ts).
const ownFrameOnDocsPage = { story: { inline: false, height: '280px' } };

/** Suspends while the tasks load, then shows them and announces "Tasks loaded." politely. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: /Tasks, page 1/ })).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Tasks loaded.'));
  },
};

/** A slow answer: nothing for 200 ms, then skeletons, while the region is busy. */
export const SlowWithSkeleton: Story = {
  args: { loading: <Skeleton lines={5} width={360} /> },
  parameters: {
    docs: ownFrameOnDocsPage,
    msw: [
      http.get('*/api/tasks', async () => {
        await simulatedLatency(1200);
        return HttpResponse.json({ items: [], page: 1, pageSize: 4, total: 0, totalPages: 1 });
      }),
    ],
  },
  play: async ({ canvasElement, canvas }) => {
    const region = canvasElement.querySelector('[data-slot="async-boundary"]');
    await expect(region).toHaveAttribute('aria-busy', 'true');
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-slot="skeleton"]')).not.toBeNull(),
    );
    await expect(await canvas.findByRole('heading', { name: /Tasks, page 1/ })).toBeVisible();
    await expect(region).not.toHaveAttribute('aria-busy');
  },
};

/**
 * The server fails once: the error shows in the catalogue's words and goes to `onError` (where an
 * app reports it); Try again resets the boundary and refetches, and the second answer succeeds.
 */
export const ErrorThenRetry: Story = {
  args: { onError: fn() },
  parameters: {
    docs: ownFrameOnDocsPage,
    // React reports every error an error boundary catches; this one is the story's point.
    expectedConsole: [{ level: 'error', pattern: /error boundary you provided/ }],
    msw: [http.get('*/api/tasks', () => HttpResponse.json({}, { status: 500 }), { once: true })],
  },
  play: async ({ args, canvas }) => {
    const group = await canvas.findByRole('group', { name: 'Server problem' });
    await expect(group).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent(/Tasks failed to load/),
    );
    await expect(args.onError).toHaveBeenCalledOnce();
    await expect(args.onError).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'server', status: 500 }),
      // A component stack, whatever the names in it (a built Storybook minifies them).
      expect.objectContaining({ componentStack: expect.stringMatching(/\bat\b/) }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('heading', { name: /Tasks, page 1/ })).toBeVisible();
  },
};

/** Paging inside a transition: the old page stays on screen, marked busy, until the next arrives. */
export const RefreshingInTransition: Story = {
  render: () => <Pager />,
  parameters: {
    docs: ownFrameOnDocsPage,
    msw: [
      http.get('*/api/tasks', async ({ request }) => {
        if (new URL(request.url).searchParams.get('page') === '2') {
          await simulatedLatency(600);
        }
        return undefined;
      }),
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { name: /page 1/ });
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    const region = canvasElement.querySelector('[data-slot="async-boundary"]');
    await waitFor(() => expect(region).toHaveAttribute('data-state', 'refreshing'));
    await expect(region).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('heading', { name: /page 1/ })).toBeVisible();
    // The answer is held for 600 ms; the wait's limit (10 s, .storybook/preview.tsx) covers that on a
    // busy machine.
    await expect(await canvas.findByRole('heading', { name: /page 2/ })).toBeVisible();
    await expect(region).not.toHaveAttribute('aria-busy');
  },
};

function Broken(): ReactNode {
  throw new Error('Rendering failed');
}

/** `ErrorBoundary` on its own, for render errors anywhere: a fallback with a reset. */
export const ErrorBoundaryAlone: Story = {
  parameters: { expectedConsole: [{ level: 'error', pattern: /Rendering failed/ }] },
  render: function Render() {
    const [fixed, setFixed] = useState(false);
    return (
      <ErrorBoundary
        onReset={() => setFixed(true)}
        fallback={({ reset }) => (
          <Stack gap="2" align="start">
            <Text>This panel could not be shown.</Text>
            <Button onClick={reset}>Show it again</Button>
          </Stack>
        )}
      >
        {fixed ? <Text>The panel is back.</Text> : <Broken />}
      </ErrorBoundary>
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show it again' }));
    await expect(canvas.getByText('The panel is back.')).toBeVisible();
  },
};

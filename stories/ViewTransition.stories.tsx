import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { expect, spyOn, userEvent, waitFor } from 'storybook/test';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import {
  Button,
  Heading,
  Inline,
  Link,
  NavLink,
  PageHeading,
  Stack,
  startViewTransition,
  Text,
  useRouterAdapter,
} from '../src';
import { RouterRoot } from 'tessera/router';

const pages = {
  inbox: { title: 'Inbox', body: 'Three new tasks were assigned to you.' },
  archive: { title: 'Archive', body: 'Finished tasks stay here for 90 days.' },
};

/**
 * Route changes through the View Transitions API: `startViewTransition(update)` runs a React update
 * so the browser cross-fades between the old and the new page. Without the API, or under reduced
 * motion, the page simply changes.
 */
function RouteDemo() {
  const [page, setPage] = useState<keyof typeof pages>('inbox');
  const go = (next: keyof typeof pages) => startViewTransition(() => setPage(next));
  return (
    <Stack gap="3">
      <nav aria-label="Pages">
        <Inline>
          {(Object.keys(pages) as Array<keyof typeof pages>).map((key) => (
            <Button
              key={key}
              size="sm"
              aria-current={key === page ? 'page' : undefined}
              onClick={() => go(key)}
            >
              {pages[key].title}
            </Button>
          ))}
        </Inline>
      </nav>
      <section aria-labelledby="vt-title" style={{ viewTransitionName: 'page' }}>
        <Heading level={2} size="lg" id="vt-title">
          {pages[page].title}
        </Heading>
        <Text>{pages[page].body}</Text>
      </section>
    </Stack>
  );
}

const meta = {
  title: 'Facilities/Motion/View transitions',
  component: RouteDemo,
} satisfies Meta<typeof RouteDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const RouteChange: Story = {
  globals: { motion: 'full' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Archive' }));
    await expect(await canvas.findByRole('heading', { name: 'Archive' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Archive' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** Under reduced motion the update happens without a transition. */
export const ReducedMotion: Story = {
  globals: { motion: 'reduce' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Archive' }));
    await expect(canvas.getByRole('heading', { name: 'Archive' })).toBeVisible();
  },
};

/** The app's way: `<RouterRoot viewTransition />` animates every change of page made by a link. */
function RouterDemo() {
  const router = useMemo(
    () =>
      createMemoryRouter(
        [
          {
            element: <RouterRoot viewTransition />,
            children: [
              {
                element: (
                  <Stack gap="3">
                    <nav aria-label="Pages">
                      <Inline>
                        <NavLink href="/inbox">Inbox</NavLink>
                        <NavLink href="/archive">Archive</NavLink>
                      </Inline>
                    </nav>
                    <main tabIndex={-1}>
                      <Outlet />
                    </main>
                  </Stack>
                ),
                children: [
                  {
                    path: '/inbox',
                    element: (
                      <Stack gap="2">
                        <PageHeading>{pages.inbox.title}</PageHeading>
                        <Text>{pages.inbox.body}</Text>
                        <Link href="/inbox?sort=due">Sort by due date</Link>
                        <SortNote />
                      </Stack>
                    ),
                  },
                  {
                    path: '/archive',
                    element: (
                      <Stack gap="2">
                        <PageHeading>{pages.archive.title}</PageHeading>
                        <Text>{pages.archive.body}</Text>
                      </Stack>
                    ),
                  },
                ],
              },
            ],
          },
        ],
        { initialEntries: ['/inbox'] },
      ),
    [],
  );
  return <RouterProvider router={router} />;
}

/** Says the list's order, from the URL: a sort changes the URL within the same page. */
function SortNote() {
  const { location } = useRouterAdapter();
  const due = new URLSearchParams(location.search).get('sort') === 'due';
  return <Text size="sm">{due ? 'Sorted by due date' : 'Newest first'}</Text>;
}

/** Counts the view transitions the page starts while `run` goes on. */
async function countTransitions(run: () => Promise<void>) {
  const supported = typeof document.startViewTransition === 'function';
  const spy = supported ? spyOn(document, 'startViewTransition') : null;
  let count = 0;
  try {
    await run();
    count = spy?.mock.calls.length ?? 0;
  } finally {
    spy?.mockRestore();
  }
  return { supported, count };
}

/** Following a link to another page cross-fades; a new sort order on the same page does not. */
export const RouterPageChange: Story = {
  globals: { motion: 'full' },
  render: () => <RouterDemo />,
  play: async ({ canvas }) => {
    const toArchive = await countTransitions(async () => {
      await userEvent.click(canvas.getByRole('link', { name: 'Archive' }));
      await waitFor(() =>
        expect(canvas.getByRole('heading', { level: 1, name: 'Archive' })).toHaveFocus(),
      );
    });
    // Chromium has the API; a browser without it simply changes the page.
    await expect(toArchive).toEqual({ supported: true, count: 1 });
    await userEvent.click(canvas.getByRole('link', { name: 'Inbox' }));
    await canvas.findByRole('heading', { level: 1, name: 'Inbox' });
    const sorting = await countTransitions(async () => {
      await userEvent.click(canvas.getByRole('link', { name: 'Sort by due date' }));
      // A transition would have started before the page showed the new order.
      await canvas.findByText('Sorted by due date');
    });
    await expect(sorting.count).toBe(0);
  },
};

/** Under reduced motion a change of page starts no transition at all. */
export const RouterReducedMotion: Story = {
  globals: { motion: 'reduce' },
  render: () => <RouterDemo />,
  play: async ({ canvas }) => {
    const result = await countTransitions(async () => {
      await userEvent.click(canvas.getByRole('link', { name: 'Archive' }));
      await canvas.findByRole('heading', { level: 1, name: 'Archive' });
    });
    await expect(result.count).toBe(0);
  },
};

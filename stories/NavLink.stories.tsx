import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, type ComponentType } from 'react';
import { expect, userEvent } from 'storybook/test';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Inline, NavLink, Stack, Text, useRouterAdapter } from '../src';
import { RouterRoot } from 'tessera/router';

/** A memory router per story, so the story is self-contained and never touches the real URL. */
function MemoryRouterStory({ Story, path }: { Story: ComponentType; path: string }) {
  const router = useMemo(
    () =>
      createMemoryRouter(
        [{ element: <RouterRoot />, children: [{ path: '*', element: <Story /> }] }],
        {
          initialEntries: [path],
        },
      ),
    [Story, path],
  );
  return <RouterProvider router={router} />;
}
/** Stories set where the router starts with `parameters.routerPath`. */
const withMemoryRouter: Decorator = (Story, { parameters }) => (
  <MemoryRouterStory Story={Story} path={(parameters.routerPath as string | undefined) ?? '/'} />
);

function CurrentPath() {
  const { location } = useRouterAdapter();
  return <Text tone="muted">Current path: {location.pathname + location.search}</Text>;
}

const meta = {
  title: 'Facilities/Router/NavLink',
  component: NavLink,
  decorators: [withMemoryRouter],
  parameters: { routerPath: '/tasks' },
  args: { href: '/tasks', children: 'Tasks' },
  render: () => (
    <Stack>
      <nav aria-label="Main">
        <Inline>
          <NavLink href="/" end>
            Home
          </NavLink>
          <NavLink href="/tasks">Tasks</NavLink>
          <NavLink href="/reports">Reports</NavLink>
          <NavLink href="/settings">Settings</NavLink>
        </Inline>
      </nav>
      <CurrentPath />
    </Stack>
  ),
} satisfies Meta<typeof NavLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The link to the current page says so: `aria-current="page"`, bold and underlined. */
export const Current: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Tasks' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  },
};

/** A section link stays current on the pages below it (`/tasks/12`); `end` makes it exact. */
export const CurrentSection: Story = {
  parameters: { routerPath: '/tasks/12' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Tasks' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByText('Current path: /tasks/12')).toBeVisible();
  },
};

/** A plain click navigates in place; `aria-current` follows. */
export const Navigating: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Reports' }));
    await expect(canvas.getByRole('link', { name: 'Reports' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('link', { name: 'Tasks' })).not.toHaveAttribute('aria-current');
    await expect(canvas.getByText('Current path: /reports')).toBeVisible();
  },
};

/** No page of the list is current. */
export const NoneCurrent: Story = {
  parameters: { routerPath: '/help' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { current: 'page' })).toBeNull();
  },
};

/** Every state side by side: current, current section, not current, long and right-to-left text. */
export const AllStates: Story = {
  parameters: { routerPath: '/tasks/12' },
  render: () => (
    <Stack>
      <NavLink href="/tasks/12" end>
        Current page
      </NavLink>
      <NavLink href="/tasks">Current section</NavLink>
      <NavLink href="/reports">Another page</NavLink>
      <NavLink href="/reports" variant="inline">
        Inline variant
      </NavLink>
      <div style={{ maxInlineSize: 200 }}>
        <NavLink href="/long">
          A very long navigation label that wraps over several lines in a narrow column
        </NavLink>
      </div>
      <NavLink href="/ar" dir="rtl" lang="ar">
        المهام
      </NavLink>
    </Stack>
  ),
};

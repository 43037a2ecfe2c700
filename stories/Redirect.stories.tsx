import type { Meta, StoryObj } from '@storybook/react-vite';
import { Outlet } from 'react-router';
import { expect, userEvent, waitFor } from 'storybook/test';
import { NavLink, PageHeading, Redirect, Stack } from '../src';
import { MemoryRouterStory, UrlBar } from './support/router';

/**
 * Goes to `to` as soon as it renders, replacing the history entry (so Back skips it), and renders
 * nothing: an old address, a default child route. The story runs in its own memory router.
 */
const meta = {
  title: 'Facilities/Router/Redirect',
  component: Redirect,
  tags: ['autodocs'],
  args: { to: '/tasks' },
  // The snippet is the story's own source: the generated one walks the routes' elements and
  // reads each one's `ref` (a React 19 warning), and the whole memory router with them.
  parameters: { docs: { source: { type: 'code' } } },
  render: (args) => (
    <MemoryRouterStory
      routes={[
        {
          element: (
            <Stack gap="3">
              <NavLink href="/old-tasks">Old address of the tasks</NavLink>
              <UrlBar />
              <Outlet />
            </Stack>
          ),
          children: [
            { index: true, element: <PageHeading>Start</PageHeading> },
            { path: 'old-tasks', element: <Redirect {...args} /> },
            { path: 'tasks', element: <PageHeading>Tasks</PageHeading> },
          ],
        },
      ]}
    />
  ),
} satisfies Meta<typeof Redirect>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Following the old address lands on the new one. */
export const OldAddress: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Old address of the tasks' }));
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Tasks' })).toHaveFocus());
    await expect(canvas.getByRole('status', { name: 'Address' })).toHaveTextContent(/\/tasks$/);
  },
};

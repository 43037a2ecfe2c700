import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { RouteError } from 'tessera/router';
import { MemoryRouterStory } from './support/router';

function Broken(): ReactNode {
  throw new Error('The report service answered nonsense.');
}

/**
 * The page for a react-router root route's `errorElement`: the app's frame itself failed. It says
 * what happened, offers Reload, and a way home. Each story's route throws on purpose.
 */
const meta = {
  title: 'Facilities/Router/RouteError',
  component: RouteError,
  tags: ['autodocs'],
  args: { homeHref: '/', homeLabel: 'Go to the home page', onReload: fn() },
  // The snippet is the story's own source: the generated one walks the routes' elements and
  // reads each one's `ref` (a React 19 warning), and the whole memory router with them.
  parameters: {
    docs: { source: { type: 'code' } },
    // React reports the error the route's boundary caught.
    expectedConsole: [{ level: 'error', pattern: /report service answered nonsense/ }],
  },
  render: (args) => (
    <MemoryRouterStory
      path="/reports"
      routes={[{ path: 'reports', element: <Broken />, errorElement: <RouteError {...args} /> }]}
    />
  ),
} satisfies Meta<typeof RouteError>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Reload calls `onReload` (by default, the browser's reload). One story only: the page is a
 * `<main>`, and a docs page with two would have two main landmarks.
 */
export const FrameFailed: Story = {
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByRole('heading', { level: 1 })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Reload/ }));
    await expect(args.onReload).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute(
      'href',
      '/',
    );
  },
};

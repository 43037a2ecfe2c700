import type { Meta, StoryObj } from '@storybook/react-vite';
import { Outlet } from 'react-router';
import { expect, userEvent, waitFor } from 'storybook/test';
import { NavLink, PageHeading, Stack } from '../src';
import { MemoryRouterStory } from './support/router';

/**
 * A page's `<h1>`, which names the document and, after a navigation, takes focus and is announced.
 * Each story runs in its own memory router.
 */
const meta = {
  title: 'Facilities/Router/PageHeading',
  component: PageHeading,
  tags: ['autodocs'],
  args: { children: 'Quarterly report' },
  // The snippet is the story's own source: the generated one walks the routes' elements and
  // reads each one's `ref` (a React 19 warning), and the whole memory router with them.
  parameters: { docs: { source: { type: 'code' } } },
  render: (args) => (
    <MemoryRouterStory
      routes={[
        {
          element: (
            <Stack gap="3">
              <NavLink href="/report">Open the report</NavLink>
              <Outlet />
            </Stack>
          ),
          children: [
            { index: true, element: <p>Follow the link.</p> },
            { path: 'report', element: <PageHeading {...args} /> },
          ],
        },
      ]}
    />
  ),
} satisfies Meta<typeof PageHeading>;

export default meta;
type Story = StoryObj<typeof meta>;

/** After the navigation the heading has focus and names the tab. */
export const AfterNavigation: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Open the report' }));
    const heading = await canvas.findByRole('heading', { name: 'Quarterly report', level: 1 });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(document.title).toBe('Quarterly report');
  },
};

/** A shorter document title and an announcement of its own. */
export const TitleAndAnnouncement: Story = {
  args: {
    children: 'Quarterly report for the northern region',
    documentTitle: 'Q3 north',
    announcement: 'The Q3 report for the north is open',
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Open the report' }));
    await waitFor(() => expect(document.title).toBe('Q3 north'));
    const live = document.querySelector('[data-slot="route-announcer"]');
    await waitFor(() => expect(live).toHaveTextContent('The Q3 report for the north is open'));
  },
};

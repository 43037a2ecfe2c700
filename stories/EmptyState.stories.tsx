import type { Meta, StoryObj } from '@storybook/react-vite';
import { Inbox, SearchX } from 'lucide-react';
import { expect, fn, userEvent } from 'storybook/test';
import { Button, EmptyState, Link } from '../src';

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  args: {
    heading: 'No tasks yet',
    description: 'Tasks you create or are assigned to show up here.',
    icon: <Inbox />,
  },
  argTypes: { icon: { control: false }, action: { control: false } },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'No tasks yet' })).toBeVisible();
  },
};

const onCreate = fn();
export const WithAction: Story = {
  args: {
    action: (
      <Button variant="primary" onClick={onCreate}>
        Create a task
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Create a task' }));
    await expect(onCreate).toHaveBeenCalled();
  },
};

export const NoResults: Story = {
  args: {
    heading: 'No results for “zzz”',
    headingLevel: 3,
    icon: <SearchX />,
    description: 'Check the spelling or try fewer filters.',
    action: <Link href="#filters">Clear filters</Link>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3 })).toHaveTextContent('No results');
    await expect(canvas.getByRole('link', { name: 'Clear filters' })).toBeVisible();
  },
};

export const TitleOnly: Story = { args: { description: undefined, icon: undefined } };

export const LongContent: Story = {
  args: {
    heading: 'Nothing in the archive for the quarterly planning cycle of the northern region yet',
    description:
      'Archived items appear here once a project closes. Projects close automatically ninety days after their last activity, or when an owner closes them.',
  },
  decorators: [(Story) => <div style={{ maxInlineSize: 320 }}>{Story()}</div>],
};

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 'var(--space-4)' }}>
      <EmptyState heading="No tasks yet" icon={<Inbox />} description="Create one to start." />
      <EmptyState
        heading="No results"
        headingLevel={3}
        icon={<SearchX />}
        action={<Button>Clear filters</Button>}
      />
    </div>
  ),
};

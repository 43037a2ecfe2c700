import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AnimatedList, Button, Inline, Stack, Text } from '../src';

interface Item {
  id: string;
  title: string;
}
const initial: Item[] = [
  { id: '1', title: 'Design the onboarding flow' },
  { id: '2', title: 'Fix keyboard navigation' },
  { id: '3', title: 'Write release notes' },
];

const card = {
  padding: 'var(--space-2) var(--space-3)',
  border: 'var(--border-width) solid var(--color-border)',
  borderRadius: 'var(--radius-md)',
  background: 'var(--color-surface)',
};

function Demo() {
  const [items, setItems] = useState(initial);
  const [next, setNext] = useState(4);
  return (
    <Stack gap="3" style={{ maxInlineSize: 420 }}>
      <Inline>
        <Button
          size="sm"
          onClick={() => {
            setItems((list) => [{ id: String(next), title: `New task ${next}` }, ...list]);
            setNext((n) => n + 1);
          }}
        >
          Add
        </Button>
        <Button size="sm" onClick={() => setItems((list) => [...list].reverse())}>
          Reverse
        </Button>
      </Inline>
      <AnimatedList items={items} getKey={(item) => item.id} aria-label="Tasks">
        {(item) => (
          <Inline justify="between" style={card}>
            <Text as="span">{item.title}</Text>
            <Button
              size="sm"
              variant="ghost"
              aria-label={`Remove ${item.title}`}
              onClick={() => setItems((list) => list.filter((i) => i.id !== item.id))}
            >
              Remove
            </Button>
          </Inline>
        )}
      </AnimatedList>
    </Stack>
  );
}

const meta = {
  title: 'Facilities/Motion/AnimatedList',
  component: AnimatedList<Item>,
  args: { items: initial, getKey: (item: Item) => item.id, children: (item: Item) => item.title },
  argTypes: { items: { control: false }, getKey: { control: false }, children: { control: false } },
  render: () => <Demo />,
} satisfies Meta<typeof AnimatedList<Item>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Added items fade in at the top, removed ones fade out, the rest glide into place (FLIP). */
export const AddRemoveReorder: Story = {
  globals: { motion: 'full' },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Tasks' });
    await userEvent.click(canvas.getByRole('button', { name: 'Add' }));
    await expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('New task 4');
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Fix keyboard navigation' }));
    // Gone for assistive technology at once, from the screen once its exit has played.
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await waitFor(() =>
      expect(canvas.queryByText('Fix keyboard navigation')).not.toBeInTheDocument(),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Reverse' }));
    await expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Write release notes');
  },
};

/** Under reduced motion, additions, removals and moves happen at once. */
export const ReducedMotion: Story = {
  globals: { motion: 'reduce' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Fix keyboard navigation' }));
    await expect(canvas.queryByText('Fix keyboard navigation')).not.toBeInTheDocument();
  },
};

export const AllStates: Story = {
  render: () => (
    <AnimatedList items={initial} getKey={(item) => item.id} aria-label="Tasks">
      {(item) => <div style={card}>{item.title}</div>}
    </AnimatedList>
  ),
};

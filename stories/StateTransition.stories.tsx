import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import { Badge, Button, Inline, StateTransition, type BadgeTone } from '../src';

const statuses = ['open', 'in_progress', 'done'] as const;
const tones: Record<(typeof statuses)[number], BadgeTone> = {
  open: 'neutral',
  in_progress: 'accent',
  done: 'success',
};
const labels = { open: 'Open', in_progress: 'In progress', done: 'Done' };

function StatusDemo() {
  const [i, setI] = useState(0);
  const status = statuses[i % statuses.length]!;
  return (
    <Inline>
      <StateTransition value={status}>
        <Badge tone={tones[status]}>{labels[status]}</Badge>
      </StateTransition>
      <Button size="sm" onClick={() => setI((n) => n + 1)}>
        Advance status
      </Button>
    </Inline>
  );
}

const meta = {
  title: 'Facilities/Motion/StateTransition',
  component: StateTransition,
  args: { value: 'open' },
  render: () => <StatusDemo />,
} satisfies Meta<typeof StateTransition>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A status badge changes with a short pop and fade (`data-changing` while it plays). */
export const StatusChange: Story = {
  globals: { motion: 'full' },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Advance status' }));
    const wrapper = canvasElement.querySelector('[data-slot="state-transition"]')!;
    await expect(wrapper).toHaveAttribute('data-state', 'in_progress');
    await expect(canvas.getByText('In progress')).toBeVisible();
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-slot="state-transition"]')).not.toHaveAttribute(
        'data-changing',
      ),
    );
  },
};

/** Under reduced motion the badge just changes: no pop, no emphasis to wait for. */
export const ReducedMotion: Story = {
  globals: { motion: 'reduce' },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Advance status' }));
    const wrapper = canvasElement.querySelector('[data-slot="state-transition"]')!;
    await expect(wrapper).toHaveAttribute('data-state', 'in_progress');
    await expect(wrapper).not.toHaveAttribute('data-changing');
  },
};

export const AllStates: Story = {
  render: () => (
    <Inline>
      {statuses.map((s) => (
        <StateTransition key={s} value={s}>
          <Badge tone={tones[s]}>{labels[s]}</Badge>
        </StateTransition>
      ))}
    </Inline>
  ),
};

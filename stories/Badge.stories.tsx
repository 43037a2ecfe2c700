import type { Meta, StoryObj } from '@storybook/react-vite';
import { Check } from 'lucide-react';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { Badge, Button, Inline, Stack } from '../src';

const meta = {
  title: 'Display/Badge',
  component: Badge,
  args: { children: 'In review' },
  argTypes: { icon: { control: false } },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Neutral: Story = {};
export const Accent: Story = { args: { tone: 'accent', children: 'New' } };
export const Success: Story = { args: { tone: 'success', children: 'Done', icon: <Check /> } };
export const Warning: Story = { args: { tone: 'warning', children: 'Due soon' } };
export const Danger: Story = { args: { tone: 'danger', children: 'Overdue' } };
export const Solid: Story = { args: { tone: 'accent', variant: 'solid', children: '3 new' } };

/** With `animated`, a status change transitions the colours (instantly under reduced motion). */
export const StatusTransition: Story = {
  render: function Render() {
    const [done, setDone] = useState(false);
    return (
      <Inline gap="3" align="center">
        <Badge animated tone={done ? 'success' : 'warning'}>
          {done ? 'Done' : 'Pending'}
        </Badge>
        <Button onClick={() => setDone((d) => !d)}>Toggle status</Button>
      </Inline>
    );
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Pending')).toHaveAttribute('data-state', 'warning');
    await userEvent.click(canvas.getByRole('button', { name: 'Toggle status' }));
    const badge = canvas.getByText('Done');
    await expect(badge).toHaveAttribute('data-state', 'success');
    await expect(getComputedStyle(badge).transitionProperty).toContain('background-color');
  },
};

export const LongText: Story = {
  args: { children: 'Waiting for the legal department’s final review of the contract' },
  decorators: [(Story) => <div style={{ maxInlineSize: 200 }}>{Story()}</div>],
};

export const AllStates: Story = {
  render: () => (
    <Stack gap="3">
      {(['subtle', 'solid'] as const).map((variant) => (
        <Inline key={variant} gap="2">
          {(['neutral', 'accent', 'success', 'warning', 'danger'] as const).map((tone) => (
            <Badge key={tone} tone={tone} variant={variant}>
              {tone}
            </Badge>
          ))}
        </Inline>
      ))}
    </Stack>
  ),
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Inline, Spinner } from '../src';

const meta = { title: 'Feedback/Spinner', component: Spinner } satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A polite status region named "Loading"; under reduced motion it pulses instead of spinning. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading');
  },
};

export const CustomLabel: Story = {
  args: { label: 'Loading tasks' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading tasks');
  },
};

export const Sizes: Story = {
  render: () => (
    <Inline gap="4">
      <Spinner size="sm" label="Loading small" />
      <Spinner size="md" label="Loading medium" />
      <Spinner size="lg" label="Loading large" />
    </Inline>
  ),
};

/** Inherits the text colour around it. */
export const InheritsColour: Story = {
  render: () => (
    <span
      style={{
        color: 'var(--color-accent-text)',
        display: 'inline-flex',
        gap: 8,
        alignItems: 'center',
      }}
    >
      <Spinner decorative /> Syncing…
    </span>
  ),
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { MotionDemo, MotionScales } from './Motion';

// The live examples of Foundations/Motion (Motion.mdx); the page shows them.
const meta = {
  title: 'Foundations/Motion',
  tags: ['!dev', '!autodocs'],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Durations (and what reduced motion makes of them) and easings, with their curves. */
export const Scales: Story = { render: () => <MotionScales /> };

/** Press the button: the dots travel with each duration, except under reduced motion. */
export const Demo: Story = {
  render: () => <MotionDemo />,
  globals: { motion: 'full' },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Move the dots' });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect(button).toHaveFocus();
    const full = canvas.getByTestId('full-duration-slow');
    const reduced = canvas.getByTestId('reduced-duration-slow');
    // With motion on, the dot is on its way (then at the far end); reduced, it never leaves.
    await waitFor(() => expect(getComputedStyle(full).translate).not.toMatch(/^0px/));
    await waitFor(() => expect(getComputedStyle(full).translate).toMatch(/^148px/));
    await expect(getComputedStyle(reduced).translate).toMatch(/^0px/);
    await expect(getComputedStyle(reduced).transitionDuration).toBe('0s');
  },
};

/** Both, as the page shows them (the visual reference). */
export const AllStates: Story = {
  render: () => (
    // minmax(0, …): on a narrow screen the token tables scroll without widening the rest.
    <div style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 'var(--space-6)' }}>
      <MotionScales />
      <MotionDemo defaultMoved />
    </div>
  ),
};

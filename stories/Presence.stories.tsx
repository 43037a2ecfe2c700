import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Button, Presence, Stack, Text, type PresenceProps } from '../src';

function Demo(args: PresenceProps) {
  const [present, setPresent] = useState(args.present);
  return (
    <Stack gap="3" align="start">
      <Button aria-expanded={present} onClick={() => setPresent((p) => !p)}>
        {present ? 'Hide' : 'Show'} message
      </Button>
      <Presence {...args} present={present}>
        <Text
          style={{
            padding: 'var(--space-3)',
            border: 'var(--border-width) solid var(--color-border)',
            borderRadius: 'var(--radius-md)',
          }}
        >
          Saved. Your changes are live.
        </Text>
      </Presence>
    </Stack>
  );
}

const meta = {
  title: 'Facilities/Motion/Presence',
  component: Presence,
  args: { present: true, variant: 'slide', onExitComplete: fn() },
  render: (args) => <Demo {...args} />,
} satisfies Meta<typeof Presence>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hiding keeps the message mounted while it fades out (`data-state="exiting"`), then removes it. */
export const EnterAndExit: Story = {
  globals: { motion: 'full' },
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Hide message' }));
    const presence = canvasElement.querySelector('[data-slot="presence"]');
    await expect(presence).toHaveAttribute('data-state', 'exiting');
    await waitFor(() => expect(canvas.queryByText(/Saved/)).not.toBeInTheDocument());
    await expect(args.onExitComplete).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Show message' }));
    // First frame: the starting style (transparent); then it fades in and settles.
    await expect(canvas.getByText(/Saved/)).toBeInTheDocument();
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-slot="presence"]')).toHaveAttribute(
        'data-state',
        'entered',
      ),
    );
    await expect(canvas.getByText(/Saved/)).toBeVisible();
  },
};

export const Fade: Story = { args: { variant: 'fade' } };
export const Scale: Story = { args: { variant: 'scale' } };

/**
 * Reduced motion (the toolbar's "Reduced motion", or the system setting): the message appears and
 * disappears at once, with no movement and nothing left mounted.
 */
export const ReducedMotion: Story = {
  globals: { motion: 'reduce' },
  play: async ({ canvas, canvasElement, args }) => {
    const presence = canvasElement.querySelector('[data-slot="presence"]')!;
    await expect(getComputedStyle(presence).getPropertyValue('--motion-travel').trim()).toBe('0');
    await userEvent.click(canvas.getByRole('button', { name: 'Hide message' }));
    await expect(canvas.queryByText(/Saved/)).not.toBeInTheDocument();
    await expect(args.onExitComplete).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Show message' }));
    const shown = canvasElement.querySelector('[data-slot="presence"]')!;
    await expect(shown).toHaveAttribute('data-state', 'entered');
    await expect(getComputedStyle(shown).transform).toBe('none');
  },
};

export const AllStates: Story = {
  render: () => (
    <Stack gap="3" align="start">
      {(['fade', 'slide', 'scale'] as const).map((variant) => (
        <Presence key={variant} present variant={variant}>
          <Text>{variant}: entered</Text>
        </Presence>
      ))}
    </Stack>
  ),
};

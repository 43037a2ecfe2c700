import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Inline, Text, Toggletip } from '../src';
import { expectGone, expectSettled } from './support/overlay';

const meta = {
  title: 'Overlays/Toggletip',
  component: Toggletip,
  args: {
    label: 'About billing',
    children: 'You are billed on the 1st of each month, for the month ahead.',
    onOpenChange: fn(),
  },
  render: (args) => (
    <Inline gap="1" align="center">
      <Text>Billing</Text>
      <Toggletip {...args} />
    </Inline>
  ),
} satisfies Meta<typeof Toggletip>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);
const bubble = () => document.querySelector<HTMLElement>('[data-slot="toggletip-bubble"]');

/** Pointer (and touch): a click shows the text and announces it; a click outside hides it. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'About billing' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'You are billed on the 1st of each month',
    );
    await waitFor(() => expect(bubble()).not.toBeNull());
    await expectSettled(bubble()!);
    await expect(bubble()).toBeVisible();
    await expect(button).toHaveFocus();
    await userEvent.click(document.body);
    await expectGone(bubble);
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** Keyboard: Enter shows it, Escape hides it, focus stays on the button throughout. */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'About billing' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(bubble()).not.toBeNull());
    await expectSettled(bubble()!);
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expectGone(bubble);
    await expect(button).toHaveFocus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(bubble()).not.toBeNull());
    await userEvent.keyboard(' ');
    await expectGone(bubble);
  },
};

/** Right to left: the bubble on the inline end shows on the left of the button. */
export const RightToLeft: Story = {
  globals: { dir: 'rtl' },
  args: { side: 'inline-end', label: 'عن الفوترة', children: 'تتم الفوترة في أول كل شهر.' },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'عن الفوترة' });
    await userEvent.click(button);
    await waitFor(() => expect(bubble()).not.toBeNull());
    await expectSettled(bubble()!);
    await expect(bubble()!.getBoundingClientRect().right).toBeLessThanOrEqual(
      button.getBoundingClientRect().left,
    );
    await userEvent.keyboard('{Escape}');
    await expectGone(bubble);
  },
};

/** Under reduced motion it appears and disappears at once. */
export const ReducedMotion: Story = {
  globals: { motion: 'reduce' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'About billing' }));
    await waitFor(() => expect(bubble()).not.toBeNull());
    await expect(getComputedStyle(bubble()!).transitionDuration).toMatch(/^0s(, 0s)*$/);
    await userEvent.keyboard('{Escape}');
    await expectGone(bubble);
  },
};

/** Open from the start (`defaultOpen`), as in a guided tour. */
export const Open: Story = {
  args: { defaultOpen: true },
  play: async () => {
    await waitFor(() => expect(bubble()).not.toBeNull());
    await expect(body.getByRole('status')).toHaveTextContent('You are billed');
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { Bell, Pencil, Settings, Trash2, X } from 'lucide-react';
import { expect, fn, userEvent } from 'storybook/test';
import { IconButton, Inline } from '../src';

const meta = {
  title: 'Actions/IconButton',
  component: IconButton,
  args: { 'aria-label': 'Settings', icon: <Settings />, onClick: fn() },
  argTypes: { icon: { control: false } },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The label names the button for screen readers; the icon is hidden from them. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Settings' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Variants: Story = {
  render: () => (
    <Inline>
      <IconButton aria-label="Edit" icon={<Pencil />} variant="ghost" />
      <IconButton aria-label="Notifications" icon={<Bell />} variant="secondary" />
      <IconButton aria-label="Close" icon={<X />} variant="primary" />
      <IconButton aria-label="Delete" icon={<Trash2 />} variant="danger" />
    </Inline>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <Inline>
      <IconButton {...args} size="sm" />
      <IconButton {...args} size="md" />
      <IconButton {...args} size="lg" />
    </Inline>
  ),
};

export const Disabled: Story = { args: { disabled: true } };

export const Loading: Story = {
  args: { loading: true, variant: 'secondary' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Settings' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** Named by a visible heading through `aria-labelledby` instead of `aria-label`. */
export const LabelledBy: Story = {
  render: () => (
    <Inline>
      <span id="close-label">Close panel</span>
      <IconButton aria-labelledby="close-label" icon={<X />} />
    </Inline>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Close panel' })).toBeVisible();
  },
};

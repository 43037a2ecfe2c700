import type { Meta, StoryObj } from '@storybook/react-vite';
import { ArrowRight, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Button, Inline, Stack, Text } from '../src';
import { simulatedLatency } from './support/latency';

const meta = {
  title: 'Actions/Button',
  component: Button,
  args: { children: 'Save changes', onClick: fn() },
  argTypes: {
    startIcon: { control: false },
    endIcon: { control: false },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Save changes' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Primary: Story = { args: { variant: 'primary' } };
export const Secondary: Story = { args: { variant: 'secondary' } };
export const Ghost: Story = { args: { variant: 'ghost' } };
export const Danger: Story = {
  args: { variant: 'danger', children: 'Delete project', startIcon: <Trash2 /> },
};

export const Sizes: Story = {
  render: (args) => (
    <Inline>
      <Button {...args} size="sm">
        Small
      </Button>
      <Button {...args} size="md">
        Medium
      </Button>
      <Button {...args} size="lg">
        Large
      </Button>
    </Inline>
  ),
};

export const WithIcons: Story = {
  args: { variant: 'primary', children: 'Continue', endIcon: <ArrowRight /> },
  render: (args) => (
    <Inline>
      <Button {...args} />
      <Button startIcon={<Plus />}>New task</Button>
    </Inline>
  ),
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Save changes' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** A loading button keeps its width and focus, tells assistive technology it is busy, and ignores clicks. */
export const Loading: Story = {
  args: { variant: 'primary', loading: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Save changes' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    button.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
    await expect(button).toHaveFocus();
  },
};

/** Clicking starts a save; the button shows its spinner without changing width, then settles. */
export const LoadingAfterClick: Story = {
  render: function Render(args) {
    const [saving, setSaving] = useState(false);
    const [saved, setSaved] = useState(0);
    return (
      <Stack align="start" gap="2">
        <Button
          {...args}
          variant="primary"
          loading={saving}
          onClick={() => {
            setSaving(true);
            void simulatedLatency(300).then(() => {
              setSaving(false);
              setSaved((n) => n + 1);
            });
          }}
        />
        <Text size="sm" tone="muted" role="status">
          {saved ? `Saved ${saved} time${saved > 1 ? 's' : ''}` : 'Not saved yet'}
        </Text>
      </Stack>
    );
  },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Save changes' });
    const width = button.getBoundingClientRect().width;
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button.getBoundingClientRect().width).toBe(width);
    await expect(await canvas.findByText('Saved 1 time')).toBeVisible();
    await expect(button).not.toHaveAttribute('aria-busy');
  },
};

export const FullWidth: Story = { args: { fullWidth: true, variant: 'primary' } };

export const LongLabel: Story = {
  args: {
    children: 'Save changes to the quarterly planning document and notify every collaborator',
  },
  decorators: [(Story) => <div style={{ maxInlineSize: 280 }}>{Story()}</div>],
};

/** Keyboard: Tab reaches the button, Enter and Space activate it. */
export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: 'Save changes' });
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

export const AllStates: Story = {
  render: () => (
    <Stack gap="3">
      {(['primary', 'secondary', 'ghost', 'danger'] as const).map((variant) => (
        <Inline key={variant}>
          <Button variant={variant}>{variant}</Button>
          <Button variant={variant} size="sm">
            small
          </Button>
          <Button variant={variant} startIcon={<Plus />}>
            icon
          </Button>
          <Button variant={variant} disabled>
            disabled
          </Button>
          <Button variant={variant} loading>
            loading
          </Button>
        </Inline>
      ))}
    </Stack>
  ),
};

export const Playground: Story = {};

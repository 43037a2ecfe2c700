import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Alert, Banner, Button, Link, Stack } from '../src';

const meta = {
  title: 'Feedback/Alert',
  component: Alert,
  args: { children: 'Your changes were saved.', tone: 'info' },
  argTypes: { action: { control: false } },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {
  args: { heading: 'New version', children: 'Reload to get the latest features.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'New version' })).toBeVisible();
  },
};
export const Success: Story = { args: { tone: 'success', children: 'Invoice sent.' } };
export const Warning: Story = {
  args: { tone: 'warning', heading: 'Storage almost full', children: '92% of 10 GB used.' },
};

/** Danger is urgent by default: `role="alert"` interrupts the screen reader. */
export const Danger: Story = {
  args: {
    tone: 'danger',
    heading: 'Payment failed',
    children: 'Your card was declined.',
    action: <Link href="#billing">Update card</Link>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert', { name: 'Payment failed' })).toBeVisible();
  },
};

export const Dismissible: Story = {
  args: { tone: 'success', onDismiss: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

export const AsBanner: Story = {
  render: (args) => (
    <Banner {...args} tone="warning" action={<Button size="sm">Learn more</Button>}>
      Scheduled maintenance tonight from 22:00 to 23:00 UTC.
    </Banner>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveAttribute('data-variant', 'banner');
  },
};

export const LongContent: Story = {
  args: {
    heading: 'A heading that runs on and on to test wrapping in narrow containers',
    children:
      'Supercalifragilisticexpialidocious-words-without-spaces-must-wrap-too. مرحبا بالعالم.',
    onDismiss: fn(),
  },
  decorators: [(Story) => <div style={{ maxInlineSize: 320 }}>{Story()}</div>],
};

export const AllStates: Story = {
  render: () => (
    <Stack gap="3">
      <Alert tone="info" heading="Info">
        Something to know.
      </Alert>
      <Alert tone="success" onDismiss={() => {}}>
        Saved.
      </Alert>
      <Alert tone="warning" heading="Warning">
        Check this.
      </Alert>
      <Alert tone="danger" heading="Danger" urgent={false}>
        Something failed.
      </Alert>
      <Banner tone="info">A banner across the page.</Banner>
    </Stack>
  ),
  /** The tone icons are CSS masks, not SVGs: each tone has its own, painted in the tone's colour. */
  play: async ({ canvasElement }) => {
    const icons = [...canvasElement.querySelectorAll('[data-slot="alert-icon"]')];
    const [info, success, warning, danger] = icons.map((icon) => getComputedStyle(icon));
    await expect(icons).toHaveLength(5);
    await expect(new Set([info, success, warning, danger].map((s) => s.maskImage)).size).toBe(4);
    for (const [index, icon] of icons.entries()) {
      const style = getComputedStyle(icon);
      await expect(style.maskImage).toMatch(/^url\(/);
      await expect(style.backgroundColor).toBe(style.color);
      await expect(style.color).not.toBe(getComputedStyle(icon.parentElement!).color);
      await expect(icon.getBoundingClientRect().width, `icon ${index}`).toBeGreaterThan(0);
    }
  },
};

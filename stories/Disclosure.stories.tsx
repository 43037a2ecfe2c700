import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import {
  Button,
  Disclosure,
  DisclosurePanel,
  DisclosureTrigger,
  Stack,
  Text,
  type DisclosureProps,
} from '../src';

function Shipping(props: DisclosureProps) {
  return (
    <Disclosure {...props}>
      <DisclosureTrigger>Shipping details</DisclosureTrigger>
      <DisclosurePanel>
        <Stack gap="2">
          <Text>Orders ship within two working days.</Text>
          <Text>Returns are free for 30 days.</Text>
        </Stack>
      </DisclosurePanel>
    </Disclosure>
  );
}

/**
 * Disclosure: one section a button shows and hides (WAI-ARIA APG disclosure pattern). The button
 * says whether it is expanded (`aria-expanded`) and which element it controls (`aria-controls`);
 * Enter and Space toggle it. The panel's height animates, instantly under reduced motion. Several
 * such sections under headings are an `Accordion`.
 */
const meta = {
  title: 'Display/Disclosure',
  component: Disclosure,
  subcomponents: { DisclosureTrigger, DisclosurePanel },
  args: { onOpenChange: fn() },
  render: (args) => <Shipping {...args} />,
} satisfies Meta<typeof Disclosure>;

export default meta;
type Story = StoryObj<typeof meta>;

const panelOf = (button: HTMLElement) =>
  document.getElementById(button.getAttribute('aria-controls')!)!;

/** Closed: the content is in the page but hidden. A click shows it; another hides it. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Shipping details' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByText(/ship within/)).not.toBeVisible();
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(button).toHaveFocus();
    await waitFor(() => expect(canvas.getByText(/ship within/)).toBeVisible());
    await expect(panelOf(button)).toContainElement(canvas.getByText(/ship within/));
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(canvas.getByText(/ship within/)).not.toBeVisible());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** Open from the start. */
export const DefaultOpen: Story = {
  args: { defaultOpen: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Shipping details' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(canvas.getByText(/ship within/)).toBeVisible();
  },
};

/** Keyboard: Tab to the button; Enter opens it, Space closes it; focus stays on the button. */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Shipping details' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(canvas.getByText(/ship within/)).toBeVisible());
    await userEvent.keyboard(' ');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toHaveFocus();
    await waitFor(() => expect(canvas.getByText(/ship within/)).not.toBeVisible());
  },
};

/** The height animates open and closed on the motion tokens. */
export const Animated: Story = {
  globals: { motion: 'full' },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Shipping details' });
    const panel = panelOf(button);
    await userEvent.click(button);
    await waitFor(() => expect(panel).toHaveAttribute('data-state', 'entered'));
    await expect(canvas.getByText(/ship within/)).toBeVisible();
    await userEvent.click(button);
    await expect(panel).toHaveAttribute('data-state', 'exiting');
    await waitFor(() => expect(panel).toHaveAttribute('data-state', 'closed'));
    await expect(panel).not.toBeVisible();
  },
};

/** Under reduced motion the panel opens and closes at once: no height animation, no travel. */
export const ReducedMotion: Story = {
  globals: { motion: 'reduce' },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Shipping details' });
    const panel = panelOf(button);
    await userEvent.click(button);
    await expect(panel).toHaveAttribute('data-state', 'entered');
    await expect(canvas.getByText(/ship within/)).toBeVisible();
    await userEvent.click(button);
    await expect(panel).toHaveAttribute('data-state', 'closed');
    await expect(panel).not.toBeVisible();
  },
};

/** Controlled: the open state lives in the parent, which can also close it from elsewhere. */
export const Controlled: Story = {
  render: function Render(args) {
    const [open, setOpen] = useState(true);
    return (
      <Stack gap="3" align="start">
        <Shipping
          {...args}
          open={open}
          onOpenChange={(next) => {
            setOpen(next);
            args.onOpenChange?.(next);
          }}
        />
        <Button size="sm" onClick={() => setOpen(false)}>
          Collapse all
        </Button>
      </Stack>
    );
  },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Shipping details' });
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Collapse all' }));
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
  },
};

/** Disabled: the button cannot be focused or pressed, and the content stays as it is. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Shipping details' });
    await expect(button).toBeDisabled();
    await userEvent.tab();
    await expect(button).not.toHaveFocus();
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

/** Right to left: the chevron points to the inline end (left), and the panel is indented from the right. */
export const RightToLeft: Story = {
  globals: { dir: 'rtl' },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Shipping details' });
    await userEvent.click(button);
    await waitFor(() => expect(canvas.getByText(/ship within/)).toBeVisible());
    const chevron = button.querySelector('svg')!.getBoundingClientRect();
    const label = canvas.getByText('Shipping details').getBoundingClientRect();
    await expect(chevron.left).toBeGreaterThan(label.right - 1);
  },
};

/** A long label wraps beside the chevron instead of overflowing. */
export const LongLabel: Story = {
  render: (args) => (
    <div style={{ maxInlineSize: 280 }}>
      <Disclosure {...args}>
        <DisclosureTrigger>
          What happens to my order if the parcel service cannot deliver it on the first attempt?
        </DisclosureTrigger>
        <DisclosurePanel>
          <Text>The parcel waits at the nearest pick-up point for seven days.</Text>
        </DisclosurePanel>
      </Disclosure>
    </div>
  ),
};

/** Every state at a glance (also the visual-regression reference). */
export const AllStates: Story = {
  render: () => (
    <Stack gap="4" align="start">
      <Shipping />
      <Shipping defaultOpen />
      <Shipping disabled />
    </Stack>
  ),
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  Button,
  Field,
  Inline,
  Popover,
  PopoverClose,
  PopoverContent,
  PopoverDescription,
  PopoverTitle,
  PopoverTrigger,
  Text,
  type PopoverAlign,
  type PopoverSide,
} from '../src';
import {
  atBottomEdge,
  DemoInput,
  expectAbove,
  expectGone,
  expectSettled,
  watchTransitions,
} from './support/overlay';

const meta = {
  title: 'Overlays/Popover',
  component: Popover,
  args: { onOpenChange: fn() },
  render: (args) => (
    <Popover {...args}>
      <PopoverTrigger>Filters</PopoverTrigger>
      <PopoverContent>
        <PopoverTitle>Filter tasks</PopoverTitle>
        <PopoverDescription>Only tasks that match are listed.</PopoverDescription>
        <Field label="Assignee">
          <DemoInput defaultValue="Ada" />
        </Field>
        <Inline justify="end">
          <PopoverClose size="sm">Done</PopoverClose>
        </Inline>
      </PopoverContent>
    </Popover>
  ),
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

/**
 * Keyboard (APG non-modal dialog): Enter opens it, focus moves to the first field, the page behind
 * stays reachable; Escape closes it and focus returns to the trigger.
 */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Filters' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const popover = await body.findByRole('dialog', { name: 'Filter tasks' });
    await expect(popover).toHaveAccessibleDescription('Only tasks that match are listed.');
    // Not modal: the page behind is not hidden from assistive technology.
    await expect(trigger.closest('[aria-hidden="true"]')).toBeNull();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(body.getByRole('textbox', { name: 'Assignee' })).toHaveFocus());
    await expectSettled(popover);
    await userEvent.keyboard('{Escape}');
    await expectGone(() => body.queryByRole('dialog'));
    await expect(trigger).toHaveFocus();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** Pointer: a click opens it, a click outside closes it; the trigger toggles it too. */
export const PointerOpenAndClose: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Filters' });
    await userEvent.click(trigger);
    await expectSettled(await body.findByRole('dialog'));
    await userEvent.click(document.body);
    await expectGone(() => body.queryByRole('dialog'));
    await userEvent.click(trigger);
    await expectSettled(await body.findByRole('dialog'));
    await userEvent.click(trigger);
    await expectGone(() => body.queryByRole('dialog'));
  },
};

/** `PopoverClose` closes it and focus returns to the trigger. */
export const CloseButton: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Filters' });
    await userEvent.click(trigger);
    await expectSettled(await body.findByRole('dialog'));
    await userEvent.click(body.getByRole('button', { name: 'Done' }));
    await expectGone(() => body.queryByRole('dialog'));
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

function Placed({ side, align }: { side: PopoverSide; align: PopoverAlign }) {
  return (
    <Popover defaultOpen>
      <PopoverTrigger size="sm">{`${side} ${align}`}</PopoverTrigger>
      <PopoverContent side={side} align={align} showArrow aria-label={`${side} ${align}`}>
        <Text size="sm">Opens on the {side} side.</Text>
      </PopoverContent>
    </Popover>
  );
}

/** `side` and `align` place it; `showArrow` points at the trigger. */
export const SidesAndArrow: Story = {
  render: () => (
    <div style={{ display: 'grid', placeItems: 'center', minBlockSize: '22rem' }}>
      <Placed side="inline-end" align="center" />
    </div>
  ),
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'inline-end center' });
    const popover = await body.findByRole('dialog', { name: 'inline-end center' });
    await expectSettled(popover);
    const arrow = popover.querySelector('[data-slot="popover-arrow"]')!;
    await expect(arrow).toBeVisible();
    // In left-to-right text the inline end is the right.
    await expect(popover.getBoundingClientRect().left).toBeGreaterThanOrEqual(
      trigger.getBoundingClientRect().right,
    );
  },
};

/** Right to left: `side="inline-end"` opens to the left of the trigger, the arrow still points at it. */
export const RightToLeft: Story = {
  ...SidesAndArrow,
  globals: { dir: 'rtl' },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'inline-end center' });
    const popover = await body.findByRole('dialog', { name: 'inline-end center' });
    await expectSettled(popover);
    await expect(popover.getBoundingClientRect().right).toBeLessThanOrEqual(
      trigger.getBoundingClientRect().left,
    );
    const arrow = popover.querySelector('[data-slot="popover-arrow"]')!;
    await expect(arrow.getBoundingClientRect().left).toBeGreaterThanOrEqual(
      popover.getBoundingClientRect().right - 1,
    );
    await userEvent.keyboard('{Escape}');
    await expectGone(() => body.queryByRole('dialog'));
  },
};

/** Near the bottom edge it flips above its trigger. */
export const FlipsAtTheEdge: Story = {
  decorators: [atBottomEdge],
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Filters' });
    await userEvent.click(trigger);
    const popover = await body.findByRole('dialog');
    await expectAbove(popover, trigger);
    await userEvent.keyboard('{Escape}');
    await expectGone(() => body.queryByRole('dialog'));
  },
};

function ControlledDemo(args: { onOpenChange?: (open: boolean) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <Inline>
      <Popover
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          args.onOpenChange?.(next);
        }}
      >
        <PopoverTrigger>Share</PopoverTrigger>
        <PopoverContent>
          <PopoverTitle>Share link</PopoverTitle>
          <Text size="sm">Anyone with the link can view this task.</Text>
        </PopoverContent>
      </Popover>
      <Button variant="ghost" onClick={() => setOpen((o) => !o)}>
        Toggle from outside
      </Button>
      <Text role="status">{open ? 'Open' : 'Closed'}</Text>
    </Inline>
  );
}

/** Controlled: the parent owns `open` and may open it from elsewhere. */
export const Controlled: Story = {
  render: (args) => <ControlledDemo {...args} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Toggle from outside' }));
    await expectSettled(await body.findByRole('dialog', { name: 'Share link' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Open');
    await userEvent.keyboard('{Escape}');
    await expectGone(() => body.queryByRole('dialog'));
    await expect(canvas.getByRole('status')).toHaveTextContent('Closed');
  },
};

/** It animates out: for a moment after Escape it is still there, marked `data-ending-style`. */
export const AnimatesOut: Story = {
  globals: { motion: 'full' },
  play: async ({ canvas }) => {
    const motion = watchTransitions();
    await userEvent.click(canvas.getByRole('button', { name: 'Filters' }));
    const popover = await body.findByRole('dialog');
    await motion.entered(popover);
    await userEvent.keyboard('{Escape}');
    await motion.exited(popover, () => body.queryByRole('dialog'));
  },
};

/** Under reduced motion it appears and disappears at once. */
export const ReducedMotion: Story = {
  globals: { motion: 'reduce' },
  play: async ({ canvas }) => {
    const motion = watchTransitions();
    await userEvent.click(canvas.getByRole('button', { name: 'Filters' }));
    const popover = await body.findByRole('dialog');
    await expectSettled(popover);
    await expect(getComputedStyle(popover).transitionDuration).toMatch(/^0s(, 0s)*$/);
    await userEvent.keyboard('{Escape}');
    await motion.instant(popover, () => body.queryByRole('dialog'));
  },
};

/** A popover with no title warns in development: screen readers would announce a nameless dialog. */
export const MissingTitleWarns: Story = {
  parameters: {
    expectedConsole: [{ level: 'warn', pattern: /PopoverContent: no <PopoverTitle>/ }],
    // The deliberate mistake is also an axe violation (aria-dialog-name); that is the point.
    a11y: { test: 'off' },
  },
  render: (args) => (
    <Popover {...args} defaultOpen>
      <PopoverTrigger>Nameless</PopoverTrigger>
      <PopoverContent>
        <Text size="sm">No title here.</Text>
      </PopoverContent>
    </Popover>
  ),
  play: async () => {
    await expectSettled(await body.findByRole('dialog'));
  },
};

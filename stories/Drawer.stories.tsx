import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  Drawer,
  DrawerClose,
  DrawerContent,
  DrawerDescription,
  DrawerFooter,
  DrawerTitle,
  DrawerTrigger,
  Field,
  Inline,
  Link,
  Stack,
  type DrawerSide,
} from '../src';
import {
  DemoInput,
  expectAtRest,
  expectGone,
  expectSettled,
  watchTransitions,
} from './support/overlay';

const meta = {
  title: 'Overlays/Drawer',
  component: Drawer,
  args: { onOpenChange: fn(), side: 'end' },
  argTypes: { side: { control: 'inline-radio', options: ['start', 'end', 'top', 'bottom'] } },
  render: (args) => (
    <Drawer {...args}>
      <DrawerTrigger>Filters</DrawerTrigger>
      <DrawerContent>
        <DrawerTitle>Filter tasks</DrawerTitle>
        <DrawerDescription>Only matching tasks stay in the list.</DrawerDescription>
        <Field label="Assignee">
          <DemoInput />
        </Field>
        <DrawerFooter>
          <DrawerClose>Reset</DrawerClose>
          <DrawerClose variant="primary">Apply</DrawerClose>
        </DrawerFooter>
      </DrawerContent>
    </Drawer>
  ),
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

/** Keyboard: Enter opens it with focus on the first field; Escape closes it and focus returns. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Filters' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const drawer = await body.findByRole('dialog', { name: 'Filter tasks' });
    await expect(drawer).toHaveAccessibleDescription('Only matching tasks stay in the list.');
    await waitFor(() => expect(body.getByRole('textbox', { name: 'Assignee' })).toHaveFocus());
    await waitFor(() => expect(drawer).not.toHaveAttribute('data-starting-style'));
    await expect(drawer.getBoundingClientRect().right).toBeCloseTo(window.innerWidth, 0);
    await userEvent.keyboard('{Escape}');
    await expectGone(() => body.queryByRole('dialog'));
    await expect(trigger).toHaveFocus();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

async function openAndMeasure(canvas: ReturnType<typeof within>, side: DrawerSide) {
  await userEvent.click(canvas.getByRole('button', { name: `Open ${side}` }));
  const drawer = await body.findByRole('dialog', { name: `From ${side}` });
  await expectAtRest(drawer);
  const rect = drawer.getBoundingClientRect();
  await userEvent.keyboard('{Escape}');
  await expectGone(() => body.queryByRole('dialog'));
  return rect;
}

const sides = (
  <Inline>
    {(['start', 'end', 'top', 'bottom'] as const).map((side) => (
      <Drawer key={side} side={side}>
        <DrawerTrigger>Open {side}</DrawerTrigger>
        <DrawerContent>
          <DrawerTitle>From {side}</DrawerTitle>
          <Stack gap="2">
            <Link href="#inbox">Inbox</Link>
            <Link href="#today">Today</Link>
          </Stack>
        </DrawerContent>
      </Drawer>
    ))}
  </Inline>
);

/** Each side sits against its edge: start is on the left in left-to-right text. */
export const Sides: Story = {
  render: () => sides,
  play: async ({ canvas }) => {
    const start = await openAndMeasure(canvas, 'start');
    await expect(start.left).toBeCloseTo(0, 0);
    const end = await openAndMeasure(canvas, 'end');
    await expect(end.right).toBeCloseTo(window.innerWidth, 0);
    const top = await openAndMeasure(canvas, 'top');
    await expect(top.top).toBeCloseTo(0, 0);
    const bottom = await openAndMeasure(canvas, 'bottom');
    await expect(bottom.bottom).toBeCloseTo(window.innerHeight, 0);
  },
};

/** Right-to-left: start and end flip, so start is on the right. */
export const RightToLeft: Story = {
  globals: { dir: 'rtl' },
  render: () => sides,
  play: async ({ canvas }) => {
    const start = await openAndMeasure(canvas, 'start');
    await expect(start.right).toBeCloseTo(window.innerWidth, 0);
    const end = await openAndMeasure(canvas, 'end');
    await expect(end.left).toBeCloseTo(0, 0);
  },
};

/** Swipe to close: dragging the panel towards its edge with a touch pointer dismisses it. */
export const SwipeToClose: Story = {
  args: { side: 'bottom' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Filters' }));
    const drawer = await body.findByRole('dialog');
    await expectAtRest(drawer);
    const title = within(drawer).getByRole('heading');
    const rect = title.getBoundingClientRect();
    const x = rect.left + 10;
    let y = rect.top + 5;
    // A real touch gesture: Base UI reads touch events for touch swipes.
    const touchAt = (clientY: number) =>
      new Touch({ identifier: 7, target: title, clientX: x, clientY });
    const fire = (type: string, clientY: number) => {
      const touch = touchAt(clientY);
      const active = type === 'touchend' ? [] : [touch];
      title.dispatchEvent(
        new TouchEvent(type, {
          touches: active,
          targetTouches: active,
          changedTouches: [touch],
          bubbles: true,
          cancelable: true,
        }),
      );
    };
    fire('touchstart', y);
    for (let i = 0; i < 12; i++) {
      y += 30;
      fire('touchmove', y);
      // One move per frame, as a finger's touch events arrive.
      await new Promise((r) => requestAnimationFrame(r));
    }
    fire('touchend', y);
    await expectGone(() => body.queryByRole('dialog'));
  },
};

/** `dismissible={false}`: Escape does nothing; only its buttons close it. */
export const NotDismissible: Story = {
  args: { dismissible: false },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Filters' }));
    const drawer = await body.findByRole('dialog');
    await expectSettled(drawer);
    await userEvent.keyboard('{Escape}');
    // Closing would have asked to close and marked the panel as leaving, at once.
    await expect(args.onOpenChange).not.toHaveBeenCalledWith(false);
    await expect(drawer).not.toHaveAttribute('data-ending-style');
    await expect(drawer).toBeInTheDocument();
    await userEvent.click(body.getByRole('button', { name: 'Apply' }));
    await expectGone(() => body.queryByRole('dialog'));
  },
};

/** Under reduced motion it appears at once, without sliding. */
export const ReducedMotion: Story = {
  globals: { motion: 'reduce' },
  play: async ({ canvas }) => {
    const motion = watchTransitions();
    await userEvent.click(canvas.getByRole('button', { name: 'Filters' }));
    const drawer = await body.findByRole('dialog');
    await expectSettled(drawer);
    await expect(
      getComputedStyle(drawer)
        .transitionDuration.split(', ')
        .every((d) => d === '0s'),
    ).toBe(true);
    await userEvent.keyboard('{Escape}');
    await motion.instant(drawer, () => body.queryByRole('dialog'));
  },
};

/** It slides in from its edge, and slides out before it leaves the page; focus returns. */
export const AnimatesOut: Story = {
  globals: { motion: 'full' },
  play: async ({ canvas }) => {
    const motion = watchTransitions();
    const trigger = canvas.getByRole('button', { name: 'Filters' });
    await userEvent.click(trigger);
    const drawer = await body.findByRole('dialog', { name: 'Filter tasks' });
    await motion.entered(drawer);
    await userEvent.keyboard('{Escape}');
    await motion.exited(drawer, () => body.queryByRole('dialog'));
    await expect(trigger).toHaveFocus();
  },
};

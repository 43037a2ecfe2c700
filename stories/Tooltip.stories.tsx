import type { Meta, StoryObj } from '@storybook/react-vite';
import { Bold, Italic, Underline } from 'lucide-react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button, Inline, Toolbar, ToolbarIconButton, Tooltip, TooltipProvider } from '../src';
import { expectGone, expectSettled, watchTransitions } from './support/overlay';

const meta = {
  title: 'Overlays/Tooltip',
  component: Tooltip,
  args: {
    content: 'Saves a copy to your drafts',
    onOpenChange: fn(),
    children: <Button>Save draft</Button>,
  },
  parameters: {
    docs: {
      description: {
        component: `
A tooltip is a short hint that appears when its trigger is **hovered or focused**, after a delay.
It names or describes its trigger for screen readers (\`kind="label"\` or \`"description"\`), and
Escape closes it.

**Tooltip or Toggletip?** A tooltip never shows on a touch screen, and a screen reader user only
hears it as part of the trigger. So use a tooltip only for a hint that a user can do without: the
name of an icon button, a keyboard shortcut. When the text is information someone needs (what a
field means, why something is disabled), use a **Toggletip**: an info button that shows the text
on click, tap, Enter or Space and announces it. Anything longer, or with links or controls, belongs
in a **Popover** or on the page itself. Never put a tooltip on something that is not focusable.
`,
      },
    },
  },
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

/** Keyboard: focus shows it after the delay, Escape hides it; the text describes the button. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Save draft' });
    await expect(trigger).toHaveAccessibleDescription('Saves a copy to your drafts');
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    const tooltip = await body.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Saves a copy to your drafts');
    await expectSettled(tooltip);
    await userEvent.keyboard('{Escape}');
    await expectGone(() => body.queryByRole('tooltip'));
    await expect(trigger).toHaveFocus();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** Pointer: resting on the trigger shows it, leaving hides it. */
export const Hover: Story = {
  args: { delay: 200 },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Save draft' });
    await userEvent.hover(trigger);
    await expectSettled(await body.findByRole('tooltip'));
    await userEvent.unhover(trigger);
    await expectGone(() => body.queryByRole('tooltip'));
  },
};

/**
 * Icon buttons named by their tooltips (`kind="label"`), grouped by a `TooltipProvider`: once one is
 * showing, moving to the next shows its tooltip at once.
 */
export const GroupedInAToolbar: Story = {
  render: () => (
    <TooltipProvider delay={400}>
      <Toolbar aria-label="Formatting">
        <Tooltip content="Bold" kind="label">
          <ToolbarIconButton aria-label="Bold" icon={<Bold />} />
        </Tooltip>
        <Tooltip content="Italic" kind="label">
          <ToolbarIconButton aria-label="Italic" icon={<Italic />} />
        </Tooltip>
        <Tooltip content="Underline" kind="label">
          <ToolbarIconButton aria-label="Underline" icon={<Underline />} />
        </Tooltip>
      </Toolbar>
    </TooltipProvider>
  ),
  play: async ({ canvas }) => {
    const bold = canvas.getByRole('button', { name: 'Bold' });
    await expect(bold).not.toHaveAccessibleDescription();
    await userEvent.hover(bold);
    const first = await body.findByRole('tooltip');
    await expect(first).toHaveTextContent('Bold');
    await expectSettled(first);
    await userEvent.hover(canvas.getByRole('button', { name: 'Italic' }));
    // Instant: the group is warm, so the next tooltip skips both the delay and the transition (it
    // says so in data-instant; no time limit here, which a busy machine would break).
    await waitFor(() => expect(body.getByRole('tooltip')).toHaveTextContent('Italic'));
    await expect(body.getByRole('tooltip')).toHaveAttribute('data-instant');
    await userEvent.unhover(canvas.getByRole('button', { name: 'Italic' }));
    await expectGone(() => body.queryByRole('tooltip'));
  },
};

/** `side` places it (and `align` along that side); it flips when there is no room. */
export const Sides: Story = {
  render: () => (
    <div style={{ display: 'grid', placeItems: 'center', minBlockSize: '12rem' }}>
      <Inline gap="8">
        <Tooltip content="Above" side="top" delay={0}>
          <Button size="sm">Top</Button>
        </Tooltip>
        <Tooltip content="Below" side="bottom" delay={0}>
          <Button size="sm">Bottom</Button>
        </Tooltip>
        <Tooltip content="After" side="inline-end" align="start" delay={0}>
          <Button size="sm">End</Button>
        </Tooltip>
      </Inline>
    </div>
  ),
  play: async ({ canvas }) => {
    const cases = [
      ['Top', 'Above', (t: DOMRect, b: DOMRect) => t.bottom <= b.top],
      ['Bottom', 'Below', (t: DOMRect, b: DOMRect) => t.top >= b.bottom],
      ['End', 'After', (t: DOMRect, b: DOMRect) => t.left >= b.right],
    ] as const;
    for (const [name, text, placed] of cases) {
      const trigger = canvas.getByRole('button', { name });
      await userEvent.hover(trigger);
      const tooltip = await body.findByRole('tooltip');
      await expect(tooltip).toHaveTextContent(text);
      await expectSettled(tooltip);
      await waitFor(() =>
        expect(placed(tooltip.getBoundingClientRect(), trigger.getBoundingClientRect())).toBe(true),
      );
      await userEvent.unhover(trigger);
      await expectGone(() => body.queryByRole('tooltip'));
    }
  },
};

/** Right to left: `side="inline-end"` shows on the left. */
export const RightToLeft: Story = {
  globals: { dir: 'rtl' },
  args: { side: 'inline-end', defaultOpen: true, content: 'بعد الزر' },
  render: (args) => (
    <div style={{ display: 'grid', placeItems: 'center', minBlockSize: '6rem' }}>
      <Tooltip {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Save draft' });
    const tooltip = await body.findByRole('tooltip');
    await expectSettled(tooltip);
    await expect(tooltip.getBoundingClientRect().right).toBeLessThanOrEqual(
      trigger.getBoundingClientRect().left,
    );
  },
};

/**
 * It fades out when the pointer leaves: for a moment it is still there, marked `data-ending-style`.
 * (Escape removes it at once: the user asked for it gone.)
 */
export const AnimatesOut: Story = {
  globals: { motion: 'full' },
  args: { delay: 0 },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Save draft' });
    const motion = watchTransitions();
    await userEvent.hover(trigger);
    const tooltip = await body.findByRole('tooltip');
    await motion.entered(tooltip);
    await userEvent.unhover(trigger);
    await motion.exited(tooltip, () => body.queryByRole('tooltip'));
  },
};

/** Under reduced motion it appears and disappears at once. */
export const ReducedMotion: Story = {
  globals: { motion: 'reduce' },
  args: { delay: 0 },
  play: async ({ canvas }) => {
    const motion = watchTransitions();
    await userEvent.hover(canvas.getByRole('button', { name: 'Save draft' }));
    const tooltip = await body.findByRole('tooltip');
    await expectSettled(tooltip);
    await expect(getComputedStyle(tooltip).transitionDuration).toMatch(/^0s(, 0s)*$/);
    await userEvent.keyboard('{Escape}');
    await motion.instant(tooltip, () => body.queryByRole('tooltip'));
  },
};

/**
 * Disabled: the trigger stays, the tooltip never shows. (Proved against an enabled tooltip with the
 * same delay, hovered after it: once that one shows, the disabled one's moment has passed.)
 */
export const Disabled: Story = {
  args: { disabled: true, delay: 0 },
  render: (args) => (
    <Inline>
      <Tooltip {...args} />
      <Tooltip content="Removes it for good" delay={0}>
        <Button>Delete</Button>
      </Tooltip>
    </Inline>
  ),
  play: async ({ canvas }) => {
    const shown: string[] = [];
    const observer = new MutationObserver(() => {
      for (const tip of body.queryAllByRole('tooltip')) shown.push(tip.textContent ?? '');
    });
    observer.observe(document.body, { childList: true, subtree: true, attributes: true });
    try {
      await userEvent.hover(canvas.getByRole('button', { name: 'Save draft' }));
      await userEvent.hover(canvas.getByRole('button', { name: 'Delete' }));
      await expect(await body.findByRole('tooltip')).toHaveTextContent('Removes it for good');
    } finally {
      observer.disconnect();
    }
    await expect(shown).not.toContain('Saves a copy to your drafts');
  },
};

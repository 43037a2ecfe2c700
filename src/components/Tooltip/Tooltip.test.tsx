import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { describeConformance } from '../../test';
import { Button } from '../Button';
import { IconButton } from '../IconButton';
import { Tooltip, TooltipProvider, type TooltipProps } from '.';

/** An open tooltip portalled into the render container, so the conformance check can find it. */
function OpenTooltip(props: Partial<TooltipProps>) {
  const [el, setEl] = useState<HTMLElement | null>(null);
  return (
    <div ref={setEl}>
      {el && (
        <Tooltip content="Saves a copy" defaultOpen container={el} {...props}>
          <Button>Save</Button>
        </Tooltip>
      )}
    </div>
  );
}

describeConformance('Tooltip', OpenTooltip, {
  props: {},
  element: 'div',
  slot: 'tooltip',
});

describe('Tooltip', () => {
  it('describes its trigger with its text, even while closed', () => {
    render(
      <Tooltip content="Saves a copy to your drafts">
        <Button>Save</Button>
      </Tooltip>,
    );
    const trigger = screen.getByRole('button', { name: 'Save' });
    expect(trigger).toHaveAccessibleDescription('Saves a copy to your drafts');
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('names an icon-only trigger when kind is label', () => {
    render(
      <Tooltip content="Bold" kind="label">
        <IconButton aria-label="Bold" icon={<svg />} />
      </Tooltip>,
    );
    const trigger = screen.getByRole('button', { name: 'Bold' });
    expect(trigger).not.toHaveAccessibleDescription();
    expect(trigger.getAttribute('aria-labelledby')).toBeTruthy();
  });

  it('keeps the trigger’s own description first', () => {
    render(
      <>
        <p id="hint">Ctrl+S</p>
        <Tooltip content="Saves a copy">
          <Button aria-describedby="hint">Save</Button>
        </Tooltip>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAccessibleDescription(
      'Ctrl+S Saves a copy',
    );
  });

  describe('timing', () => {
    beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
    afterEach(() => vi.useRealTimers());

    it('opens on keyboard focus after the delay, and Escape closes it', async () => {
      const onOpenChange = vi.fn();
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      render(
        <Tooltip content="Saves a copy" delay={500} onOpenChange={onOpenChange}>
          <Button>Save</Button>
        </Tooltip>,
      );
      await user.tab();
      expect(screen.queryByRole('tooltip')).toBeNull();
      await act(async () => vi.advanceTimersByTime(600));
      const tooltip = await screen.findByRole('tooltip');
      expect(tooltip).toHaveTextContent('Saves a copy');
      expect(tooltip).toHaveAttribute('data-state', 'open');
      await user.keyboard('{Escape}');
      await vi.waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
      expect(onOpenChange.mock.calls).toEqual([[true], [false]]);
      expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
    });

    it('does not open when focus leaves before the delay', async () => {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      render(
        <>
          <Tooltip content="Saves a copy" delay={500}>
            <Button>Save</Button>
          </Tooltip>
          <Button>Next</Button>
        </>,
      );
      await user.tab();
      await user.tab();
      await act(async () => vi.advanceTimersByTime(600));
      expect(screen.queryByRole('tooltip')).toBeNull();
    });

    it('opens the next tooltip of a group at once', async () => {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      render(
        <TooltipProvider delay={500}>
          <Tooltip content="Bold" kind="label">
            <IconButton aria-label="Bold" icon={<svg />} />
          </Tooltip>
          <Tooltip content="Italic" kind="label">
            <IconButton aria-label="Italic" icon={<svg />} />
          </Tooltip>
        </TooltipProvider>,
      );
      await user.tab();
      await act(async () => vi.advanceTimersByTime(600));
      expect(await screen.findByRole('tooltip')).toHaveTextContent('Bold');
      await user.tab();
      await act(async () => vi.advanceTimersByTime(20));
      expect(await screen.findByRole('tooltip')).toHaveTextContent('Italic');
    });

    it('mounts its popup only when first shown, and still describes its trigger after closing', async () => {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      render(
        <Tooltip content="Saves a copy" delay={300}>
          <Button>Save</Button>
        </Tooltip>,
      );
      const trigger = screen.getByRole('button', { name: 'Save' });
      expect(document.querySelector('[data-slot="tooltip"]')).toBeNull();
      // The very first hover opens it: nothing is lost while the popup is not mounted yet.
      await user.hover(trigger);
      await act(async () => vi.advanceTimersByTime(400));
      expect(await screen.findByRole('tooltip')).toHaveTextContent('Saves a copy');
      expect(
        document.querySelectorAll('[id="' + trigger.getAttribute('aria-describedby') + '"]'),
      ).toHaveLength(1);
      await user.unhover(trigger);
      await vi.waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
      expect(trigger).toHaveAccessibleDescription('Saves a copy');
    });

    it('opens on hover after the delay', async () => {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      render(
        <Tooltip content="Saves a copy" delay={300}>
          <Button>Save</Button>
        </Tooltip>,
      );
      await user.hover(screen.getByRole('button', { name: 'Save' }));
      expect(screen.queryByRole('tooltip')).toBeNull();
      await act(async () => vi.advanceTimersByTime(400));
      expect(await screen.findByRole('tooltip')).toHaveTextContent('Saves a copy');
      await user.unhover(screen.getByRole('button', { name: 'Save' }));
      await vi.waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    });
  });

  it('follows a controlled open prop and never opens when disabled', async () => {
    function Controlled() {
      const [open, setOpen] = useState(true);
      return (
        <Tooltip content="Hint" open={open} onOpenChange={setOpen}>
          <Button>Trigger</Button>
        </Tooltip>
      );
    }
    const { unmount } = render(<Controlled />);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Hint');
    unmount();
    render(
      <Tooltip content="Hint" disabled defaultOpen={false} delay={0}>
        <Button>Trigger</Button>
      </Tooltip>,
    );
    await userEvent.hover(screen.getByRole('button', { name: 'Trigger' }));
    screen.getByRole('button', { name: 'Trigger' }).focus();
    await act(async () => {});
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});

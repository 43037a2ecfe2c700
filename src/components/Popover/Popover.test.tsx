import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { describeConformance, expectConsole, PortalHost } from '../../test';
import {
  Popover,
  PopoverClose,
  PopoverContent,
  PopoverDescription,
  PopoverTitle,
  PopoverTrigger,
  type PopoverProps,
} from '.';

/** An open popover portalled into the render container, so the conformance check can find it. */
function OpenContent(props: ComponentProps<typeof PopoverContent>) {
  return (
    <PortalHost>
      {(el) => (
        <Popover defaultOpen>
          <PopoverContent container={el} {...props}>
            <PopoverTitle>Title</PopoverTitle>
          </PopoverContent>
        </Popover>
      )}
    </PortalHost>
  );
}

describeConformance('PopoverContent', OpenContent, {
  props: {},
  element: 'div',
  slot: 'popover-content',
});

function Example(props: Partial<PopoverProps> & ComponentProps<typeof PopoverContent>) {
  const { open, defaultOpen, onOpenChange, ...contentProps } = props;
  return (
    <>
      <Popover open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
        <PopoverTrigger>Filters</PopoverTrigger>
        <PopoverContent {...contentProps}>
          <PopoverTitle>Filter tasks</PopoverTitle>
          <PopoverDescription>Only matching tasks are shown.</PopoverDescription>
          <label>
            Assignee <input />
          </label>
          <PopoverClose>Done</PopoverClose>
        </PopoverContent>
      </Popover>
      <button type="button">Elsewhere</button>
    </>
  );
}

describe('Popover', () => {
  it('opens from its trigger as a non-modal dialog named by its title and described by its description', async () => {
    render(<Example />);
    const trigger = screen.getByRole('button', { name: 'Filters' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Filter tasks' });
    expect(dialog).toHaveAccessibleDescription('Only matching tasks are shown.');
    expect(dialog).not.toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAttribute('data-state', 'open');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(trigger).toHaveAttribute('data-state', 'open');
  });

  it('moves focus to the first focusable element inside, and back to the trigger on Escape', async () => {
    const onOpenChange = vi.fn();
    render(<Example onOpenChange={onOpenChange} />);
    const trigger = screen.getByRole('button', { name: 'Filters' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await vi.waitFor(() => expect(screen.getByRole('textbox', { name: 'Assignee' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(trigger).toHaveFocus();
    expect(onOpenChange.mock.calls).toEqual([[true], [false]]);
  });

  it('closes on a click outside, and the page behind stays usable', async () => {
    const onClick = vi.fn();
    render(
      <>
        <Example />
        <button type="button" onClick={onClick}>
          Outside
        </button>
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
    await screen.findByRole('dialog');
    await userEvent.click(screen.getByRole('button', { name: 'Outside' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('closes from PopoverClose, and toggles from its trigger', async () => {
    render(<Example />);
    const trigger = screen.getByRole('button', { name: 'Filters' });
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('button', { name: 'Done' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(trigger);
    await screen.findByRole('dialog');
    await userEvent.click(trigger);
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('lets a PopoverClose onClick that calls preventDefault keep it open', async () => {
    render(
      <Popover defaultOpen>
        <PopoverContent>
          <PopoverTitle>Unsaved</PopoverTitle>
          <PopoverClose onClick={(e) => e.preventDefault()}>Not yet</PopoverClose>
        </PopoverContent>
      </Popover>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Not yet' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('follows a controlled open prop', async () => {
    const onOpenChange = vi.fn();
    const { rerender } = render(<Example open={false} onOpenChange={onOpenChange} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    rerender(<Example open onOpenChange={onOpenChange} />);
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
    // Still open: the parent decides.
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('draws an arrow only when asked', async () => {
    const { unmount } = render(<Example defaultOpen />);
    const dialog = await screen.findByRole('dialog');
    expect(dialog.querySelector('[data-slot="popover-arrow"]')).toBeNull();
    unmount();
    render(<Example defaultOpen showArrow side="top" />);
    const arrow = (await screen.findByRole('dialog')).querySelector('[data-slot="popover-arrow"]');
    expect(arrow).toHaveAttribute('aria-hidden', 'true');
  });

  it('warns in development when the popover has no title', async () => {
    expectConsole('warn', /PopoverContent: no <PopoverTitle>/);
    render(
      <Popover defaultOpen>
        <PopoverContent>
          <p>Nameless</p>
        </PopoverContent>
      </Popover>,
    );
    await screen.findByRole('dialog');
    await act(async () => {});
  });

  it('does not warn when the content is named by aria-label', async () => {
    render(
      <Popover defaultOpen>
        <PopoverContent aria-label="Colour">
          <p>Pick one</p>
        </PopoverContent>
      </Popover>,
    );
    expect(await screen.findByRole('dialog', { name: 'Colour' })).toBeInTheDocument();
  });

  it('throws a clear error when a part is used outside Popover', () => {
    expect(() => render(<PopoverTitle>Alone</PopoverTitle>)).toThrow(
      '<PopoverTitle> must be used inside <Popover>',
    );
  });
});

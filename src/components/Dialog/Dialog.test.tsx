import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, type ComponentProps } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { describeConformance, expectConsole, PortalHost } from '../../test';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
  DialogTrigger,
  type DialogProps,
} from '.';

/** An open dialog portalled into the render container, so the conformance check can find it. */
function OpenContent(props: ComponentProps<typeof DialogContent>) {
  return (
    <PortalHost>
      {(el) => (
        <Dialog defaultOpen>
          <DialogContent container={el} {...props}>
            <DialogTitle>Title</DialogTitle>
          </DialogContent>
        </Dialog>
      )}
    </PortalHost>
  );
}

describeConformance('DialogContent', OpenContent, {
  props: {},
  element: 'div',
  slot: 'dialog-content',
});

function Example(props: Partial<DialogProps> & { size?: 'sm' | 'md' | 'lg' | 'full' }) {
  const { size, ...rootProps } = props;
  return (
    <Dialog {...rootProps}>
      <DialogTrigger>Edit profile</DialogTrigger>
      <DialogContent size={size}>
        <DialogTitle>Edit profile</DialogTitle>
        <DialogDescription>Change your name.</DialogDescription>
        <label>
          Name <input />
        </label>
        <DialogFooter>
          <DialogClose>Cancel</DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

describe('Dialog', () => {
  it('opens from its trigger as a modal dialog named by its title and described by its description', async () => {
    render(<Example />);
    const trigger = screen.getByRole('button', { name: 'Edit profile' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Edit profile' });
    expect(dialog).toHaveAccessibleDescription('Change your name.');
    expect(dialog).toHaveAttribute('data-state', 'open');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
  });

  it('moves focus to the first focusable element inside, and back to the trigger on close', async () => {
    render(<Example />);
    const trigger = screen.getByRole('button', { name: 'Edit profile' });
    await userEvent.click(trigger);
    await vi.waitFor(() => expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus());
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(trigger).toHaveFocus();
  });

  it('focuses the element given as initialFocus', async () => {
    function WithInitial() {
      const ref = useRef<HTMLButtonElement>(null);
      return (
        <Dialog defaultOpen>
          <DialogContent initialFocus={ref}>
            <DialogTitle>Choose</DialogTitle>
            <input aria-label="Search" />
            <DialogClose ref={ref}>Done</DialogClose>
          </DialogContent>
        </Dialog>
      );
    }
    render(<WithInitial />);
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Done' })).toHaveFocus());
  });

  it('closes on Escape and reports it through onOpenChange', async () => {
    const onOpenChange = vi.fn();
    render(<Example onOpenChange={onOpenChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit profile' }));
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onOpenChange.mock.calls).toEqual([[true], [false]]);
  });

  it('has a close button named "Close" that closes it', async () => {
    render(<Example defaultOpen />);
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('stays open on Escape and outside clicks when not dismissible, but its close button still works', async () => {
    render(<Example defaultOpen dismissible={false} />);
    const dialog = await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await userEvent.click(document.body);
    expect(dialog).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
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

  it('lets a DialogClose onClick that calls preventDefault keep the dialog open', async () => {
    render(
      <Dialog defaultOpen>
        <DialogContent>
          <DialogTitle>Unsaved</DialogTitle>
          <DialogClose onClick={(e) => e.preventDefault()}>Not yet</DialogClose>
        </DialogContent>
      </Dialog>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Not yet' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('opens a second dialog on top of the first and returns focus to its trigger', async () => {
    render(
      <Dialog>
        <DialogTrigger>Settings</DialogTrigger>
        <DialogContent>
          <DialogTitle>Settings</DialogTitle>
          <Dialog>
            <DialogTrigger>Advanced</DialogTrigger>
            <DialogContent>
              <DialogTitle>Advanced settings</DialogTitle>
              <DialogClose>Back</DialogClose>
            </DialogContent>
          </Dialog>
        </DialogContent>
      </Dialog>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Settings' }));
    const advanced = await screen.findByRole('button', { name: 'Advanced' });
    await userEvent.click(advanced);
    expect(await screen.findByRole('dialog', { name: 'Advanced settings' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await vi.waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Advanced settings' })).toBeNull(),
    );
    expect(screen.getByRole('dialog', { name: 'Settings' })).toBeInTheDocument();
    expect(advanced).toHaveFocus();
  });

  it.each(['sm', 'md', 'lg', 'full'] as const)('exposes size %s for styling', async (size) => {
    render(<Example defaultOpen size={size} />);
    expect(await screen.findByRole('dialog')).toHaveAttribute('data-size', size);
  });

  it('warns in development when the dialog has no title', async () => {
    expectConsole('warn', /DialogContent: no <DialogTitle>/);
    render(
      <Dialog defaultOpen>
        <DialogContent>
          <p>Nameless</p>
        </DialogContent>
      </Dialog>,
    );
    await screen.findByRole('dialog');
    await act(async () => {});
  });

  it('does not warn when the content is named by aria-label', async () => {
    render(
      <Dialog defaultOpen>
        <DialogContent aria-label="Image preview">
          <p>Picture</p>
        </DialogContent>
      </Dialog>,
    );
    expect(await screen.findByRole('dialog', { name: 'Image preview' })).toBeInTheDocument();
  });

  it('throws a clear error when a part is used outside Dialog', () => {
    expect(() => render(<DialogTitle>Alone</DialogTitle>)).toThrow(
      '<DialogTitle> must be used inside <Dialog>',
    );
  });
});

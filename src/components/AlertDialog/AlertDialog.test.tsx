import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { describe, expect, it, vi } from 'vitest';
import de from '../../i18n/locales/de';
import { describeConformance, PortalHost } from '../../test';
import { LocaleProvider } from '../LocaleProvider/LocaleProvider';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogTrigger,
  type AlertDialogProps,
} from '.';

function OpenContent(props: ComponentProps<typeof AlertDialogContent>) {
  return (
    <PortalHost>
      {(el) => (
        <AlertDialog defaultOpen>
          <AlertDialogContent container={el} {...props}>
            <AlertDialogTitle>Delete?</AlertDialogTitle>
          </AlertDialogContent>
        </AlertDialog>
      )}
    </PortalHost>
  );
}

describeConformance('AlertDialogContent', OpenContent, {
  props: {},
  element: 'div',
  slot: 'alert-dialog-content',
});

function Example({ onConfirm, ...props }: Partial<AlertDialogProps> & { onConfirm?: () => void }) {
  return (
    <AlertDialog {...props}>
      <AlertDialogTrigger>Delete project</AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogTitle>Delete the project?</AlertDialogTitle>
        <AlertDialogDescription>Its 12 tasks are deleted too.</AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel />
          <AlertDialogAction onClick={onConfirm}>Delete</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

describe('AlertDialog', () => {
  it('opens as an alertdialog named by its title and described by its description', async () => {
    render(<Example />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete project' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete the project?' });
    expect(dialog).toHaveAccessibleDescription('Its 12 tasks are deleted too.');
  });

  it('puts focus on Cancel, the least destructive action, and returns it to the trigger', async () => {
    render(<Example />);
    const trigger = screen.getByRole('button', { name: 'Delete project' });
    await userEvent.click(trigger);
    const cancel = await screen.findByRole('button', { name: 'Cancel' });
    await vi.waitFor(() => expect(cancel).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await vi.waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(trigger).toHaveFocus();
  });

  it("names Cancel in the locale's words when given none", async () => {
    render(
      <LocaleProvider locale="de-DE" messages={de}>
        <Example />
      </LocaleProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Delete project' }));
    const cancel = await screen.findByRole('button', { name: 'Abbrechen' });
    await vi.waitFor(() => expect(cancel).toHaveFocus());
  });

  it('runs the action and closes when confirmed', async () => {
    const onConfirm = vi.fn();
    const onOpenChange = vi.fn();
    render(<Example onConfirm={onConfirm} onOpenChange={onOpenChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete project' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });

  // Wrapping at the ends (the focus trap) is checked in the browser, in the AlertDialog stories.
  it('moves from Cancel to the action with Tab', async () => {
    render(<Example defaultOpen />);
    const cancel = await screen.findByRole('button', { name: 'Cancel' });
    await vi.waitFor(() => expect(cancel).toHaveFocus());
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveFocus();
  });

  it('is not dismissed by a click outside, but Escape cancels it', async () => {
    const onConfirm = vi.fn();
    render(<Example defaultOpen onConfirm={onConfirm} />);
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(document.body);
    expect(dialog).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await vi.waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('makes the action a danger button when destructive', async () => {
    render(<Example defaultOpen destructive />);
    expect(await screen.findByRole('button', { name: 'Delete' })).toHaveAttribute(
      'data-variant',
      'danger',
    );
    expect(screen.getByRole('alertdialog')).toHaveAttribute('data-variant', 'destructive');
  });

  it('uses a primary action when not destructive', async () => {
    render(<Example defaultOpen />);
    expect(await screen.findByRole('button', { name: 'Delete' })).toHaveAttribute(
      'data-variant',
      'primary',
    );
  });

  it('stays open when the action handler calls preventDefault', async () => {
    render(
      <AlertDialog defaultOpen>
        <AlertDialogContent>
          <AlertDialogTitle>Leave?</AlertDialogTitle>
          <AlertDialogAction onClick={(e) => e.preventDefault()}>Leave</AlertDialogAction>
        </AlertDialogContent>
      </AlertDialog>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Leave' }));
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  it('throws a clear error naming the part when one is used outside AlertDialog', () => {
    expect(() => render(<AlertDialogCancel />)).toThrow(
      '<AlertDialogCancel> must be used inside <AlertDialog>',
    );
    expect(() => render(<AlertDialogDescription>Alone</AlertDialogDescription>)).toThrow(
      '<AlertDialogDescription> must be used inside <AlertDialog>',
    );
  });
});

import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogTrigger,
  Text,
} from '../src';
import { expectGone, expectSettled } from './support/overlay';

const meta = {
  title: 'Overlays/AlertDialog',
  component: AlertDialog,
  args: { onOpenChange: fn() },
  render: (args) => (
    <AlertDialog {...args}>
      <AlertDialogTrigger>Archive board</AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogTitle>Archive the board?</AlertDialogTitle>
        <AlertDialogDescription>
          Archived boards can be restored for 30 days.
        </AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel />
          <AlertDialogAction>Archive</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  ),
} satisfies Meta<typeof AlertDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

/** Opens with focus on Cancel; Enter there cancels and focus returns to the trigger. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Archive board' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('alertdialog', { name: 'Archive the board?' });
    await expect(dialog).toHaveAccessibleDescription(
      'Archived boards can be restored for 30 days.',
    );
    await waitFor(() => expect(body.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await expect(body.getByRole('button', { name: 'Archive' })).toHaveAttribute(
      'data-variant',
      'primary',
    );
    await expectSettled(dialog);
    await userEvent.keyboard('{Enter}');
    await expectGone(() => body.queryByRole('alertdialog'));
    await expect(trigger).toHaveFocus();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** Destructive: the confirming action is a danger button, and focus still starts on Cancel. */
export const Destructive: Story = {
  render: function Render(args) {
    const [deleted, setDeleted] = useState(false);
    return (
      <>
        <AlertDialog {...args} destructive>
          <AlertDialogTrigger variant="danger">Delete project</AlertDialogTrigger>
          <AlertDialogContent>
            <AlertDialogTitle>Delete “Website relaunch”?</AlertDialogTitle>
            <AlertDialogDescription>
              Its 48 tasks and their comments are deleted. This cannot be undone.
            </AlertDialogDescription>
            <AlertDialogFooter>
              <AlertDialogCancel>Keep project</AlertDialogCancel>
              <AlertDialogAction onClick={() => setDeleted(true)}>Delete project</AlertDialogAction>
            </AlertDialogFooter>
          </AlertDialogContent>
        </AlertDialog>
        <Text role="status">{deleted ? 'Project deleted' : ''}</Text>
      </>
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete project' }));
    const dialog = await body.findByRole('alertdialog');
    await expect(dialog).toHaveAttribute('data-variant', 'destructive');
    const confirm = within(dialog).getByRole('button', { name: 'Delete project' });
    await expect(confirm).toHaveAttribute('data-variant', 'danger');
    await waitFor(() => expect(body.getByRole('button', { name: 'Keep project' })).toHaveFocus());
    // Keyboard only: Tab to the action, Enter confirms.
    await userEvent.tab();
    await expect(confirm).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expectGone(() => body.queryByRole('alertdialog'));
    await expect(canvas.getByRole('status')).toHaveTextContent('Project deleted');
  },
};

/** A click outside does nothing (the question must be answered); Escape cancels. */
export const NoOutsideDismissal: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Archive board' }));
    const dialog = await body.findByRole('alertdialog');
    await expectSettled(dialog);
    await userEvent.click(
      document.querySelector<HTMLElement>('[data-slot="alert-dialog-backdrop"]')!,
    );
    await expect(dialog).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expectGone(() => body.queryByRole('alertdialog'));
  },
};

/** Focus stays inside: Tab from the last button wraps to Cancel. */
export const FocusTrap: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Archive board' }));
    const cancel = await body.findByRole('button', { name: 'Cancel' });
    await waitFor(() => expect(cancel).toHaveFocus());
    await userEvent.tab();
    await expect(body.getByRole('button', { name: 'Archive' })).toHaveFocus();
    await userEvent.tab();
    await waitFor(() => expect(cancel).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await expectGone(() => body.queryByRole('alertdialog'));
  },
};

/** The unsaved-changes guard: a controlled alert dialog opened by the app, not by a trigger. */
export const Controlled: Story = {
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    const [left, setLeft] = useState(false);
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          Go to Reports
        </button>
        <Text>{left ? 'Left the page' : 'Still editing'}</Text>
        <AlertDialog {...args} destructive open={open} onOpenChange={setOpen}>
          <AlertDialogContent>
            <AlertDialogTitle>Leave without saving?</AlertDialogTitle>
            <AlertDialogDescription>Your changes to this task will be lost.</AlertDialogDescription>
            <AlertDialogFooter>
              <AlertDialogCancel>Stay</AlertDialogCancel>
              <AlertDialogAction onClick={() => setLeft(true)}>Leave</AlertDialogAction>
            </AlertDialogFooter>
          </AlertDialogContent>
        </AlertDialog>
      </>
    );
  },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('button', { name: 'Go to Reports' });
    await userEvent.click(link);
    await waitFor(() => expect(body.getByRole('button', { name: 'Stay' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expectGone(() => body.queryByRole('alertdialog'));
    await expect(canvas.getByText('Still editing')).toBeInTheDocument();
    await expect(link).toHaveFocus();
    await userEvent.click(link);
    await userEvent.click(await body.findByRole('button', { name: 'Leave' }));
    await expectGone(() => body.queryByRole('alertdialog'));
    await expect(canvas.getByText('Left the page')).toBeInTheDocument();
  },
};

/** Long, wrapping text and emoji in the question and the buttons. */
export const LongContent: Story = {
  render: (args) => (
    <AlertDialog {...args}>
      <AlertDialogTrigger>Open</AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogTitle>
          Remove 🧑‍🚀 “An extraordinarily long member name that keeps on going” from all 14 boards?
        </AlertDialogTitle>
        <AlertDialogDescription>
          They lose access immediately. سيفقدون الوصول فورًا.
        </AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel />
          <AlertDialogAction>Remove from every board</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open' }));
    const dialog = await body.findByRole('alertdialog');
    await expectSettled(dialog);
    await expect(dialog.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await userEvent.keyboard('{Escape}');
    await expectGone(() => body.queryByRole('alertdialog'));
  },
};

import { Toast as BaseToast } from '@base-ui/react/toast';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button';
import { ToastProvider, useToast, type ToastApi } from '.';

// A file of its own: the press tracking is per document and, once started by anything else (a
// Form, an earlier toast), would hide what this checks. Here nothing but the provider starts it.

describe('the first toast, raised while a pointer is pressed elsewhere', () => {
  it('lets the release through to what was pressed, and catches the pointer again after', async () => {
    const user = userEvent.setup();
    const manager = BaseToast.createToastManager();
    const onClick = vi.fn();
    let toast: ToastApi | undefined;
    function Page() {
      toast = useToast();
      return <Button onClick={onClick}>Next page</Button>;
    }
    render(
      <ToastProvider manager={manager}>
        <Page />
      </ToastProvider>,
    );
    const next = screen.getByRole('button', { name: 'Next page' });
    await user.pointer({ keys: '[MouseLeft>]', target: next });
    // A request that finishes mid-press raises the page's first toast, whose region loads now.
    act(() => {
      toast!('Marked 1 task done');
    });
    const arrived = (await screen.findByText('Marked 1 task done')).closest('[data-slot="toast"]');
    expect(arrived).toHaveAttribute('data-pass-through');
    await user.pointer({ keys: '[/MouseLeft]', target: next });
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(next).toHaveFocus();
    // Once the press has ended, the toast takes the pointer like any other.
    await vi.waitFor(() => expect(arrived).not.toHaveAttribute('data-pass-through'));
  });
});

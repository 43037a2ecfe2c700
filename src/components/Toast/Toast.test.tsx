import { Toast as BaseToast } from '@base-ui/react/toast';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { expectConsole } from '../../test/console';
import { ToastProvider, useToast, type ToastApi } from '.';

// The region loads with the first toast (ToastProvider.lazy.test.tsx proves the way there); here
// it is loaded up front, so a first import on a busy machine does not race the queries' timeout.
beforeAll(async () => {
  await import('./ToastRegion');
});

function setup(props: Partial<Parameters<typeof ToastProvider>[0]> = {}) {
  const manager = BaseToast.createToastManager();
  let api: ToastApi | undefined;
  function Grab() {
    api = useToast();
    return null;
  }
  render(
    <ToastProvider manager={manager} {...props}>
      <Grab />
    </ToastProvider>,
  );
  return { toast: api! };
}

describe('Toast', () => {
  it('shows a toast inside a labelled notifications region', async () => {
    const { toast } = setup();
    act(() => {
      toast({ title: 'Task saved', description: 'It is on your board.' });
    });
    const region = await screen.findByRole('region', { name: 'Notifications' });
    expect(region).toHaveAttribute('aria-live', 'polite');
    const item = await screen.findByRole('dialog', { name: 'Task saved' });
    expect(item).toHaveAccessibleDescription('It is on your board.');
  });

  it('announces errors assertively (role alert) and others politely', async () => {
    const { toast } = setup();
    act(() => {
      toast({ title: 'Could not save', tone: 'danger' });
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not save');
    act(() => {
      toast({ title: 'Saved', priority: 'polite' });
    });
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it("still takes the old tone 'error' as 'danger' for one release, and says what to write", async () => {
    expectConsole('warn', /tone 'error' is now 'danger'/);
    const { toast } = setup();
    act(() => {
      toast({ title: 'Could not save', tone: 'error' });
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not save');
    expect(document.querySelector('[data-slot="toast"]')).toHaveAttribute('data-tone', 'danger');
  });

  it('runs its action and closes', async () => {
    const onUndo = vi.fn();
    const { toast } = setup();
    act(() => {
      toast({ title: 'Task deleted', action: { label: 'Undo', onClick: onUndo } });
    });
    // Its buttons join the accessibility tree once the region is hovered or focused (F6).
    await userEvent.hover(await screen.findByRole('dialog', { name: 'Task deleted' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(onUndo).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('closes from its dismiss button', async () => {
    const { toast } = setup();
    act(() => {
      toast('Saved');
    });
    await userEvent.hover(await screen.findByRole('dialog', { name: 'Saved' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Dismiss notification' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('closes by itself after its timeout, but not while it has an action', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { toast } = setup();
      act(() => {
        toast({ title: 'Quick', timeout: 1000 });
        toast({ title: 'Undoable', action: { label: 'Undo', onClick: () => {} } });
      });
      expect(await screen.findByRole('dialog', { name: 'Quick' })).toBeInTheDocument();
      await act(async () => {
        vi.advanceTimersByTime(6000);
      });
      await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: 'Quick' })).toBeNull());
      expect(screen.getByRole('dialog', { name: 'Undoable' })).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows loading, then success, for a promise', async () => {
    const { toast } = setup();
    let resolve!: (value: number) => void;
    const p = new Promise<number>((r) => (resolve = r));
    act(() => {
      void toast.promise(p, {
        loading: 'Saving…',
        success: (n) => ({ title: `Saved ${n} tasks`, tone: 'success' }),
        error: 'Could not save',
      });
    });
    expect(await screen.findByRole('dialog', { name: 'Saving…' })).toBeInTheDocument();
    await act(async () => resolve(3));
    expect(await screen.findByRole('dialog', { name: 'Saved 3 tasks' })).toHaveAttribute(
      'data-tone',
      'success',
    );
  });

  it('shows the error message when the promise rejects', async () => {
    const { toast } = setup();
    await act(async () => {
      await toast
        .promise(Promise.reject(new Error('offline')), {
          loading: 'Saving…',
          success: 'Saved',
          error: (e) => ({ title: `Failed: ${(e as Error).message}`, tone: 'danger' }),
        })
        .catch(() => {});
    });
    // Announced through a live role="alert" copy; the toast itself is an alertdialog.
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed: offline');
    expect(document.querySelector('[data-slot="toast"]')).toHaveAttribute('data-tone', 'danger');
  });

  it('keeps at most `limit` toasts active; older ones are marked limited', async () => {
    const { toast } = setup({ limit: 2 });
    act(() => {
      toast('One');
      toast('Two');
      toast('Three');
    });
    await screen.findByRole('dialog', { name: 'Three' });
    const limited = document.querySelectorAll('[data-slot="toast"][data-limited]');
    expect(limited).toHaveLength(1);
  });

  it('renders hostile text as text', async () => {
    const { toast } = setup();
    act(() => {
      toast({ title: '<img src=x onerror=alert(1)> 🎉 مرحبا', description: '' });
    });
    expect(
      await screen.findByRole('dialog', { name: '<img src=x onerror=alert(1)> 🎉 مرحبا' }),
    ).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
  });
});

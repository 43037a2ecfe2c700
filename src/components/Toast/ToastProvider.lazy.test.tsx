import { Toast as BaseToast } from '@base-ui/react/toast';
import { act, render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ToastProvider, useToast, type ToastApi } from '.';

// The toast machinery is a chunk of its own, loaded with the first toast: here its import waits
// until the test lets it through, as on a slow network.
const gate = vi.hoisted(() => {
  let release!: () => void;
  return {
    requested: false,
    opened: new Promise<void>((resolve) => {
      release = resolve;
    }),
    release: () => release(),
  };
});

vi.mock('./ToastRegion', async (importOriginal) => {
  gate.requested = true;
  await gate.opened;
  return importOriginal();
});

// Its code is compiled up front (a first compile on a busy machine is slow); the gate still holds
// the provider's own import.
beforeAll(async () => {
  await vi.importActual('./ToastRegion');
});

describe('ToastProvider loads its machinery with the first toast', () => {
  it('shows every toast raised before the machinery loaded, in order, the promise’s outcome included', async () => {
    const manager = BaseToast.createToastManager();
    let toast: ToastApi | undefined;
    function Grab() {
      toast = useToast();
      return null;
    }
    render(
      <ToastProvider manager={manager}>
        <Grab />
      </ToastProvider>,
    );
    expect(screen.queryByRole('region')).toBeNull();

    let rejected: Promise<unknown> | undefined;
    act(() => {
      toast!('First');
      toast!({ title: 'Second', tone: 'danger' });
      const failing = Promise.reject(new Error('Network down'));
      rejected = toast!.promise(failing, {
        loading: 'Saving…',
        success: 'Saved',
        error: (error) => `Could not save: ${(error as Error).message}`,
      });
    });
    // The caller keeps its promise; nothing is reported as unhandled by the queued copy.
    await expect(rejected).rejects.toThrow('Network down');
    await vi.waitFor(() => expect(gate.requested).toBe(true));
    expect(screen.queryByRole('region')).toBeNull();

    gate.release();
    const region = await screen.findByRole('region', { name: 'Notifications' });
    // Newest first, as when the machinery was there from the start.
    await vi.waitFor(() =>
      expect(
        Array.from(region.querySelectorAll('[data-slot="toast"]'), (item) => [
          item.getAttribute('role'),
          item.textContent,
        ]),
      ).toEqual([
        ['dialog', expect.stringContaining('Could not save: Network down')],
        ['alertdialog', expect.stringContaining('Second')],
        ['dialog', expect.stringContaining('First')],
      ]),
    );
    // Later toasts pass straight through to the loaded region.
    act(() => {
      toast!('Fourth');
    });
    expect(await within(region).findByRole('dialog', { name: 'Fourth' })).toBeInTheDocument();
  });
});

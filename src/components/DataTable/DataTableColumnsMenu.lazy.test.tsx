import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// The Columns menu's engine is a chunk of its own, loaded once the rows are in or when a person
// reaches for the button. Here its import waits until the test lets it through, as on a slow
// network, to prove what a person does with the stand-in button before it arrives is not lost.
const gate = {
  requested: 0,
  opened: Promise.resolve(),
  release: () => {},
};

interface Row {
  id: string;
  name: string;
  qty: number;
}
const props = {
  label: 'Fruit',
  columns: [
    { key: 'name' as const, header: 'Name' },
    { key: 'qty' as const, header: 'Quantity' },
  ],
  data: [{ id: 'a', name: 'Banana', qty: 3 }] as Row[],
  getRowId: (r: Row) => r.id,
};

/** A fresh DataTable module (its engine not yet loaded), with the gate closed. */
async function freshTable() {
  vi.resetModules();
  gate.requested = 0;
  gate.opened = new Promise<void>((resolve) => {
    gate.release = resolve;
  });
  // Registered again for every fresh module graph: the engine's module waits at the gate.
  vi.doMock('./DataTableColumnsMenu', async (importOriginal) => {
    gate.requested += 1;
    await gate.opened;
    return importOriginal();
  });
  return (await import('./DataTable')).DataTable;
}

const columnsButton = () => screen.getByRole('button', { name: 'Columns' });

/**
 * Lets the engine through and waits until it has replaced the stand-in (the engine's trigger has
 * an id): its first import is transformed on the spot, which on a busy machine takes seconds.
 */
async function releaseEngine() {
  gate.release();
  await vi.waitFor(() => expect(columnsButton()).toHaveAttribute('id'), { timeout: 15_000 });
}

describe('DataTable loads its Columns menu lazily', () => {
  beforeEach(() => {
    vi.useRealTimers();
  });

  it('does not load the engine while the first rows load, and loads it once they are in', async () => {
    vi.useFakeTimers();
    const DataTable = await freshTable();
    const { rerender } = render(<DataTable {...props} loading />);
    // Every timer the table set while loading has fired: nothing was asked for.
    await act(() => vi.runAllTimersAsync());
    expect(gate.requested).toBe(0);
    expect(columnsButton()).toHaveAttribute('aria-haspopup', 'menu');
    rerender(<DataTable {...props} />);
    await act(() => vi.runAllTimersAsync());
    expect(gate.requested).toBe(1);
  });

  it('opens on the first item when Enter was pressed before the engine arrived', async () => {
    const DataTable = await freshTable();
    render(<DataTable {...props} loading />);
    await userEvent.tab();
    expect(columnsButton()).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    // Still the stand-in (the engine's trigger has an id), asked for and held at the gate.
    expect(columnsButton()).not.toHaveAttribute('id');
    expect(gate.requested).toBe(1);
    expect(columnsButton()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).toBeNull();
    await releaseEngine();
    const first = await screen.findByRole('menuitemcheckbox', { name: 'Name' });
    await vi.waitFor(() => expect(first).toHaveFocus());
    expect(columnsButton()).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await vi.waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(columnsButton()).toHaveFocus();
  });

  it('opens on the last item when ArrowUp was pressed before the engine arrived', async () => {
    const DataTable = await freshTable();
    render(<DataTable {...props} loading />);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowUp}');
    await releaseEngine();
    // The menu's last item: the width steps of the last resizable column come after the checkboxes.
    const last = await screen.findByRole('menuitem', { name: 'Narrow Quantity' });
    await vi.waitFor(() => expect(last).toHaveFocus());
  });

  it('opens on a pointer press made before the engine arrived, and keeps focus on the button', async () => {
    const DataTable = await freshTable();
    render(<DataTable {...props} loading />);
    await userEvent.click(columnsButton());
    expect(columnsButton()).not.toHaveAttribute('id');
    await releaseEngine();
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await vi.waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(columnsButton()).toHaveFocus();
  });

  it('takes no focus when focus left the stand-in before the engine arrived', async () => {
    const DataTable = await freshTable();
    render(<DataTable {...props} loading />);
    await userEvent.tab();
    await userEvent.tab();
    const elsewhere = document.activeElement;
    expect(elsewhere).not.toBe(columnsButton());
    await releaseEngine();
    expect(document.activeElement).toBe(elsewhere);
    expect(screen.queryByRole('menu')).toBeNull();
  });
});

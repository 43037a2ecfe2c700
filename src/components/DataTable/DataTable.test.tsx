import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { describeConformance } from '../../test';
import type { DataTableColumn } from './columns';
import { DataTable } from './DataTable';

interface Row {
  id: string;
  name: string;
  qty: number;
}

const columns: DataTableColumn<Row>[] = [
  { key: 'name', header: 'Name' },
  { key: 'qty', header: 'Quantity', align: 'end', cell: (qty) => qty.toFixed(1) },
];

const rows: Row[] = [
  { id: 'a', name: 'Banana', qty: 3 },
  { id: 'b', name: 'Apple', qty: 10 },
  { id: 'c', name: 'Cherry', qty: 1 },
];

const base = { label: 'Fruit', columns, data: rows, getRowId: (r: Row) => r.id };

function bodyRows() {
  return screen.getAllByRole('row').slice(1);
}

describeConformance('DataTable', DataTable<Row>, {
  props: base,
  element: 'div',
  slot: 'data-table',
});

describe('DataTable', () => {
  it('is a plain table, named by its label, when nothing in it is interactive', () => {
    render(<DataTable {...base} />);
    const table = screen.getByRole('table', { name: 'Fruit' });
    expect(screen.queryByRole('grid')).toBeNull();
    expect(table).toHaveAttribute('aria-rowcount', '4');
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((c) => c.textContent),
    ).toEqual(['Banana', 'Apple', 'Cherry']);
  });

  it('renders cells through their typed renderer', () => {
    render(<DataTable {...base} />);
    expect(screen.getByRole('cell', { name: '10.0' })).toBeInTheDocument();
  });

  it('sorts on header click, says so with aria-sort and in the button name, and reports it', async () => {
    const onSortingChange = vi.fn();
    render(<DataTable {...base} onSortingChange={onSortingChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Name' }));
    expect(onSortingChange).toHaveBeenLastCalledWith([{ id: 'name', desc: false }]);
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    expect(bodyRows().map((r) => r.textContent)).toEqual(['Apple10.0', 'Banana3.0', 'Cherry1.0']);
    await userEvent.click(screen.getByRole('button', { name: 'Name, sorted ascending' }));
    expect(screen.getByRole('button', { name: 'Name, sorted descending' })).toBeInTheDocument();
  });

  it('follows a controlled sort order and does not sort on its own', async () => {
    const onSortingChange = vi.fn();
    render(
      <DataTable
        {...base}
        state={{ sorting: [{ id: 'qty', desc: true }] }}
        onSortingChange={onSortingChange}
      />,
    );
    expect(bodyRows()[0]).toHaveTextContent('Apple');
    await userEvent.click(screen.getByRole('button', { name: 'Name' }));
    expect(onSortingChange).toHaveBeenCalledWith([{ id: 'name', desc: false }]);
    expect(bodyRows()[0]).toHaveTextContent('Apple');
  });

  it('filters with the search box and offers to clear a filter that matches nothing', async () => {
    const onStateChange = vi.fn();
    render(<DataTable {...base} searchable onStateChange={onStateChange} />);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search Fruit' }), 'an');
    expect(bodyRows()).toHaveLength(1);
    await userEvent.type(screen.getByRole('searchbox'), 'zzz');
    expect(screen.getByText('No results for this filter')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(bodyRows()).toHaveLength(3);
    expect(onStateChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ globalFilter: '', columnFilters: [], pageIndex: 0 }),
    );
  });

  it('tells an empty table from one whose filter matches nothing', () => {
    render(<DataTable {...base} data={[]} renderEmpty={() => 'Add your first fruit'} />);
    expect(screen.getByText('Add your first fruit')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  });

  it('shows an error with a Retry button in place of the rows', async () => {
    const onRetry = vi.fn();
    render(<DataTable {...base} error="Offline" onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Offline');
    expect(bodyRows()).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('keeps the rows while refreshing, marked busy', () => {
    render(<DataTable {...base} refreshing />);
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('progressbar', { name: 'Refreshing Fruit' })).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(3);
  });

  it('hides skeleton rows from assistive technology while loading', () => {
    render(<DataTable {...base} data={[]} loading />);
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(bodyRows()).toHaveLength(0);
    expect(screen.queryByText(/yet/)).toBeNull();
  });

  it('hides a column from the Columns menu, keeps the menu open, and never hides the last one', async () => {
    const onColumnVisibilityChange = vi.fn();
    render(<DataTable {...base} onColumnVisibilityChange={onColumnVisibilityChange} />);
    const table = screen.getByRole('table');
    expect(table).toHaveAttribute('aria-colcount', '2');
    const trigger = screen.getByRole('button', { name: 'Columns' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    await userEvent.click(trigger);
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('group', { name: 'Show columns' })).toBeInTheDocument();
    const quantity = within(menu).getByRole('menuitemcheckbox', { name: 'Quantity' });
    expect(quantity).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(quantity);
    expect(onColumnVisibilityChange).toHaveBeenLastCalledWith({ qty: false });
    expect(screen.queryByRole('columnheader', { name: /Quantity/ })).toBeNull();
    expect(table).toHaveAttribute('aria-colcount', '1');
    // Toggling keeps the menu open, so several columns can change in one visit.
    expect(screen.getByRole('menu')).toBeInTheDocument();
    expect(quantity).toHaveAttribute('aria-checked', 'false');
    const name = within(menu).getByRole('menuitemcheckbox', { name: 'Name' });
    expect(name).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(name);
    expect(screen.getByRole('columnheader', { name: /Name/ })).toBeInTheDocument();
    await userEvent.click(quantity);
    expect(table).toHaveAttribute('aria-colcount', '2');
    expect(name).not.toHaveAttribute('aria-disabled');
  });

  it('counts a column that cannot be hidden as visible: the others may all go', async () => {
    render(
      <DataTable
        {...base}
        selectable
        columns={[{ key: 'name', header: 'Name', hideable: false }, columns[1]!]}
      />,
    );
    expect(screen.getByRole('grid')).toHaveAttribute('aria-colcount', '3');
    await userEvent.click(screen.getByRole('button', { name: 'Columns' }));
    const quantity = await screen.findByRole('menuitemcheckbox', { name: 'Quantity' });
    expect(quantity).not.toHaveAttribute('aria-disabled');
    expect(screen.queryByRole('menuitemcheckbox', { name: 'Name' })).toBeNull();
    await userEvent.click(quantity);
    expect(screen.getByRole('grid')).toHaveAttribute('aria-colcount', '2');
  });

  it('closes the Columns menu on Escape and returns focus to its button', async () => {
    render(<DataTable {...base} />);
    const trigger = screen.getByRole('button', { name: 'Columns' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const first = await screen.findByRole('menuitemcheckbox', { name: 'Name' });
    await vi.waitFor(() => expect(first).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitemcheckbox', { name: 'Quantity' })).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(screen.queryByRole('columnheader', { name: /Quantity/ })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await vi.waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(trigger).toHaveFocus();
  });

  it('resizes a column from the keyboard, within its limits', async () => {
    render(<DataTable {...base} />);
    const handle = screen.getByRole('separator', { name: 'Resize Name' });
    expect(handle).toHaveAttribute('aria-valuenow', '160');
    handle.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(handle).toHaveAttribute('aria-valuenow', '176');
    await userEvent.keyboard('{Home}');
    expect(handle).toHaveAttribute('aria-valuenow', '64');
  });

  it('widens and narrows a column from the Columns menu by clicks alone, no drag (WCAG 2.5.7)', async () => {
    const user = userEvent.setup();
    render(
      <DataTable
        {...base}
        columns={[
          { key: 'name', header: 'Name', hideable: false, maxWidth: 200 },
          { key: 'qty', header: 'Quantity', resizable: false, hideable: false },
        ]}
      />,
    );
    const handle = screen.getByRole('separator', { name: 'Resize Name' });
    expect(handle).toHaveAttribute('aria-valuenow', '160');
    // No column can be hidden, yet the menu is there: it is the way to resize by clicks.
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    const menu = await screen.findByRole('menu', {}, { timeout: 15_000 });
    expect(within(menu).queryByRole('group', { name: 'Show columns' })).toBeNull();
    const widths = within(menu).getByRole('group', { name: 'Column widths' });
    // Only the resizable column is offered.
    expect(
      within(widths)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Widen Name', 'Narrow Name']);
    const widen = within(widths).getByRole('menuitem', { name: 'Widen Name' });
    await user.click(widen);
    expect(handle).toHaveAttribute('aria-valuenow', '200');
    // At its largest width Widen is unavailable; the menu stayed open for the next click.
    expect(widen).toHaveAttribute('aria-disabled', 'true');
    await user.click(within(widths).getByRole('menuitem', { name: 'Narrow Name' }));
    await user.click(within(widths).getByRole('menuitem', { name: 'Narrow Name' }));
    expect(handle).toHaveAttribute('aria-valuenow', '104');
    expect(widen).not.toHaveAttribute('aria-disabled');
    expect(screen.getByRole('menu')).toBeInTheDocument();
  });

  describe('selection', () => {
    it('selects rows, sets the header checkbox to mixed, and announces the count', async () => {
      const onSelectionChange = vi.fn();
      render(<DataTable {...base} selectable onSelectionChange={onSelectionChange} />);
      await userEvent.click(screen.getByRole('checkbox', { name: 'Select Apple' }));
      expect(onSelectionChange).toHaveBeenLastCalledWith({ all: false, ids: ['b'] });
      const pageBox = screen.getByRole('checkbox', { name: 'Select all rows on this page' });
      expect(pageBox).toHaveProperty('indeterminate', true);
      expect(screen.getByRole('status')).toHaveTextContent('1 of 3 selected');
      expect(screen.getAllByRole('row')[2]).toHaveAttribute('aria-selected', 'true');
    });

    it('offers every result once the whole page is selected', async () => {
      render(<DataTable {...base} selectable paginated defaultState={{ pageSize: 2 }} />);
      await userEvent.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
      expect(screen.getByRole('status')).toHaveTextContent('2 of 3 selected');
      await userEvent.click(screen.getByRole('button', { name: 'Select all 3 results' }));
      expect(screen.getByRole('status')).toHaveTextContent('3 of 3 selected');
      await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
      expect(screen.getByRole('checkbox', { name: 'Select Cherry' })).toBeChecked();
    });
  });

  describe('grid keyboard', () => {
    const actions = (r: Row) => <button type="button">Edit {r.name}</button>;

    it('becomes a grid with one tab stop when rows have actions', () => {
      render(<DataTable {...base} rowActions={actions} />);
      const grid = screen.getByRole('grid', { name: 'Fruit' });
      expect(grid.querySelectorAll('[tabindex="0"]')).toHaveLength(1);
      expect(screen.getByRole('button', { name: 'Edit Apple' })).toHaveAttribute('tabindex', '-1');
    });

    it('moves with arrows, Home, End, Ctrl+Home and Ctrl+End', async () => {
      render(<DataTable {...base} rowActions={actions} />);
      screen.getByRole('button', { name: 'Name' }).focus();
      await userEvent.keyboard('{ArrowDown}');
      expect(screen.getByRole('rowheader', { name: 'Banana' })).toHaveFocus();
      await userEvent.keyboard('{ArrowRight}');
      // jsdom's role table knows no gridcell; in browsers this <td> is one.
      expect(screen.getByText('3.0')).toHaveFocus();
      await userEvent.keyboard('{End}');
      expect(screen.getByRole('button', { name: 'Edit Banana' })).toHaveFocus();
      await userEvent.keyboard('{Home}');
      expect(screen.getByRole('rowheader', { name: 'Banana' })).toHaveFocus();
      await userEvent.keyboard('{Control>}{End}{/Control}');
      expect(screen.getByRole('button', { name: 'Edit Cherry' })).toHaveFocus();
      await userEvent.keyboard('{Control>}{Home}{/Control}');
      expect(screen.getByRole('button', { name: 'Name' })).toHaveFocus();
      await userEvent.keyboard('{PageDown}');
      expect(screen.getByRole('rowheader', { name: 'Cherry' })).toHaveFocus();
    });

    it('keeps focus in place when new rows replace the focused one (a page change, a refetch)', async () => {
      const next: Row[] = [
        { id: 'd', name: 'Damson', qty: 2 },
        { id: 'e', name: 'Elder', qty: 4 },
      ];
      const { rerender } = render(<DataTable {...base} rowActions={actions} />);
      screen.getByRole('button', { name: 'Name' }).focus();
      await userEvent.keyboard('{ArrowDown}{ArrowDown}{End}');
      expect(screen.getByRole('button', { name: 'Edit Apple' })).toHaveFocus();
      rerender(<DataTable {...base} data={next} rowActions={actions} />);
      expect(screen.getByRole('button', { name: 'Edit Elder' })).toHaveFocus();
      // Once focus has left the grid, new rows leave it where it is.
      await userEvent.click(document.body);
      rerender(<DataTable {...base} rowActions={actions} />);
      expect(document.body).toHaveFocus();
    });

    it('enters a cell with several widgets on Enter, cycles them with Tab, and leaves with Escape', async () => {
      const two = (r: Row) => (
        <>
          <button type="button">Edit {r.name}</button>
          <button type="button">Delete {r.name}</button>
        </>
      );
      render(<DataTable {...base} rowActions={two} />);
      screen.getByRole('button', { name: 'Name' }).focus();
      await userEvent.keyboard('{ArrowDown}{End}');
      const cell = screen.getByRole('button', { name: 'Edit Banana' }).closest('td')!;
      expect(cell).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      expect(screen.getByRole('button', { name: 'Edit Banana' })).toHaveFocus();
      await userEvent.keyboard('{Tab}');
      expect(screen.getByRole('button', { name: 'Delete Banana' })).toHaveFocus();
      await userEvent.keyboard('{Tab}');
      expect(screen.getByRole('button', { name: 'Edit Banana' })).toHaveFocus();
      await userEvent.keyboard('{ArrowDown}');
      expect(screen.getByRole('button', { name: 'Edit Banana' })).toHaveFocus();
      await userEvent.keyboard('{Escape}');
      expect(cell).toHaveFocus();
    });
  });

  describe('virtualization', () => {
    const many: Row[] = Array.from({ length: 10_000 }, (_, i) => ({
      id: `r${i}`,
      name: `Row ${i + 1}`,
      qty: i,
    }));

    // The table imports its virtualizer when it first virtualizes. Transforming that module on a
    // busy machine takes longer than a wait for what a person sees should: it is done up front.
    beforeAll(async () => {
      await import('./DataTableVirtualRows');
    });

    const spies: { mockRestore: () => void }[] = [];
    beforeEach(() => {
      // jsdom has no layout; the scroll area gets a height so the virtualizer has a window.
      spies.push(vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(400));
      spies.push(vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(40));
    });
    afterEach(() => spies.splice(0).forEach((s) => s.mockRestore()));

    it('renders only the rows in view, numbered in the whole set (header = 1)', async () => {
      render(<DataTable {...base} data={many} rowHeight={40} />);
      const table = screen.getByRole('table');
      expect(table).toHaveAttribute('aria-rowcount', '10001');
      expect(bodyRows().length).toBeLessThan(40);
      expect(bodyRows()[0]).toHaveAttribute('aria-rowindex', '2');
      // Rows and spacers stand for all 10,000 rows from the first render (the scrollbar does not
      // jump when the virtualizer, loaded on demand, takes over).
      const spacers = [
        ...table.querySelectorAll<HTMLElement>('[data-slot="data-table-spacer"] td'),
      ];
      const spaced = spacers.reduce((sum, td) => sum + parseFloat(td.style.blockSize), 0);
      expect(spaced + bodyRows().length * 40).toBe(10_000 * 40);

      const scroller = table.parentElement!;
      await act(async () => {
        scroller.scrollTop = 40 * 5000;
        fireEvent.scroll(scroller);
      });
      const name = (r: HTMLElement) => within(r).getByRole('rowheader').textContent;
      // The virtualizer is loaded when a table first virtualizes: until it is in, the first rows show.
      await waitFor(() =>
        expect(bodyRows().find((r) => name(r) === 'Row 5001')).toHaveAttribute(
          'aria-rowindex',
          '5002',
        ),
      );
      const shown = bodyRows();
      expect(shown.length).toBeLessThan(40);
      for (const r of shown) {
        const n = Number(name(r)!.slice('Row '.length));
        expect(r).toHaveAttribute('aria-rowindex', String(n + 1));
      }
    });

    it('follows its scroll area from the first render once the virtualizer is loaded', async () => {
      const name = (r: HTMLElement) => within(r).getByRole('rowheader').textContent;
      const scrollTo = async (top: number) => {
        const scroller = screen.getByRole('table').parentElement!;
        await act(async () => {
          scroller.scrollTop = top;
          fireEvent.scroll(scroller);
        });
      };
      // The first table loads the virtualizer; the next one mounts with it at once, in the same
      // render as its scroll area.
      const first = render(<DataTable {...base} data={many} rowHeight={40} />);
      await scrollTo(40 * 2000);
      await waitFor(() => expect(bodyRows().some((r) => name(r) === 'Row 2001')).toBe(true));
      first.unmount();
      render(<DataTable {...base} data={many} rowHeight={40} />);
      await scrollTo(40 * 7000);
      await waitFor(() => expect(bodyRows().some((r) => name(r) === 'Row 7001')).toBe(true));
    });
  });

  it.each([
    [NaN, NaN, '2'],
    [-3, 0, '2'],
    [1.7, 2.5, '4'],
  ])(
    'numbers rows with whole numbers for a server page index %s and size %s',
    (pageIndex, pageSize, first) => {
      render(
        <DataTable
          {...base}
          manual
          paginated
          rowCount={30.5}
          defaultState={{ pageIndex, pageSize }}
        />,
      );
      expect(screen.getByRole('table')).toHaveAttribute('aria-rowcount', '31');
      expect(bodyRows()[0]).toHaveAttribute('aria-rowindex', first);
      expect(screen.getByRole('navigation')).not.toHaveTextContent(/NaN|Infinity/);
    },
  );

  it('does not crash on missing, NaN, emoji or right-to-left values', () => {
    const odd = [
      { id: '1', name: '', qty: NaN },
      { id: '2', name: '🍓🍓🍓', qty: Infinity },
      { id: '3', name: 'تفاحة', qty: 2 },
      { id: '4', name: undefined as unknown as string, qty: 0 },
    ];
    render(
      <DataTable
        label="Fruit"
        data={odd}
        columns={[
          { key: 'name', header: 'Name' },
          { key: 'qty', header: 'Quantity' },
        ]}
      />,
    );
    expect(bodyRows()).toHaveLength(4);
    expect(screen.getByText('تفاحة')).toBeInTheDocument();
  });
});

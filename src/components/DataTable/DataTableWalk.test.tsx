import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { DataTableColumn } from './columns';
import { DataTable } from './DataTable';
import type { DataTableState } from './state';

// Faults met by walking the reference app (issue 20), at the component level.

interface Row {
  id: string;
  name: string;
  due: string;
}

const columns: DataTableColumn<Row>[] = [
  { key: 'name', header: 'Name', grow: true, width: 120 },
  { key: 'due', header: 'Due', width: 100 },
];
const rows: Row[] = [
  { id: 'a', name: 'Banana', due: '2026-01-02' },
  { id: 'b', name: 'Apple', due: '2026-01-03' },
];
const base = { label: 'Fruit', columns, data: rows, getRowId: (r: Row) => r.id };

/** State that catches up a moment late, as state kept in the URL by a router does. */
function LaggingTable() {
  const [state, setState] = useState<Partial<DataTableState>>({ globalFilter: '' });
  return (
    <>
      <DataTable
        {...base}
        searchable
        state={state}
        onStateChange={(next) => void Promise.resolve().then(() => setState(next))}
      />
      <button type="button" onClick={() => setState({ globalFilter: '' })}>
        Reset
      </button>
      <p>filter {state.globalFilter}</p>
    </>
  );
}

describe('DataTable walked key by key', () => {
  it('keeps every letter typed in the search while its state catches up late', async () => {
    const user = userEvent.setup({ delay: null });
    render(<LaggingTable />);
    const search = screen.getByRole('searchbox', { name: 'Search Fruit' });
    await user.type(search, 'banana');
    expect(search).toHaveValue('banana');
    expect(await screen.findByText('filter banana')).toBeInTheDocument();
    expect(search).toHaveValue('banana');
    // A change made elsewhere still shows in the box.
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(search).toHaveValue('');
  });

  it('shows the error alone: no pager saying "No results" under it', () => {
    render(
      <DataTable
        {...base}
        data={[]}
        paginated
        manual
        rowCount={0}
        error="Offline"
        onRetry={() => {}}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Offline');
    expect(screen.queryByText('No results')).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('shows the selection and its actions below the rows, and takes no room while nothing is selected', async () => {
    render(
      <DataTable {...base} selectable selectionActions={<button type="button">Archive</button>} />,
    );
    expect(screen.queryByRole('button', { name: 'Archive' })).toBeNull();
    expect(document.querySelector('[data-slot="data-table-selection"]')).toHaveAttribute(
      'data-empty',
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Banana' }));
    const archive = screen.getByRole('button', { name: 'Archive' });
    expect(screen.getByRole('status')).toHaveTextContent('1 of 2 selected');
    // After the table in the document: ticking a row moves nothing above it.
    const table = screen.getByRole('grid', { name: 'Fruit' });
    expect(table.compareDocumentPosition(archive) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('gives a growing column the spare width and no resize handle', () => {
    render(<DataTable {...base} />);
    const cols = document.querySelectorAll('col');
    expect((cols[0] as HTMLElement).style.inlineSize).toBe('');
    expect((cols[1] as HTMLElement).style.inlineSize).toBe('100px');
    expect(screen.queryByRole('separator', { name: 'Resize Name' })).toBeNull();
    expect(screen.getByRole('separator', { name: 'Resize Due' })).toBeInTheDocument();
  });
});

describe('DataTable selection bar', () => {
  it('hands focus to the table when the button pressed in it goes away with the selection', async () => {
    render(<DataTable {...base} selectable />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Banana' }));
    await userEvent.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(document.activeElement).not.toBe(document.body);
    expect(screen.getByRole('grid', { name: 'Fruit' })).toContainElement(
      document.activeElement as HTMLElement,
    );
  });
});

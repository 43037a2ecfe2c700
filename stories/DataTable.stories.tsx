import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { useEffect, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { MoreHorizontal } from 'lucide-react';
import {
  Button,
  DataTable,
  Menu,
  MenuContent,
  MenuIconTrigger,
  MenuItem,
  Heading,
  LocaleProvider,
  Stack,
  tableStateFromSearchParams,
  tableStateToSearchParams,
  type DataTableColumn,
  type DataTableProps,
  type DataTableState,
  type Messages,
} from '../src';
import ar from 'tessera/locales/ar';
import de from 'tessera/locales/de';

interface Task {
  id: string;
  title: string;
  status: 'open' | 'in-progress' | 'done';
  assignee: string;
  points: number;
  due: string;
}

const STATUSES = ['open', 'in-progress', 'done'] as const;
const PEOPLE = ['Ada', 'Grace', 'Linus', 'Margaret', 'Tim', 'Barbara', 'Ken', 'Dennis', 'Radia'];
const VERBS = ['Write', 'Review', 'Ship', 'Fix', 'Plan', 'Test', 'Design', 'Measure'];
const NOUNS = [
  'report',
  'login page',
  'release',
  'cache',
  'roadmap',
  'API',
  'onboarding',
  'search',
];

/** Deterministic rows (a linear congruential generator, no Math.random): 100,000 in a few ms. */
function makeTasks(count: number): Task[] {
  const tasks = new Array<Task>(count);
  let seed = 42;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648);
  const start = Date.UTC(2026, 0, 1);
  for (let i = 0; i < count; i++) {
    tasks[i] = {
      id: `T-${i + 1}`,
      title: `${VERBS[next() % VERBS.length]} the ${NOUNS[next() % NOUNS.length]} #${i + 1}`,
      status: STATUSES[next() % 3]!,
      assignee: PEOPLE[next() % PEOPLE.length]!,
      points: (next() % 13) + 1,
      due: new Date(start + (next() % 365) * 86_400_000).toISOString().slice(0, 10),
    };
  }
  return tasks;
}

const STATUS_LABEL: Record<Task['status'], string> = {
  open: 'Open',
  'in-progress': 'In progress',
  done: 'Done',
};

const columns: DataTableColumn<Task>[] = [
  { key: 'title', header: 'Title', width: 260, filter: 'text' },
  {
    key: 'status',
    header: 'Status',
    width: 140,
    cell: (status) => STATUS_LABEL[status],
    filter: { options: STATUSES.map((s) => ({ value: s, label: STATUS_LABEL[s] })) },
  },
  { key: 'assignee', header: 'Assignee', width: 140 },
  { key: 'points', header: 'Points', width: 100, align: 'end' },
  { key: 'due', header: 'Due', width: 130 },
];

const twelve = makeTasks(12);
let hundredThousand: Task[] | undefined;
/** Made on first use, so the other stories of this file do not pay for it. */
const oneHundredThousand = () => (hundredThousand ??= makeTasks(100_000));

const meta = {
  title: 'Data/DataTable',
  component: DataTable<Task>,
  args: {
    label: 'Tasks',
    data: twelve,
    columns,
    getRowId: (t: Task) => t.id,
    onSortingChange: fn(),
    onSelectionChange: fn(),
    onGlobalFilterChange: fn(),
  },
} satisfies Meta<typeof DataTable<Task>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A plain semantic table: sortable headers, no grid keyboard. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const table = canvas.getByRole('table', { name: 'Tasks' });
    await expect(table).toHaveAttribute('aria-rowcount', '13');
    const title = canvas.getByRole('button', { name: 'Title' });
    await userEvent.click(title);
    await expect(canvas.getByRole('button', { name: 'Title, sorted ascending' })).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: /Title/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await expect(args.onSortingChange).toHaveBeenLastCalledWith([{ id: 'title', desc: false }]);
    await userEvent.click(canvas.getByRole('button', { name: 'Title, sorted ascending' }));
    await expect(canvas.getByRole('columnheader', { name: /Title/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  },
};

/** Shift+click adds a second sort key; the first column keeps `aria-sort`. */
export const MultiSort: Story = {
  play: async ({ canvas, args }) => {
    const user = userEvent.setup();
    await user.click(canvas.getByRole('button', { name: 'Status' }));
    await user.keyboard('{Shift>}');
    await user.click(canvas.getByRole('button', { name: 'Points' }));
    await user.keyboard('{/Shift}');
    await expect(args.onSortingChange).toHaveBeenLastCalledWith([
      { id: 'status', desc: false },
      { id: 'points', desc: false },
    ]);
    await expect(
      canvas.getByRole('button', { name: 'Points, sorted ascending, sort 2' }),
    ).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: /Points/ })).not.toHaveAttribute(
      'aria-sort',
    );
  },
};

/** Global search and per-column filters; no match shows "No results for this filter" and Clear filters. */
export const Filtering: Story = {
  args: { searchable: true },
  play: async ({ canvas }) => {
    const search = canvas.getByRole('searchbox', { name: 'Search Tasks' });
    await userEvent.type(search, 'report');
    const rows = canvas.getAllByRole('row').slice(1);
    await expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) await expect(row).toHaveTextContent(/report/i);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Filter Status' }), 'done');
    await userEvent.clear(search);
    await userEvent.type(search, 'no such task');
    await expect(canvas.getByText('No results for this filter')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(search).toHaveValue('');
    await expect(canvas.getAllByRole('row')).toHaveLength(13);
  },
};

/** Checkboxes select rows; the header checkbox selects the page and turns mixed; the count is announced. */
export const Selection: Story = {
  args: { selectable: true, paginated: true, defaultState: { pageSize: 10 } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('grid', { name: 'Tasks' })).toHaveAttribute(
      'aria-multiselectable',
      'true',
    );
    const first = canvas.getAllByRole('checkbox', { name: /^Select .*#1$/ })[0]!;
    await userEvent.click(first);
    await expect(canvas.getByRole('status')).toHaveTextContent('1 of 12 selected');
    const pageBox = canvas.getByRole('checkbox', { name: 'Select all rows on this page' });
    await expect(pageBox).toHaveProperty('indeterminate', true);
    await userEvent.click(pageBox);
    await expect(pageBox).toBeChecked();
    await expect(canvas.getByRole('status')).toHaveTextContent('10 of 12 selected');
    await userEvent.click(canvas.getByRole('button', { name: 'Select all 12 results' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('12 of 12 selected');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith({ all: true, ids: [] });
    await userEvent.click(canvas.getByRole('button', { name: 'Clear selection' }));
    await expect(pageBox).not.toBeChecked();
  },
};

/**
 * Actions on the selection sit in the bar below the rows, held at the bottom of the screen: ticking
 * a row moves nothing above it. When an action clears the selection, focus returns to the grid.
 */
export const SelectionActions: Story = {
  args: { selectable: true },
  render: function Render(args) {
    const [selection, setSelection] = useState<DataTableState['selection']>({
      all: false,
      ids: [],
    });
    return (
      <DataTable
        {...args}
        state={{ selection }}
        onSelectionChange={setSelection}
        selectionActions={
          <Button size="sm" variant="primary" onClick={() => setSelection({ all: false, ids: [] })}>
            Mark done
          </Button>
        }
      />
    );
  },
  play: async ({ canvas }) => {
    const first = canvas.getByRole('checkbox', { name: /^Select .*#1$/ });
    const grid = canvas.getByRole('grid', { name: 'Tasks' });
    const top = grid.getBoundingClientRect().top;
    first.focus();
    await userEvent.keyboard(' ');
    await expect(first).toBeChecked();
    // The bar appeared below: the rows did not move, and focus stayed on the checkbox.
    await expect(grid.getBoundingClientRect().top).toBe(top);
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{ArrowDown} ');
    const second = canvas.getByRole('checkbox', { name: /^Select .*#2$/ });
    await expect(second).toBeChecked();
    await expect(canvas.getByRole('status')).toHaveTextContent('2 of 12 selected');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Clear selection' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Mark done' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.queryByRole('button', { name: 'Mark done' })).toBeNull();
    // Not on the page's body: back in the grid, where the keyboard user was.
    await expect(grid).toContainElement(document.activeElement as HTMLElement);
  },
};

/** A growing column takes the width the others leave; the rest keep theirs. */
export const GrowingColumn: Story = {
  args: {
    columns: [
      { key: 'title', header: 'Title', width: 160, grow: true },
      { key: 'status', header: 'Status', width: 120, cell: (status) => STATUS_LABEL[status] },
      { key: 'due', header: 'Due', width: 110 },
    ] satisfies DataTableColumn<Task>[],
  },
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 720 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const [title, status] = canvas.getAllByRole('columnheader');
    await expect(status!.getBoundingClientRect().width).toBeCloseTo(120, 0);
    // 720 px, less the borders and the other two columns.
    await expect(title!.getBoundingClientRect().width).toBeGreaterThan(480);
  },
};

/** State kept in the URL reaches the table a moment after each key: the search keeps every letter. */
export const SearchWithLateState: Story = {
  args: { searchable: true },
  render: function Render(args) {
    const [state, setState] = useState<Partial<DataTableState>>({ globalFilter: '' });
    return (
      <DataTable
        {...args}
        state={state}
        onStateChange={(next) => void Promise.resolve().then(() => setState(next))}
      />
    );
  },
  play: async ({ canvas }) => {
    const search = canvas.getByRole('searchbox', { name: 'Search Tasks' });
    await userEvent.type(search, 'report', { delay: null });
    await expect(search).toHaveValue('report');
    await waitFor(() => expect(canvas.getAllByRole('row').length).toBeLessThan(13));
    await expect(search).toHaveValue('report');
    await expect(search).toHaveFocus();
  },
};

/** Row actions in a last column (a render prop; the Menu component plugs in here). */
export const RowActions: Story = {
  args: {
    rowActions: (task: Task) => (
      <Button size="sm" variant="ghost" aria-label={`Edit ${task.title}`}>
        Edit
      </Button>
    ),
  },
};

const onEdit = fn();
const onDelete = fn();

/** Row actions as a Menu per row: an icon trigger named for its row. */
export const RowActionsMenu: Story = {
  args: {
    rowActionsLabel: 'Actions',
    rowActions: (task: Task) => (
      <Menu>
        <MenuIconTrigger
          size="sm"
          variant="ghost"
          aria-label={`Actions for ${task.title}`}
          icon={<MoreHorizontal />}
        />
        <MenuContent align="end">
          <MenuItem onClick={() => onEdit(task.id)}>Edit</MenuItem>
          <MenuItem destructive onClick={() => onDelete(task.id)}>
            Delete
          </MenuItem>
        </MenuContent>
      </Menu>
    ),
  },
  play: async ({ canvas }) => {
    const body = within(document.body);
    // Keyboard: into the grid, down to the first row, End to its actions, Enter opens the menu.
    canvas.getByRole('button', { name: 'Title' }).focus();
    await userEvent.keyboard('{ArrowDown}{End}');
    const trigger = canvas.getByRole('button', { name: /^Actions for .*#1$/ });
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const edit = await body.findByRole('menuitem', { name: 'Edit' });
    await waitFor(() => expect(edit).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(onEdit).toHaveBeenCalledWith('T-1');
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** The grid keyboard: arrows, Home/End, Ctrl+End, Enter into a cell's widgets, Escape back. */
export const KeyboardNavigation: Story = {
  args: { selectable: true, rowActions: RowActions.args!.rowActions },
  play: async ({ canvas }) => {
    const grid = canvas.getByRole('grid', { name: 'Tasks' });
    // The grid is a single tab stop: the header checkbox, until focus moves.
    const pageBox = canvas.getByRole('checkbox', { name: 'Select all rows on this page' });
    await expect(grid.querySelectorAll('[tabindex="0"]')).toHaveLength(1);
    await expect(pageBox).toHaveAttribute('tabindex', '0');
    pageBox.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('button', { name: 'Title' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(grid).getByRole('rowheader', { name: /#1$/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getAllByRole('checkbox', { name: /#1$/ })[0]).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(canvas.getAllByRole('checkbox', { name: /#1$/ })[0]).toBeChecked();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('button', { name: /^Edit .*#1$/ })).toHaveFocus();
    await userEvent.keyboard('{Control>}{End}{/Control}');
    await expect(canvas.getByRole('button', { name: /^Edit .*#12$/ })).toHaveFocus();
    await userEvent.keyboard('{Control>}{Home}{/Control}');
    await expect(pageBox).toHaveFocus();
    // Enter/F2 reach a cell's other widgets: the Title header's resize handle.
    await userEvent.keyboard('{ArrowRight}{F2}');
    const handle = canvas.getByRole('separator', { name: 'Resize Title' });
    await expect(handle).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(handle).toHaveAttribute('aria-valuenow', '276');
    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByRole('button', { name: 'Title' })).toHaveFocus();
  },
};

/** Hide and show columns from the Columns menu: it stays open while toggling; the last column stays. */
export const ColumnVisibility: Story = {
  play: async ({ canvas }) => {
    const body = within(document.body);
    const table = canvas.getByRole('table', { name: 'Tasks' });
    await expect(table).toHaveAttribute('aria-colcount', '5');
    await userEvent.click(canvas.getByRole('button', { name: 'Columns' }));
    const menu = await body.findByRole('menu');
    const item = (name: string) => within(menu).getByRole('menuitemcheckbox', { name });
    await userEvent.click(item('Assignee'));
    await expect(canvas.queryByRole('columnheader', { name: /Assignee/ })).toBeNull();
    await expect(table).toHaveAttribute('aria-colcount', '4');
    // The menu stays open: hide every column but Title, which then cannot be hidden.
    for (const name of ['Status', 'Points', 'Due']) await userEvent.click(item(name));
    await expect(table).toHaveAttribute('aria-colcount', '1');
    await expect(item('Title')).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(item('Assignee'));
    await expect(canvas.getByRole('columnheader', { name: /Assignee/ })).toBeVisible();
    await expect(item('Title')).not.toHaveAttribute('aria-disabled');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
    await expect(canvas.getByRole('button', { name: 'Columns' })).toHaveFocus();
  },
};

/** Client-side pages. */
export const Paginated: Story = {
  args: { data: makeTasks(95), paginated: true, defaultState: { pageSize: 10 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Showing 1–10 of 95')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(canvas.getByText('Showing 11–20 of 95')).toBeVisible();
    const rows = canvas.getAllByRole('row');
    await expect(rows[1]).toHaveAttribute('aria-rowindex', '12');
  },
};

/** 100,000 rows: only those in view are in the DOM; aria-rowcount and aria-rowindex stay true. */
export const HundredThousandRows: Story = {
  args: { selectable: true, stickyFirstColumn: true },
  // The rows go in through render, not args: Storybook walks args deeply on every update.
  render: (args) => <DataTable {...args} data={oneHundredThousand()} />,
  play: async ({ canvas, step }) => {
    const grid = canvas.getByRole('grid', { name: 'Tasks' });
    await expect(grid).toHaveAttribute('aria-rowcount', '100001');
    const scroll = grid.parentElement!;
    const bodyRows = () => canvas.getAllByRole('row').slice(1);
    /** Every rendered row is the task its aria-rowindex says (row 2 is task #1), in order. */
    const expectTrueRows = async () => {
      const rows = bodyRows();
      await expect(rows.length).toBeGreaterThan(0);
      // Only the rows in view (plus a small overscan) are in the DOM, never thousands.
      await expect(canvas.getAllByRole('row').length).toBeLessThan(100);
      rows.forEach((row, i) => {
        const index = Number(row.getAttribute('aria-rowindex'));
        if (i > 0) expect(index).toBe(Number(rows[i - 1]!.getAttribute('aria-rowindex')) + 1);
        expect(within(row).getByRole('rowheader')).toHaveTextContent(new RegExp(`#${index - 1}$`));
      });
      return rows;
    };
    /** Waits until the row with this aria-rowindex is rendered and inside the scroll area's view. */
    const waitForRowInView = (rowIndex: number) =>
      waitFor(() => {
        const row = bodyRows().find((r) => r.getAttribute('aria-rowindex') === String(rowIndex));
        expect(row).toBeDefined();
        const view = scroll.getBoundingClientRect();
        const box = row!.getBoundingClientRect();
        expect(box.bottom).toBeGreaterThan(view.top);
        expect(box.top).toBeLessThan(view.bottom);
      });

    await step('at the top: the first rows, from task #1', async () => {
      await waitFor(() => expect(bodyRows()[0]).toHaveAttribute('aria-rowindex', '2'));
      await expectTrueRows();
    });

    await step('scrolled to the middle: task #50,000 is row 50,001', async () => {
      scroll.scrollTop = 40 * 50_000;
      await waitForRowInView(50_001);
      const rows = await expectTrueRows();
      const middle = rows.find((r) => r.getAttribute('aria-rowindex') === '50001')!;
      await expect(within(middle).getByRole('rowheader')).toHaveTextContent(/#50000$/);
      await expect(within(middle).getByRole('checkbox', { name: /#50000$/ })).toBeInTheDocument();
    });

    await step('scrolled to the end: the last row is task #100,000, row 100,001', async () => {
      scroll.scrollTop = scroll.scrollHeight;
      await waitForRowInView(100_001);
      const rows = await expectTrueRows();
      await expect(rows.at(-1)).toHaveAttribute('aria-rowindex', '100001');
      await expect(within(rows.at(-1)!).getByRole('rowheader')).toHaveTextContent(/#100000$/);
      // The end of the scroll area is the end of the data: nothing is left below the last row.
      await waitFor(() =>
        expect(scroll.scrollTop + scroll.clientHeight).toBeGreaterThanOrEqual(
          scroll.scrollHeight - 1,
        ),
      );
      const view = scroll.getBoundingClientRect();
      await expect(rows.at(-1)!.getBoundingClientRect().bottom).toBeLessThanOrEqual(
        view.bottom + 1,
      );
    });
  },
};

export const Loading: Story = {
  args: { loading: true, data: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Tasks' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = { args: { data: [] } };

export const EmptyWithCustomContent: Story = {
  args: {
    data: [],
    renderEmpty: () => (
      <>
        <p>No tasks yet.</p>
        <Button variant="primary">Create a task</Button>
      </>
    ),
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: { data: [], error: 'The server answered 503 Service Unavailable.', onRetry: fn() },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('could not be loaded');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Refreshing: Story = {
  args: { refreshing: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Tasks' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('progressbar', { name: 'Refreshing Tasks' })).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(13);
  },
};

/**
 * A 320 px screen: the search takes its own line and the filters share the next; the table scrolls
 * sideways with the first column held.
 */
export const Narrow: Story = {
  args: { stickyFirstColumn: true, selectable: true, searchable: true },
  play: async ({ canvas }) => {
    const search = canvas.getByRole('searchbox', { name: 'Search Tasks' });
    const filter = canvas.getByRole('combobox', { name: 'Filter Status' });
    await expect(filter.getBoundingClientRect().top).toBeGreaterThan(
      search.getBoundingClientRect().bottom,
    );
    await expect(search.getBoundingClientRect().width).toBeGreaterThan(280);
  },
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 320 }}>
        <Story />
      </div>
    ),
  ],
};

// ── Server-side: the server sorts, filters and pages; msw answers in the story ──────────────

const serverRows = makeTasks(1_234);

function queryTasks(url: URL) {
  const state = tableStateFromSearchParams(url.searchParams);
  let rows = serverRows;
  const q = state.globalFilter?.toLowerCase();
  if (q) rows = rows.filter((t) => t.title.toLowerCase().includes(q));
  for (const f of state.columnFilters ?? []) {
    rows = rows.filter((t) =>
      f.id === 'status'
        ? t.status === f.value
        : String(t[f.id as keyof Task])
            .toLowerCase()
            .includes(f.value.toLowerCase()),
    );
  }
  const sort = state.sorting?.[0];
  if (sort) {
    const key = sort.id as keyof Task;
    rows = [...rows].sort(
      (a, b) => (a[key] < b[key] ? -1 : a[key] > b[key] ? 1 : 0) * (sort.desc ? -1 : 1),
    );
  }
  const size = state.pageSize ?? 25;
  const page = state.pageIndex ?? 0;
  return { total: rows.length, rows: rows.slice(page * size, page * size + size) };
}

function ServerTable() {
  const [state, setState] = useState<Partial<DataTableState>>({ pageSize: 10 });
  const [result, setResult] = useState<{ total: number; rows: Task[]; query: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const query = tableStateToSearchParams(state).toString();

  useEffect(() => {
    const controller = new AbortController();
    fetch(`/api/story-tasks?${query}`, { signal: controller.signal })
      .then((r) => (r.ok ? r.json() : Promise.reject(new Error(`HTTP ${r.status}`))))
      .then((body: { total: number; rows: Task[] }) => {
        setResult({ ...body, query });
        setError(null);
      })
      .catch((e: Error) => {
        if (e.name !== 'AbortError') setError(e.message);
      });
    return () => controller.abort();
  }, [query, attempt]);

  return (
    <DataTable
      label="Tasks"
      columns={columns}
      data={result?.rows ?? []}
      getRowId={(t) => t.id}
      manual
      paginated
      searchable
      selectable
      rowCount={result?.total ?? 0}
      loading={!result && !error}
      refreshing={!!result && result.query !== query}
      error={error ?? undefined}
      onRetry={() => setAttempt((n) => n + 1)}
      state={state}
      onStateChange={setState}
    />
  );
}

export const ServerPaged: Story = {
  render: () => <ServerTable />,
  parameters: {
    msw: {
      handlers: [
        http.get('/api/story-tasks', ({ request }) =>
          HttpResponse.json(queryTasks(new URL(request.url))),
        ),
      ],
    },
  },
  play: async ({ canvas }) => {
    const grid = await canvas.findByRole('grid', { name: 'Tasks' });
    await waitFor(() => expect(grid).toHaveAttribute('aria-rowcount', '1235'));
    await expect(canvas.getByText('Showing 1–10 of 1,234')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await waitFor(() =>
      expect(canvas.getAllByRole('row')[1]).toHaveAttribute('aria-rowindex', '12'),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Points' }));
    await expect(canvas.getByText('Showing 1–10 of 1,234')).toBeVisible();
    await waitFor(() => expect(canvas.getAllByRole('row')[1]).toHaveTextContent(/1$/));
  },
};

const three = twelve.slice(0, 3);
const compactColumns: DataTableColumn<Task>[] = [
  // With the selection column, the three fit the 28rem of a cell below: nothing scrolls sideways.
  { key: 'title', header: 'Title', width: 200, hideable: false },
  { key: 'status', header: 'Status', width: 100, hideable: false, cell: (s) => STATUS_LABEL[s] },
  { key: 'points', header: 'Points', width: 90, align: 'end', hideable: false },
];

/** Every state at a glance (also the visual-regression reference), compact enough for one screen. */
export const AllStates: Story = {
  render: (args) => {
    const states: [string, Partial<DataTableProps<Task>>][] = [
      [
        'Sorted, one row selected',
        {
          data: three,
          selectable: true,
          defaultState: {
            sorting: [{ id: 'points', desc: true }],
            selection: { all: false, ids: ['T-2'] },
          },
        },
      ],
      ['Loading', { data: [], loading: true, defaultState: { pageSize: 3 } }],
      ['Refreshing', { data: three, refreshing: true }],
      ['Empty', { data: [] }],
      ['No results for this filter', { data: three, defaultState: { globalFilter: 'zzz' } }],
      ['Error', { data: [], error: 'The server answered 503.', onRetry: () => {} }],
    ];
    return (
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 28rem))', gap: 24 }}>
        {states.map(([title, props]) => (
          <Stack key={title} gap="2">
            <Heading level={2} size="sm">
              {title}
            </Heading>
            <DataTable
              {...args}
              columns={compactColumns}
              label={`Tasks: ${title}`}
              maxHeight="14rem"
              {...props}
            />
          </Stack>
        ))}
      </div>
    );
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('table')).toHaveLength(5);
    await expect(canvas.getAllByRole('grid')).toHaveLength(1);
  },
};

/** A language's words for the translated AllStates: the story's own (headings, rows), not the catalogue's. */
interface StatesCopy {
  locale: string;
  messages: Messages;
  label: string;
  headers: [title: string, status: string, points: string];
  status: Record<Task['status'], string>;
  titles: [string, string, string];
  states: [selected: string, empty: string, noResults: string, error: string];
  errorMessage: string;
}

/**
 * The states with words of their own in another language (selection, empty, no results, error;
 * loading and refreshing show none), the catalogue's beside the story's, in the viewport's height.
 * The columns are wider than in English: "Punkte" and "In Bearbeitung" fit whole.
 */
function TranslatedStates({ copy }: { copy: StatesCopy }) {
  const rows = three.map((task, i) => ({ ...task, title: copy.titles[i]! }));
  const [titleHeader, statusHeader, pointsHeader] = copy.headers;
  const translatedColumns: DataTableColumn<Task>[] = [
    { key: 'title', header: titleHeader, width: 160, hideable: false },
    {
      key: 'status',
      header: statusHeader,
      width: 130,
      hideable: false,
      cell: (s) => copy.status[s],
    },
    {
      key: 'points',
      header: pointsHeader,
      width: 110,
      align: 'end',
      hideable: false,
      // The row's numbers in the locale's digits, like the table's own ("1 of 3 selected").
      cell: (points) => points.toLocaleString(copy.locale),
    },
  ];
  const [selected, empty, noResults, error] = copy.states;
  const states: [string, Partial<DataTableProps<Task>>][] = [
    [
      selected,
      {
        selectable: true,
        defaultState: {
          sorting: [{ id: 'points', desc: true }],
          selection: { all: false, ids: ['T-2'] },
        },
      },
    ],
    [empty, { data: [] }],
    [noResults, { defaultState: { globalFilter: 'zzz' } }],
    [error, { data: [], error: copy.errorMessage, onRetry: () => {} }],
  ];
  return (
    <LocaleProvider locale={copy.locale} messages={copy.messages}>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 28rem))', gap: 24 }}>
        {states.map(([title, props]) => (
          <Stack key={title} gap="2">
            <Heading level={2} size="sm">
              {title}
            </Heading>
            <DataTable
              data={rows}
              columns={translatedColumns}
              getRowId={(t: Task) => t.id}
              // The empty state says its label ("Noch keine Aufgaben"); the others tell the tables apart.
              label={title === empty ? copy.label : `${copy.label}: ${title}`}
              maxHeight="16rem"
              {...props}
            />
          </Stack>
        ))}
      </div>
    </LocaleProvider>
  );
}

/** The states in German: long compound words in headers, buttons and messages. */
export const AllStatesGerman: Story = {
  render: () => (
    <TranslatedStates
      copy={{
        locale: 'de-DE',
        messages: de,
        label: 'Aufgaben',
        headers: ['Titel', 'Status', 'Punkte'],
        status: { open: 'Offen', 'in-progress': 'In Bearbeitung', done: 'Erledigt' },
        titles: [
          'Quartalsbericht überarbeiten',
          'Anmeldeseite barrierefrei machen',
          'Veröffentlichung vorbereiten',
        ],
        states: [
          'Sortiert, eine Zeile ausgewählt',
          'Leer',
          'Keine Treffer für diesen Filter',
          'Fehler',
        ],
        errorMessage: 'Der Server antwortete mit 503.',
      }}
    />
  ),
};

/** The states in Arabic, right to left: columns run from the right, digits are Arabic-Indic. */
export const AllStatesArabic: Story = {
  render: () => (
    <div dir="rtl">
      <TranslatedStates
        copy={{
          locale: 'ar-EG',
          messages: ar,
          label: 'المهام',
          headers: ['العنوان', 'الحالة', 'النقاط'],
          status: { open: 'مفتوحة', 'in-progress': 'قيد التنفيذ', done: 'منجزة' },
          titles: ['مراجعة التقرير الفصلي', 'تحسين إتاحة صفحة الدخول', 'التحضير للإصدار'],
          states: ['مرتّبة، وصف واحد محدد', 'فارغة', 'لا نتائج لهذا المرشِّح', 'خطأ'],
          errorMessage: 'ردّ الخادم بالرمز 503.',
        }}
      />
    </div>
  ),
};

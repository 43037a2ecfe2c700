import { ClipboardList, Plus } from 'lucide-react';
import { useMemo, useRef, useState } from 'react';
import {
  Badge,
  Button,
  DataTable,
  EmptyState,
  PageHeading,
  Inline,
  Link,
  LinkButton,
  Stack,
  defaultTableState,
  describeError,
  tableStateFromSearchParams,
  tableStateToSearchParams,
  useLocale,
  useToast,
  useUrlSearchParams,
  type DataTableColumn,
  type DataTableSelection,
  type DataTableState,
} from 'tessera';
import { taskPriorities, taskStatuses, type Task } from '../api/model';
import { usePeople, useTasks, useUpdateTask, type TaskListParams } from '../api/tasks';
import styles from '../App.module.css';
import { formatDate, priorityLabel, statusLabel, statusTone } from './format';
import { useNarrowerThan } from './useNarrowerThan';

const noSelection: DataTableSelection = { all: false, ids: [] };

/** Below this width the wide table's columns no longer fit (their widths and the borders add up to it): each task
 * becomes a card-like row. */
const WIDE_TABLE_MIN = 734;

/** Maps the table's state (as kept in the URL) to the API's list parameters. */
function toListParams(state: Partial<DataTableState>): TaskListParams {
  const sort = state.sorting?.[0];
  const filter = (id: string) => state.columnFilters?.find((f) => f.id === id)?.value || undefined;
  return {
    page: (state.pageIndex ?? 0) + 1,
    pageSize: state.pageSize ?? 25,
    sort: sort ? `${sort.id}:${sort.desc ? 'desc' : 'asc'}` : undefined,
    status: filter('status'),
    priority: filter('priority'),
    q: state.globalFilter || undefined,
  };
}

/** The URL parameters whose values differ between two queries. */
function changedParams(before: URLSearchParams, after: URLSearchParams): string[] {
  const names = new Set([...before.keys(), ...after.keys()]);
  return [...names].filter((name) => before.get(name) !== after.get(name));
}

const statusFilter = {
  options: taskStatuses.map((s) => ({ value: s, label: statusLabel[s] })),
};
const priorityFilter = {
  options: taskPriorities.map((p) => ({ value: p, label: priorityLabel[p] })),
};

const narrowVisibility = { status: false, priority: false };

const taskLink = (task: Task) => `/tasks/${encodeURIComponent(task.id)}`;

/** The task list: server-side sorting, filtering, paging and selection, with its state in the URL. */
export function TaskList() {
  const { locale } = useLocale();
  const toast = useToast();
  // Sort, filters and page live in the URL. Each change stays on this screen (focus and the route
  // announcer are left alone); a search typed key by key is one history entry, the other changes
  // one each, so Back steps through them.
  const [searchParams, setSearchParams] = useUrlSearchParams();
  const lastChangeWasSearch = useRef(false);
  // Every piece over its default: a piece missing from the URL is "none", not left to the table
  // (which would keep the last value it saw, and show a filter the URL no longer has).
  const urlState = useMemo(
    () => ({ ...defaultTableState(), ...tableStateFromSearchParams(searchParams) }),
    [searchParams],
  );
  const [selection, setSelection] = useState(noSelection);
  const params = toListParams(urlState);
  const tasks = useTasks(params);
  const people = usePeople();
  const updateTask = useUpdateTask(params);
  const [frame, narrow] = useNarrowerThan(WIDE_TABLE_MIN);

  const names = useMemo(
    () => new Map((people.data ?? []).map((p) => [p.id, p.name])),
    [people.data],
  );

  const columns = useMemo<DataTableColumn<Task>[]>(
    () =>
      narrow
        ? [
            // A narrow screen: the title with its status and priority under it, and the due date.
            {
              key: 'title',
              header: 'Task',
              grow: true,
              width: 160,
              hideable: false,
              cell: (title, task) => (
                <span className={styles.TaskCard}>
                  <Link href={taskLink(task)}>{title}</Link>
                  <span className={styles.TaskMeta}>
                    <Badge tone={statusTone[task.status]}>{statusLabel[task.status]}</Badge>
                    <span>{priorityLabel[task.priority]} priority</span>
                  </span>
                </span>
              ),
            },
            {
              key: 'dueDate',
              header: 'Due',
              width: 104,
              hideable: false,
              cell: (date) => <span className={styles.Wrap}>{formatDate(date, locale)}</span>,
            },
          ]
        : [
            {
              key: 'title',
              header: 'Title',
              grow: true,
              width: 182,
              cell: (title, task) => <Link href={taskLink(task)}>{title}</Link>,
            },
            {
              key: 'status',
              header: 'Status',
              width: 110,
              filter: statusFilter,
              cell: (status) => <Badge tone={statusTone[status]}>{statusLabel[status]}</Badge>,
            },
            {
              key: 'priority',
              header: 'Priority',
              width: 116,
              filter: priorityFilter,
              cell: (priority) => priorityLabel[priority],
            },
            {
              key: 'assigneeId',
              header: 'Assignee',
              width: 156,
              sortable: false,
              cell: (id) => (id ? (names.get(id) ?? '…') : 'Unassigned'),
            },
            {
              key: 'dueDate',
              header: 'Due',
              width: 120,
              cell: (date) => formatDate(date, locale),
            },
          ],
    [names, locale, narrow],
  );

  // On a narrow screen status and priority are in the task's cell; their columns stay, hidden, for
  // the toolbar's filters.
  const filterColumns = useMemo<DataTableColumn<Task>[]>(
    () => [
      { key: 'status', header: 'Status', filter: statusFilter, hideable: false },
      { key: 'priority', header: 'Priority', filter: priorityFilter, hideable: false },
    ],
    [],
  );
  const tableState: Partial<DataTableState> = narrow
    ? { ...urlState, columnVisibility: narrowVisibility, selection }
    : { ...urlState, selection };

  const bulk = async (status: Task['status']) => {
    const ids = selection.ids;
    setSelection(noSelection);
    const results = await Promise.allSettled(
      ids.map((id) => updateTask.mutateAsync({ id, patch: { status } })),
    );
    // A refused change rolls back and says so in its own toast (useOptimisticMutation).
    const changed = results.filter((r) => r.status === 'fulfilled').length;
    if (changed === 0) return;
    const tasksWord = changed === 1 ? '1 task' : `${changed} tasks`;
    toast({
      title: status === 'done' ? `Marked ${tasksWord} done` : `Reopened ${tasksWord}`,
      tone: 'success',
    });
  };

  return (
    <Stack gap="6" ref={frame}>
      <Inline justify="between">
        <PageHeading>Tasks</PageHeading>
        <LinkButton href="/tasks/new" variant="primary" startIcon={<Plus />}>
          New task
        </LinkButton>
      </Inline>
      <DataTable
        label="Tasks"
        data={tasks.data?.items ?? []}
        rowCount={tasks.data?.total ?? 0}
        columns={narrow ? [...columns, ...filterColumns] : columns}
        getRowId={(task) => task.id}
        getRowLabel={(task) => task.title}
        manual
        paginated
        searchable
        selectable
        // A page of at most 100 rows scrolls with the page, not in a box of its own.
        maxHeight="none"
        loading={tasks.isPending}
        refreshing={tasks.isFetching && !tasks.isPending}
        error={tasks.isError ? describeError(tasks.error).message : undefined}
        onRetry={() => void tasks.refetch()}
        state={tableState}
        onSelectionChange={setSelection}
        onStateChange={(next) => {
          const after = tableStateToSearchParams(
            narrow ? { ...next, columnVisibility: urlState.columnVisibility } : next,
          );
          const changed = changedParams(searchParams, after);
          if (changed.length === 0) return; // a selection: not in the URL
          const search = changed.includes('q') && changed.every((p) => p === 'q' || p === 'page');
          const history = search && lastChangeWasSearch.current ? 'replace' : 'push';
          lastChangeWasSearch.current = search;
          setSearchParams(after, { history });
        }}
        selectionActions={
          selection.ids.length > 0 && !selection.all ? (
            <>
              <Button size="sm" onClick={() => void bulk('done')}>
                Mark done
              </Button>
              <Button size="sm" onClick={() => void bulk('open')}>
                Reopen
              </Button>
            </>
          ) : undefined
        }
        renderEmpty={() => (
          <EmptyState
            icon={<ClipboardList />}
            heading="No tasks yet"
            description="Create the first task to get started."
            action={
              <LinkButton href="/tasks/new" variant="primary">
                New task
              </LinkButton>
            }
          />
        )}
      />
    </Stack>
  );
}

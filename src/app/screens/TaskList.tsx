import { ClipboardList, Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
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
  describeError,
  tableStateFromSearchParams,
  tableStateToSearchParams,
  taskPriorities,
  taskStatuses,
  useLocale,
  usePeople,
  useSearchParams,
  useTasks,
  useUpdateTask,
  type DataTableColumn,
  type DataTableSelection,
  type DataTableState,
  type Task,
  type TaskListParams,
} from '../../index';
import { formatDate, priorityLabel, statusLabel, statusTone } from './format';

const noSelection: DataTableSelection = { all: false, ids: [] };

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

/** The task list: server-side sorting, filtering, paging and selection, with its state in the URL. */
export function TaskList() {
  const { locale } = useLocale();
  const [searchParams, setSearchParams] = useSearchParams();
  const urlState = useMemo(() => tableStateFromSearchParams(searchParams), [searchParams]);
  const [selection, setSelection] = useState(noSelection);
  const params = toListParams(urlState);
  const tasks = useTasks(params);
  const people = usePeople();
  const updateTask = useUpdateTask(params);

  const names = useMemo(
    () => new Map((people.data ?? []).map((p) => [p.id, p.name])),
    [people.data],
  );

  const columns = useMemo<DataTableColumn<Task>[]>(
    () => [
      {
        key: 'title',
        header: 'Title',
        sortable: true,
        minWidth: 200,
        cell: (title, task) => <Link href={`/tasks/${encodeURIComponent(task.id)}`}>{title}</Link>,
      },
      {
        key: 'status',
        header: 'Status',
        sortable: true,
        filter: { options: taskStatuses.map((s) => ({ value: s, label: statusLabel[s] })) },
        cell: (status) => <Badge tone={statusTone[status]}>{statusLabel[status]}</Badge>,
      },
      {
        key: 'priority',
        header: 'Priority',
        sortable: true,
        filter: { options: taskPriorities.map((p) => ({ value: p, label: priorityLabel[p] })) },
        cell: (priority) => priorityLabel[priority],
      },
      {
        key: 'assigneeId',
        header: 'Assignee',
        sortable: false,
        cell: (id) => (id ? (names.get(id) ?? '…') : 'Unassigned'),
      },
      {
        key: 'dueDate',
        header: 'Due',
        sortable: true,
        cell: (date) => formatDate(date, locale),
      },
    ],
    [names, locale],
  );

  const selectedIds = selection.ids;
  const bulk = (status: Task['status']) => {
    for (const id of selectedIds) updateTask.mutate({ id, patch: { status } });
    setSelection(noSelection);
  };

  return (
    <Stack gap="6">
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
        columns={columns}
        getRowId={(task) => task.id}
        getRowLabel={(task) => task.title}
        manual
        paginated
        searchable
        selectable
        stickyFirstColumn
        loading={tasks.isPending}
        refreshing={tasks.isFetching && !tasks.isPending}
        error={tasks.isError ? describeError(tasks.error).message : undefined}
        onRetry={() => void tasks.refetch()}
        state={{ ...urlState, selection }}
        onSelectionChange={setSelection}
        onStateChange={(next) => setSearchParams(tableStateToSearchParams(next))}
        toolbar={
          selectedIds.length > 0 && !selection.all ? (
            <Inline gap="2" aria-label="Bulk actions" role="group">
              <Button size="sm" onClick={() => bulk('done')}>
                Mark done
              </Button>
              <Button size="sm" onClick={() => bulk('open')}>
                Reopen
              </Button>
            </Inline>
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

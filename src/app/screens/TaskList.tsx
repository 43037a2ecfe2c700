import { useQueryClient } from '@tanstack/react-query';
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
  describeError,
  tableStateToSearchParams,
  useI18n,
  useHeldWhilePressed,
  useToast,
  useUrlSearchParams,
  type DataTableColumn,
  type DataTableSelection,
  type DataTableState,
} from 'tessera';
import { taskPriorities, taskStatuses, type Task } from '../../domain/tasks';
import { pageWithWrites, type TaskOutbox } from '../api/outbox';
import { usePeople, useTasks, useUpdateTask } from '../api/tasks';
import { useOpenTaskOutbox, useTaskOutbox, useWriteNotices } from '../api/TaskOutboxProvider';
import styles from '../App.module.css';
import { useAppLocale, useAppMessages } from '../locale/context';
import { formatDate, statusTone, useTaskWords } from './format';
import { taskListState, toListParams } from './taskListParams';
import { useNarrowerThan } from './useNarrowerThan';

const noSelection: DataTableSelection = { all: false, ids: [] };

/** Below this width the wide table's columns no longer fit (their widths and the borders add up to it): each task
 * becomes a card-like row. */
const WIDE_TABLE_MIN = 734;

/** The URL parameters whose values differ between two queries. */
function changedParams(before: URLSearchParams, after: URLSearchParams): string[] {
  const names = new Set([...before.keys(), ...after.keys()]);
  return [...names].filter((name) => before.get(name) !== after.get(name));
}

const narrowVisibility = { status: false, priority: false };

const taskLink = (task: Task) => `/tasks/${encodeURIComponent(task.id)}`;

/** The task list: server-side sorting, filtering, paging and selection, with its state in the URL. */
export function TaskList() {
  const { locale } = useAppLocale();
  const i18n = useI18n();
  const t = useAppMessages('taskList');
  const words = useTaskWords();
  const toast = useToast();
  // Sort, filters and page live in the URL. Each change stays on this screen (focus and the route
  // announcer are left alone); a search typed key by key is one history entry, the other changes
  // one each, so Back steps through them.
  const [searchParams, setSearchParams] = useUrlSearchParams();
  const lastChangeWasSearch = useRef(false);
  const urlState = useMemo(() => taskListState(searchParams), [searchParams]);
  const [selection, setSelection] = useState(noSelection);
  const params = toListParams(urlState);
  const tasks = useTasks(params);
  // Changes made on this device that wait for the network show at once, each row marked. The
  // outbox opens once the first rows (or the error) are on screen: never part of the first bytes.
  const { outbox, writes } = useTaskOutbox();
  const openOutbox = useOpenTaskOutbox(!tasks.isPending);
  const notify = useWriteNotices();
  const queryClient = useQueryClient();
  const sync = useAppMessages('sync');
  const live = useMemo(
    () => ({
      page: pageWithWrites(tasks.data, writes),
      pending: new Map(
        writes.map((w) => [w.meta.taskId, w.meta.kind === 'delete' ? 'delete' : 'change'] as const),
      ),
    }),
    [tasks.data, writes],
  );
  // A write that lands, or rows that come back, while a pointer is pressed on the list would
  // change the rows' heights (a row's "waiting" mark goes, a status changes) and move what is
  // pressed from under the pointer: the rows shown stay until the press has ended.
  const { page, pending } = useHeldWhilePressed(live, live.page ? live : null);
  const people = usePeople();
  const updateTask = useUpdateTask(params);
  const [frame, narrow] = useNarrowerThan(WIDE_TABLE_MIN);

  const names = useMemo(
    () => new Map((people.data ?? []).map((p) => [p.id, p.name])),
    [people.data],
  );

  const { statusFilter, priorityFilter } = useMemo(
    () => ({
      statusFilter: { options: taskStatuses.map((s) => ({ value: s, label: words.status(s) })) },
      priorityFilter: {
        options: taskPriorities.map((p) => ({ value: p, label: words.priority(p) })),
      },
    }),
    [words],
  );

  const columns = useMemo<DataTableColumn<Task>[]>(
    () =>
      narrow
        ? [
            // A narrow screen: the title with its status and priority under it, and the due date.
            {
              key: 'title',
              header: t('columnTask'),
              grow: true,
              width: 160,
              hideable: false,
              cell: (title, task) => (
                <span className={styles.TaskCard}>
                  <Link href={taskLink(task)}>{title}</Link>
                  <span className={styles.TaskMeta}>
                    {pending.has(task.id) && (
                      <Badge tone="warning" data-slot="sync-mark">
                        {sync('waiting')}
                      </Badge>
                    )}
                    <Badge tone={statusTone[task.status]}>{words.status(task.status)}</Badge>
                    <span>{t('priorityOf', { priority: words.priority(task.priority) })}</span>
                  </span>
                </span>
              ),
            },
            {
              key: 'dueDate',
              header: t('columnDue'),
              width: 104,
              hideable: false,
              // The card layout fills a phone's width: no resize edge, so no Columns menu (its
              // click-to-resize steps) in the phone's toolbar either.
              resizable: false,
              cell: (date) => <span className={styles.Wrap}>{formatDate(date, locale)}</span>,
            },
          ]
        : [
            {
              key: 'title',
              header: t('columnTitle'),
              grow: true,
              width: 182,
              cell: (title, task) => (
                <>
                  <Link href={taskLink(task)}>{title}</Link>
                  {pending.has(task.id) && (
                    <>
                      {' '}
                      <Badge tone="warning" data-slot="sync-mark">
                        {sync('waiting')}
                      </Badge>
                    </>
                  )}
                </>
              ),
            },
            {
              key: 'status',
              header: t('columnStatus'),
              width: 110,
              filter: statusFilter,
              cell: (status) => <Badge tone={statusTone[status]}>{words.status(status)}</Badge>,
            },
            {
              key: 'priority',
              header: t('columnPriority'),
              width: 116,
              filter: priorityFilter,
              cell: (priority) => words.priority(priority),
            },
            {
              key: 'assigneeId',
              header: t('columnAssignee'),
              width: 156,
              sortable: false,
              cell: (id) => (id ? (names.get(id) ?? '…') : words.t('unassigned')),
            },
            {
              key: 'dueDate',
              header: t('columnDue'),
              width: 120,
              cell: (date) => formatDate(date, locale),
            },
          ],
    [names, locale, narrow, t, words, statusFilter, priorityFilter, pending, sync],
  );

  // On a narrow screen status and priority are in the task's cell; their columns stay, hidden, for
  // the toolbar's filters.
  const filterColumns = useMemo<DataTableColumn<Task>[]>(
    () => [
      { key: 'status', header: t('columnStatus'), filter: statusFilter, hideable: false },
      { key: 'priority', header: t('columnPriority'), filter: priorityFilter, hideable: false },
    ],
    [t, statusFilter, priorityFilter],
  );
  const tableState: Partial<DataTableState> = narrow
    ? { ...urlState, columnVisibility: narrowVisibility, selection }
    : { ...urlState, selection };

  const bulk = async (status: Task['status']) => {
    const ids = selection.ids;
    setSelection(noSelection);
    const box = outbox ?? (await openOutbox());
    const changed = box ? await bulkThroughOutbox(box, ids, status) : await bulkDirect(ids, status);
    if (changed > 0) {
      toast({
        title: t(status === 'done' ? 'markedDone' : 'reopened', { count: changed }),
        tone: 'success',
      });
    }
  };

  /** Each change through the outbox: sent now, or kept until the network is back. */
  const bulkThroughOutbox = async (box: TaskOutbox, ids: string[], status: Task['status']) => {
    // From the outbox's own chunk (loaded once the outbox opened): not part of the first screen.
    const { sendStatusChanges } = await import('../api/openOutbox');
    return notify(await sendStatusChanges(box, queryClient, page?.items ?? [], ids, status));
  };

  /** Without an outbox (its code did not load): optimistic, rolled back with a toast if refused. */
  const bulkDirect = async (ids: string[], status: Task['status']) => {
    const results = await Promise.allSettled(
      ids.map((id) => updateTask.mutateAsync({ id, patch: { status } })),
    );
    return results.filter((r) => r.status === 'fulfilled').length;
  };

  return (
    <Stack gap="6" ref={frame}>
      <Inline justify="between">
        <PageHeading>{t('heading')}</PageHeading>
        <LinkButton href="/tasks/new" variant="primary" startIcon={<Plus />}>
          {t('newTask')}
        </LinkButton>
      </Inline>
      <DataTable
        label={t('tableLabel')}
        data={page?.items ?? []}
        rowCount={page?.total ?? 0}
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
        // Rows already here stay when a refetch fails (offline): the error shows only without them.
        error={
          tasks.isError && (!tasks.data || tasks.isPlaceholderData)
            ? describeError(tasks.error, i18n).message
            : undefined
        }
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
                {t('markDone')}
              </Button>
              <Button size="sm" onClick={() => void bulk('open')}>
                {t('reopen')}
              </Button>
            </>
          ) : undefined
        }
        renderEmpty={() => (
          <EmptyState
            icon={<ClipboardList />}
            heading={t('emptyHeading')}
            description={t('emptyDescription')}
            action={
              <LinkButton href="/tasks/new" variant="primary">
                {t('newTask')}
              </LinkButton>
            }
          />
        )}
      />
    </Stack>
  );
}

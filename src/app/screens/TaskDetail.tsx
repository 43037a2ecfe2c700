import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useParams } from 'react-router';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogTrigger,
  Badge,
  Button,
  ErrorState,
  Heading,
  PageHeading,
  Inline,
  Link,
  LinkButton,
  LoadingState,
  Stack,
  StateTransition,
  Text,
  VisuallyHidden,
  formatList,
  isHttpError,
  useToast,
  useRouterNavigate,
} from 'tessera';
import { useHttpClient, useHttpMutation, useOptimisticMutation } from 'tessera/http';
import type { Page, Task } from '../../domain/tasks';
import { deleteWrite, newWriteId, updateWrite, withWrites, writesFor } from '../api/outbox';
import { taskKeys, tasksApi, usePeople, useTask, type TaskInput } from '../api/tasks';
import { useOpenTaskOutbox, useTaskOutbox, useWriteNotices } from '../api/TaskOutboxProvider';
import styles from '../App.module.css';
import { useAppLocale, useAppMessages, type AppTranslate } from '../locale/context';
import { formatDate, formatDateTime, statusTone, useTaskWords } from './format';

type StepLabel = Parameters<AppTranslate<'taskDetail'>>[0];

const nextSteps: Record<Task['status'], Array<{ status: Task['status']; label: StepLabel }>> = {
  open: [{ status: 'in_progress', label: 'start' }],
  in_progress: [
    { status: 'done', label: 'markDone' },
    { status: 'open', label: 'backToOpen' },
  ],
  done: [{ status: 'open', label: 'reopen' }],
};

/** A sentence with a `<time>` in it: the catalogue's sentence around the formatted moment. */
function WithTime({ text, iso, locale }: { text: string; iso: string; locale: string }) {
  const [before, after] = text.split('\u0000');
  return (
    <>
      {before}
      <time dateTime={iso}>{formatDateTime(iso, locale)}</time>
      {after}
    </>
  );
}

/** One task: its fields, its status with the moves it can make, and its history. */
export function TaskDetail() {
  const { id = '' } = useParams();
  const task = useTask(id);
  const people = usePeople();
  const navigate = useRouterNavigate();
  const toast = useToast();
  const client = useHttpClient();
  const queryClient = useQueryClient();
  const api = tasksApi(client);
  const t = useAppMessages('taskDetail');
  const sync = useAppMessages('sync');
  const words = useTaskWords();
  const { locale } = useAppLocale();
  // Changes made on this device that wait for the network show at once, marked.
  const { outbox, writes } = useTaskOutbox();
  const openOutbox = useOpenTaskOutbox();
  const notify = useWriteNotices();
  const waiting = writesFor(writes, id);
  // Deleted here: the page keeps showing the task while it goes, not "Task not found" as the
  // waiting delete lays itself over it (a screen reader heard that, then the task again).
  const [leaving, setLeaving] = useState<Task | null>(null);
  const shown = leaving ?? withWrites(task.data, waiting);

  // A status change shows on this screen at once and rolls back (with a toast) if the server
  // refuses; the lists refetch once it answered.
  const update = useOptimisticMutation<Task, TaskInput, Task>({
    mutationFn: (patch) => api.update(id, patch),
    queryKey: taskKeys.detail(id),
    update: (current, patch) => current && { ...current, ...patch },
    invalidates: [taskKeys.lists()],
    errorTitle: words.t('updateFailed'),
  });

  // The pressed button goes away with the status it changed: focus goes to the new status, not to
  // the page's body (the next Tab reaches the moves the task can make now).
  const statusRef = useRef<HTMLSpanElement>(null);
  const focusStatus = useRef(false);
  const status = shown?.status;
  useLayoutEffect(() => {
    if (!focusStatus.current) return;
    focusStatus.current = false;
    if (!document.activeElement || document.activeElement === document.body) {
      statusRef.current?.focus();
    }
  }, [status]);

  // Deleted: nothing may ask for this task again (a 404) while the page goes; it is forgotten once
  // the page is gone, and the lists drop it at once.
  const deleted = useRef(false);
  useEffect(
    () => () => {
      if (deleted.current)
        queryClient.removeQueries({ queryKey: taskKeys.detail(id), exact: true });
    },
    [id, queryClient],
  );
  const remove = useHttpMutation({
    mutationFn: () => api.remove(id),
    onSuccess: () => {
      deleted.current = true;
      queryClient.setQueriesData<Page<Task>>({ queryKey: taskKeys.lists() }, (page) =>
        page && page.items.some((item) => item.id === id)
          ? { ...page, items: page.items.filter((item) => item.id !== id), total: page.total - 1 }
          : page,
      );
    },
    invalidates: [taskKeys.lists()],
  });

  // Undo puts the same task back (same id, same created time) with a PUT to its address. It runs
  // after this page has gone, so it uses the client directly.
  const undoDelete = async (gone: Task) => {
    const { updatedAt: _updatedAt, ...record } = gone;
    try {
      const restored = await client.put<Task>(`/tasks/${encodeURIComponent(gone.id)}`, record);
      queryClient.setQueryData(taskKeys.detail(restored.id), restored);
      await queryClient.invalidateQueries({ queryKey: taskKeys.lists() });
      toast({ title: t('restored', { title: restored.title }), tone: 'success' });
    } catch {
      toast({ title: t('restoreFailed'), tone: 'danger' });
    }
  };

  /** Without an outbox (its code did not load): straight to the server. */
  const removeDirect = (gone: Task) =>
    remove.mutate(undefined, {
      onSuccess: () => {
        navigate('/tasks');
        toast({
          title: t('deleted', { title: gone.title }),
          tone: 'success',
          action: { label: t('undo'), onClick: () => void undoDelete(gone) },
        });
      },
    });

  if (task.isPending && !shown) return <LoadingState label={words.t('loading')} />;
  if (!shown) {
    const notFound = shown === null || (isHttpError(task.error) && task.error.kind === 'notFound');
    return (
      <Stack gap="4">
        <PageHeading>{notFound ? t('notFound') : words.t('loadFailed')}</PageHeading>
        {notFound ? (
          <Text>{t('notFoundHint')}</Text>
        ) : (
          <ErrorState error={task.error ?? undefined} onRetry={() => void task.refetch()} />
        )}
        <Link href="/tasks">{words.t('backToAll')}</Link>
      </Stack>
    );
  }

  const data = shown;
  const assignee = people.data?.find((p) => p.id === data.assigneeId)?.name;

  return (
    <Stack gap="6">
      <Link href="/tasks" variant="standalone">
        <Inline gap="1" as="span">
          <ArrowLeft aria-hidden="true" size={16} /> {t('allTasks')}
        </Inline>
      </Link>
      <Stack gap="2">
        <PageHeading>{data.title}</PageHeading>
        <Inline gap="2">
          <span ref={statusRef} tabIndex={-1} className={styles.Status}>
            <VisuallyHidden>{t('statusLabel')}</VisuallyHidden>
            <StateTransition value={data.status}>
              <Badge
                animated
                tone={statusTone[data.status]}
                data-state={data.status}
                aria-live="polite"
              >
                {words.status(data.status)}
              </Badge>
            </StateTransition>
          </span>
          {waiting.length > 0 && (
            <Badge tone="warning" data-slot="sync-mark">
              {sync('waiting')}
            </Badge>
          )}
          {nextSteps[data.status].map((step) => (
            <Button
              key={step.status}
              size="sm"
              onClick={() => {
                focusStatus.current = true;
                void (outbox ? Promise.resolve(outbox) : openOutbox()).then((box) => {
                  if (!box) return update.mutate({ status: step.status });
                  const writeId = newWriteId();
                  const write = updateWrite(data, { status: step.status });
                  void box.send({ id: writeId, ...write }).then((outcome) => {
                    if (outcome.status !== 'rejected') return notify([outcome]);
                    // Refused while the person is here: the change goes back, and says so.
                    box.discard(writeId);
                    toast({ title: words.t('updateFailed'), tone: 'danger' });
                  });
                });
              }}
            >
              {t(step.label)}
            </Button>
          ))}
        </Inline>
      </Stack>
      <Inline gap="2">
        <LinkButton href={`/tasks/${encodeURIComponent(data.id)}/edit`}>{t('edit')}</LinkButton>
        <AlertDialog destructive>
          <AlertDialogTrigger variant="danger">{t('delete')}</AlertDialogTrigger>
          <AlertDialogContent>
            <AlertDialogTitle>{t('deleteTitle', { title: data.title })}</AlertDialogTitle>
            <AlertDialogDescription>{t('deleteDescription')}</AlertDialogDescription>
            <AlertDialogFooter>
              <AlertDialogCancel />
              <AlertDialogAction
                onClick={() => {
                  void (outbox ? Promise.resolve(outbox) : openOutbox()).then((box) => {
                    if (!box) return removeDirect(data);
                    deleted.current = true;
                    setLeaving(data);
                    navigate('/tasks');
                    void box.send({ id: newWriteId(), ...deleteWrite(data) }).then((outcome) => {
                      if (notify([outcome]) === 0) return;
                      toast({
                        title: t('deleted', { title: data.title }),
                        tone: 'success',
                        action: { label: t('undo'), onClick: () => void undoDelete(data) },
                      });
                    });
                  });
                }}
              >
                {t('delete')}
              </AlertDialogAction>
            </AlertDialogFooter>
          </AlertDialogContent>
        </AlertDialog>
      </Inline>
      <dl className={styles.Details}>
        <dt>{t('priority')}</dt>
        <dd>{words.priority(data.priority)}</dd>
        <dt>{t('assignee')}</dt>
        <dd>{data.assigneeId ? (assignee ?? '…') : words.t('unassigned')}</dd>
        <dt>{t('due')}</dt>
        <dd>{formatDate(data.dueDate, locale)}</dd>
        <dt>{t('labels')}</dt>
        <dd>{data.labels.length ? formatList(locale, data.labels) : t('noLabels')}</dd>
      </dl>
      <Stack gap="2">
        <Heading level={2} size="lg">
          {t('description')}
        </Heading>
        <Text className={styles.Description}>{data.description || t('noDescription')}</Text>
      </Stack>
      <Stack gap="2">
        <Heading level={2} size="lg">
          {t('activity')}
        </Heading>
        <ul className={styles.Activity}>
          <li>
            <WithTime
              text={t('created', { time: '\u0000' })}
              iso={data.createdAt}
              locale={locale}
            />
          </li>
          {data.updatedAt !== data.createdAt && (
            <li>
              <WithTime
                text={t('lastChanged', { time: '\u0000' })}
                iso={data.updatedAt}
                locale={locale}
              />
            </li>
          )}
        </ul>
      </Stack>
    </Stack>
  );
}

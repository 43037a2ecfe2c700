import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef } from 'react';
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
  isHttpError,
  useLocale,
  useHttpClient,
  useHttpMutation,
  useOptimisticMutation,
  useToast,
  useRouterNavigate,
} from 'tessera';
import type { Page, Task } from '../api/model';
import { taskKeys, tasksApi, usePeople, useTask, type TaskInput } from '../api/tasks';
import styles from '../App.module.css';
import { formatDate, priorityLabel, statusLabel, statusTone } from './format';

const nextSteps: Record<Task['status'], Array<{ status: Task['status']; label: string }>> = {
  open: [{ status: 'in_progress', label: 'Start' }],
  in_progress: [
    { status: 'done', label: 'Mark done' },
    { status: 'open', label: 'Back to open' },
  ],
  done: [{ status: 'open', label: 'Reopen' }],
};

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

  // A status change shows on this screen at once and rolls back (with a toast) if the server
  // refuses; the lists refetch once it answered.
  const update = useOptimisticMutation<Task, TaskInput, Task>({
    mutationFn: (patch) => api.update(id, patch),
    queryKey: taskKeys.detail(id),
    update: (current, patch) => current && { ...current, ...patch },
    invalidates: [taskKeys.lists()],
    errorTitle: 'The task was not updated',
  });

  // The pressed button goes away with the status it changed: focus goes to the new status, not to
  // the page's body (the next Tab reaches the moves the task can make now).
  const statusRef = useRef<HTMLSpanElement>(null);
  const focusStatus = useRef(false);
  const status = task.data?.status;
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
        page && page.items.some((t) => t.id === id)
          ? { ...page, items: page.items.filter((t) => t.id !== id), total: page.total - 1 }
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
      toast({ title: `Restored “${restored.title}”`, tone: 'success' });
    } catch {
      toast({ title: 'The task could not be restored', tone: 'danger' });
    }
  };
  const { locale } = useLocale();

  if (task.isPending) return <LoadingState label="Loading the task" />;
  if (task.isError) {
    const notFound = isHttpError(task.error) && task.error.kind === 'notFound';
    return (
      <Stack gap="4">
        <PageHeading>{notFound ? 'Task not found' : 'The task could not be loaded'}</PageHeading>
        {notFound ? (
          <Text>It may have been deleted, or the link is wrong.</Text>
        ) : (
          <ErrorState error={task.error} onRetry={() => void task.refetch()} />
        )}
        <Link href="/tasks">Back to all tasks</Link>
      </Stack>
    );
  }

  const t = task.data;
  const assignee = people.data?.find((p) => p.id === t.assigneeId)?.name;
  const dateTime = (iso: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date(iso),
    );

  return (
    <Stack gap="6">
      <Link href="/tasks" variant="standalone">
        <Inline gap="1" as="span">
          <ArrowLeft aria-hidden="true" size={16} /> All tasks
        </Inline>
      </Link>
      <Stack gap="2">
        <PageHeading>{t.title}</PageHeading>
        <Inline gap="2">
          <span ref={statusRef} tabIndex={-1} className={styles.Status}>
            <VisuallyHidden>Status: </VisuallyHidden>
            <StateTransition value={t.status}>
              <Badge animated tone={statusTone[t.status]} data-state={t.status} aria-live="polite">
                {statusLabel[t.status]}
              </Badge>
            </StateTransition>
          </span>
          {nextSteps[t.status].map((step) => (
            <Button
              key={step.status}
              size="sm"
              onClick={() => {
                focusStatus.current = true;
                update.mutate({ status: step.status });
              }}
            >
              {step.label}
            </Button>
          ))}
        </Inline>
      </Stack>
      <Inline gap="2">
        <LinkButton href={`/tasks/${encodeURIComponent(t.id)}/edit`}>Edit task</LinkButton>
        <AlertDialog destructive>
          <AlertDialogTrigger variant="danger">Delete task</AlertDialogTrigger>
          <AlertDialogContent>
            <AlertDialogTitle>Delete “{t.title}”?</AlertDialogTitle>
            <AlertDialogDescription>
              The task and its history are removed for everyone.
            </AlertDialogDescription>
            <AlertDialogFooter>
              <AlertDialogCancel />
              <AlertDialogAction
                onClick={() => {
                  remove.mutate(undefined, {
                    onSuccess: () => {
                      navigate('/tasks');
                      toast({
                        title: `Deleted “${t.title}”`,
                        tone: 'success',
                        action: { label: 'Undo', onClick: () => void undoDelete(t) },
                      });
                    },
                  });
                }}
              >
                Delete task
              </AlertDialogAction>
            </AlertDialogFooter>
          </AlertDialogContent>
        </AlertDialog>
      </Inline>
      <dl className={styles.Details}>
        <dt>Priority</dt>
        <dd>{priorityLabel[t.priority]}</dd>
        <dt>Assignee</dt>
        <dd>{t.assigneeId ? (assignee ?? '…') : 'Unassigned'}</dd>
        <dt>Due</dt>
        <dd>{formatDate(t.dueDate, locale)}</dd>
        <dt>Labels</dt>
        <dd>{t.labels.length ? t.labels.join(', ') : 'None'}</dd>
      </dl>
      <Stack gap="2">
        <Heading level={2} size="lg">
          Description
        </Heading>
        <Text className={styles.Description}>{t.description || 'No description.'}</Text>
      </Stack>
      <Stack gap="2">
        <Heading level={2} size="lg">
          Activity
        </Heading>
        <ul className={styles.Activity}>
          <li>
            Created <time dateTime={t.createdAt}>{dateTime(t.createdAt)}</time>
          </li>
          {t.updatedAt !== t.createdAt && (
            <li>
              Last changed <time dateTime={t.updatedAt}>{dateTime(t.updatedAt)}</time>
            </li>
          )}
        </ul>
      </Stack>
    </Stack>
  );
}

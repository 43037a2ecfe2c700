import { ArrowLeft } from 'lucide-react';
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
  isHttpError,
  useLocale,
  taskKeys,
  tasksApi,
  useDeleteTask,
  useHttpClient,
  useQueryClient,
  useToast,
  useParams,
  usePeople,
  useRouterNavigate,
  useTask,
  useUpdateTask,
  type Task,
} from '../../index';
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
  const update = useUpdateTask();
  const remove = useDeleteTask();
  const navigate = useRouterNavigate();
  const toast = useToast();
  const client = useHttpClient();
  const queryClient = useQueryClient();

  // Undo re-creates the task. It runs after this page has gone, so it uses the client directly
  // rather than a mutation hook that belongs to the unmounted page.
  const undoDelete = async (deleted: Task) => {
    const { id: _id, createdAt: _c, updatedAt: _u, ...input } = deleted;
    try {
      const restored = await tasksApi(client).create(input);
      await queryClient.invalidateQueries({ queryKey: taskKeys.all });
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
          <StateTransition value={t.status}>
            <Badge animated tone={statusTone[t.status]} data-state={t.status} aria-live="polite">
              {statusLabel[t.status]}
            </Badge>
          </StateTransition>
          {nextSteps[t.status].map((step) => (
            <Button
              key={step.status}
              size="sm"
              loading={update.isPending && update.variables?.patch.status === step.status}
              onClick={() => update.mutate({ id: t.id, patch: { status: step.status } })}
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
                  remove.mutate(t.id, {
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

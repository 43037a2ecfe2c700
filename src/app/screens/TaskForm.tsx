import { useQueryClient } from '@tanstack/react-query';
import { use, useEffect, useRef, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import {
  Button,
  Combobox,
  DatePicker,
  Form,
  Inline,
  LinkButton,
  LoadingState,
  PageHeading,
  RadioGroup,
  Select,
  Stack,
  TextArea,
  TextField,
  useFormContext,
  useFormState,
  useRouterNavigate,
  useToast,
  type ComboboxOption,
  type SubmitResult,
} from 'tessera';
import { LeaveGuard } from 'tessera/router';
import { useHttpClient } from 'tessera/http';
import type { Task } from '../../domain/tasks';
import {
  createWrite,
  newTaskId,
  newWriteId,
  updateWrite,
  withWrites,
  writesFor,
  type TaskWrite,
} from '../api/outbox';
import { taskKeys, tasksApi, usePeople, useTask, type TaskInput } from '../api/tasks';
import { useOpenTaskOutbox, useTaskOutbox, useWriteNotices } from '../api/TaskOutboxProvider';
import styles from '../App.module.css';
import { useAppMessages } from '../locale/context';
import { AppRouterContext } from '../routerContext';
import { useTaskWords } from './format';

const LABELS = ['bug', 'design', 'docs', 'frontend', 'backend', 'research', 'urgent'];

interface TaskFormValues {
  title: string;
  description: string;
  assigneeId: string | null;
  dueDate: string | null;
  priority: Task['priority'];
  labels: string[];
}

function today(): string {
  const d = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/**
 * Leaving the form in the app (Leave in the guard's dialog, which says the changes will be lost)
 * throws the draft away; a reload or a crash keeps it, and the form offers it back.
 */
function DiscardDraftOnLeave() {
  const form = useFormContext();
  useEffect(() => {
    const here = window.location.pathname;
    return () => {
      // Not a remount in place (StrictMode, a retried boundary): the address moved on.
      if (window.location.pathname !== here) form?.discardDraft();
    };
  }, [form]);
  return null;
}

function SubmitButton({ children }: { children: string }) {
  const { submitting } = useFormState();
  return (
    <Button type="submit" variant="primary" loading={submitting}>
      {children}
    </Button>
  );
}

/** Creates a task (/tasks/new) or edits one (/tasks/:id/edit). Server validation errors land on fields. */
export function TaskForm() {
  const { id } = useParams();
  const editing = id !== undefined;
  const task = useTask(id ?? '');
  const { t } = useTaskWords();
  const { outbox, writes, failed } = useTaskOutbox();
  useOpenTaskOutbox();
  // Back from the list of waiting changes to fix one the server refused (`?write=`): that change
  // is read from the outbox before the form is drawn.
  const [search] = useSearchParams();
  const fixingId = search.get('write');
  // The refused change is held once found: sent again, it is no longer "rejected", and the form
  // must not be drawn anew (losing the way to the task's screen) as it leaves that state.
  const refused = writes.find((w) => w.id === fixingId && w.state === 'rejected');
  const [fixing, setFixing] = useState(refused);
  if (refused && refused !== fixing) setFixing(refused);
  // Changes waiting on this device show in the form (a task made offline has nothing else yet).
  const shown = editing ? withWrites(task.data, writesFor(writes, id)) : undefined;
  if ((fixingId && !outbox && !failed) || (editing && task.isPending && !shown)) {
    return <LoadingState label={t('loading')} />;
  }
  if (editing && !shown) {
    return (
      <Stack gap="4">
        <PageHeading>{t('loadFailed')}</PageHeading>
        <LinkButton href="/tasks">{t('backToAll')}</LinkButton>
      </Stack>
    );
  }
  return <TaskFormBody key={fixing?.id} task={shown ?? undefined} fixing={fixing} />;
}

function TaskFormBody({ task, fixing }: { task?: Task; fixing?: TaskWrite }) {
  const client = useHttpClient();
  const queryClient = useQueryClient();
  const navigate = useRouterNavigate();
  const toast = useToast();
  const people = usePeople();
  const api = tasksApi(client);
  const t = useAppMessages('taskForm');
  const words = useTaskWords();
  const { outbox } = useTaskOutbox();
  const openOutbox = useOpenTaskOutbox(false);
  const notify = useWriteNotices();
  // Fixing a change the server refused: the form holds what was sent, and the server's errors
  // land on the fields (and in the summary) as they would have had it answered at once.
  const [refusal] = useState<SubmitResult | undefined>(() =>
    fixing?.error
      ? {
          fieldErrors: fixing.error.fieldErrors,
          formError: fixing.error.fieldErrors ? undefined : fixing.error.message,
        }
      : undefined,
  );
  // Once saved, the guard stands down and the page moves on to the task (after that render, so the
  // guard has seen it stand down). Unless the person asked to go elsewhere while the save was under
  // way (a link, Back): that navigation is under way or waits on the guard's question, which lets
  // it go on once saved, and the form's own move must not override it. Told from the router as it
  // is when the save lands.
  const router = use(AppRouterContext);
  const [afterSave, setAfterSave] = useState<{ id: string; follow: boolean } | null>(null);
  const savedId = afterSave?.id;
  const moved = useRef(false);
  const done = (id: string) => {
    const state = router?.state;
    const elsewhere =
      state !== undefined &&
      (state.navigation.state !== 'idle' ||
        [...state.blockers.values()].some((blocker) => blocker.state !== 'unblocked'));
    setAfterSave({ id, follow: !elsewhere });
  };
  useEffect(() => {
    if (!afterSave?.follow || moved.current) return;
    moved.current = true;
    navigate(`/tasks/${encodeURIComponent(afterSave.id)}`);
  }, [afterSave, navigate]);

  const sent = (fixing?.meta.patch ?? {}) as Partial<TaskFormValues>;
  const defaults: TaskFormValues = {
    title: sent.title ?? task?.title ?? '',
    description: sent.description ?? task?.description ?? '',
    assigneeId: sent.assigneeId !== undefined ? sent.assigneeId : (task?.assigneeId ?? null),
    dueDate: sent.dueDate !== undefined ? sent.dueDate : (task?.dueDate ?? null),
    priority: sent.priority ?? task?.priority ?? 'medium',
    labels: sent.labels ?? task?.labels ?? [],
  };

  const searchPeople = async (query: string, signal: AbortSignal): Promise<ComboboxOption[]> => {
    const found = await api.people(query, signal);
    return found.map((p) => ({ value: p.id, label: p.name }));
  };
  const assigneeOptions = (people.data ?? []).map((p) => ({ value: p.id, label: p.name }));

  return (
    <Stack gap="6" className={styles.Narrow}>
      <PageHeading documentTitle={task ? t('editTitle') : t('newTitle')}>
        {task ? t('editHeading', { title: task.title }) : t('newHeading')}
      </PageHeading>
      <Form
        id={task ? `task-${task.id}` : 'task-new'}
        aria-label={task ? t('editTitle') : t('newTitle')}
        // What was typed survives a reload (sessionStorage, this tab only); the form offers it back.
        persistDraft
        result={refusal}
        defaultValues={defaults as unknown as Record<string, unknown>}
        onSubmit={async (raw) => {
          const values = raw as unknown as TaskFormValues;
          const input: TaskInput = {
            ...values,
            title: values.title.trim(),
            description: values.description.trim(),
          };
          const box = outbox ?? (await openOutbox());
          if (fixing && box) {
            // The fixed change goes back in its place in the outbox, under its own key.
            box.retry(fixing.id, { body: input, meta: { ...fixing.meta, patch: input } });
            done(fixing.meta.taskId);
            return;
          }
          if (box) {
            // Through the outbox: sent now, or kept on this device until the network is back.
            const id = newWriteId();
            const write = task ? updateWrite(task, input) : createWrite(newTaskId(), input);
            const outcome = await box.send({ id, ...write });
            if (outcome.status === 'rejected') {
              // Refused at once: the form is still here, so the errors land on its fields.
              box.discard(id);
              throw outcome.error;
            }
            if (notify([outcome]) > 0) {
              toast({
                title: task ? t('saved') : t('created', { title: input.title ?? '' }),
                tone: 'success',
              });
            }
            // A conflict waits for the person in the list of waiting changes (the toast leads there).
            done(write.meta.taskId);
            return;
          }
          // An HttpError with field errors (422) lands on the fields; nothing typed is lost.
          const saved = task ? await api.update(task.id, input) : await api.create(input);
          await queryClient.invalidateQueries({ queryKey: taskKeys.all });
          toast({
            title: task ? t('saved') : t('created', { title: saved.title }),
            tone: 'success',
          });
          done(saved.id);
        }}
      >
        {/* Leaving with unsaved changes asks first; reload or close brings the browser's prompt. */}
        <LeaveGuard when={savedId ? false : undefined} />
        <DiscardDraftOnLeave />
        <TextField
          label={t('title')}
          name="title"
          required
          minLength={3}
          maxLength={120}
          rules={{ minLength: 3, maxLength: 120 }}
        />
        <TextArea label={t('description')} name="description" maxLength={2000} autoGrow />
        <Combobox
          label={t('assignee')}
          description={t('assigneeHint')}
          name="assigneeId"
          options={assigneeOptions}
          loadOptions={searchPeople}
        />
        <DatePicker
          label={t('dueDate')}
          name="dueDate"
          min={today()}
          rules={{ min: { value: today(), message: t('dueDateMin') } }}
        />
        <RadioGroup
          label={t('priority')}
          name="priority"
          orientation="horizontal"
          options={(['low', 'medium', 'high'] as const).map((p) => ({
            value: p,
            label: words.priority(p),
          }))}
        />
        <Select
          label={t('labels')}
          name="labels"
          multiple
          placeholder={t('noLabels')}
          options={LABELS.map((l) => ({ value: l, label: l }))}
        />
        <Inline gap="2">
          <SubmitButton>{task ? t('save') : t('create')}</SubmitButton>
          <LinkButton
            href={task ? `/tasks/${encodeURIComponent(task.id)}` : '/tasks'}
            variant="ghost"
          >
            {t('cancel')}
          </LinkButton>
        </Inline>
      </Form>
    </Stack>
  );
}

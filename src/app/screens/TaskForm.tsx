import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import {
  Alert,
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
} from 'tessera';
import { LeaveGuard } from 'tessera/router';
import { useHttpClient } from 'tessera/http';
import type { Task } from '../../domain/tasks';
import { createWrite, newTaskId, newWriteId, updateWrite } from '../api/outbox';
import {
  taskKeys,
  tasksApi,
  usePeople,
  useTask,
  useTaskOutbox,
  type TaskInput,
} from '../api/tasks';
import styles from '../App.module.css';
import { useAppMessages } from '../locale/context';
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
  if (editing && task.isPending) return <LoadingState label={t('loading')} />;
  if (editing && task.isError) {
    return (
      <Stack gap="4">
        <PageHeading>{t('loadFailed')}</PageHeading>
        <LinkButton href="/tasks">{t('backToAll')}</LinkButton>
      </Stack>
    );
  }
  return <TaskFormBody task={editing ? task.data : undefined} />;
}

function TaskFormBody({ task }: { task?: Task }) {
  const client = useHttpClient();
  const queryClient = useQueryClient();
  const navigate = useRouterNavigate();
  const toast = useToast();
  const people = usePeople();
  const api = tasksApi(client);
  const t = useAppMessages('taskForm');
  const sync = useAppMessages('sync');
  const words = useTaskWords();
  const { outbox, writes } = useTaskOutbox();
  // Back from the list of waiting changes to fix one the server refused (`?write=`): the form
  // holds what was sent, and says what the server said.
  const [search] = useSearchParams();
  const fixing = writes.find((w) => w.id === search.get('write') && w.state === 'rejected');
  // Once saved, the guard stands down and the page moves on (after that render, so the guard has
  // seen it stand down).
  const [savedId, setSavedId] = useState<string | null>(null);
  useEffect(() => {
    if (savedId) navigate(`/tasks/${encodeURIComponent(savedId)}`);
  }, [savedId, navigate]);

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
        defaultValues={defaults as unknown as Record<string, unknown>}
        onSubmit={async (raw) => {
          const values = raw as unknown as TaskFormValues;
          const input: TaskInput = {
            ...values,
            title: values.title.trim(),
            description: values.description.trim(),
          };
          if (fixing && outbox) {
            // The fixed change goes back in its place in the outbox, under its own key.
            outbox.retry(fixing.id, { body: input, meta: { ...fixing.meta, patch: input } });
            setSavedId(fixing.meta.taskId);
            return;
          }
          if (outbox) {
            // Through the outbox: sent now, or kept on this device until the network is back.
            const id = newWriteId();
            const write = task ? updateWrite(task, input) : createWrite(newTaskId(), input);
            const outcome = await outbox.send({ id, ...write });
            if (outcome.status === 'rejected') {
              // Refused at once: the form is still here, so the errors land on its fields.
              outbox.discard(id);
              throw outcome.error;
            }
            if (outcome.status === 'sent') {
              toast({
                title: task ? t('saved') : t('created', { title: input.title ?? '' }),
                tone: 'success',
              });
            } else if (outcome.status === 'queued') {
              toast({ title: sync('queuedToast'), tone: 'info' });
            }
            setSavedId(outcome.status === 'conflict' ? null : write.meta.taskId);
            if (outcome.status === 'conflict') navigate('/sync');
            return;
          }
          // An HttpError with field errors (422) lands on the fields; nothing typed is lost.
          const saved = task ? await api.update(task.id, input) : await api.create(input);
          await queryClient.invalidateQueries({ queryKey: taskKeys.all });
          toast({
            title: task ? t('saved') : t('created', { title: saved.title }),
            tone: 'success',
          });
          setSavedId(saved.id);
        }}
      >
        {/* Leaving with unsaved changes asks first; reload or close brings the browser's prompt. */}
        <LeaveGuard when={savedId ? false : undefined} />
        {fixing?.error && (
          <Alert tone="danger" heading={sync('rejected')} data-slot="sync-rejected">
            {Object.values(fixing.error.fieldErrors ?? { form: fixing.error.message }).join(' ')}
          </Alert>
        )}
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

import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import {
  Button,
  Combobox,
  DatePicker,
  Form,
  Inline,
  LeaveGuard,
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
  useHttpClient,
  useRouterNavigate,
  useToast,
  type ComboboxOption,
} from 'tessera';
import type { Task } from '../api/model';
import { taskKeys, tasksApi, usePeople, useTask, type TaskInput } from '../api/tasks';
import styles from '../App.module.css';
import { priorityLabel } from './format';

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
  if (editing && task.isPending) return <LoadingState label="Loading the task" />;
  if (editing && task.isError) {
    return (
      <Stack gap="4">
        <PageHeading>The task could not be loaded</PageHeading>
        <LinkButton href="/tasks">Back to all tasks</LinkButton>
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
  // Once saved, the guard stands down and the page moves on (after that render, so the guard has
  // seen it stand down).
  const [savedId, setSavedId] = useState<string | null>(null);
  useEffect(() => {
    if (savedId) navigate(`/tasks/${encodeURIComponent(savedId)}`);
  }, [savedId, navigate]);

  const defaults: TaskFormValues = {
    title: task?.title ?? '',
    description: task?.description ?? '',
    assigneeId: task?.assigneeId ?? null,
    dueDate: task?.dueDate ?? null,
    priority: task?.priority ?? 'medium',
    labels: task?.labels ?? [],
  };

  const searchPeople = async (query: string, signal: AbortSignal): Promise<ComboboxOption[]> => {
    const found = await api.people(query, signal);
    return found.map((p) => ({ value: p.id, label: p.name }));
  };
  const assigneeOptions = (people.data ?? []).map((p) => ({ value: p.id, label: p.name }));

  return (
    <Stack gap="6" className={styles.Narrow}>
      <PageHeading documentTitle={task ? 'Edit task' : 'New task'}>
        {task ? `Edit “${task.title}”` : 'New task'}
      </PageHeading>
      <Form
        id={task ? `task-${task.id}` : 'task-new'}
        aria-label={task ? 'Edit task' : 'New task'}
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
          // An HttpError with field errors (422) lands on the fields; nothing typed is lost.
          const saved = task ? await api.update(task.id, input) : await api.create(input);
          await queryClient.invalidateQueries({ queryKey: taskKeys.all });
          toast({ title: task ? 'Changes saved' : `Created “${saved.title}”`, tone: 'success' });
          setSavedId(saved.id);
        }}
      >
        {/* Leaving with unsaved changes asks first; reload or close brings the browser's prompt. */}
        <LeaveGuard when={savedId ? false : undefined} />
        <DiscardDraftOnLeave />
        <TextField
          label="Title"
          name="title"
          required
          minLength={3}
          maxLength={120}
          rules={{ minLength: 3, maxLength: 120 }}
        />
        <TextArea label="Description" name="description" maxLength={2000} autoGrow />
        <Combobox
          label="Assignee"
          description="Type to search people."
          name="assigneeId"
          options={assigneeOptions}
          loadOptions={searchPeople}
        />
        <DatePicker
          label="Due date"
          name="dueDate"
          min={today()}
          rules={{ min: { value: today(), message: 'Choose today or a later date.' } }}
        />
        <RadioGroup
          label="Priority"
          name="priority"
          orientation="horizontal"
          options={(['low', 'medium', 'high'] as const).map((p) => ({
            value: p,
            label: priorityLabel[p],
          }))}
        />
        <Select
          label="Labels"
          name="labels"
          multiple
          placeholder="No labels"
          options={LABELS.map((l) => ({ value: l, label: l }))}
        />
        <Inline gap="2">
          <SubmitButton>{task ? 'Save changes' : 'Create task'}</SubmitButton>
          <LinkButton
            href={task ? `/tasks/${encodeURIComponent(task.id)}` : '/tasks'}
            variant="ghost"
          >
            Cancel
          </LinkButton>
        </Inline>
      </Form>
    </Stack>
  );
}

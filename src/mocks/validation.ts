import { taskPriorities, taskStatuses, type Person, type Task } from '../domain/tasks';

type TaskInput = Partial<Omit<Task, 'id' | 'createdAt' | 'updatedAt'>>;

// What the mock API checks in a task it is sent, and how a 422 says what is wrong: each field's
// stable code with the values its wording needs, and English for logs and plain clients.

/** One field's problem: its stable code, the values its wording needs, and English for logs. */
export interface FieldError {
  code: string;
  values?: Record<string, string | number>;
  message: string;
}

/** The English wording of every field code, for logs and clients that do not word codes. */
const fieldMessages: Record<string, (values: Record<string, string | number>) => string> = {
  'body.notObject': () => 'Send the task as a JSON object.',
  'title.tooShort': (v) => `Title must be at least ${v.min} characters.`,
  'title.tooLong': (v) => `Title must be at most ${v.max} characters.`,
  'description.notText': () => 'Description must be text.',
  'description.tooLong': (v) => `Description must be at most ${v.max} characters.`,
  'status.invalid': () => 'Choose open, in progress or done.',
  'priority.invalid': () => 'Choose low, medium or high.',
  'assigneeId.unknown': () => 'Choose someone from the list.',
  'dueDate.invalid': () => 'Enter a date as YYYY-MM-DD.',
  'labels.invalid': (v) => `Labels must be words of at most ${v.max} characters.`,
  'labels.tooMany': (v) => `Use at most ${v.max} labels.`,
};

export function fieldError(code: string, values?: Record<string, string | number>): FieldError {
  return { code, ...(values ? { values } : {}), message: fieldMessages[code]!(values ?? {}) };
}

/** Checks a create (`partial` false) or update body; returns the clean input or each field's problem. */
export function validateTask(
  body: unknown,
  people: Person[],
  partial: boolean,
): { ok: true; value: TaskInput } | { ok: false; fieldErrors: Record<string, FieldError> } {
  const errors: Record<string, FieldError> = {};
  const value: TaskInput = {};
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    return { ok: false, fieldErrors: { form: fieldError('body.notObject') } };
  }
  const b = body as Record<string, unknown>;
  if ('title' in b || !partial) {
    const title = typeof b.title === 'string' ? b.title.trim() : '';
    if (title.length < 3) errors.title = fieldError('title.tooShort', { min: 3 });
    else if (title.length > 120) errors.title = fieldError('title.tooLong', { max: 120 });
    else value.title = title;
  }
  if ('description' in b) {
    if (typeof b.description !== 'string') errors.description = fieldError('description.notText');
    else if (b.description.length > 2000)
      errors.description = fieldError('description.tooLong', { max: 2000 });
    else value.description = b.description;
  }
  if ('status' in b) {
    if (!taskStatuses.includes(b.status as Task['status']))
      errors.status = fieldError('status.invalid');
    else value.status = b.status as Task['status'];
  }
  if ('priority' in b) {
    if (!taskPriorities.includes(b.priority as Task['priority']))
      errors.priority = fieldError('priority.invalid');
    else value.priority = b.priority as Task['priority'];
  }
  if ('assigneeId' in b) {
    if (b.assigneeId === null || b.assigneeId === '') value.assigneeId = null;
    else if (!people.some((p) => p.id === b.assigneeId))
      errors.assigneeId = fieldError('assigneeId.unknown');
    else value.assigneeId = b.assigneeId as string;
  }
  if ('dueDate' in b) {
    if (b.dueDate === null || b.dueDate === '') value.dueDate = null;
    else if (typeof b.dueDate !== 'string' || !isCalendarDate(b.dueDate))
      errors.dueDate = fieldError('dueDate.invalid');
    else value.dueDate = b.dueDate;
  }
  if ('labels' in b) {
    const labels = b.labels;
    if (
      !Array.isArray(labels) ||
      labels.some((l) => typeof l !== 'string' || !l.trim() || l.length > 30)
    ) {
      errors.labels = fieldError('labels.invalid', { max: 30 });
    } else if (labels.length > 10) errors.labels = fieldError('labels.tooMany', { max: 10 });
    else value.labels = [...new Set(labels.map((l: string) => l.trim()))];
  }
  return Object.keys(errors).length ? { ok: false, fieldErrors: errors } : { ok: true, value };
}

function isCalendarDate(text: string) {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/** A 422's body: English per field (`fieldErrors`) and each field's code (`fieldCodes`). */
export function invalidBody(errors: Record<string, FieldError>) {
  const entries = Object.entries(errors);
  return {
    code: 'request.invalid',
    message: 'Some fields need your attention.',
    fieldErrors: Object.fromEntries(entries.map(([field, error]) => [field, error.message])),
    fieldCodes: Object.fromEntries(
      entries.map(([field, { code, values }]) => [field, values ? { code, values } : { code }]),
    ),
  };
}

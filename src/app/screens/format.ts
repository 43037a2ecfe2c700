import { useMemo } from 'react';
import type { BadgeTone } from 'tessera';
import type { TaskPriority, TaskStatus } from '../../domain/tasks';
import { useAppMessages } from '../locale/context';

const statusKey = {
  open: 'statusOpen',
  in_progress: 'statusInProgress',
  done: 'statusDone',
} as const satisfies Record<TaskStatus, string>;

const priorityKey = {
  low: 'priorityLow',
  medium: 'priorityMedium',
  high: 'priorityHigh',
} as const satisfies Record<TaskPriority, string>;

/** The names of a task's statuses and priorities, in the language on screen. */
export function useTaskWords() {
  const t = useAppMessages('task');
  return useMemo(
    () => ({
      status: (status: TaskStatus) => t(statusKey[status]),
      priority: (priority: TaskPriority) => t(priorityKey[priority]),
      t,
    }),
    [t],
  );
}

export const statusTone: Record<TaskStatus, BadgeTone> = {
  open: 'neutral',
  in_progress: 'accent',
  done: 'success',
};

/** A calendar date (YYYY-MM-DD) in the reader's locale, without time-zone shifts. */
export function formatDate(date: string | null, locale: string): string {
  if (!date) return '—';
  const [y, m, d] = date.split('-').map(Number);
  if (!y || !m || !d) return date;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(y, m - 1, d));
}

/** A moment (ISO 8601) as a date and a time in the reader's locale. */
export function formatDateTime(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );
}

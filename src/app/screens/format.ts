import type { BadgeTone } from 'tessera';
import type { TaskPriority, TaskStatus } from '../api/model';

export const statusLabel: Record<TaskStatus, string> = {
  open: 'Open',
  in_progress: 'In progress',
  done: 'Done',
};

export const statusTone: Record<TaskStatus, BadgeTone> = {
  open: 'neutral',
  in_progress: 'accent',
  done: 'success',
};

export const priorityLabel: Record<TaskPriority, string> = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
};

/** A calendar date (YYYY-MM-DD) in the reader's locale, without time-zone shifts. */
export function formatDate(date: string | null, locale: string): string {
  if (!date) return '—';
  const [y, m, d] = date.split('-').map(Number);
  if (!y || !m || !d) return date;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(y, m - 1, d));
}

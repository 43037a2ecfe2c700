import {
  Badge,
  Button,
  Card,
  EmptyState,
  Inline,
  LinkButton,
  LoadingState,
  PageHeading,
  Stack,
  Text,
  useHeldWhilePressed,
} from 'tessera';
import type { Task } from '../../domain/tasks';
import type { TaskWrite } from '../api/outbox';
import { useOpenTaskOutbox, useTaskOutbox } from '../api/TaskOutboxProvider';
import styles from '../App.module.css';
import { useAppMessages } from '../locale/context';
import { useTaskWords } from './format';

const shownFields = ['title', 'description', 'status', 'priority', 'dueDate'] as const;

/**
 * Every change made on this device that the server does not have yet: waiting for the network,
 * changed elsewhere meanwhile (both versions, and the person chooses), or refused (back to the form).
 */
export function SyncScreen() {
  const { outbox, writes: live, failed } = useTaskOutbox();
  useOpenTaskOutbox();
  const t = useAppMessages('sync');
  // A write that reaches the server while a pointer is pressed on this screen would take its card
  // away (or change it), and the cards below would move from under the pointer: the release would
  // land on another card's button. The cards shown stay until the press has ended.
  const writes = useHeldWhilePressed(live, live.length ? live : null);
  if (!outbox && !failed) return <LoadingState />;
  return (
    <Stack gap="6">
      <Inline justify="between">
        <PageHeading>{t('heading')}</PageHeading>
        {writes.some((w) => w.state === 'waiting') && (
          <Button onClick={() => void outbox?.flush()}>{t('retry')}</Button>
        )}
      </Inline>
      {writes.length === 0 ? (
        <EmptyState heading={t('synced')} description={t('empty')} />
      ) : (
        <ul className={styles.SyncList} aria-label={t('heading')}>
          {writes.map((write) => (
            <li key={write.id}>
              <WriteCard write={write} />
            </li>
          ))}
        </ul>
      )}
    </Stack>
  );
}

function WriteCard({ write }: { write: TaskWrite }) {
  const { outbox } = useTaskOutbox();
  const t = useAppMessages('sync');
  const words = useTaskWords();
  const form = useAppMessages('taskForm');
  const list = useAppMessages('taskList');
  const fieldName = (field: (typeof shownFields)[number]) =>
    field === 'status' ? list('columnStatus') : form(field);
  const { kind, title, taskId } = write.meta;
  const label = t(kind === 'create' ? 'created' : kind === 'update' ? 'updated' : 'deleted', {
    title,
  });
  const state =
    write.state === 'conflict'
      ? t('conflict')
      : write.state === 'rejected'
        ? t('rejected')
        : write.state === 'sending'
          ? t('sending')
          : t('waiting');
  const current = write.current as Task | undefined;
  const show = (task: Partial<Task> | undefined, field: (typeof shownFields)[number]) => {
    const value = task?.[field];
    if (field === 'status' && value) return words.status(value as Task['status']);
    if (field === 'priority' && value) return words.priority(value as Task['priority']);
    return value === null || value === undefined || value === '' ? '—' : String(value);
  };
  const changed = shownFields.filter(
    (field) =>
      kind === 'delete' ||
      (field in write.meta.patch && show(write.meta.patch, field) !== show(current, field)),
  );
  const fixHref =
    kind === 'create'
      ? `/tasks/new?write=${encodeURIComponent(write.id)}`
      : `/tasks/${encodeURIComponent(taskId)}/edit?write=${encodeURIComponent(write.id)}`;
  return (
    <Card>
      <Stack gap="3" data-write-state={write.state}>
        <Inline justify="between" gap="2">
          <Text weight="medium">{label}</Text>
          <Badge
            tone={write.state === 'waiting' || write.state === 'sending' ? 'warning' : 'danger'}
          >
            {state}
          </Badge>
        </Inline>
        {write.state === 'rejected' && write.error && (
          <ul className={styles.SyncErrors}>
            {Object.values(write.error.fieldErrors ?? { form: write.error.message }).map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
        )}
        {write.state === 'conflict' && current && (
          <table className={styles.SyncCompare}>
            <thead>
              <tr>
                <td />
                <th scope="col">{t('mine')}</th>
                <th scope="col">{t('theirs')}</th>
              </tr>
            </thead>
            <tbody>
              {(changed.length ? changed : shownFields).map((field) => (
                <tr key={field}>
                  <th scope="row">{fieldName(field)}</th>
                  <td>{kind === 'delete' ? '—' : show(write.meta.patch, field)}</td>
                  <td>{show(current, field)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <Inline gap="2">
          {write.state === 'conflict' && (
            <>
              <Button
                size="sm"
                variant="primary"
                onClick={() => outbox?.keepMine(write.id, current?.updatedAt)}
              >
                {t('keepMine')}
              </Button>
              <Button size="sm" onClick={() => outbox?.discard(write.id)}>
                {t('takeTheirs')}
              </Button>
            </>
          )}
          {write.state === 'rejected' && kind !== 'delete' && (
            <LinkButton size="sm" variant="primary" href={fixHref}>
              {t('fix')}
            </LinkButton>
          )}
          {write.state === 'waiting' && (
            <Button size="sm" onClick={() => outbox?.retry(write.id)}>
              {t('retryOne')}
            </Button>
          )}
          {write.state !== 'conflict' && (
            <Button size="sm" variant="ghost" onClick={() => outbox?.discard(write.id)}>
              {t('discard')}
            </Button>
          )}
        </Inline>
      </Stack>
    </Card>
  );
}

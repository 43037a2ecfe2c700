import { CheckSquare, CloudOff, Settings } from 'lucide-react';
import {
  AppShell,
  Heading,
  Inline,
  LinkButton,
  NavLink,
  useHeldWhilePressed,
  useIsActive,
} from 'tessera';
import { RouteBoundary } from 'tessera/router';
import { useTaskOutbox } from './api/TaskOutboxProvider';
import styles from './App.module.css';
import { useAppMessages } from './locale/context';
import { reportErrorsFrom } from './reportError';

/**
 * The app's frame: the library's AppShell (skip link, header, side navigation that is a drawer on
 * narrow screens, `<main>`), with the routed page in a RouteBoundary so a failing screen shows an
 * error with Retry while the navigation keeps working.
 */
export function Layout() {
  // `/` shows the task list too: there, "Tasks" is the current page.
  const atRoot = useIsActive('/', { end: true });
  const t = useAppMessages('app');
  return (
    <AppShell
      header={
        <Inline justify="between" gap="4" className={styles.Header}>
          <Heading level={2} size="md" className={styles.Brand}>
            {t('brand')}
          </Heading>
          <SyncStatus />
        </Inline>
      }
      nav={
        <ul>
          <li>
            <NavLink
              href="/tasks"
              prefetch="intent"
              aria-current={atRoot ? 'page' : undefined}
              data-active={atRoot ? '' : undefined}
            >
              <CheckSquare aria-hidden="true" size={16} /> {t('navTasks')}
            </NavLink>
          </li>
          <li>
            <NavLink href="/settings" prefetch="intent">
              <Settings aria-hidden="true" size={16} /> {t('navSettings')}
            </NavLink>
          </li>
        </ul>
      }
    >
      <div className={styles.Page}>
        <RouteBoundary onError={reportErrorsFrom('route boundary')} />
      </div>
    </AppShell>
  );
}

/** How many changes wait for the network, in the header, leading to the list of them. */
function SyncStatus() {
  const { writes } = useTaskOutbox();
  const t = useAppMessages('sync');
  // The last write may land while a pointer is pressed on the page: the header keeps its size
  // (and what is below it, its place) until the press has ended.
  const count = useHeldWhilePressed(writes.length, writes.length || null);
  if (count === 0) return null;
  return (
    <LinkButton href="/sync" size="sm" startIcon={<CloudOff />} data-pending-writes={count}>
      {t('count', { count })}
    </LinkButton>
  );
}

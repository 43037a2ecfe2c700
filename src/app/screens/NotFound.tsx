import { NotFound as NotFoundPage, useRouterNavigate } from 'tessera';
import { useAppMessages } from '../locale/context';

/** Any URL the app has no screen for: a way back to the task list, or a search of the tasks. */
export function NotFound() {
  const navigate = useRouterNavigate();
  const app = useAppMessages('app');
  const t = useAppMessages('notFound');
  return (
    <NotFoundPage
      homeHref="/tasks"
      homeLabel={app('homeLabel')}
      searchLabel={t('searchLabel')}
      onSearch={(query) => navigate(`/tasks?q=${encodeURIComponent(query)}`)}
    />
  );
}

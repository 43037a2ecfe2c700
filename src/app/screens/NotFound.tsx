import { NotFound as NotFoundPage, useRouterNavigate } from 'tessera';

/** Any URL the app has no screen for: a way back to the task list, or a search of the tasks. */
export function NotFound() {
  const navigate = useRouterNavigate();
  return (
    <NotFoundPage
      homeHref="/tasks"
      homeLabel="Go to the task list"
      searchLabel="Search tasks"
      onSearch={(query) => navigate(`/tasks?q=${encodeURIComponent(query)}`)}
    />
  );
}

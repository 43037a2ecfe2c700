import { useEffect } from 'react';
import { EmptyState, LinkButton } from '../../index';

/** Any URL the app has no screen for. */
export function NotFound() {
  useEffect(() => {
    document.title = 'Page not found · Tessera';
  }, []);
  return (
    <EmptyState
      heading="Page not found"
      headingLevel={1}
      description="There is nothing at this address. It may have moved, or the link may be wrong."
      action={
        <LinkButton href="/tasks" variant="primary">
          Go to the task list
        </LinkButton>
      }
    />
  );
}

import { AppShell, Heading, NavLink } from 'tessera';
import { RouteBoundary } from 'tessera/router';

/** The frame of every page: a skip link, a header, the navigation and the routed page. */
export default function Shell() {
  return (
    <AppShell
      header={
        <Heading level={2} size="md">
          Tessera on React Router
        </Heading>
      }
      nav={
        <ul>
          <li>
            <NavLink href="/">Home</NavLink>
          </li>
          <li>
            <NavLink href="/tasks">Tasks</NavLink>
          </li>
          <li>
            <NavLink href="/tasks/new">New task</NavLink>
          </li>
          <li>
            <NavLink href="/broken">Broken page</NavLink>
          </li>
        </ul>
      }
    >
      <RouteBoundary />
    </AppShell>
  );
}

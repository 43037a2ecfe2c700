import type { Decorator } from '@storybook/react-vite';
import { useMemo, type ComponentType, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { Text, useRouterAdapter } from '../../src';
import { RouterRoot } from 'tessera/router';

interface MemoryRouterStoryProps {
  /** The story's routes, under Tessera's `RouterRoot` (adapter, focus, announcements). */
  routes: RouteObject[];
  /** Where the router starts. @default '/' */
  path?: string;
}

/**
 * A memory router per story (as `renderWithRouter` in src/test/router.tsx does for unit tests): the
 * story is self-contained and never touches the real URL. Routes are built per mount, so lazy
 * routes load afresh on every run.
 */
export function MemoryRouterStory({ routes, path = '/' }: MemoryRouterStoryProps) {
  const router = useMemo(
    () =>
      createMemoryRouter([{ element: <RouterRoot />, children: routes }], {
        initialEntries: [path],
      }),
    [routes, path],
  );
  return <RouterProvider router={router} />;
}

/**
 * Renders the story on every path of a memory router that starts at `parameters.routerPath`, with
 * the routes of `parameters.routes` (a function, so each mount gets its own) next to it.
 */
export const withMemoryRouter: Decorator = (Story, { parameters }) => (
  <StoryRouter
    Story={Story}
    path={(parameters.routerPath as string | undefined) ?? '/'}
    routes={parameters.routes as (() => RouteObject[]) | undefined}
  />
);

function StoryRouter({
  Story,
  path,
  routes,
}: {
  Story: ComponentType;
  path: string;
  routes: (() => RouteObject[]) | undefined;
}) {
  const all = useMemo(
    () => [...(routes?.() ?? []), { path: '*', element: <Story /> }],
    [Story, routes],
  );
  return <MemoryRouterStory routes={all} path={path} />;
}

/** The memory router's current URL, shown like a browser's address bar. */
export function UrlBar({ children }: { children?: ReactNode }) {
  const { location } = useRouterAdapter();
  return (
    <Text
      as="div"
      size="sm"
      style={{
        padding: 'var(--space-2) var(--space-3)',
        border: 'var(--border-width) solid var(--color-border)',
        borderRadius: 'var(--radius-full)',
        background: 'var(--color-surface-sunken)',
        overflowWrap: 'anywhere',
      }}
    >
      <span aria-hidden="true">🔒 </span>
      <output aria-label="Address">
        https://app.example{location.pathname}
        {location.search}
        {location.hash}
      </output>
      {children}
    </Text>
  );
}

import { use, useMemo, type ReactNode } from 'react';
import {
  matchRoutes,
  Outlet,
  ScrollRestoration,
  UNSAFE_DataRouterContext as DataRouterContext,
  useHref,
  useLocation,
  useMatches,
  useNavigate,
  useNavigation,
  useNavigationType,
} from 'react-router';
import {
  matchesLocation,
  RouterAdapterContext,
  type NavigationType,
  type RouterAdapter,
  type RouterLocation,
} from './adapter';
import { RouteAnnouncer, useDocumentTitle, type RouteAnnouncerProps } from './RouteAnnouncer';

const navigationTypes: Record<string, NavigationType> = {
  PUSH: 'push',
  REPLACE: 'replace',
  POP: 'pop',
};

/**
 * The react-router implementation of the adapter, built from react-router's public hooks. Call it
 * inside a data router (`createBrowserRouter`, `createMemoryRouter` + `RouterProvider`).
 */
export function useReactRouterAdapter(): RouterAdapter {
  const navigate = useNavigate();
  const { pathname, search, hash, key } = useLocation();
  const navigationType = navigationTypes[useNavigationType()] ?? 'pop';
  const pending = useNavigation().state !== 'idle';
  const root = useHref('/');
  const dataRouter = use(DataRouterContext);

  return useMemo<RouterAdapter>(() => {
    const location: RouterLocation = { pathname, search, hash, key };
    const basename = root.replace(/\/+$/, '');
    return {
      clientSide: true,
      location,
      navigationType,
      pending,
      navigate(to, options) {
        void navigate(to, options);
      },
      href: (to) => (to.startsWith('/') ? `${basename}${to}` : to),
      isActive: (to, options) => matchesLocation(to, location, options),
      prefetch(to) {
        const routes = dataRouter?.router.routes;
        if (!routes) return;
        for (const match of matchRoutes(routes, to) ?? []) {
          const lazy: unknown = match.route.lazy;
          // Lazy route code is fetched ahead; the router finds it in the module cache later.
          if (typeof lazy === 'function') void Promise.resolve(lazy()).catch(() => {});
        }
      },
    };
  }, [navigate, pathname, search, hash, key, navigationType, pending, root, dataRouter]);
}

export interface RouterAdapterProviderProps {
  /** The adapter to provide; omit it inside a react-router data router to use react-router's. */
  adapter?: RouterAdapter;
  children?: ReactNode;
}

function ReactRouterAdapterProvider({ children }: { children?: ReactNode }) {
  const adapter = useReactRouterAdapter();
  return <RouterAdapterContext value={adapter}>{children}</RouterAdapterContext>;
}

/**
 * Provides the router adapter to every link-capable component below it: the given `adapter`, or
 * react-router's when rendered inside a react-router data router.
 */
export function RouterAdapterProvider({ adapter, children }: RouterAdapterProviderProps) {
  if (adapter) return <RouterAdapterContext value={adapter}>{children}</RouterAdapterContext>;
  return <ReactRouterAdapterProvider>{children}</ReactRouterAdapterProvider>;
}

export interface RouterRootProps extends Omit<RouteAnnouncerProps, 'children'> {
  /** What to render; the matched child route by default. */
  children?: ReactNode;
}

/** A route's `handle` may name the page: `{ path: 'tasks', handle: { title: 'Tasks' } }`. */
export interface RouteHandle {
  /** The page's title, for `document.title` (a `PageHeading` on the page may refine it). */
  title?: string;
}

function RouteHandleTitle() {
  const matches = useMatches();
  let title: string | undefined;
  for (const match of matches) {
    const handle = match.handle as RouteHandle | undefined;
    if (typeof handle?.title === 'string') title = handle.title;
  }
  useDocumentTitle(title);
  return null;
}

/**
 * The element of an app's root route: provides the react-router adapter; restores the scroll
 * position on back/forward and resets it to the top on new pages; sets the document title from the
 * deepest route `handle.title`; after each navigation moves focus to the new page's heading and
 * announces it (`RouteAnnouncer`). Then renders the child routes.
 *
 * ```tsx
 * createBrowserRouter([{ element: <RouterRoot titleTemplate="%s · Tessera" />, children: routes }])
 * ```
 */
export function RouterRoot({ children, ...announcerProps }: RouterRootProps) {
  return (
    <ReactRouterAdapterProvider>
      <ScrollRestoration />
      <RouteAnnouncer {...announcerProps}>
        <RouteHandleTitle />
        {children ?? <Outlet />}
      </RouteAnnouncer>
    </ReactRouterAdapterProvider>
  );
}

'use client';

import { use, useEffect, useMemo, type ReactNode } from 'react';
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
import { prefersReducedMotion } from '../motion/useReducedMotion';
import { handleSkippedViewTransitions } from '../motion/viewTransition';
import {
  matchesLocation,
  resolveAppPath,
  RouterAdapterContext,
  type NavigationType,
  type RouterAdapter,
  type RouterLocation,
} from './adapter';
import { RouteAnnouncer, useRouteTitle, type RouteAnnouncerProps } from './RouteAnnouncer';

const navigationTypes: Record<string, NavigationType> = {
  PUSH: 'push',
  REPLACE: 'replace',
  POP: 'pop',
};

export interface ReactRouterAdapterOptions {
  /**
   * Animates navigations to another page with the View Transitions API (a cross-fade whose timing
   * comes from the motion tokens), where the browser has it and motion is not reduced. A
   * navigation's own `viewTransition` option wins. @default false
   */
  viewTransition?: boolean;
}

/**
 * Where the browser's current entry sits in the session history, as react-router's browser and
 * hash histories number them (`history.state.idx`); `undefined` for a memory router or a page
 * whose history react-router does not keep.
 */
function browserHistoryIndex(): number | undefined {
  if (typeof window === 'undefined') return undefined;
  const idx = (window.history.state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx : undefined;
}

function canAnimate(): boolean {
  return (
    typeof document !== 'undefined' &&
    typeof (document as { startViewTransition?: unknown }).startViewTransition === 'function' &&
    !prefersReducedMotion()
  );
}

/**
 * The react-router implementation of the adapter, built from react-router's public hooks. Call it
 * inside a data router (`createBrowserRouter`, `createMemoryRouter` + `RouterProvider`).
 */
export function useReactRouterAdapter({
  viewTransition: animate = false,
}: ReactRouterAdapterOptions = {}): RouterAdapter {
  const navigate = useNavigate();
  const { pathname, search, hash, key } = useLocation();
  const navigationType = navigationTypes[useNavigationType()] ?? 'pop';
  const pending = useNavigation().state !== 'idle';
  const root = useHref('/');
  const dataRouter = use(DataRouterContext);
  // react-router drops the transition object, so a navigation that overtakes another one would
  // leave an unhandled "Transition was skipped" rejection behind.
  useEffect(() => (animate ? handleSkippedViewTransitions() : undefined), [animate]);

  return useMemo<RouterAdapter>(() => {
    const location: RouterLocation = { pathname, search, hash, key };
    const basename = root.replace(/\/+$/, '');
    return {
      clientSide: true,
      location,
      navigationType,
      // Read from the browser, not the location rendered: a render that shows an older location
      // (React may render an urgent update against state from before a navigation) still tells
      // where the history really is.
      historyIndex: browserHistoryIndex(),
      pending,
      navigate(to, options) {
        const path = resolveAppPath(to, location);
        // Only a change of page animates: a new sort order or filter (same path) updates in place.
        const otherPage = () =>
          path !== null && new URL(path, 'http://x.invalid').pathname !== location.pathname;
        const wanted = options?.viewTransition ?? (animate && otherPage());
        // Going to the address already shown replaces the entry, as a browser does (HTML's navigate
        // algorithm): Back must not step through copies of the same page.
        const here = `${location.pathname}${location.search}${location.hash}`;
        const replace = options?.replace ?? (path !== null && path === here);
        // react-router warns when asked to animate where the API is missing: ask only where it works.
        void navigate(to, { ...options, replace, viewTransition: wanted && canAnimate() });
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
          // The same for a `lazyRoute` screen.
          const preload = (match.route.Component as { preload?: unknown } | null | undefined)
            ?.preload;
          if (typeof preload === 'function') void Promise.resolve(preload()).catch(() => {});
        }
      },
    };
  }, [navigate, pathname, search, hash, key, navigationType, pending, root, dataRouter, animate]);
}

/**
 * Provides react-router's adapter to every link-capable component below it. For what a route renders
 * outside `RouterRoot` (its `errorElement`).
 */
export function ReactRouterAdapterProvider({
  children,
  ...options
}: ReactRouterAdapterOptions & { children?: ReactNode }) {
  const adapter = useReactRouterAdapter(options);
  return <RouterAdapterContext value={adapter}>{children}</RouterAdapterContext>;
}

export interface RouterRootProps
  extends Omit<RouteAnnouncerProps, 'children'>, ReactRouterAdapterOptions {
  /** What to render; the matched child route by default. */
  children?: ReactNode;
}

/** A route's `handle` may name the page: `{ path: 'tasks', handle: { title: 'Tasks' } }`. */
export interface RouteHandle {
  /** The page's title for `document.title` while the page shows no `PageHeading`, whose text wins. */
  title?: string;
}

function RouteHandleTitle() {
  const matches = useMatches();
  let title: string | undefined;
  for (const match of matches) {
    const handle = match.handle as RouteHandle | undefined;
    if (typeof handle?.title === 'string') title = handle.title;
  }
  useRouteTitle(title);
  return null;
}

/**
 * The element of an app's root route: provides the react-router adapter; restores the scroll
 * position on back/forward and resets it to the top on new pages; with `viewTransition`, animates
 * page changes (View Transitions API, never under reduced motion); owns the document title (the
 * page's `PageHeading`, else the deepest route `handle.title`, through `titleTemplate`); after each navigation moves focus to the new page's heading and
 * announces it (`RouteAnnouncer`). Then renders the child routes.
 *
 * ```tsx
 * createBrowserRouter([{ element: <RouterRoot titleTemplate="%s · Tessera" />, children: routes }])
 * ```
 */
export function RouterRoot({ children, viewTransition, ...announcerProps }: RouterRootProps) {
  return (
    <ReactRouterAdapterProvider viewTransition={viewTransition}>
      <ScrollRestoration />
      <RouteAnnouncer {...announcerProps}>
        <RouteHandleTitle />
        {children ?? <Outlet />}
      </RouteAnnouncer>
    </ReactRouterAdapterProvider>
  );
}

import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import {
  createMemoryRouter,
  Outlet,
  RouterProvider,
  useLocation,
  type RouteObject,
} from 'react-router';
import { RouterRoot } from '../router/ReactRouterAdapter';

/** Renders the current location (path + query + fragment) so tests can read where the router is. */
export function LocationProbe() {
  const { pathname, search, hash } = useLocation();
  return <div data-testid="location">{`${pathname}${search}${hash}`}</div>;
}

interface RenderWithRouterOptions {
  /** Where the memory router starts. @default ['/'] */
  initialEntries?: string[];
  /** Extra routes next to the one rendering `ui` (which matches every path). */
  routes?: RouteObject[];
  /** The router's basename. */
  basename?: string;
}

/**
 * Renders `ui` inside a memory data router with Tessera's router root (adapter + scroll
 * restoration) and a location probe; `ui` is rendered on every path unless `routes` claim it.
 */
export function renderWithRouter(
  ui: ReactNode,
  { initialEntries = ['/'], routes = [], basename }: RenderWithRouterOptions = {},
) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <RouterRoot>
            <LocationProbeOutlet />
          </RouterRoot>
        ),
        children: [...routes, { path: '*', element: ui }],
      },
    ],
    { initialEntries, ...(basename ? { basename } : {}) },
  );
  const result = render(<RouterProvider router={router} />);
  return { ...result, router, location: () => router.state.location };
}

function LocationProbeOutlet() {
  return (
    <>
      <LocationProbe />
      <Outlet />
    </>
  );
}

/**
 * Records whether the browser would have followed a link (the click was not prevented), and
 * prevents it afterwards so jsdom does not try (and fail) to load another document.
 */
export function watchDocumentNavigation() {
  const followed: string[] = [];
  const onClick = (event: MouseEvent) => {
    const anchor = (event.target as Element | null)?.closest?.('a[href]');
    if (!anchor) return;
    if (!event.defaultPrevented) followed.push(anchor.getAttribute('href')!);
    event.preventDefault();
  };
  window.addEventListener('click', onClick);
  window.addEventListener('auxclick', onClick);
  return {
    followed,
    stop: () => {
      window.removeEventListener('click', onClick);
      window.removeEventListener('auxclick', onClick);
    },
  };
}

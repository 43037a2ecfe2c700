import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { allowConsole, describeConformance, expectConsole } from '../../test';
import { renderWithRouter } from '../../test/router';
import { RouterRoot } from '../../router/ReactRouterAdapter';
import { Link } from '../Link';
import {
  RouteBoundary,
  RouteError,
  RouteLoadError,
  type RouteBoundaryProps,
  type RouteErrorProps,
} from './RouteBoundary';

let explode = true;
function Fragile() {
  if (explode) throw new Error('kaboom');
  return <p>Screen works</p>;
}

function Broken(): never {
  throw new Error('conformance kaboom');
}

/** A RouteBoundary showing its error view (the element that takes ref, className and extra props). */
function FailedRouteBoundary(props: RouteBoundaryProps) {
  const [router] = useState(() =>
    createMemoryRouter([
      {
        path: '*',
        element: (
          <RouterRoot>
            <RouteBoundary {...props}>
              <Broken />
            </RouteBoundary>
          </RouterRoot>
        ),
      },
    ]),
  );
  return <RouterProvider router={router} />;
}

/** A root route's errorElement after its screen threw. */
function FailedRouteError(props: RouteErrorProps) {
  const [router] = useState(() =>
    createMemoryRouter([
      {
        path: '/',
        element: <RouterRoot />,
        errorElement: <RouteError {...props} />,
        children: [{ index: true, element: <Broken /> }],
      },
    ]),
  );
  return <RouterProvider router={router} />;
}

describe('conformance, in the error state', () => {
  beforeEach(() => allowConsole('error', /conformance kaboom/));
  describeConformance('RouteBoundary', FailedRouteBoundary, {
    props: {},
    element: 'div',
    slot: 'route-boundary',
  });
  describeConformance('RouteError', FailedRouteError, {
    props: {},
    element: 'main',
    slot: 'route-error',
  });
});

describe('RouteBoundary', () => {
  it('shows a compact error with Retry in place of a failing screen, and the rest keeps working', async () => {
    expectConsole('error', /kaboom/);
    explode = true;
    renderWithRouter(
      <>
        <nav aria-label="Main">
          <Link href="/other">Other</Link>
        </nav>
        <RouteBoundary>
          <Fragile />
        </RouteBoundary>
      </>,
    );
    const error = screen.getByRole('group', { name: 'Something went wrong' });
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBe(
      error.querySelector('h1'),
    );
    expect(screen.getByRole('link', { name: 'Other' })).toBeInTheDocument();
    explode = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('Screen works')).toBeInTheDocument();
  });

  it('tells onError once what the screen threw, with the component stack', () => {
    expectConsole('error', /kaboom/);
    explode = true;
    const onError = vi.fn();
    renderWithRouter(
      <RouteBoundary onError={onError}>
        <Fragile />
      </RouteBoundary>,
    );
    expect(screen.getByRole('group', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(onError).toHaveBeenCalledOnce();
    const [error, info] = onError.mock.calls[0]!;
    expect(error).toMatchObject({ message: 'kaboom' });
    expect(info.componentStack).toMatch(/Fragile/);
  });

  it('clears the error when the person navigates elsewhere', async () => {
    expectConsole('error', /kaboom/);
    explode = true;
    const { location } = renderWithRouter(
      <>
        <Link href="/other">Other</Link>
        <RouteBoundary>
          <Fragile />
        </RouteBoundary>
      </>,
    );
    expect(screen.getByRole('group', { name: 'Something went wrong' })).toBeInTheDocument();
    explode = false;
    await userEvent.click(screen.getByRole('link', { name: 'Other' }));
    expect(location().pathname).toBe('/other');
    expect(screen.getByText('Screen works')).toBeInTheDocument();
  });

  it('asks for a reload when the screen’s code did not load', async () => {
    expectConsole('error', /RouteLoadError|could not be loaded/);
    const onReload = vi.fn();
    function Unloadable(): never {
      throw new RouteLoadError(new TypeError('Failed to fetch dynamically imported module'));
    }
    renderWithRouter(
      <RouteBoundary onReload={onReload}>
        <Unloadable />
      </RouteBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'This page could not be loaded' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(onReload).toHaveBeenCalledOnce();
  });
});

describe('RouteError', () => {
  function Boom(): never {
    throw new Error('kaboom');
  }

  it('is a full page for the root route: what happened, Reload, and a way home', async () => {
    expectConsole('error', /kaboom/);
    const onReload = vi.fn();
    const router = createMemoryRouter(
      [
        {
          element: <RouterRoot />,
          errorElement: <RouteError onReload={onReload} homeLabel="Go to the task list" />,
          children: [
            { path: '/', element: <p>Home page</p> },
            { path: '/broken', element: <Boom /> },
          ],
        },
      ],
      { initialEntries: ['/broken'] },
    );
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(onReload).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('link', { name: 'Go to the task list' }));
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByText('Home page')).toBeInTheDocument();
  });

  it('shows the 404 page for a route that does not exist', () => {
    const router = createMemoryRouter(
      [{ path: '/', element: <RouterRoot />, errorElement: <RouteError /> }],
      { initialEntries: ['/nowhere'] },
    );
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });
});

import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { Link } from '../components/Link';
import { NavLink } from '../components/NavLink';
import { renderWithRouter } from '../test/router';
import {
  createDefaultRouterAdapter,
  matchesLocation,
  resolveAppPath,
  useRouterAdapter,
  type RouterAdapter,
  type RouterLocation,
} from './adapter';
import { RouterRoot } from './ReactRouterAdapter';
import { RouterAdapterProvider } from './RouterAdapterProvider';
import { useRouterNavigate } from './useLinkProps';

const at = (path: string): RouterLocation => {
  const url = new URL(path, 'http://x');
  return { pathname: url.pathname, search: url.search, hash: url.hash, key: 'k' };
};

describe('resolveAppPath', () => {
  it.each([
    ['/tasks', '/people', '/people'],
    ['/tasks/12', 'edit', '/tasks/edit'],
    ['/tasks/12/', 'edit', '/tasks/12/edit'],
    ['/tasks/12', '../people', '/people'],
    ['/tasks?page=2', '?page=3', '/tasks?page=3'],
    ['/tasks', '#top', '/tasks#top'],
    ['/', 'http://localhost:3000/tasks', '/tasks'],
  ])('at %s, %s resolves to %s, as an anchor would', (here, to, expected) => {
    expect(resolveAppPath(to, at(here))).toBe(expected);
  });

  it.each(['https://example.com/x', 'mailto:a@b.c', 'tel:+1', '//example.com/x'])(
    'returns null for %s, which leaves the app',
    (to) => {
      expect(resolveAppPath(to, at('/'))).toBeNull();
    },
  );

  it.each([
    ['http:alert(1)', null],
    ['https:tasks', '/tasks'],
    ['HTTPS:/tasks', '/tasks'],
    ['http://app.example/tasks', null],
  ])('on an https page, %s resolves to %s, as an anchor would', (to, expected) => {
    expect(resolveAppPath(to, at('/'), 'https://app.example')).toBe(expected);
  });

  it.each(['', '   ', '😀', 'مهام', '%%%'])('does not crash on the odd input %j', (to) => {
    expect(() => resolveAppPath(to, at('/tasks'))).not.toThrow();
  });
});

describe('matchesLocation', () => {
  it.each([
    ['/tasks', '/tasks', {}, true],
    ['/tasks', '/tasks/12', {}, true],
    ['/tasks', '/tasks/12', { end: true }, false],
    ['/tasks/', '/tasks', { end: true }, true],
    ['/', '/anything', {}, true],
    ['/', '/anything', { end: true }, false],
    ['/task', '/tasks', {}, false],
    ['/tasks?page=2', '/tasks?page=2&sort=due', {}, false],
    ['/tasks?sort=due&page=2', '/tasks?page=2&sort=due', {}, true],
    ['https://example.com/tasks', '/tasks', {}, false],
  ])('%s against %s with %o is %s', (to, here, options, expected) => {
    expect(matchesLocation(to, at(here), options)).toBe(expected);
  });
});

describe('the default adapter (no router)', () => {
  it('does not navigate in place and renders hrefs as written', () => {
    const adapter = createDefaultRouterAdapter(at('/tasks'));
    expect(adapter.clientSide).toBe(false);
    expect(adapter.href('edit')).toBe('edit');
    expect(adapter.isActive('/tasks')).toBe(true);
    expect(() => adapter.prefetch('/x')).not.toThrow();
  });

  it('is what components get when no router is provided, following the address bar', () => {
    let seen: RouterAdapter | undefined;
    function Probe() {
      seen = useRouterAdapter();
      return null;
    }
    render(<Probe />);
    expect(seen!.clientSide).toBe(false);
    expect(seen!.location.pathname).toBe(window.location.pathname);
  });
});

describe('RouterAdapterProvider', () => {
  it("gives every link another router's adapter when one is passed", async () => {
    const navigate = vi.fn();
    const adapter: RouterAdapter = {
      ...createDefaultRouterAdapter(at('/reports')),
      clientSide: true,
      navigate,
      href: (to) => `/base${to}`,
    };
    render(
      <RouterAdapterProvider adapter={adapter}>
        <Link href="/tasks">Tasks</Link>
        <NavLink href="/reports">Reports</NavLink>
      </RouterAdapterProvider>,
    );
    expect(screen.getByRole('link', { name: 'Tasks' })).toHaveAttribute('href', '/base/tasks');
    expect(screen.getByRole('link', { name: 'Reports' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(screen.getByRole('link', { name: 'Tasks' }));
    expect(navigate).toHaveBeenCalledWith(
      '/tasks',
      expect.objectContaining({ replace: undefined }),
    );
  });
});

describe('the react-router adapter', () => {
  it('navigates, resolving relative paths against the current location', () => {
    let go: ReturnType<typeof useRouterNavigate> | undefined;
    function Probe() {
      go = useRouterNavigate();
      return null;
    }
    const { location } = renderWithRouter(<Probe />, { initialEntries: ['/tasks/12'] });
    act(() => go!('edit?tab=1'));
    expect(location().pathname).toBe('/tasks/edit');
    expect(location().search).toBe('?tab=1');
    act(() => go!('/people', { replace: true }));
    expect(location().pathname).toBe('/people');
  });

  it("reports where a browser router's history is, Back included", async () => {
    const seen: RouterAdapter[] = [];
    function Probe() {
      seen.push(useRouterAdapter());
      return null;
    }
    window.history.replaceState(null, '', '/a');
    const router = createBrowserRouter([
      { element: <RouterRoot />, children: [{ path: '*', element: <Probe /> }] },
    ]);
    render(<RouterProvider router={router} />);
    const first = seen.at(-1)!.historyIndex!;
    expect(first).toEqual(expect.any(Number));
    await act(() => router.navigate('/b'));
    expect(seen.at(-1)!.historyIndex).toBe(first + 1);
    await act(() => router.navigate('/c', { replace: true }));
    expect(seen.at(-1)!.historyIndex).toBe(first + 1);
    await act(async () => {
      window.history.back();
      await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    });
    await vi.waitFor(() => expect(seen.at(-1)!.location.pathname).toBe('/a'));
    expect(seen.at(-1)!.historyIndex).toBe(first);
    router.dispose();
  });

  it('reports the location, how it was reached and whether a navigation is pending', async () => {
    const seen: RouterAdapter[] = [];
    function Probe() {
      seen.push(useRouterAdapter());
      return null;
    }
    const { router } = renderWithRouter(<Probe />, { initialEntries: ['/a'] });
    expect(seen.at(-1)!.clientSide).toBe(true);
    await act(() => router.navigate('/b'));
    expect(seen.at(-1)!.location.pathname).toBe('/b');
    expect(seen.at(-1)!.navigationType).toBe('push');
    await act(() => router.navigate(-1));
    expect(seen.at(-1)!.navigationType).toBe('pop');
    expect(seen.at(-1)!.pending).toBe(false);
  });

  it("prefetches a lazy route's code when asked", () => {
    const lazy = vi.fn(async () => ({ Component: () => null }));
    let adapter: RouterAdapter | undefined;
    function Probe() {
      adapter = useRouterAdapter();
      return null;
    }
    renderWithRouter(<Probe />, { routes: [{ path: '/reports', lazy }] });
    adapter!.prefetch('/reports');
    expect(lazy).toHaveBeenCalledTimes(1);
  });

  it('prefetches on hover or focus for links that ask for it', async () => {
    const lazy = vi.fn(async () => ({ Component: () => null }));
    renderWithRouter(
      <Link href="/reports" prefetch="intent">
        Reports
      </Link>,
      { routes: [{ path: '/reports', lazy }] },
    );
    await userEvent.tab();
    expect(screen.getByRole('link')).toHaveFocus();
    expect(lazy).toHaveBeenCalled();
  });
});

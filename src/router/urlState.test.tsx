import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Link } from '../components/Link';
import { PageHeading } from '../components/PageHeading';
import { renderWithRouter } from '../test/router';
import { useRouterAdapter, type RouterAdapter, type RouterLocation } from './adapter';
import { RouterRoot } from './ReactRouterAdapter';
import { RouterAdapterProvider } from './RouterAdapterProvider';
import { RouteAnnouncer } from './RouteAnnouncer';
import { searchParam, useSearchParamsState, useUrlSearchParams } from './useSearchParamsState';

// State kept in the URL (a search, a sort, a page of a list) changes the screen on show, not the
// page: focus stays on the control that changed it, nothing is announced as a new page, and the
// history does not gain one entry per keystroke (issue 20).

const schema = { q: searchParam.string(''), page: searchParam.integer(1) };

function List() {
  const [state, setState] = useSearchParamsState(schema);
  return (
    <main>
      <PageHeading>Tasks</PageHeading>
      <label>
        Search
        <input type="search" value={state.q} onChange={(e) => setState({ q: e.target.value })} />
      </label>
      <button type="button" onClick={() => setState({ page: state.page + 1 }, { history: 'push' })}>
        Next page
      </button>
      <button
        type="button"
        onClick={() => {
          // Two changes from one event: the second must build on the first.
          setState({ page: 3 });
          setState({ q: 'both' });
        }}
      >
        Both
      </button>
      <button type="button" onClick={() => setState({ q: state.q })}>
        Same
      </button>
      <Link href="/people">People</Link>
      <p>page {state.page}</p>
    </main>
  );
}

const routes = [
  { path: '/tasks', element: <List /> },
  {
    path: '/people',
    element: (
      <main>
        <PageHeading>People</PageHeading>
        <Link href="/people">This page</Link>
      </main>
    ),
  },
];

const status = () => screen.getByRole('status');

describe('state in the URL', () => {
  it('is typed key by key with focus kept, nothing announced and the history entry replaced', async () => {
    const { router, location } = renderWithRouter(<p />, {
      routes,
      initialEntries: ['/people', '/tasks'],
    });
    const search = screen.getByRole('searchbox', { name: 'Search' });
    await userEvent.type(search, 'keyboard');
    expect(search).toHaveValue('keyboard');
    expect(search).toHaveFocus();
    expect(location().search).toBe('?q=keyboard');
    expect(status()).toHaveTextContent('');
    // One Back leaves the list: no entry per keystroke.
    await act(() => router.navigate(-1));
    expect(location().pathname).toBe('/people');
  });

  it('pushes a page of results without moving focus; Back and Forward keep it too', async () => {
    const { router, location } = renderWithRouter(<p />, { routes, initialEntries: ['/tasks'] });
    const next = screen.getByRole('button', { name: 'Next page' });
    await userEvent.click(next);
    await userEvent.click(next);
    expect(location().search).toBe('?page=3');
    expect(next).toHaveFocus();
    expect(status()).toHaveTextContent('');
    await act(() => router.navigate(-1));
    expect(screen.getByText('page 2')).toBeInTheDocument();
    expect(next).toHaveFocus();
    await act(() => router.navigate(1));
    expect(screen.getByText('page 3')).toBeInTheDocument();
    expect(next).toHaveFocus();
    expect(status()).toHaveTextContent('');
  });

  it('lands two changes made in one event, the second on top of the first', async () => {
    const { location } = renderWithRouter(<p />, { routes, initialEntries: ['/tasks?keep=1'] });
    await userEvent.click(screen.getByRole('button', { name: 'Both' }));
    expect(location().search).toBe('?keep=1&page=3&q=both');
  });

  it('does not navigate when the URL would not change', async () => {
    const { location } = renderWithRouter(<p />, { routes, initialEntries: ['/tasks?q=a'] });
    const before = location().key;
    await userEvent.click(screen.getByRole('button', { name: 'Same' }));
    expect(location().key).toBe(before);
  });

  it('still treats a change of path as a new page', async () => {
    renderWithRouter(<p />, { routes, initialEntries: ['/tasks'] });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'x');
    await userEvent.click(screen.getByRole('link', { name: 'People' }));
    expect(screen.getByRole('heading', { level: 1, name: 'People' })).toHaveFocus();
    expect(status()).toHaveTextContent('People page loaded');
  });
});

describe('a control bound to the URL', () => {
  function Filter() {
    const [state, setState] = useSearchParamsState({
      status: searchParam.oneOf(['all', 'open', 'done'], 'all'),
    });
    return (
      <select
        aria-label="Status"
        value={state.status}
        onChange={(e) => setState({ status: e.target.value as 'open' })}
      >
        <option value="all">All</option>
        <option value="open">Open</option>
        <option value="done">Done</option>
      </select>
    );
  }

  /** A router that shows each navigation only when the test says so, one at a time, in order. */
  const queue: string[] = [];
  let land: () => void = () => {};
  function ManualRouter({ children }: { children: ReactNode }) {
    const [location, setLocation] = useState<RouterLocation>({
      pathname: '/tasks',
      search: '',
      hash: '',
      key: 'k0',
    });
    useEffect(() => {
      land = () => {
        const url = new URL(queue.shift()!, 'http://x.invalid');
        setLocation((l) => ({
          pathname: url.pathname,
          search: url.search,
          hash: url.hash,
          key: `${l.key}+`,
        }));
      };
    }, []);
    const adapter = useMemo<RouterAdapter>(
      () => ({
        clientSide: true,
        location,
        navigationType: 'replace',
        pending: false,
        navigate: (to) => void queue.push(to),
        href: (to) => to,
        isActive: () => false,
        prefetch() {},
      }),
      [location],
    );
    return <RouterAdapterProvider adapter={adapter}>{children}</RouterAdapterProvider>;
  }

  it('never goes back to an older value when the router shows the changes in between late', () => {
    render(
      <ManualRouter>
        <Filter />
      </ManualRouter>,
    );
    const select = screen.getByRole('combobox', { name: 'Status' });
    fireEvent.change(select, { target: { value: 'open' } });
    fireEvent.change(select, { target: { value: 'done' } });
    act(() => land()); // ?status=open, asked for before "done"
    expect(select).toHaveValue('done');
    act(() => land()); // ?status=done
    expect(select).toHaveValue('done');
    expect(queue).toEqual([]);
  });

  it('is not taken for the page again when the router shows only a later change, at the first address', () => {
    render(
      <ManualRouter>
        <RouteAnnouncer>
          <main>
            <PageHeading>Tasks</PageHeading>
            <Filter />
          </main>
        </RouteAnnouncer>
      </ManualRouter>,
    );
    const select = screen.getByRole('combobox', { name: 'Status' });
    select.focus();
    fireEvent.change(select, { target: { value: 'open' } });
    fireEvent.change(select, { target: { value: 'all' } });
    // The router skips the first (a transition overtaken by the next) and shows the second: the
    // address it started from, in a new history entry.
    queue.shift();
    act(() => land());
    expect(select).toHaveFocus();
    expect(status()).toHaveTextContent('');
  });

  /** A router that shows each navigation a moment after it was asked for, as react-router does. */
  function LaggingRouter({ children }: { children: ReactNode }) {
    const [location, setLocation] = useState<RouterLocation>({
      pathname: '/tasks',
      search: '',
      hash: '',
      key: 'k0',
    });
    const adapter = useMemo<RouterAdapter>(
      () => ({
        clientSide: true,
        location,
        navigationType: 'push',
        pending: false,
        navigate(to) {
          const url = new URL(to, 'http://x.invalid');
          void Promise.resolve().then(() =>
            setLocation((l) => ({
              pathname: url.pathname,
              search: url.search,
              hash: url.hash,
              key: `${l.key}+`,
            })),
          );
        },
        href: (to) => to,
        isActive: () => false,
        prefetch() {},
      }),
      [location],
    );
    return (
      <RouterAdapterProvider adapter={adapter}>
        {children}
        <p>at {location.search}</p>
      </RouterAdapterProvider>
    );
  }

  it('shows each change at once, before the router has shown it', async () => {
    render(
      <LaggingRouter>
        <Filter />
      </LaggingRouter>,
    );
    const select = screen.getByRole('combobox', { name: 'Status' });
    fireEvent.change(select, { target: { value: 'open' } });
    // The router shows the navigation a moment later; the select must not snap back meanwhile
    // (a key pressed then would act on the old value).
    expect(select).toHaveValue('open');
    fireEvent.change(select, { target: { value: 'done' } });
    expect(select).toHaveValue('done');
    expect(await screen.findByText('at ?status=done')).toBeInTheDocument();
    expect(select).toHaveValue('done');
  });
});

describe('useUrlSearchParams', () => {
  function Raw() {
    const [params, setParams] = useUrlSearchParams();
    return (
      <button
        type="button"
        onClick={() =>
          setParams((current) => {
            current.set('n', String(Number(params.get('n') ?? 0) + 1));
            return current;
          })
        }
      >
        More
      </button>
    );
  }

  it('replaces the entry by default and pushes when asked', async () => {
    const { router, location } = renderWithRouter(<Raw />, { initialEntries: ['/list'] });
    await userEvent.click(screen.getByRole('button', { name: 'More' }));
    expect(location().search).toBe('?n=1');
    expect(router.state.historyAction).toBe('REPLACE');
  });
});

describe('the page rule', () => {
  it('can be told that a query selects another page', async () => {
    const router = createMemoryRouter(
      [
        {
          element: (
            <RouterRoot
              isNewPage={(previous, next) =>
                previous.pathname !== next.pathname || previous.search !== next.search
              }
            />
          ),
          children: routes,
        },
      ],
      { initialEntries: ['/tasks'] },
    );
    render(<RouterProvider router={router} />);
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Tasks' })).toHaveFocus();
    expect(status()).toHaveTextContent('Tasks page loaded');
  });

  it('takes a link to the page on screen for the page again, replacing its entry', async () => {
    const { router } = renderWithRouter(<p />, { routes, initialEntries: ['/tasks'] });
    await userEvent.click(screen.getByRole('link', { name: 'People' }));
    expect(router.state.historyAction).toBe('PUSH');
    const first = status().firstElementChild;
    await userEvent.click(screen.getByRole('link', { name: 'This page' }));
    // As in a browser: the same address again replaces the entry, and is the page again.
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.getByRole('heading', { level: 1, name: 'People' })).toHaveFocus();
    expect(status()).toHaveTextContent('People page loaded');
    expect(status().firstElementChild).not.toBe(first);
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/tasks');
  });
});

describe('two useUrlSearchParams on one screen', () => {
  // A router as react-router behaves in Chromium (issue 30): each navigation shows a moment later,
  // and before it does, one render shows the router's first location (key `default`, type `pop`)
  // although the history has not moved: React rendered an urgent update, a keystroke, against the
  // router's state from before the navigation.
  const first: RouterLocation = { pathname: '/tasks', search: '', hash: '', key: 'default' };

  function GlitchingRouter({ children }: { children: ReactNode }) {
    const [state, setState] = useState({
      location: first,
      type: 'pop' as RouterAdapter['navigationType'],
      index: 0,
      entries: 0,
    });
    const adapter = useMemo<RouterAdapter>(
      () => ({
        clientSide: true,
        location: state.location,
        navigationType: state.type,
        historyIndex: state.index,
        pending: false,
        navigate(to, options) {
          const url = new URL(to, 'http://tessera.invalid');
          setTimeout(() => {
            setState((s) => ({ ...s, location: first, type: 'pop' }));
            setTimeout(() =>
              setState((s) => ({
                location: {
                  pathname: url.pathname,
                  search: url.search,
                  hash: url.hash,
                  key: `entry-${s.entries + 1}`,
                },
                type: options?.replace ? 'replace' : 'push',
                index: options?.replace ? s.index : s.index + 1,
                entries: s.entries + 1,
              })),
            );
          });
        },
        href: (to) => to,
        isActive: () => false,
        prefetch() {},
      }),
      [state],
    );
    return <RouterAdapterProvider adapter={adapter}>{children}</RouterAdapterProvider>;
  }

  function SearchBox() {
    const [params, setParams] = useUrlSearchParams();
    return (
      <label>
        Search
        <input
          type="search"
          value={params.get('q') ?? ''}
          onChange={(event) => setParams(`q=${encodeURIComponent(event.target.value)}`)}
        />
      </label>
    );
  }

  /** What the router shows now: the address bar, as a person would read it. */
  function Address() {
    return <output aria-label="Address">{useRouterAdapter().location.search}</output>;
  }

  /** The second instance: a summary of the same query elsewhere on the screen. */
  function Summary() {
    const [params] = useUrlSearchParams();
    return <p>Showing {params.get('q') || 'everything'}</p>;
  }

  it('keeps every letter typed when a render shows an older location in between', async () => {
    render(
      <GlitchingRouter>
        <SearchBox />
        <Summary />
        <Address />
      </GlitchingRouter>,
    );
    const search = screen.getByRole('searchbox', { name: 'Search' });
    await userEvent.type(search, 'keyboard');
    expect(search).toHaveValue('keyboard');
    expect(await screen.findByText('Showing keyboard')).toBeInTheDocument();
    // Once the router has shown the last navigation, the box still holds every letter.
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent('?q=keyboard'),
    );
    expect(search).toHaveValue('keyboard');
  });
});

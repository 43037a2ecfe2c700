import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, Suspense, useEffect, useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { AppShell } from '../components/AppShell';
import { LoadingState } from '../components/AsyncBoundary';
import { Link } from '../components/Link';
import { NavLink } from '../components/NavLink';
import { PageHeading } from '../components/PageHeading';
import { renderWithRouter } from '../test/router';

function Shell() {
  return (
    <AppShell
      nav={
        <>
          <NavLink href="/tasks">Tasks</NavLink>
          <NavLink href="/people">People</NavLink>
          <NavLink href="/plain">Plain</NavLink>
        </>
      }
    >
      <div />
    </AppShell>
  );
}

const routes = [
  { path: '/tasks', element: <Page title="Tasks" /> },
  { path: '/people', element: <Page title="People" /> },
  { path: '/titled', handle: { title: 'From the handle' }, element: <p>No heading here</p> },
];

function Page({ title }: { title: string }) {
  return (
    <main>
      <PageHeading>{title}</PageHeading>
      <Link href="/people">People</Link>
      <Link href="/tasks">Tasks</Link>
      <Link href="/titled">Titled</Link>
      <Link href="/slow">Slow</Link>
    </main>
  );
}

/** A page whose code, then whose data, load while a loading state holds <main>. */
function slowRoute(withHeading: boolean) {
  let code!: () => void;
  let data!: () => void;
  const codeLoaded = new Promise<void>((resolve) => (code = resolve));
  const dataLoaded = new Promise<void>((resolve) => (data = resolve));
  function SlowPage() {
    const [ready, setReady] = useState(false);
    useEffect(() => void dataLoaded.then(() => setReady(true)), []);
    if (!ready) return <LoadingState />;
    return withHeading ? <PageHeading>Slow</PageHeading> : <p>Loaded</p>;
  }
  const Screen = lazy(() => codeLoaded.then(() => ({ default: SlowPage })));
  const route = {
    path: '/slow',
    handle: { title: 'Slow route' },
    element: (
      <main tabIndex={-1}>
        <Suspense fallback={<LoadingState />}>
          <Screen />
        </Suspense>
      </main>
    ),
  };
  return { route, code, data };
}

/** Every message the route announcer's live region is given, in order. */
function recordSpoken() {
  const spoken: string[] = [];
  new MutationObserver(() => spoken.push(status().textContent ?? '')).observe(status(), {
    childList: true,
    subtree: true,
    characterData: true,
  });
  return spoken;
}

const status = () => screen.getByRole('status');

describe('route changes', () => {
  // On jsdom's narrow screen AppShell's navigation is a drawer loaded on demand. Its module is
  // loaded here, once: what is measured below is the announcer, not how long a busy machine
  // takes to transform the Drawer's modules (which outlasted findByRole's wait and failed a test).
  beforeAll(() => import('../components/AppShell/AppShellDrawer'));

  it('leave focus and the live region alone on the first page load', () => {
    renderWithRouter(<p>fallback</p>, { routes, initialEntries: ['/tasks'] });
    expect(document.title).toBe('Tasks');
    expect(document.body).toHaveFocus();
    expect(status()).toHaveTextContent('');
  });

  it('move focus to the new page heading, retitle the document and announce the page', async () => {
    renderWithRouter(<p>fallback</p>, { routes, initialEntries: ['/tasks'] });
    await userEvent.click(screen.getByRole('link', { name: 'People' }));
    expect(screen.getByRole('heading', { level: 1, name: 'People' })).toHaveFocus();
    expect(document.title).toBe('People');
    expect(status()).toHaveTextContent('People page loaded');
  });

  it('do the same on back and forward', async () => {
    const { router } = renderWithRouter(<p>fallback</p>, { routes, initialEntries: ['/tasks'] });
    await userEvent.click(screen.getByRole('link', { name: 'People' }));
    await act(() => router.navigate(-1));
    expect(screen.getByRole('heading', { level: 1, name: 'Tasks' })).toHaveFocus();
    expect(status()).toHaveTextContent('Tasks page loaded');
  });

  it('without a page heading, focus <main> and announce the document title', async () => {
    renderWithRouter(<Shell />, {
      routes: [{ path: '/plain', handle: { title: 'Plain' }, element: <Shell /> }],
      initialEntries: ['/start'],
    });
    // jsdom is a narrow screen: the navigation opens over the page first (its drawer loads then).
    await userEvent.click(screen.getByRole('button', { name: 'Navigation' }));
    await userEvent.click(await screen.findByRole('link', { name: 'Plain' }));
    expect(screen.getByRole('main')).toHaveFocus();
    expect(status()).toHaveTextContent('Plain page loaded');
  });

  it('use the route handle title for the document and the announcement', async () => {
    renderWithRouter(<p>fallback</p>, { routes, initialEntries: ['/tasks'] });
    await userEvent.click(screen.getByRole('link', { name: 'Titled' }));
    expect(document.title).toBe('From the handle');
    expect(status()).toHaveTextContent('From the handle page loaded');
  });

  it('leave focus alone when only the fragment changes (a skip link, a table of contents)', async () => {
    const { router } = renderWithRouter(<p>fallback</p>, { routes, initialEntries: ['/tasks'] });
    await userEvent.click(screen.getByRole('link', { name: 'People' }));
    const link = screen.getByRole('link', { name: 'Tasks' });
    link.focus();
    await act(() => router.navigate('/people#details'));
    expect(link).toHaveFocus();
  });

  it('say the same page twice when it is visited twice in a row', async () => {
    renderWithRouter(<p>fallback</p>, { routes, initialEntries: ['/tasks'] });
    await userEvent.click(screen.getByRole('link', { name: 'People' }));
    const first = status().firstElementChild;
    await userEvent.click(screen.getByRole('link', { name: 'People' }));
    expect(status()).toHaveTextContent('People page loaded');
    expect(status().firstElementChild).not.toBe(first);
  });

  it('announce a page whose code and data load once, from its heading, when it is there', async () => {
    const slow = slowRoute(true);
    renderWithRouter(<p>fallback</p>, {
      routes: [...routes, slow.route],
      initialEntries: ['/tasks'],
    });
    const spoken = recordSpoken();
    await userEvent.click(screen.getByRole('link', { name: 'Slow' }));
    // Focus moves at once, so the next Tab starts in the new page; nothing is said yet.
    expect(screen.getByRole('main')).toHaveFocus();
    await act(async () => slow.code());
    expect(spoken).toEqual([]);
    await act(async () => slow.data());
    expect(screen.getByRole('heading', { level: 1, name: 'Slow' })).toHaveFocus();
    expect(spoken).toEqual(['Slow page loaded']);
  });

  it('announce a page without a heading once its loading ends, from its title', async () => {
    const slow = slowRoute(false);
    renderWithRouter(<p>fallback</p>, {
      routes: [...routes, slow.route],
      initialEntries: ['/tasks'],
    });
    const spoken = recordSpoken();
    await userEvent.click(screen.getByRole('link', { name: 'Slow' }));
    await act(async () => slow.code());
    expect(spoken).toEqual([]);
    await act(async () => slow.data());
    expect(screen.getByText('Loaded')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveFocus();
    expect(spoken).toEqual(['Slow route page loaded']);
  });
});

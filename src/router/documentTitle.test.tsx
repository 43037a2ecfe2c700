import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { Link } from '../components/Link';
import { PageHeading } from '../components/PageHeading';
import { createTitleManager, formatTitle } from './documentTitle';
import { RouterRoot } from './ReactRouterAdapter';

beforeEach(() => {
  document.title = 'Index';
});

describe('the title manager', () => {
  it.each([
    ['the route first, then the page', ['route', 'page'] as const],
    ['the page first, then the route', ['page', 'route'] as const],
  ])('gives the page’s title over the route’s: %s', (_, order) => {
    const titles = createTitleManager('%s · App');
    for (const step of order) {
      if (step === 'route') titles.setRouteTitle('From the route');
      else titles.reportPageTitle('From the page');
    }
    expect(document.title).toBe('From the page · App');
  });

  it('falls back to the route’s title once the page withdraws its own', () => {
    const titles = createTitleManager('%s · App');
    const withdraw = titles.reportPageTitle('From the page');
    titles.setRouteTitle('From the route');
    withdraw();
    expect(document.title).toBe('From the route · App');
  });

  it('applies the template once, and again with a new template, never on top of the old one', () => {
    const titles = createTitleManager('%s · App');
    titles.setRouteTitle('Tasks');
    titles.setTemplate('%s — Other');
    expect(document.title).toBe('Tasks — Other');
  });

  it('leaves the document’s title alone while nothing names the page', () => {
    const titles = createTitleManager('%s · App');
    titles.setRouteTitle('   ');
    expect(document.title).toBe('Index');
  });

  it('writes a dollar sign in a title as text, not as a replacement pattern', () => {
    expect(formatTitle('%s · App', 'Save $& now')).toBe('Save $& now · App');
  });
});

/** Two routes with their own handle titles, one screen with one heading (a form for new and edit). */
function Editor() {
  return (
    <main>
      <PageHeading>Task editor</PageHeading>
      <Link href="/new">New</Link>
      <Link href="/edit">Edit</Link>
      <Link href="/plain">Plain</Link>
    </main>
  );
}

/** A heading that shows only once its data has arrived, and goes when it is dismissed. */
function Late() {
  const [loaded, setLoaded] = useState(false);
  return (
    <main>
      {loaded ? <PageHeading>Loaded report</PageHeading> : <p>Loading</p>}
      <button type="button" onClick={() => setLoaded((l) => !l)}>
        {loaded ? 'Unload' : 'Load'}
      </button>
      <Link href="/edit">Edit</Link>
    </main>
  );
}

function Plain() {
  return (
    <main>
      <p>No heading here</p>
      <Link href="/edit">Edit</Link>
    </main>
  );
}

const routes: RouteObject[] = [
  {
    element: (
      <RouterRoot titleTemplate="%s · Tessera">
        <Outlet />
      </RouterRoot>
    ),
    children: [
      { path: '/new', handle: { title: 'New task' }, element: <Editor /> },
      { path: '/edit', handle: { title: 'Edit task' }, element: <Editor /> },
      { path: '/late', handle: { title: 'Report' }, element: <Late /> },
      { path: '/plain', handle: { title: 'Plain' }, element: <Plain /> },
    ],
  },
];

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('one owner of the document title under RouterRoot', () => {
  it('keeps the page heading’s title when the route’s title changes under a heading that stays', async () => {
    renderAt('/new');
    expect(document.title).toBe('Task editor · Tessera');
    await userEvent.click(screen.getByRole('link', { name: 'Edit' }));
    // Same screen, same heading: only the route's title changed, and the heading still wins.
    expect(document.title).toBe('Task editor · Tessera');
  });

  it('gives the heading’s title when the heading mounts after the route’s title was written', async () => {
    renderAt('/late');
    expect(document.title).toBe('Report · Tessera');
    await userEvent.click(screen.getByRole('button', { name: 'Load' }));
    expect(document.title).toBe('Loaded report · Tessera');
  });

  it('gives the route’s title back when the heading goes', async () => {
    renderAt('/late');
    await userEvent.click(screen.getByRole('button', { name: 'Load' }));
    await userEvent.click(screen.getByRole('button', { name: 'Unload' }));
    expect(document.title).toBe('Report · Tessera');
  });

  it('names a page without a heading after its route, and a page with one after its heading', async () => {
    const router = renderAt('/edit');
    await userEvent.click(screen.getByRole('link', { name: 'Plain' }));
    expect(document.title).toBe('Plain · Tessera');
    await userEvent.click(screen.getByRole('link', { name: 'Edit' }));
    expect(document.title).toBe('Task editor · Tessera');
    await act(() => router.navigate(-1));
    expect(document.title).toBe('Plain · Tessera');
  });
});

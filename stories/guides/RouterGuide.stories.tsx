import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { Outlet, type RouteObject } from 'react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  Button,
  Heading,
  Inline,
  NavLink,
  PageHeading,
  Redirect,
  RouteAnnouncer,
  RouterAdapterProvider,
  SearchField,
  Stack,
  Text,
  createDefaultRouterAdapter,
  isModifiedClick,
  isNewPage,
  matchesLocation,
  resolveAppPath,
  useAnnounce,
  useDocumentTitle,
  useFocusOnNavigation,
  useIsActive,
  useLinkProps,
  useRouterNavigate,
  useUrlSearchParams,
  type RouterAdapter,
  type RouterLocation,
} from '../../src';
import { RouteLoadError, isRouteLoadError } from 'tessera/router';
import { CallTable } from '../support/CallTable';
import { MemoryRouterStory, UrlBar } from '../support/router';

// The live examples of Guides/Router (RouterGuide.mdx). Each runs in its own memory router, so the
// real URL of the page never changes.
const meta = {
  title: 'Guides/Router',
  tags: ['!dev', '!autodocs'],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

// ── Routes, links and active state, focus and title ──────────────────────────────────────────
function Frame() {
  // useIsActive: the same test NavLink makes, for anything that is not a link.
  const inTasks = useIsActive('/tasks');
  return (
    <Stack gap="4">
      <nav aria-label="Example app">
        <Inline gap="3">
          <NavLink href="/" end>
            Home
          </NavLink>
          <NavLink href="/tasks">Tasks</NavLink>
          <NavLink href="/old-tasks">Old address</NavLink>
        </Inline>
      </nav>
      <UrlBar />
      <Text size="sm" data-testid="section">
        {inTasks ? 'You are in the tasks section.' : 'You are outside the tasks section.'}
      </Text>
      <Outlet />
    </Stack>
  );
}

function TaskPage({ id }: { id: string }) {
  return (
    <>
      <PageHeading documentTitle={`Task ${id}`}>Task {id}</PageHeading>
      <NavLink href="/tasks">Back to all tasks</NavLink>
    </>
  );
}

const appRoutes = (): RouteObject[] => [
  {
    element: <Frame />,
    children: [
      { index: true, handle: { title: 'Home' }, element: <PageHeading>Home</PageHeading> },
      {
        path: 'tasks',
        handle: { title: 'Tasks' },
        element: (
          <Stack gap="2">
            <PageHeading>Tasks</PageHeading>
            <ul>
              <li>
                <NavLink href="/tasks/7">Write the guide</NavLink>
              </li>
            </ul>
          </Stack>
        ),
      },
      { path: 'tasks/7', handle: { title: 'Task' }, element: <TaskPage id="7" /> },
      // An old address: Redirect replaces the history entry, so Back skips it.
      { path: 'old-tasks', element: <Redirect to="/tasks" /> },
    ],
  },
];

/** Links that mark the current page; after each navigation the new heading has focus and names the tab. */
export const Routes: Story = {
  render: () => <MemoryRouterStory routes={appRoutes()} />,
  play: async ({ canvas }) => {
    const nav = within(canvas.getByRole('navigation', { name: 'Example app' }));
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(nav.getByRole('link', { name: 'Tasks' }));
    const heading = await canvas.findByRole('heading', { name: 'Tasks', level: 1 });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(document.title).toBe('Tasks');
    await expect(nav.getByRole('link', { name: 'Tasks' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByTestId('section')).toHaveTextContent('in the tasks section');

    await userEvent.click(canvas.getByRole('link', { name: 'Write the guide' }));
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Task 7' })).toHaveFocus());
    await expect(document.title).toBe('Task 7');
    // A section's link stays current below it (without `end`), for the navigation to show where you are.
    await expect(nav.getByRole('link', { name: 'Tasks' })).toHaveAttribute('aria-current', 'page');

    await userEvent.click(nav.getByRole('link', { name: 'Old address' }));
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Tasks' })).toHaveFocus());
    await expect(canvas.getByRole('status', { name: 'Address' })).toHaveTextContent(/\/tasks$/);
  },
};

// ── URL state ──────────────────────────────────────────────────────────────────────────────────
const FRUIT = ['Apple', 'Apricot', 'Banana', 'Cherry', 'Grape', 'Mango', 'Papaya'];

function FruitSearch() {
  const [params, setParams] = useUrlSearchParams();
  const q = params.get('q') ?? '';
  const shown = FRUIT.filter((fruit) => fruit.toLowerCase().includes(q.toLowerCase()));
  return (
    <Stack gap="3" style={{ maxInlineSize: 360 }}>
      <UrlBar />
      <PageHeading>Fruit</PageHeading>
      <SearchField
        label="Search fruit"
        value={q}
        onValueChange={(text) =>
          setParams((current) => {
            if (text) current.set('q', text);
            else current.delete('q');
            return current;
          })
        }
      />
      <ul aria-label="Results">
        {shown.map((fruit) => (
          <li key={fruit}>{fruit}</li>
        ))}
      </ul>
    </Stack>
  );
}

/** `useUrlSearchParams`: state in the query string, so a link or a reload shows the same results. */
export const UrlState: Story = {
  render: () => (
    <MemoryRouterStory path="/fruit?q=an" routes={[{ path: 'fruit', element: <FruitSearch /> }]} />
  ),
  play: async ({ canvas }) => {
    const search = canvas.getByRole('searchbox', { name: 'Search fruit' });
    await expect(search).toHaveValue('an');
    await expect(
      within(canvas.getByRole('list', { name: 'Results' })).getAllByRole('listitem'),
    ).toHaveLength(2);
    await userEvent.clear(search);
    await userEvent.type(search, 'ap');
    await expect(canvas.getByRole('status', { name: 'Address' })).toHaveTextContent('/fruit?q=ap');
    // A change of the query alone is not a new page: focus stays where the person is typing.
    await expect(search).toHaveFocus();
    await expect(
      within(canvas.getByRole('list', { name: 'Results' })).getAllByRole('listitem'),
    ).toHaveLength(4);
  },
};

// ── Focus, title and announcements of your own ─────────────────────────────────────────────────
function ReportPage() {
  const heading = useRef<HTMLHeadingElement>(null);
  // What PageHeading does, for a page whose title element is your own.
  useFocusOnNavigation(heading, 'Quarterly report page loaded');
  useDocumentTitle('Quarterly report');
  const announce = useAnnounce();
  return (
    <Stack gap="3">
      <h1 ref={heading} tabIndex={-1}>
        Quarterly report
      </h1>
      <div>
        <Button onClick={() => announce('The report was exported.')}>Export</Button>
      </div>
    </Stack>
  );
}

/** `useFocusOnNavigation`, `useDocumentTitle` and `useAnnounce`, for pages of your own making. */
export const FocusTitleAnnounce: Story = {
  render: () => (
    <MemoryRouterStory
      routes={[
        {
          element: (
            <Stack gap="3">
              <NavLink href="/report">Open the report</NavLink>
              <Outlet />
            </Stack>
          ),
          children: [
            { index: true, element: <Heading level={1}>Start</Heading> },
            { path: 'report', element: <ReportPage /> },
          ],
        },
      ]}
    />
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Open the report' }));
    const heading = await canvas.findByRole('heading', { name: 'Quarterly report' });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(document.title).toBe('Quarterly report');
    const live = document.querySelector('[data-slot="route-announcer"]');
    await waitFor(() => expect(live).toHaveTextContent('Quarterly report page loaded'));
    await userEvent.click(canvas.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(live).toHaveTextContent('The report was exported.'));
  },
};

// ── The router's helpers ───────────────────────────────────────────────────────────────────────
const here: RouterLocation = { pathname: '/tasks/7', search: '?tab=notes', hash: '', key: 'a' };

function HelpersTable() {
  const rows: [string, unknown][] = [
    ["resolveAppPath('./3', here)", resolveAppPath('./3', here)],
    [
      "resolveAppPath('https://other.example/', here)",
      resolveAppPath('https://other.example/', here),
    ],
    ["matchesLocation('/tasks', here)", matchesLocation('/tasks', here)],
    [
      "matchesLocation('/tasks', here, { end: true })",
      matchesLocation('/tasks', here, { end: true }),
    ],
    [
      "isNewPage(here, { …here, search: '?tab=history' })",
      isNewPage(here, { ...here, search: '?tab=history', key: 'b' }),
    ],
    [
      "isNewPage(here, { …here, pathname: '/tasks/8' })",
      isNewPage(here, { ...here, pathname: '/tasks/8', key: 'b' }),
    ],
    [
      'isRouteLoadError(new RouteLoadError(cause))',
      isRouteLoadError(new RouteLoadError(new Error('chunk'))),
    ],
    ["isRouteLoadError(new Error('x'))", isRouteLoadError(new Error('x'))],
  ];
  return (
    <CallTable
      caption={
        <>
          With <code>here</code> = <code>/tasks/7?tab=notes</code>
        </>
      }
      rows={rows}
      json
    />
  );
}

/** The pure functions the links and the announcer are made of. */
export const Helpers: Story = {
  render: () => <HelpersTable />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('row', { name: /resolveAppPath\('\.\/3'/ })).toHaveTextContent(
      '"/tasks/3"',
    );
  },
};

// ── Another router ─────────────────────────────────────────────────────────────────────────────
/** A minimal in-memory router: any router becomes Tessera's by implementing `RouterAdapter`. */
function useTinyRouter(start: string): RouterAdapter {
  const [location, setLocation] = useState<RouterLocation>({
    pathname: start,
    search: '',
    hash: '',
    key: '0',
  });
  return useMemo(() => {
    const fallback = createDefaultRouterAdapter(location);
    return {
      ...fallback,
      clientSide: true,
      navigationType: 'push',
      navigate: (to) => {
        const path = resolveAppPath(to, location) ?? to;
        const url = new URL(path, 'http://tiny.invalid');
        setLocation((l) => ({
          pathname: url.pathname,
          search: url.search,
          hash: url.hash,
          key: String(Number(l.key) + 1),
        }));
      },
    };
  }, [location]);
}

/** Any anchor of your own becomes router-aware with `useLinkProps`. */
function PlainLink({ to, children }: { to: string; children: ReactNode }) {
  const props = useLinkProps(to, {
    onClick: (event: MouseEvent<HTMLAnchorElement>) => {
      // Ctrl/⌘-click, middle click: the browser's (a new tab). useLinkProps checks the same.
      if (isModifiedClick(event)) return;
    },
  });
  return <a {...props}>{children}</a>;
}

function TinyApp() {
  const adapter = useTinyRouter('/inbox');
  return (
    <RouterAdapterProvider adapter={adapter}>
      <RouteAnnouncer titleTemplate="%s · Mail">
        <Stack gap="3">
          <nav aria-label="Folders">
            <Inline gap="3">
              <PlainLink to="/inbox">Inbox</PlainLink>
              <PlainLink to="/archive">Archive</PlainLink>
            </Inline>
          </nav>
          <Folder name={adapter.location.pathname === '/archive' ? 'Archive' : 'Inbox'} />
        </Stack>
      </RouteAnnouncer>
    </RouterAdapterProvider>
  );
}

function Folder({ name }: { name: string }) {
  const navigate = useRouterNavigate();
  return (
    <Stack gap="2">
      <PageHeading>{name}</PageHeading>
      {name === 'Archive' && (
        <div>
          <Button onClick={() => navigate('/inbox')}>Back to the inbox</Button>
        </div>
      )}
    </Stack>
  );
}

/** Without react-router: an adapter of your own, `RouterAdapterProvider` and `RouteAnnouncer`. */
export const AnotherRouter: Story = {
  render: () => <TinyApp />,
  play: async ({ canvas }) => {
    const folders = within(canvas.getByRole('navigation', { name: 'Folders' }));
    await expect(folders.getByRole('link', { name: 'Inbox' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(folders.getByRole('link', { name: 'Archive' }));
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Archive' })).toHaveFocus());
    await expect(document.title).toBe('Archive · Mail');
    await expect(folders.getByRole('link', { name: 'Archive' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Back to the inbox' }));
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Inbox' })).toHaveFocus());
  },
};

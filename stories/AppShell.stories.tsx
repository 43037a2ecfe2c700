import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { CheckSquare, Home, Users } from 'lucide-react';
import { useMemo } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router';
import { AppShell, Link, NavLink, PageHeading, Stack, Text } from '../src';
import { RouterRoot } from 'tessera/router';

function Page({ title, children }: { title: string; children?: React.ReactNode }) {
  return (
    <Stack gap="4">
      <PageHeading>{title}</PageHeading>
      {children ?? <Text>The {title.toLowerCase()} page.</Text>}
    </Stack>
  );
}

function Shell() {
  return (
    <AppShell
      header={<Text weight="semibold">Tessera</Text>}
      nav={
        <ul>
          <li>
            <NavLink href="/" end>
              <Home aria-hidden="true" size={16} /> Home
            </NavLink>
          </li>
          <li>
            <NavLink href="/tasks">
              <CheckSquare aria-hidden="true" size={16} /> Tasks
            </NavLink>
          </li>
          <li>
            <NavLink href="/people">
              <Users aria-hidden="true" size={16} /> People
            </NavLink>
          </li>
        </ul>
      }
    >
      <Outlet />
    </AppShell>
  );
}

const routes: RouteObject[] = [
  {
    element: <Shell />,
    children: [
      {
        index: true,
        element: (
          <Page title="Home">
            <Text>
              Welcome. Go to your <Link href="/tasks">tasks</Link>.
            </Text>
          </Page>
        ),
      },
      { path: 'tasks', element: <Page title="Tasks" /> },
      { path: 'people', element: <Page title="People" /> },
    ],
  },
];

/** The app's routes in a memory router: the story is self-contained and never touches the real URL. */
function MemoryRouterStory({ path }: { path: string }) {
  const router = useMemo(
    () =>
      createMemoryRouter(
        [{ element: <RouterRoot titleTemplate="%s · Tessera" />, children: routes }],
        {
          initialEntries: [path],
        },
      ),
    [path],
  );
  return <RouterProvider router={router} />;
}
const withMemoryRouter: Decorator = (_Story, { parameters }) => (
  <MemoryRouterStory path={(parameters.routerPath as string | undefined) ?? '/'} />
);

const meta = {
  title: 'Facilities/Router/AppShell',
  component: AppShell,
  decorators: [withMemoryRouter],
  parameters: { layout: 'fullscreen', routerPath: '/' },
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openNavigationIfClosed(canvas: ReturnType<typeof within>) {
  const toggle = canvas.getByRole('button', { name: 'Navigation' });
  if (toggle.getAttribute('aria-expanded') === 'false') await userEvent.click(toggle);
}

/** Header, side navigation (over the page on narrow screens), main region; Home is the current page. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.getByRole('main')).toBeInTheDocument();
    await openNavigationIfClosed(canvas);
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/**
 * Following a navigation link: `aria-current` moves, focus lands on the new page's heading, the
 * document is retitled and "Tasks page loaded" is announced.
 */
export const Navigating: Story = {
  play: async ({ canvas }) => {
    await openNavigationIfClosed(canvas);
    await userEvent.click(canvas.getByRole('link', { name: 'Tasks' }));
    const heading = await canvas.findByRole('heading', { level: 1, name: 'Tasks' });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(document.title).toBe('Tasks · Tessera');
    await expect(canvas.getByRole('status')).toHaveTextContent('Tasks page loaded');
    await openNavigationIfClosed(canvas);
    await expect(canvas.getByRole('link', { name: 'Tasks' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  },
};

/** A link inside the page navigates in place too, with the same focus and announcement. */
export const LinkInPage: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'tasks' }));
    await waitFor(() =>
      expect(canvas.getByRole('heading', { level: 1, name: 'Tasks' })).toHaveFocus(),
    );
  },
};

/** The first Tab reaches "Skip to main content", which shows itself and moves focus to `<main>`. */
export const SkipLink: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toHaveFocus();
    await expect(skip).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
  },
};

/** The toggle collapses and restores the navigation; its state is `aria-expanded`. */
export const NavigationToggled: Story = {
  parameters: { routerPath: '/people' },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Navigation' });
    const before = toggle.getAttribute('aria-expanded');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', before === 'true' ? 'false' : 'true');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', before!);
  },
};

const body = within(document.body);

/**
 * A 320 px wide screen: the navigation is a drawer from the start edge, opened by the menu button.
 * By keyboard: Tab to the button, Enter opens the drawer with focus on its first link, Tab moves
 * on, Enter follows the link; the drawer closes and focus lands on the new page's heading. The page
 * never scrolls sideways.
 */
export const NarrowWithDrawer: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Navigation' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('navigation')).toBeNull();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await userEvent.tab();
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const drawer = await body.findByRole('dialog', { name: 'Navigation' });
    await expect(within(drawer).getByRole('navigation', { name: 'Main' })).toBeVisible();
    await waitFor(() => expect(within(drawer).getByRole('link', { name: 'Home' })).toHaveFocus());
    await userEvent.tab();
    await expect(within(drawer).getByRole('link', { name: 'Tasks' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(canvas.getByRole('heading', { level: 1, name: 'Tasks' })).toHaveFocus(),
    );
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  },
};

/** On a narrow screen Escape closes the drawer and gives focus back to the menu button. */
export const NarrowDrawerEscape: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Navigation' });
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    await body.findByRole('dialog', { name: 'Navigation' });
    await waitFor(() => expect(body.getByRole('link', { name: 'Home' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(toggle).toHaveFocus();
  },
};

/** On a wide screen the navigation sits beside the page; the menu button collapses it. */
export const WideCollapsible: Story = {
  globals: { viewport: { value: 'tablet', isRotated: false } },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Navigation' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await userEvent.click(toggle);
    await expect(canvas.queryByRole('navigation')).toBeNull();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  },
};

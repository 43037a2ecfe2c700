import type { Meta, StoryObj } from '@storybook/react-vite';
import { createContext, use, useMemo, useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import type { RouteObject } from 'react-router';
import {
  Button,
  getRedirectTo,
  Inline,
  NavLink,
  PageHeading,
  RequireAuth,
  Stack,
  Text,
  useRouterAdapter,
  useRouterNavigate,
} from '../src';
import { MemoryRouterStory, UrlBar } from './support/router';

/** The story's stand-in for an app's session. */
const Session = createContext<{ signedIn: boolean; setSignedIn: (value: boolean) => void }>({
  signedIn: false,
  setSignedIn: () => {},
});

function Frame({ children }: { children: React.ReactNode }) {
  return (
    <Stack gap="4">
      <nav aria-label="Main">
        <Inline>
          <NavLink href="/" end>
            Home
          </NavLink>
          <NavLink href="/reports?year=2026">Reports 2026</NavLink>
        </Inline>
      </nav>
      <UrlBar />
      {children}
    </Stack>
  );
}

function Reports() {
  const { signedIn } = use(Session);
  return (
    <Frame>
      <RequireAuth isAuthenticated={signedIn}>
        <PageHeading>Reports</PageHeading>
        <Text>Only signed-in people see the 2026 figures.</Text>
      </RequireAuth>
    </Frame>
  );
}

function Login() {
  const { setSignedIn } = use(Session);
  const { location } = useRouterAdapter();
  const navigate = useRouterNavigate();
  const next = getRedirectTo(location.search);
  return (
    <Frame>
      <PageHeading>Sign in</PageHeading>
      <Text>After signing in you go on to {next}.</Text>
      <Inline>
        <Button
          variant="primary"
          onClick={() => {
            setSignedIn(true);
            navigate(next, { replace: true });
          }}
        >
          Sign in
        </Button>
      </Inline>
    </Frame>
  );
}

function Home() {
  return (
    <Frame>
      <PageHeading>Home</PageHeading>
    </Frame>
  );
}

interface DemoProps {
  /** Whether the person starts signed in. */
  signedIn: boolean;
  /** Where the router starts. */
  path: string;
}

function Demo({ signedIn: initial, path }: DemoProps) {
  const [signedIn, setSignedIn] = useState(initial);
  const session = useMemo(() => ({ signedIn, setSignedIn }), [signedIn]);
  const routes = useMemo<RouteObject[]>(
    () => [
      { index: true, element: <Home /> },
      { path: 'reports', element: <Reports /> },
      { path: 'login', element: <Login /> },
    ],
    [],
  );
  return (
    <Session value={session}>
      <MemoryRouterStory routes={routes} path={path} />
    </Session>
  );
}

const meta = {
  title: 'Facilities/Router/RequireAuth',
  component: Demo,
  args: { signedIn: false, path: '/reports?year=2026' },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Signed out, the protected page sends the person to the sign-in page with the URL they wanted in
 * `?redirectTo=`; signing in takes them on to exactly that URL, query included.
 */
export const RedirectsToLogin: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Sign in' }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('status', { name: 'Address' })).toHaveTextContent(
      '/login?redirectTo=%2Freports%3Fyear%3D2026',
    );
    await expect(
      canvas.getByText('After signing in you go on to /reports?year=2026.'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Reports' }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('status', { name: 'Address' })).toHaveTextContent(
      'https://app.example/reports?year=2026',
    );
  },
};

/** Signed in, the protected page shows at once. */
export const SignedIn: Story = {
  args: { signedIn: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Reports' })).toBeInTheDocument();
    await expect(canvas.getByRole('status', { name: 'Address' })).toHaveTextContent(
      '/reports?year=2026',
    );
  },
};

/** Following a link to a protected page while signed out redirects too, keeping the link's URL. */
export const LinkToProtectedPage: Story = {
  args: { path: '/' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Reports 2026' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Sign in' }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('status', { name: 'Address' })).toHaveTextContent(
      'redirectTo=%2Freports%3Fyear%3D2026',
    );
  },
};

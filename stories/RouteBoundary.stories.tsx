import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import type { RouteObject } from 'react-router';
import { Inline, NavLink, PageHeading, Stack, Text } from '../src';
import { RouteBoundary, type RouteBoundaryProps } from 'tessera/router';
import { MemoryRouterStory, UrlBar } from './support/router';

/** Whether the demo screen works; each story starts with it broken (see `beforeEach`). */
const screenState = { fixed: false };

/** A screen that fails while rendering until it is fixed (a bug, bad data from a server). */
function Fragile() {
  if (!screenState.fixed)
    throw new Error('Rendering failed: the report data had an unexpected shape.');
  return <PageHeading>Report</PageHeading>;
}

function Demo({ onError }: { onError?: RouteBoundaryProps['onError'] }) {
  const routes = useMemo<RouteObject[]>(
    () => [
      {
        element: (
          <Stack gap="4">
            <nav aria-label="Main">
              <Inline>
                <NavLink href="/" end>
                  Home
                </NavLink>
                <NavLink href="/report">Report</NavLink>
              </Inline>
            </nav>
            <UrlBar />
            <main tabIndex={-1}>
              <RouteBoundary onError={onError} />
            </main>
          </Stack>
        ),
        children: [
          { index: true, element: <PageHeading>Home</PageHeading> },
          { path: 'report', element: <Fragile /> },
        ],
      },
    ],
    [onError],
  );
  return (
    <Stack gap="4">
      <MemoryRouterStory routes={routes} path="/report" />
      <Text tone="muted" size="sm">
        <label>
          <input type="checkbox" onChange={(event) => (screenState.fixed = event.target.checked)} />{' '}
          The screen works again (then press Try again)
        </label>
      </Text>
    </Stack>
  );
}

const meta = {
  title: 'Facilities/Router/RouteBoundary',
  component: Demo,
  args: { onError: fn() },
  parameters: {
    expectedConsole: [{ level: 'error', pattern: /Rendering failed/ }],
  },
  beforeEach: () => {
    screenState.fixed = false;
  },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A screen that throws shows a compact error with Try again in its place, and the error goes to
 * `onError` (where an app reports it); the navigation around it keeps working, and once the problem
 * is gone Try again brings the screen back.
 */
export const FailingScreen: Story = {
  play: async ({ args, canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Something went wrong' }),
    ).toBeVisible();
    await expect(args.onError).toHaveBeenCalledOnce();
    await expect(args.onError).toHaveBeenCalledWith(
      expect.objectContaining({ message: expect.stringMatching(/unexpected shape/) }),
      expect.objectContaining({ componentStack: expect.stringContaining('Fragile') }),
    );
    await userEvent.click(canvas.getByRole('link', { name: 'Home' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Home' }),
    ).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('link', { name: 'Report' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Something went wrong' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: /works again/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Report' }),
    ).toBeInTheDocument();
  },
};

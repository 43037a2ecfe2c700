import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import { Outlet, type RouteObject } from 'react-router';
import { Inline, NavLink, PageHeading, Stack, Text } from '../src';
import { lazyRoute } from 'tessera/router';
import { MemoryRouterStory, UrlBar } from './support/router';
import { simulatedLatency } from './support/latency';

function Report() {
  return (
    <Stack gap="2">
      <PageHeading>Report</PageHeading>
      <Text>The page whose code was loaded on demand.</Text>
    </Stack>
  );
}

/** Stands in for `import('./screens/Report')` over a network that takes `ms` to answer. */
const slowImport = (ms: number) => () => simulatedLatency(ms).then(() => ({ default: Report }));
/**
 * Stands in for code the browser has already: it arrives at once, so no timer of the demo's own
 * races the indicator's delay on a busy machine.
 */
const cachedImport = () => Promise.resolve({ default: Report });
const brokenImport = () =>
  simulatedLatency(100).then(() => {
    throw new TypeError('Failed to fetch dynamically imported module');
  });

function Frame() {
  return (
    <Stack gap="4">
      <nav aria-label="Main">
        <Inline>
          <NavLink href="/" end>
            Home
          </NavLink>
          <NavLink href="/slow">Slow page</NavLink>
          <NavLink href="/quick">Quick page</NavLink>
          <NavLink href="/broken">Broken page</NavLink>
        </Inline>
      </nav>
      <UrlBar />
      {/* Focusable by script, as AppShell's: focus waits here until the page's heading arrives. */}
      <main tabIndex={-1}>
        <Outlet />
      </main>
    </Stack>
  );
}

interface DemoProps {
  /** How long the slow page's code takes to arrive, in ms. */
  loadMs: number;
  /** How long nothing shows, in ms. */
  delayMs: number;
  /** How long the indicator stays at least, in ms. */
  minDurationMs: number;
}

function Demo({ loadMs, delayMs, minDurationMs }: DemoProps) {
  // Built per mount: each run of the story loads the code afresh.
  const routes = useMemo<RouteObject[]>(
    () => [
      {
        element: <Frame />,
        children: [
          { index: true, element: <Text>Pick a page.</Text> },
          { path: 'slow', ...lazyRoute(slowImport(loadMs), { delayMs, minDurationMs }) },
          { path: 'quick', ...lazyRoute(cachedImport, { delayMs, minDurationMs }) },
          { path: 'broken', ...lazyRoute(brokenImport, { delayMs, minDurationMs }) },
        ],
      },
    ],
    [loadMs, delayMs, minDurationMs],
  );
  return <MemoryRouterStory routes={routes} />;
}

const meta = {
  title: 'Facilities/Router/lazyRoute',
  component: Demo,
  args: { loadMs: 1200, delayMs: 300, minDurationMs: 500 },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

const indicator = (canvas: { queryByText: (text: string) => HTMLElement | null }) =>
  canvas.queryByText('Loading page');

/**
 * A slow page: nothing shows for the first 300 ms, then a spinner ("Loading page") until the code
 * arrives; the page's heading then takes focus.
 */
export const DelayedIndicator: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Slow page' }));
    await expect(indicator(canvas)).toBeNull();
    await waitFor(() => expect(indicator(canvas)).toBeInTheDocument());
    const heading = await canvas.findByRole('heading', { level: 1, name: 'Report' });
    await expect(indicator(canvas)).toBeNull();
    await waitFor(() => expect(heading).toHaveFocus());
  },
};

/** A page whose code arrives within the delay (here at once, already cached) never flashes an indicator. */
export const QuickLoad: Story = {
  play: async ({ canvas }) => {
    let flashed = false;
    const observer = new MutationObserver(() => {
      if (indicator(canvas)) flashed = true;
    });
    observer.observe(canvas.getByRole('main'), { childList: true, subtree: true });
    await userEvent.click(canvas.getByRole('link', { name: 'Quick page' }));
    await canvas.findByRole('heading', { level: 1, name: 'Report' });
    observer.disconnect();
    await expect(flashed).toBe(false);
  },
};

/**
 * Code that fails to load (a lost connection, an app updated since it loaded) shows an error with
 * Reload in place of the page; the navigation around it keeps working.
 */
export const LoadFailure: Story = {
  parameters: {
    expectedConsole: [{ level: 'error', pattern: /could not be loaded/ }],
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Broken page' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'This page could not be loaded' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Reload' })).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Home' }));
    await expect(await canvas.findByText('Pick a page.')).toBeVisible();
  },
};

import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectConsole } from '../../test';
import { renderWithRouter } from '../../test/router';
import { Link } from '../Link';
import { lazyRoute } from './lazyRoute';

function Report() {
  return <h1>Report</h1>;
}

/** A screen whose code arrives when the test says so. */
function deferredScreen() {
  let resolve!: (value: { default: typeof Report }) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<{ default: typeof Report }>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { load: vi.fn(() => promise), resolve, reject };
}

const indicator = () => screen.queryByText('Loading page');

describe('lazyRoute', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function start(load: () => Promise<unknown>) {
    const route = lazyRoute(load as () => Promise<{ default: typeof Report }>);
    return renderWithRouter(<Link href="/report">Report</Link>, {
      initialEntries: ['/'],
      routes: [{ path: '/report', ...route }],
    });
  }

  it('shows nothing for a quick load, then the page', async () => {
    const screenCode = deferredScreen();
    start(screenCode.load);
    await userEvent.click(screen.getByRole('link', { name: 'Report' }));
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(indicator()).toBeNull();
    await act(async () => screenCode.resolve({ default: Report }));
    expect(await screen.findByRole('heading', { name: 'Report' })).toBeInTheDocument();
    expect(indicator()).toBeNull();
  });

  it('shows the indicator after 300 ms and keeps it at least 500 ms, so it never flashes', async () => {
    const screenCode = deferredScreen();
    start(screenCode.load);
    await userEvent.click(screen.getByRole('link', { name: 'Report' }));
    await act(() => vi.advanceTimersByTimeAsync(250));
    expect(indicator()).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(indicator()).toBeInTheDocument();
    // The code arrives just after the indicator appeared: it stays up for its minimum.
    await act(async () => screenCode.resolve({ default: Report }));
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(indicator()).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Report' })).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(screen.getByRole('heading', { name: 'Report' })).toBeInTheDocument();
    expect(indicator()).toBeNull();
  });

  it('accepts the component itself as well as a module with a default export', async () => {
    start(() => Promise.resolve(Report));
    await userEvent.click(screen.getByRole('link', { name: 'Report' }));
    expect(await screen.findByRole('heading', { name: 'Report' })).toBeInTheDocument();
  });

  it('turns code that fails to load into an error with Reload, and keeps the rest of the app', async () => {
    expectConsole('error', /could not be loaded/);
    const screenCode = deferredScreen();
    start(screenCode.load);
    await userEvent.click(screen.getByRole('link', { name: 'Report' }));
    await act(async () =>
      screenCode.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This page could not be loaded' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/report');
  });

  it('loads the code ahead through preload (links with prefetch="intent")', async () => {
    const load = vi.fn(() => Promise.resolve({ default: Report }));
    const { Component } = lazyRoute(load);
    await Component.preload();
    expect(load).toHaveBeenCalledOnce();
  });
});

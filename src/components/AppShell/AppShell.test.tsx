import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { describeConformance } from '../../test';
import { mockMediaMatches } from '../../test/media';
import { renderWithRouter } from '../../test/router';
import { NavLink } from '../NavLink';
import { AppShell } from './AppShell';

describeConformance('AppShell', AppShell, {
  props: { children: 'Page' },
  element: 'div',
  slot: 'app-shell',
});

const nav = (
  <ul>
    <li>
      <NavLink href="/">Home</NavLink>
    </li>
    <li>
      <NavLink href="/tasks">Tasks</NavLink>
    </li>
  </ul>
);

describe('AppShell', () => {
  let restore: (() => void) | undefined;
  afterEach(() => restore?.());
  // On a narrow screen the navigation is a drawer loaded on demand. Its module is loaded here,
  // once: the waits below measure the shell, not how long a busy machine takes to transform the
  // Drawer's modules (longer than findByRole's wait).
  beforeAll(() => import('./AppShellDrawer'));

  it('has a banner, a named navigation landmark and a main region', () => {
    restore = mockMediaMatches(true);
    render(
      <AppShell header="Tessera" nav={nav} navLabel="Primary">
        Page
      </AppShell>,
    );
    expect(screen.getByRole('banner')).toHaveTextContent('Tessera');
    expect(screen.getByRole('navigation', { name: 'Primary' })).toBeVisible();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
  });

  it('offers a skip link first, which moves focus to the main region', async () => {
    render(<AppShell nav={nav}>Page</AppShell>);
    await userEvent.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('on wide screens shows the navigation beside the page, and the toggle collapses it', async () => {
    restore = mockMediaMatches(true);
    const onNavOpenChange = vi.fn();
    render(
      <AppShell nav={nav} onNavOpenChange={onNavOpenChange}>
        Page
      </AppShell>,
    );
    const toggle = screen.getByRole('button', { name: 'Navigation' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAttribute('aria-controls', screen.getByRole('navigation').id);
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(onNavOpenChange).toHaveBeenCalledWith(false);
  });

  it('on narrow screens starts closed, opens a drawer over the page, and closes once a link is followed', async () => {
    restore = mockMediaMatches(false);
    renderWithRouter(<AppShell nav={nav}>Page</AppShell>);
    const toggle = screen.getByRole('button', { name: 'Navigation' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation')).toBeNull();
    await userEvent.click(toggle);
    const drawer = await screen.findByRole('dialog', { name: 'Navigation' });
    expect(toggle).toHaveAttribute('aria-controls', screen.getByRole('navigation').id);
    expect(drawer).toContainElement(screen.getByRole('navigation', { name: 'Main' }));
    await userEvent.click(screen.getByRole('link', { name: 'Tasks' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/tasks');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(toggle).not.toHaveFocus();
  });

  it('on narrow screens opens the drawer by keyboard with focus inside, and Escape gives focus back to the toggle', async () => {
    restore = mockMediaMatches(false);
    render(<AppShell nav={nav}>Page</AppShell>);
    const toggle = screen.getByRole('button', { name: 'Navigation' });
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Navigation' });
    await vi.waitFor(() => expect(screen.getByRole('link', { name: 'Home' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('follows navOpen when controlled', async () => {
    restore = mockMediaMatches(true);
    const onNavOpenChange = vi.fn();
    render(
      <AppShell nav={nav} navOpen={false} onNavOpenChange={onNavOpenChange}>
        Page
      </AppShell>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Navigation' }));
    expect(onNavOpenChange).toHaveBeenCalledWith(true);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('has no navigation toggle without navigation', () => {
    render(<AppShell header="Tessera">Page</AppShell>);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { NavLink } from '../NavLink';
import { mockMediaMatches } from '../../test/media';
import { renderWithRouter } from '../../test/router';
import { AppShell } from './AppShell';

// The narrow layout's Drawer is a chunk of its own: here its import waits until the test lets it
// through, as on a slow network, to prove the first press of the toggle still opens it.
const gate = vi.hoisted(() => {
  let release!: () => void;
  const state = {
    requested: false,
    opened: new Promise<void>((resolve) => {
      release = resolve;
    }),
    release: () => release(),
  };
  return state;
});

vi.mock('./AppShellDrawer', async (importOriginal) => {
  gate.requested = true;
  await gate.opened;
  return importOriginal();
});

const nav = (
  <ul>
    <li>
      <NavLink href="/">Home</NavLink>
    </li>
  </ul>
);

describe('AppShell loads its drawer lazily', () => {
  let restore: (() => void) | undefined;
  afterEach(() => restore?.());
  // What the drawer's module needs is loaded first, so that releasing the gate costs only the
  // drawer's own module: the waits below measure the shell, not a busy machine's transforms.
  beforeAll(() => import('../Drawer'));

  it('on narrow screens, a toggle pressed before the drawer has loaded opens it with focus inside once it has', async () => {
    restore = mockMediaMatches(false);
    renderWithRouter(<AppShell nav={nav}>Page</AppShell>);
    const toggle = screen.getByRole('button', { name: 'Navigation' });
    // The narrow layout asks for the drawer's module (a wide one never renders it: the first-screen
    // budget, e2e/first-screen.e2e.ts, holds the bytes).
    await vi.waitFor(() => expect(gate.requested).toBe(true));
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    // The toggle says so at once; the same button, still focused, nothing shifted.
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Navigation' })).toBe(toggle);
    expect(screen.queryByRole('dialog')).toBeNull();
    gate.release();
    // The same module the shell asked for, through the same gate: loaded once it resolves.
    await import('./AppShellDrawer');
    await screen.findByRole('dialog', { name: 'Navigation' });
    await vi.waitFor(() => expect(screen.getByRole('link', { name: 'Home' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(toggle).toHaveFocus();
  });
});

import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  Menu,
  MenuContent,
  MenuItem,
  MenuSub,
  MenuSubContent,
  MenuSubTrigger,
  MenuTrigger,
} from '../Menu';
import { ThemeProvider, useTheme } from './ThemeProvider';

function Probe() {
  const t = useTheme();
  return (
    <>
      <output>{`${t.theme}/${t.resolvedTheme}/${t.density}/${t.motion}/${t.reducedMotion}`}</output>
      <button type="button" onClick={() => t.setTheme('dark')}>
        dark
      </button>
      <button type="button" onClick={() => t.setDensity('compact')}>
        compact
      </button>
      <button type="button" onClick={() => t.setMotion('reduce')}>
        reduce
      </button>
    </>
  );
}

describe('ThemeProvider', () => {
  it('follows the system by default and leaves the root without a forced theme', () => {
    render(
      <ThemeProvider>
        <Probe />
      </ThemeProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('system/light/comfortable/system/false');
    expect(document.documentElement).not.toHaveAttribute('data-theme');
  });

  it('forces a theme, density and motion on the document root, and removes them when unmounted', async () => {
    const { unmount } = render(
      <ThemeProvider>
        <Probe />
      </ThemeProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'dark' }));
    await userEvent.click(screen.getByRole('button', { name: 'compact' }));
    await userEvent.click(screen.getByRole('button', { name: 'reduce' }));
    const root = document.documentElement;
    expect(root).toHaveAttribute('data-theme', 'dark');
    expect(root).toHaveAttribute('data-density', 'compact');
    expect(root).toHaveAttribute('data-motion', 'reduce');
    expect(screen.getByRole('status')).toHaveTextContent('dark/dark/compact/reduce/true');
    unmount();
    expect(root).not.toHaveAttribute('data-theme');
    expect(root).not.toHaveAttribute('data-density');
    expect(root).not.toHaveAttribute('data-motion');
  });

  it('can be controlled, reporting changes without applying them itself', async () => {
    const onThemeChange = vi.fn();
    render(
      <ThemeProvider theme="light" onThemeChange={onThemeChange}>
        <Probe />
      </ThemeProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'dark' }));
    expect(onThemeChange).toHaveBeenCalledWith('dark');
    expect(document.documentElement).toHaveAttribute('data-theme', 'light');
  });

  it('resolves "system" from prefers-color-scheme and follows its changes', () => {
    const listeners = new Set<() => void>();
    let dark = true;
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      get matches() {
        return query.includes('dark') ? dark : false;
      },
      media: query,
      addEventListener: (_: string, l: () => void) => listeners.add(l),
      removeEventListener: (_: string, l: () => void) => listeners.delete(l),
    })) as unknown as typeof window.matchMedia;
    try {
      render(
        <ThemeProvider>
          <Probe />
        </ThemeProvider>,
      );
      expect(screen.getByRole('status')).toHaveTextContent('system/dark/');
      dark = false;
      act(() => listeners.forEach((l) => l()));
      expect(screen.getByRole('status')).toHaveTextContent('system/light/');
    } finally {
      window.matchMedia = original;
    }
  });

  it('sets the document direction when given one', () => {
    const { unmount } = render(<ThemeProvider dir="rtl" />);
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    unmount();
    expect(document.documentElement).not.toHaveAttribute('dir');
  });

  it('nested inside another provider, themes only its own subtree and leaves the root alone', () => {
    render(
      <ThemeProvider theme="light" onThemeChange={() => {}}>
        <ThemeProvider defaultTheme="dark" defaultDensity="compact">
          <Probe />
        </ThemeProvider>
      </ThemeProvider>,
    );
    expect(document.documentElement).toHaveAttribute('data-theme', 'light');
    const scope = screen.getByRole('status').closest('[data-slot="theme-scope"]');
    expect(scope).toHaveAttribute('data-theme', 'dark');
    expect(scope).toHaveAttribute('data-density', 'compact');
    expect(screen.getByRole('status')).toHaveTextContent('dark/dark/compact');
  });

  // Base UI's engine components read the direction from its DirectionProvider, which the
  // ThemeProvider feeds from `dir`: in right-to-left text a submenu opens to the left, so ArrowLeft
  // opens it and ArrowRight closes it (APG menu pattern, mirrored).
  function SubmenuExample() {
    return (
      <Menu>
        <MenuTrigger>More</MenuTrigger>
        <MenuContent>
          <MenuItem>Rename</MenuItem>
          <MenuSub>
            <MenuSubTrigger>Move to</MenuSubTrigger>
            <MenuSubContent>
              <MenuItem>Backlog</MenuItem>
            </MenuSubContent>
          </MenuSub>
        </MenuContent>
      </Menu>
    );
  }

  it.each([
    ['ltr', undefined, '{ArrowRight}', '{ArrowLeft}'],
    ['rtl', 'rtl', '{ArrowLeft}', '{ArrowRight}'],
    ['rtl (nested provider)', 'nested', '{ArrowLeft}', '{ArrowRight}'],
  ] as const)(
    'in %s, engine components follow its direction (a submenu opens towards the inline end)',
    async (_, mode, open, close) => {
      render(
        mode === 'nested' ? (
          <ThemeProvider dir="ltr">
            <ThemeProvider dir="rtl">
              <SubmenuExample />
            </ThemeProvider>
          </ThemeProvider>
        ) : (
          <ThemeProvider dir={mode}>
            <SubmenuExample />
          </ThemeProvider>
        ),
      );
      screen.getByRole('button', { name: 'More' }).focus();
      await userEvent.keyboard('{Enter}');
      await vi.waitFor(() =>
        expect(screen.getByRole('menuitem', { name: 'Rename' })).toHaveFocus(),
      );
      await userEvent.keyboard('{ArrowDown}');
      const sub = screen.getByRole('menuitem', { name: 'Move to' });
      // The key for the other side does nothing.
      await userEvent.keyboard(close);
      expect(screen.queryByRole('menuitem', { name: 'Backlog' })).toBeNull();
      await userEvent.keyboard(open);
      await vi.waitFor(() =>
        expect(screen.getByRole('menuitem', { name: 'Backlog' })).toHaveFocus(),
      );
      await userEvent.keyboard(close);
      await vi.waitFor(() =>
        expect(screen.queryByRole('menuitem', { name: 'Backlog' })).toBeNull(),
      );
      expect(sub).toHaveFocus();
    },
  );

  it('useTheme outside a provider reports the system and does not throw', () => {
    render(<Probe />);
    expect(screen.getByRole('status')).toHaveTextContent('system/light/comfortable/system/false');
  });
});

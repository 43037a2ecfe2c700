import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Button, Inline, Stack, Text, ThemeProvider, useTheme } from '../src';

function ThemeControls() {
  const { theme, resolvedTheme, setTheme, density, setDensity, motion, setMotion, reducedMotion } =
    useTheme();
  return (
    <Stack gap="3">
      <Text role="status">
        Theme {theme} (showing {resolvedTheme}), density {density}, motion {motion}
        {reducedMotion ? ' (reduced)' : ''}
      </Text>
      <Inline>
        <Button aria-pressed={theme === 'light'} onClick={() => setTheme('light')}>
          Light
        </Button>
        <Button aria-pressed={theme === 'dark'} onClick={() => setTheme('dark')}>
          Dark
        </Button>
        <Button aria-pressed={theme === 'system'} onClick={() => setTheme('system')}>
          System
        </Button>
      </Inline>
      <Inline>
        <Button onClick={() => setDensity(density === 'compact' ? 'comfortable' : 'compact')}>
          Toggle density
        </Button>
        <Button onClick={() => setMotion(motion === 'reduce' ? 'system' : 'reduce')}>
          Toggle reduced motion
        </Button>
      </Inline>
    </Stack>
  );
}

/**
 * The ThemeProvider sets `data-theme`, `data-density`, `data-motion` and `dir` on the document root,
 * so overlays rendered in portals get them too. Storybook's toolbar drives the root one around every
 * story; these stories nest a second one, which themes only its own subtree.
 */
const meta = {
  title: 'Foundations/ThemeProvider',
  component: ThemeProvider,
  args: { defaultTheme: 'light' },
  render: (args) => (
    <ThemeProvider {...args}>
      <ThemeControls />
    </ThemeProvider>
  ),
} satisfies Meta<typeof ThemeProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const SwitchingTheme: Story = {
  play: async ({ canvas, canvasElement }) => {
    const scope = canvasElement.querySelector('[data-slot="theme-scope"]');
    await userEvent.click(canvas.getByRole('button', { name: 'Dark' }));
    await expect(scope).toHaveAttribute('data-theme', 'dark');
    await expect(canvas.getByRole('status')).toHaveTextContent('showing dark');
    await expect(getComputedStyle(canvas.getByRole('status')).colorScheme).toBe('dark');
    await userEvent.click(canvas.getByRole('button', { name: 'Light' }));
    await expect(scope).toHaveAttribute('data-theme', 'light');
  },
};

export const CompactAndReducedMotion: Story = {
  args: { defaultDensity: 'compact', defaultMotion: 'reduce' },
  play: async ({ canvas, canvasElement }) => {
    const scope = canvasElement.querySelector('[data-slot="theme-scope"]');
    await expect(scope).toHaveAttribute('data-density', 'compact');
    await expect(scope).toHaveAttribute('data-motion', 'reduce');
    const button = canvas.getByRole('button', { name: 'Light' });
    await expect(button.getBoundingClientRect().height).toBe(32);
    await expect(canvas.getByRole('status')).toHaveTextContent('(reduced)');
  },
};

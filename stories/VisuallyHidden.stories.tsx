import type { Meta, StoryObj } from '@storybook/react-vite';
import { Search } from 'lucide-react';
import { expect, userEvent } from 'storybook/test';
import { VisuallyHidden } from '../src';

const meta = {
  title: 'Utilities/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: 'Only screen readers read this' },
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing shows, but the text is in the accessibility tree. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const text = canvas.getByText('Only screen readers read this');
    await expect(text.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

/** Names an icon-only control. */
export const LabelForIcon: Story = {
  render: () => (
    <button type="button" style={{ display: 'inline-flex', padding: 8 }}>
      <Search aria-hidden="true" />
      <VisuallyHidden>Search</VisuallyHidden>
    </button>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Search' })).toBeVisible();
  },
};

/** A skip link: hidden until it receives focus. */
export const FocusableSkipLink: Story = {
  render: () => (
    <VisuallyHidden focusable>
      <a href="#main">Skip to main content</a>
    </VisuallyHidden>
  ),
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Skip to main content' });
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(link.getBoundingClientRect().width).toBeGreaterThan(1);
  },
};

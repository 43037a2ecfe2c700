import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Link, Stack, Text } from '../src';

const meta = {
  title: 'Navigation/Link',
  component: Link,
  args: { href: '#details', children: 'Read the details' },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const InText: Story = {
  render: (args) => (
    <Text>
      Tessera follows the WAI-ARIA Authoring Practices. <Link {...args} /> before you start.
    </Text>
  ),
};

export const Standalone: Story = { args: { variant: 'standalone', children: 'View all tasks' } };

/** Opens a new tab: `rel="noopener noreferrer"` is added and screen readers hear "opens in a new tab". */
export const External: Story = {
  args: { href: 'https://example.com/', external: true, children: 'Example site' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: /Example site/ });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveAccessibleName('Example site (opens in a new tab)');
  },
};

/** A `javascript:` URL is refused: the text stays, as plain text, and nothing runs. */
export const UnsafeUrlRefused: Story = {
  args: { href: 'javascript:alert(1)', children: 'Looks like a link' },
  // Developers are told why, once, in the console.
  parameters: { expectedConsole: [{ level: 'warn', pattern: /Link: refused the unsafe URL/ }] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.getByText('Looks like a link')).not.toHaveAttribute('href');
  },
};

export const LongText: Story = {
  render: (args) => (
    <Stack style={{ maxInlineSize: 240 }}>
      <Link {...args}>
        A very long link text that wraps over several lines in a narrow column without overflowing
        it
      </Link>
    </Stack>
  ),
};

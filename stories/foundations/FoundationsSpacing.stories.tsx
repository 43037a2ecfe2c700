import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { tokens } from '../../.storybook/tokens';
import { SpacingTokens } from './Scales';

// The live example of Foundations/Spacing (Spacing.mdx); the page shows it.
const meta = {
  title: 'Foundations/Spacing',
  tags: ['!dev', '!autodocs'],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every space token, with a bar as long as the token. */
export const AllStates: Story = {
  render: () => <SpacingTokens />,
  play: async ({ canvas }) => {
    const rows = canvas.getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(tokens.withPrefix('space-').length);
    // The bar of --space-4 (1rem) is 16 px long.
    const row = rows.find((r) => r.textContent?.startsWith('--space-4'))!;
    await expect(row.querySelector('td:last-child > span')!.getBoundingClientRect().width).toBe(16);
  },
};

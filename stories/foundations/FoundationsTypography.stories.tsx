import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { tokens } from '../../.storybook/tokens';
import { TypographyTokens } from './Scales';

// The live examples of Foundations/Typography (Typography.mdx); the page shows them.
const meta = {
  title: 'Foundations/Typography',
  tags: ['!dev', '!autodocs'],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Font sizes, families, weights and line heights, each set by its own token. */
export const AllStates: Story = {
  render: () => <TypographyTokens />,
  play: async ({ canvas }) => {
    // Each size sample is as large as its token says (rem at the 16 px root).
    const sizes = canvas.getByRole('region', { name: 'Font sizes' });
    const samples = sizes.querySelectorAll('td:last-child > span');
    const expected = tokens.withPrefix('font-size-').map((t) => `${parseFloat(t.value) * 16}px`);
    await expect([...samples].map((s) => getComputedStyle(s).fontSize)).toEqual(expected);
  },
};

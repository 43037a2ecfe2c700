import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DensityTokens } from './Layout';

// The live example of Foundations/Density (Density.mdx); the page shows it.
const meta = {
  title: 'Foundations/Density',
  tags: ['!dev', '!autodocs'],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The tokens density sets, and buttons of each size under either density. */
export const AllStates: Story = {
  render: () => <DensityTokens />,
  play: async ({ canvas }) => {
    const height = (group: string) =>
      within(canvas.getByRole('group', { name: group }))
        .getByRole('button', { name: 'Size md' })
        .getBoundingClientRect().height;
    // --control-height-md: 2.25rem comfortable, 2rem compact.
    await expect(height('Comfortable')).toBe(36);
    await expect(height('Compact')).toBe(32);
  },
};

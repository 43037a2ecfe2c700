import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ElevationTokens } from './Scales';

// The live example of Foundations/Elevation (Elevation.mdx); the page shows it.
const meta = {
  title: 'Foundations/Elevation',
  tags: ['!dev', '!autodocs'],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The shadows (light and dark values) and the stacking layers, with the components using each. */
export const AllStates: Story = {
  render: () => <ElevationTokens />,
  play: async ({ canvas }) => {
    // "Used by" is read from the components' own stylesheets.
    const row = canvas.getByRole('row', { name: /--z-tooltip/ });
    await expect(row).toHaveTextContent(/1600\s*Tooltip/);
  },
};

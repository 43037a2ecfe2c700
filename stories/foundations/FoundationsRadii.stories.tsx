import type { Meta, StoryObj } from '@storybook/react-vite';
import { RadiusTokens } from './Scales';

// The live example of Foundations/Radii (Radii.mdx); the page shows it.
const meta = {
  title: 'Foundations/Radii',
  tags: ['!dev', '!autodocs'],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every radius and border width, drawn with the token. */
export const AllStates: Story = { render: () => <RadiusTokens /> };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { Kbd, Text } from '../src';

const meta = { title: 'Typography/Kbd', component: Kbd, args: { children: 'Esc' } } satisfies Meta<
  typeof Kbd
>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Combination: Story = { args: { keys: ['Ctrl', 'Shift', 'P'] } };
export const InText: Story = {
  render: () => (
    <Text>
      Press <Kbd keys={['Ctrl', 'K']} /> to search, or <Kbd>Esc</Kbd> to close.
    </Text>
  ),
};

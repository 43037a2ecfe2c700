import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Inline, Separator, Stack, Text } from '../src';

const meta = {
  title: 'Layout/Separator',
  component: Separator,
} satisfies Meta<typeof Separator>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Horizontal: Story = {
  render: (args) => (
    <Stack gap="3">
      <Text>Above</Text>
      <Separator {...args} />
      <Text>Below</Text>
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('separator')).toBeInTheDocument();
  },
};

export const Vertical: Story = {
  args: { orientation: 'vertical' },
  render: (args) => (
    <Inline gap="3">
      <Text>Left</Text>
      <Separator {...args} />
      <Text>Right</Text>
    </Inline>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('separator')).toHaveAttribute('aria-orientation', 'vertical');
  },
};

export const Decorative: Story = {
  ...Horizontal,
  args: { decorative: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('separator')).toBeNull();
  },
};

export const AllStates: Story = {
  render: () => (
    <Stack gap="3">
      <Text>Horizontal</Text>
      <Separator />
      <Inline gap="3">
        <Text>Vertical</Text>
        <Separator orientation="vertical" />
        <Text>between items</Text>
      </Inline>
    </Stack>
  ),
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack, Text } from '../src';

const meta = {
  title: 'Typography/Text',
  component: Text,
  args: { children: 'The quick brown fox jumps over the lazy dog.' },
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Sizes: Story = {
  render: (args) => (
    <Stack gap="2">
      {(['xs', 'sm', 'md', 'lg'] as const).map((size) => (
        <Text key={size} {...args} size={size}>
          {size}: {args.children}
        </Text>
      ))}
    </Stack>
  ),
};

export const Tones: Story = {
  render: (args) => (
    <Stack gap="2">
      {(['default', 'muted', 'accent', 'success', 'warning', 'danger'] as const).map((tone) => (
        <Text key={tone} {...args} tone={tone}>
          {tone}: {args.children}
        </Text>
      ))}
    </Stack>
  ),
};

export const Weights: Story = {
  render: (args) => (
    <Stack gap="2">
      {(['regular', 'medium', 'semibold', 'bold'] as const).map((weight) => (
        <Text key={weight} {...args} weight={weight}>
          {weight}
        </Text>
      ))}
    </Stack>
  ),
};

/** Truncated to one line; the whole text is in the title. */
export const Truncated: Story = {
  args: {
    truncate: true,
    children:
      'A very long line of text that does not fit in its narrow container and is cut with an ellipsis',
  },
  decorators: [(Story) => <div style={{ maxInlineSize: 240 }}>{Story()}</div>],
};

export const UnbrokenString: Story = {
  args: { children: 'Supercalifragilisticexpialidocious'.repeat(6) },
  decorators: [(Story) => <div style={{ maxInlineSize: 240 }}>{Story()}</div>],
};

export const RightToLeftContent: Story = {
  args: { children: 'مرحبا بالعالم، هذا نص عربي.', lang: 'ar', dir: 'rtl' },
};

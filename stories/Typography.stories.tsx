import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Heading, Stack, Text } from '../src';

/** Heading: `level` sets the document outline, `size` the look. */
const meta = {
  title: 'Typography/Heading',
  component: Heading,
  args: { children: 'Quarterly planning', level: 2 },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Quarterly planning' }),
    ).toBeVisible();
  },
};

export const Levels: Story = {
  render: () => (
    <Stack gap="3">
      {([1, 2, 3, 4, 5, 6] as const).map((level) => (
        <Heading key={level} level={level}>
          Heading level {level}
        </Heading>
      ))}
    </Stack>
  ),
};

/** A level-2 heading that looks small: the outline stays right. */
export const LevelAndSizeApart: Story = {
  args: { level: 2, size: 'md', children: 'Section (h2, small)' },
};

export const LongHeading: Story = {
  args: {
    children:
      'A heading long enough to wrap over several lines, which balances its lines rather than leaving one word alone',
  },
  decorators: [(Story) => <div style={{ maxInlineSize: 360 }}>{Story()}</div>],
};

export const WithText: Story = {
  render: () => (
    <Stack gap="2">
      <Heading level={2}>Notifications</Heading>
      <Text tone="muted">Choose what we tell you about, and how.</Text>
    </Stack>
  ),
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Inline } from '../src';

/** Inline: a row that follows the text direction and wraps by default. */
const meta = {
  title: 'Layout/Inline',
  component: Inline,
  args: { gap: '2' },
  render: (args) => (
    <Inline {...args}>
      {['One', 'Two', 'Three', 'Four', 'Five', 'Six'].map((label) => (
        <Button key={label}>{label}</Button>
      ))}
    </Inline>
  ),
} satisfies Meta<typeof Inline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const SpaceBetween: Story = { args: { justify: 'between' } };
export const Centered: Story = { args: { justify: 'center' } };
/** Wrapping in a narrow container, instead of overflowing it. */
export const Wrapping: Story = {
  decorators: [(Story) => <div style={{ maxInlineSize: 220 }}>{Story()}</div>],
};
export const NoWrap: Story = {
  args: { wrap: false },
  decorators: [(Story) => <div style={{ maxInlineSize: 220, overflowX: 'auto' }}>{Story()}</div>],
};

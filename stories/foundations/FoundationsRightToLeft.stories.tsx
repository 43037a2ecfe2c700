import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DirectionDemo } from './Layout';

// The live example of Foundations/Right-to-left (RightToLeft.mdx); the page shows it.
const meta = {
  title: 'Foundations/Right-to-left',
  tags: ['!dev', '!autodocs'],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The same card left to right and right to left: logical properties mirror it. */
export const AllStates: Story = {
  render: () => <DirectionDemo />,
  play: async ({ canvas }) => {
    const ltr = canvas.getByRole('group', { name: 'Left to right' });
    const rtl = canvas.getByRole('group', { name: 'من اليمين إلى اليسار' });
    // The primary action sits at the inline end: right in English, left in Arabic.
    const end = (group: HTMLElement) => {
      const buttons = within(group).getAllByRole('button');
      const [first, last] = [buttons[0]!, buttons[buttons.length - 1]!].map((b) =>
        b.getBoundingClientRect(),
      );
      return last!.left > first!.left ? 'right' : 'left';
    };
    await expect(end(ltr)).toBe('right');
    await expect(end(rtl)).toBe('left');
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { SegmentedControl, Stack, ToggleGroup, ToggleGroupItem } from '../src';

const meta = {
  title: 'Forms/ToggleGroup',
  component: ToggleGroup,
  args: { onValueChange: fn(), 'aria-label': 'Text alignment' },
  render: (args) => (
    <ToggleGroup {...args}>
      <ToggleGroupItem value="start">Start</ToggleGroupItem>
      <ToggleGroupItem value="center">Center</ToggleGroupItem>
      <ToggleGroupItem value="end">End</ToggleGroupItem>
    </ToggleGroup>
  ),
} satisfies Meta<typeof ToggleGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Single: Story = {
  args: { defaultValue: ['start'] },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Center' }));
    await expect(canvas.getByRole('button', { name: 'Center' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Start' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['center']);
  },
};

export const Multiple: Story = {
  args: { multiple: true, 'aria-label': 'Formatting', defaultValue: ['start', 'end'] },
};

/** One Tab stop; arrow keys move between items, Space presses. */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    // The group writes its items' tabindex once mounted: wait for the Tab stop before pressing Tab.
    const start = canvas.getByRole('button', { name: 'Start' });
    await waitFor(() => expect(start).toHaveAttribute('tabindex', '0'));
    await userEvent.tab();
    await expect(start).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('button', { name: 'Center' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('button', { name: 'Center' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

export const Segmented: Story = {
  render: () => (
    <SegmentedControl aria-label="View" defaultValue="list">
      <ToggleGroupItem value="list">List</ToggleGroupItem>
      <ToggleGroupItem value="board">Board</ToggleGroupItem>
      <ToggleGroupItem value="calendar">Calendar</ToggleGroupItem>
    </SegmentedControl>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Board' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Board' }));
    await expect(canvas.getByRole('button', { name: 'Board' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

export const AllStates: Story = {
  render: () => (
    <Stack gap="3" align="start">
      <ToggleGroup aria-label="Alignment" defaultValue={['center']}>
        <ToggleGroupItem value="start">Start</ToggleGroupItem>
        <ToggleGroupItem value="center">Center</ToggleGroupItem>
        <ToggleGroupItem value="end" disabled>
          End
        </ToggleGroupItem>
      </ToggleGroup>
      <SegmentedControl aria-label="View" defaultValue="board">
        <ToggleGroupItem value="list">List</ToggleGroupItem>
        <ToggleGroupItem value="board">Board</ToggleGroupItem>
      </SegmentedControl>
    </Stack>
  ),
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Meter, Stack } from '../src';

const meta = {
  title: 'Feedback/Meter',
  component: Meter,
  args: { label: 'Storage used', value: 74 },
  decorators: [(Story) => <div style={{ maxInlineSize: 360 }}>{Story()}</div>],
} satisfies Meta<typeof Meter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('meter', { name: 'Storage used' })).toHaveAttribute(
      'aria-valuenow',
      '74',
    );
  },
};

export const CustomRange: Story = {
  args: {
    label: 'Disk',
    value: 7.4,
    max: 10,
    format: { style: 'unit', unit: 'gigabyte', maximumFractionDigits: 1 },
    getValueText: (formatted: string) => `${formatted} of 10 GB`,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('meter')).toHaveAttribute('aria-valuetext', '7.4 GB of 10 GB');
  },
};

export const Danger: Story = { args: { value: 96, tone: 'danger', label: 'Storage almost full' } };

export const AllStates: Story = {
  render: () => (
    <Stack gap="4">
      <Meter label="Low" value={10} tone="success" />
      <Meter label="Medium" value={60} tone="warning" />
      <Meter label="High" value={95} tone="danger" />
      <Meter label="Accent" value={40} />
    </Stack>
  ),
};

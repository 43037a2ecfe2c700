import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, waitFor } from 'storybook/test';
import { ProgressBar, Stack } from '../src';

const meta = {
  title: 'Feedback/ProgressBar',
  component: ProgressBar,
  args: { label: 'Uploading report.pdf', value: 42 },
  decorators: [(Story) => <div style={{ maxInlineSize: 360 }}>{Story()}</div>],
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Determinate: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Uploading report.pdf' });
    await expect(bar).toHaveAttribute('aria-valuenow', '42');
    await expect(canvas.getByText('42%')).toBeVisible();
  },
};

/** No value: indeterminate. The stripe slides, or pulses in place under reduced motion. */
export const Indeterminate: Story = {
  args: { label: 'Preparing export', value: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Preparing export' })).not.toHaveAttribute(
      'aria-valuenow',
    );
  },
};

export const CustomValueText: Story = {
  args: {
    label: 'Importing files',
    value: 3,
    max: 10,
    format: { style: 'decimal' },
    getValueText: (_formatted: string, value: number | null) => `${value} of 10 files`,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAttribute(
      'aria-valuetext',
      '3 of 10 files',
    );
  },
};

/** Warning: close to a limit (the label says so; colour is never the only signal). */
export const Warning: Story = { args: { value: 85, tone: 'warning', label: 'Quota 85% used' } };
export const Complete: Story = { args: { value: 100, tone: 'success', label: 'Upload complete' } };
export const Small: Story = { args: { size: 'sm' } };

/** The value advances; the bar and its text follow. */
export const Advancing: Story = {
  render: function Render(args) {
    const [value, setValue] = useState(0);
    useEffect(() => {
      const id = setInterval(() => setValue((v) => Math.min(100, v + 25)), 50);
      return () => clearInterval(id);
    }, []);
    return <ProgressBar {...args} value={value} />;
  },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100'),
    );
    await expect(canvas.getByText('100%')).toBeVisible();
  },
};

export const AllStates: Story = {
  render: () => (
    <Stack gap="4">
      <ProgressBar label="Empty" value={0} />
      <ProgressBar label="Halfway" value={50} />
      <ProgressBar label="Complete" value={100} tone="success" />
      <ProgressBar label="Failed" value={70} tone="danger" />
      <ProgressBar label="Small" value={30} size="sm" />
    </Stack>
  ),
};

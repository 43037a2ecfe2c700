import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Fieldset, TextField } from '../src';

const meta = {
  title: 'Forms/Fieldset',
  component: Fieldset,
  tags: ['autodocs'],
  args: {
    legend: 'Delivery address',
    children: (
      <>
        <TextField label="Street" />
        <TextField label="City" />
      </>
    ),
  },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof Fieldset>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Delivery address' })).toBeVisible();
  },
};

export const WithDescription: Story = { args: { description: 'We deliver on weekdays.' } };

export const Invalid: Story = {
  args: { error: 'Enter a complete address.', required: true },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('group', { name: /Delivery address/ }),
    ).toHaveAccessibleDescription('Enter a complete address.');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Street' })).toBeDisabled();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Field, useFieldControl, type FieldControlProps } from '../src';

/** A bare input reading its Field, to show the wiring; TextField and friends do this for you. */
function DemoInput(props: FieldControlProps & React.ComponentProps<'input'>) {
  return (
    <input
      {...useFieldControl(props)}
      style={{
        minBlockSize: 'var(--control-height-md)',
        padding: '0 var(--space-3)',
        border: '1px solid var(--color-border-strong)',
        borderRadius: 'var(--radius-md)',
        background: 'var(--color-surface)',
        color: 'var(--color-text)',
      }}
    />
  );
}

const meta = {
  title: 'Forms/Field',
  component: Field,
  args: { label: 'Email address', children: <DemoInput type="email" /> },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Email address' })).toBeVisible();
  },
};

export const WithDescription: Story = { args: { description: 'We send the receipt here.' } };

export const Required: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /Email address/ })).toBeRequired();
  },
};

export const Invalid: Story = {
  args: {
    description: 'We send the receipt here.',
    error: 'Enter an email address in the form name@example.com.',
    children: <DemoInput type="email" defaultValue="name@" />,
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email address' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleErrorMessage(
      'Enter an email address in the form name@example.com.',
    );
  },
};

export const Disabled: Story = { args: { disabled: true } };

export const HiddenLabel: Story = {
  args: { hideLabel: true, label: 'Search', children: <DemoInput type="search" /> },
};

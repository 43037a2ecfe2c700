import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Stack, TextField } from '../src';
import { byRole, labelledInFormStory, labelledStory } from './support/labelling';

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  tags: ['autodocs'],
  args: { label: 'Full name', onValueChange: fn() },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Full name' });
    await userEvent.type(input, 'Ada Lovelace');
    await expect(input).toHaveValue('Ada Lovelace');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('Ada Lovelace');
  },
};

export const WithDescription: Story = {
  args: { description: 'As it appears on your passport.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toHaveAccessibleDescription(
      'As it appears on your passport.',
    );
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /Full name/ })).toBeRequired();
  },
};

export const Invalid: Story = {
  args: {
    label: 'Email',
    type: 'email',
    defaultValue: 'ada@',
    error: 'Enter an email address like name@example.com.',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleErrorMessage(
      'Enter an email address like name@example.com.',
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Ada Lovelace' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toBeDisabled();
  },
};

export const ReadOnly: Story = { args: { readOnly: true, defaultValue: 'Ada Lovelace' } };

export const LongText: Story = {
  args: {
    label:
      'A very long label that explains at length exactly what we need to know and why we ask for it',
    description:
      'A long description that wraps over several lines in a narrow column without overflowing it or hiding anything.',
    defaultValue: 'An answer far longer than the field is wide, which scrolls inside the input',
  },
  decorators: [(Story) => <div style={{ maxInlineSize: 280 }}>{Story()}</div>],
};

export const Sizes: Story = {
  render: (args) => (
    <Stack>
      <TextField {...args} label="Small" size="sm" />
      <TextField {...args} label="Medium" size="md" />
      <TextField {...args} label="Large" size="lg" />
    </Stack>
  ),
};

export const AllStates: Story = {
  render: () => (
    <Stack style={{ maxInlineSize: 360 }}>
      <TextField label="Default" />
      <TextField label="With description" description="Help text" />
      <TextField label="Required" required />
      <TextField label="Invalid" defaultValue="ab" error="Enter at least 3 characters." />
      <TextField label="Disabled" disabled defaultValue="Disabled value" />
      <TextField label="Read-only" readOnly defaultValue="Read-only value" />
      <TextField label="Placeholder" placeholder="name@example.com" />
    </Stack>
  ),
};

/** Alone, with `label`, `description` and `error` props: the label names it, the rest describe it. */
export const Labelled: Story = labelledStory((p) => <TextField {...p} />, byRole('textbox'));

/** Inside a Form, bound by `name`: once sent, the form's message reaches it the same way. */
export const LabelledInForm: Story = labelledInFormStory(
  (p) => <TextField {...p} />,
  byRole('textbox'),
);

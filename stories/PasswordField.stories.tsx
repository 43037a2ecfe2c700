import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { PasswordField, Stack } from '../src';
import { labelledInFormStory, labelledStory } from './support/labelling';

const meta = {
  title: 'Forms/PasswordField',
  component: PasswordField,
  tags: ['autodocs'],
  args: { label: 'Password', onValueChange: fn(), onVisibleChange: fn() },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The toggle keeps its name; `aria-pressed` says whether the password shows. The caret stays put. */
export const ShowPassword: Story = {
  args: { defaultValue: 'correct horse' },
  play: async ({ canvas, args }) => {
    const input = canvas.getByLabelText<HTMLInputElement>('Password');
    const toggle = canvas.getByRole('button', { name: 'Show password' });
    await expect(input).toHaveAttribute('type', 'password');
    input.focus();
    input.setSelectionRange(4, 4);
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(input).toHaveAttribute('type', 'text');
    await expect(input.selectionStart).toBe(4);
    await expect(args.onVisibleChange).toHaveBeenCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  },
};

export const NewPassword: Story = {
  args: {
    label: 'Choose a password',
    autoComplete: 'new-password',
    description: 'At least 12 characters.',
  },
};

export const Invalid: Story = {
  args: { defaultValue: 'short', error: 'Enter at least 12 characters.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Password')).toHaveAccessibleErrorMessage(
      'Enter at least 12 characters.',
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'secret' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Show password' })).toBeDisabled();
  },
};

export const AllStates: Story = {
  render: () => (
    <Stack style={{ maxInlineSize: 360 }}>
      <PasswordField label="Hidden" defaultValue="secret" />
      <PasswordField label="Shown" defaultValue="secret" defaultVisible />
      <PasswordField label="Required" required />
      <PasswordField label="Invalid" defaultValue="abc" error="Enter at least 12 characters." />
      <PasswordField label="Disabled" disabled />
    </Stack>
  ),
};

/** Alone, with `label`, `description` and `error` props: the label names it, the rest describe it. */
export const Labelled: Story = labelledStory(
  (p) => <PasswordField {...p} />,
  (canvas, name) => canvas.getByLabelText(name, { selector: 'input' }),
);

/** Inside a Form, bound by `name`: once sent, the form's message reaches it the same way. */
export const LabelledInForm: Story = labelledInFormStory(
  (p) => <PasswordField {...p} />,
  (canvas, name) => canvas.getByLabelText(name, { selector: 'input' }),
);

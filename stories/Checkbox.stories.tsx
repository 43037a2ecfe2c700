import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Checkbox, Stack } from '../src';
import { expectDrawnDisabled } from './support/disabledLook';
import { byRole, labelledInFormStory, labelledStory } from './support/labelling';

const meta = {
  title: 'Forms/Checkbox',
  component: Checkbox,
  tags: ['autodocs'],
  args: { label: 'Send me the newsletter', onCheckedChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('checkbox', { name: 'Send me the newsletter' });
    await userEvent.click(canvas.getByText('Send me the newsletter'));
    await expect(box).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledTimes(2);
  },
};

export const Checked: Story = { args: { defaultChecked: true } };

export const Indeterminate: Story = {
  args: { label: 'Select all', indeterminate: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Select all' })).toBePartiallyChecked();
  },
};

export const WithDescription: Story = {
  args: { description: 'One email a month. Unsubscribe at any time.' },
};

export const RequiredInvalid: Story = {
  args: { label: 'I accept the terms', required: true, error: 'Tick this box to continue.' },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox', { name: /I accept the terms/ });
    await expect(box).toBeRequired();
    await expect(box).toHaveAccessibleErrorMessage('Tick this box to continue.');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox');
    await expect(box).toBeDisabled();
    await expectDrawnDisabled(box, '--color-fill-disabled');
  },
};

export const LongLabel: Story = {
  args: {
    label:
      'I agree that my data may be processed to handle this request, as described in the privacy notice, which I have read in full',
  },
  decorators: [(Story) => <div style={{ maxInlineSize: 280 }}>{Story()}</div>],
};

export const AllStates: Story = {
  render: () => (
    <Stack>
      <Checkbox label="Unchecked" />
      <Checkbox label="Checked" defaultChecked />
      <Checkbox label="Indeterminate" indeterminate />
      <Checkbox label="Required" required />
      <Checkbox label="Invalid" error="Tick this box to continue." />
      <Checkbox label="Disabled" disabled />
      <Checkbox label="Disabled checked" disabled defaultChecked />
      <Checkbox label="Disabled indeterminate" disabled indeterminate />
      <Checkbox label="Disabled invalid" disabled error="Tick this box to continue." />
      <Checkbox
        label="Disabled invalid checked"
        disabled
        defaultChecked
        error="Untick this box to continue."
      />
    </Stack>
  ),
};

/** Alone, with `label`, `description` and `error` props: the label names it, the rest describe it. */
export const Labelled: Story = labelledStory((p) => <Checkbox {...p} />, byRole('checkbox'));

/** Inside a Form, bound by `name`: once sent, the form's message reaches it the same way. */
export const LabelledInForm: Story = labelledInFormStory(
  (p) => <Checkbox {...p} />,
  byRole('checkbox'),
);

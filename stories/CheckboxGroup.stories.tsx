import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { CheckboxGroup, Stack } from '../src';
import { byRole, labelledInFormStory, labelledStory } from './support/labelling';

const options = [
  { value: 'email', label: 'Email' },
  { value: 'sms', label: 'Text message', description: 'Standard rates apply' },
  { value: 'post', label: 'Post' },
  { value: 'pigeon', label: 'Carrier pigeon', disabled: true },
];

const meta = {
  title: 'Forms/CheckboxGroup',
  component: CheckboxGroup,
  tags: ['autodocs'],
  // The props come from the generic ChoiceGroup<T>: the table says what T is here.
  argTypes: {
    value: { table: { type: { summary: 'string[]' } } },
    defaultValue: { table: { type: { summary: 'string[]' } } },
  },
  args: { label: 'How should we contact you?', options, onValueChange: fn() },
} satisfies Meta<typeof CheckboxGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Post' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Email' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['email', 'post']);
  },
};

export const Horizontal: Story = { args: { orientation: 'horizontal', defaultValue: ['sms'] } };

export const RequiredInvalid: Story = {
  args: { required: true, error: 'Choose at least one option.' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('group', { name: /How should we contact you/ }),
    ).toHaveAccessibleDescription('Choose at least one option.');
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: ['email'] } };

export const AllStates: Story = {
  render: () => (
    <Stack>
      <CheckboxGroup label="Default" options={options} defaultValue={['email']} />
      <CheckboxGroup label="Horizontal" options={options.slice(0, 3)} orientation="horizontal" />
      <CheckboxGroup
        label="Invalid"
        options={options.slice(0, 2)}
        required
        error="Choose at least one option."
      />
      <CheckboxGroup
        label="Disabled"
        options={options.slice(0, 2)}
        disabled
        defaultValue={['sms']}
      />
    </Stack>
  ),
};

/** Alone, with `label`, `description` and `error` props: the label names it, the rest describe it. */
export const Labelled: Story = labelledStory(
  (p) => <CheckboxGroup {...p} options={options} />,
  byRole('group'),
);

/** Inside a Form, bound by `name`: once sent, the form's message reaches it the same way. */
export const LabelledInForm: Story = labelledInFormStory(
  (p) => <CheckboxGroup {...p} options={options} />,
  byRole('group'),
);

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { RadioGroup, Stack } from '../src';
import { expectDrawnDisabled } from './support/disabledLook';
import { byRole, labelledInFormStory, labelledStory } from './support/labelling';

const options = [
  { value: 'standard', label: 'Standard', description: '3 to 5 working days' },
  { value: 'express', label: 'Express', description: 'Next working day' },
  { value: 'pickup', label: 'Pick up in store' },
  { value: 'drone', label: 'Drone', disabled: true },
];

const meta = {
  title: 'Forms/RadioGroup',
  component: RadioGroup,
  tags: ['autodocs'],
  // The props come from the generic ChoiceGroup<T>: the table says what T is here.
  argTypes: {
    value: { table: { type: { summary: 'string' } } },
    defaultValue: { table: { type: { summary: 'string' } } },
  },
  args: { label: 'Delivery', options, onValueChange: fn() },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Native radios: one Tab stop, arrow keys move and choose, disabled options are skipped. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Standard' }));
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Express' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Express' })).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('express');
  },
};

export const Horizontal: Story = { args: { orientation: 'horizontal', defaultValue: 'pickup' } };

export const RequiredInvalid: Story = {
  args: { required: true, error: 'Choose an option.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: /Delivery/ })).toHaveAccessibleDescription(
      'Choose an option.',
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'standard' },
  play: async ({ canvas }) => {
    const [chosen, other] = [
      canvas.getByRole('radio', { name: 'Standard' }),
      canvas.getByRole('radio', { name: 'Express' }),
    ];
    await expect(chosen).toBeDisabled();
    await expectDrawnDisabled(chosen, '--color-fill-disabled');
    await expectDrawnDisabled(other, '--color-surface-disabled');
  },
};

export const AllStates: Story = {
  render: () => (
    <Stack>
      <RadioGroup label="Default" options={options} defaultValue="standard" />
      <RadioGroup label="Horizontal" options={options.slice(0, 3)} orientation="horizontal" />
      <RadioGroup
        label="Invalid"
        options={options.slice(0, 2)}
        required
        error="Choose an option."
      />
      <RadioGroup label="Disabled" options={options.slice(0, 2)} disabled defaultValue="express" />
      <RadioGroup
        label="Disabled invalid"
        options={options.slice(0, 2)}
        disabled
        defaultValue="express"
        error="Choose another option."
      />
    </Stack>
  ),
};

/** Alone, with `label`, `description` and `error` props: the label names it, the rest describe it. */
export const Labelled: Story = labelledStory(
  (p) => <RadioGroup {...p} options={options} />,
  byRole('radiogroup'),
);

/** Inside a Form, bound by `name`: once sent, the form's message reaches it the same way. */
export const LabelledInForm: Story = labelledInFormStory(
  (p) => <RadioGroup {...p} options={options} />,
  byRole('radiogroup'),
);

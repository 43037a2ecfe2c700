import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Stack, TextArea } from '../src';
import { byRole, labelledInFormStory, labelledStory } from './support/labelling';

const meta = {
  title: 'Forms/TextArea',
  component: TextArea,
  tags: ['autodocs'],
  args: { label: 'Tell us about yourself', onValueChange: fn() },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The count says what is left; going over is allowed (a paste is never cut) and shown as a problem. */
export const CharacterCount: Story = {
  args: { maxLength: 20 },
  play: async ({ canvas }) => {
    const area = canvas.getByRole('textbox', { name: 'Tell us about yourself' });
    await expect(area).toHaveAccessibleDescription('You have 20 characters remaining');
    await userEvent.type(area, 'I write programs for engines');
    await expect(area).toHaveAccessibleDescription('You have 8 characters too many');
    await expect(area).toHaveValue('I write programs for engines');
  },
};

/** Grows as lines are added instead of scrolling. */
export const AutoGrow: Story = {
  play: async ({ canvas }) => {
    const area = canvas.getByRole('textbox');
    const before = area.getBoundingClientRect().height;
    await userEvent.type(area, 'one{Enter}two{Enter}three{Enter}four{Enter}five{Enter}six');
    await expect(area.getBoundingClientRect().height).toBeGreaterThan(before);
  },
};

export const Invalid: Story = {
  args: { defaultValue: 'Hi', error: 'Enter at least 10 characters.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toHaveAccessibleErrorMessage(
      'Enter at least 10 characters.',
    );
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'Locked text' } };

export const Required: Story = {
  args: { required: true, description: 'A few sentences are enough.' },
};

export const AllStates: Story = {
  render: () => (
    <Stack style={{ maxInlineSize: 420 }}>
      <TextArea label="Default" />
      <TextArea label="With count" maxLength={50} defaultValue="Some text" />
      <TextArea label="Over the limit" maxLength={5} defaultValue="Too much text" />
      <TextArea label="Invalid" error="Enter at least 10 characters." defaultValue="Hi" />
      <TextArea label="Disabled" disabled defaultValue="Locked" />
    </Stack>
  ),
};

/** Alone, with `label`, `description` and `error` props: the label names it, the rest describe it. */
export const Labelled: Story = labelledStory((p) => <TextArea {...p} />, byRole('textbox'));

/** Inside a Form, bound by `name`: once sent, the form's message reaches it the same way. */
export const LabelledInForm: Story = labelledInFormStory(
  (p) => <TextArea {...p} />,
  byRole('textbox'),
);

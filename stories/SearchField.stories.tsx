import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { SearchField, Stack } from '../src';
import { byRole, labelledInFormStory, labelledStory } from './support/labelling';

const meta = {
  title: 'Forms/SearchField',
  component: SearchField,
  tags: ['autodocs'],
  args: { label: 'Search tasks', onValueChange: fn(), onClear: fn() },
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox', { name: 'Search tasks' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Clear search' })).toBeNull();
  },
};

export const ClearButton: Story = {
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('searchbox');
    await userEvent.type(box, 'invoices');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await expect(box).toHaveValue('');
    await expect(box).toHaveFocus();
    await expect(args.onClear).toHaveBeenCalledTimes(1);
  },
};

export const EscapeClears: Story = {
  play: async ({ canvas }) => {
    const box = canvas.getByRole('searchbox');
    await userEvent.type(box, 'invoices');
    await userEvent.keyboard('{Escape}');
    await expect(box).toHaveValue('');
  },
};

export const HiddenLabel: Story = { args: { hideLabel: true, placeholder: 'Search tasks' } };

export const Disabled: Story = { args: { disabled: true, defaultValue: 'invoices' } };

export const AllStates: Story = {
  render: () => (
    <Stack style={{ maxInlineSize: 360 }}>
      <SearchField label="Empty" />
      <SearchField label="With text" defaultValue="invoices" />
      <SearchField label="Disabled" disabled defaultValue="invoices" />
      <SearchField label="Invalid" error="Enter at least 2 characters." defaultValue="a" />
    </Stack>
  ),
};

/** Alone, with `label`, `description` and `error` props: the label names it, the rest describe it. */
export const Labelled: Story = labelledStory((p) => <SearchField {...p} />, byRole('searchbox'));

/** Inside a Form, bound by `name`: once sent, the form's message reaches it the same way. */
export const LabelledInForm: Story = labelledInFormStory(
  (p) => <SearchField {...p} />,
  byRole('searchbox'),
);

import type { Meta, StoryObj } from '@storybook/react-vite';
import { Hash } from 'lucide-react';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Inline, Stack, Tag } from '../src';

const meta = {
  title: 'Display/Tag',
  component: Tag,
  args: { children: 'Design' },
  argTypes: { icon: { control: false } },
} satisfies Meta<typeof Tag>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Accent: Story = { args: { tone: 'accent', icon: <Hash /> } };

export const Removable: Story = {
  args: { onRemove: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Design' }));
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
  },
};

/** Keyboard: Tab reaches each remove button; Delete or Backspace (or Enter/Space) removes the tag. */
export const RemoveWithKeyboard: Story = {
  render: function Render() {
    const [tags, setTags] = useState(['Design', 'Research', 'Writing']);
    return (
      <Inline gap="2" role="list" aria-label="Filters">
        {tags.map((t) => (
          <span role="listitem" key={t}>
            <Tag onRemove={() => setTags((all) => all.filter((x) => x !== t))}>{t}</Tag>
          </span>
        ))}
      </Inline>
    );
  },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Remove Design' })).toHaveFocus();
    await userEvent.keyboard('{Delete}');
    await expect(canvas.queryByText('Design')).toBeNull();
    await userEvent.tab();
    await userEvent.keyboard('{Backspace}');
    await expect(canvas.queryByText('Research')).toBeNull();
    await expect(canvas.getByText('Writing')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { disabled: true, onRemove: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Remove Design' })).toBeDisabled();
  },
};

export const LongText: Story = {
  args: { children: 'A tag whose text is far too long for the space it is given', onRemove: fn() },
  decorators: [(Story) => <div style={{ maxInlineSize: 200 }}>{Story()}</div>],
};

export const AllStates: Story = {
  render: () => (
    <Stack gap="3">
      <Inline gap="2">
        <Tag>Neutral</Tag>
        <Tag tone="accent">Accent</Tag>
        <Tag icon={<Hash />}>With icon</Tag>
      </Inline>
      <Inline gap="2">
        <Tag onRemove={() => {}}>Removable</Tag>
        <Tag tone="accent" onRemove={() => {}}>
          Accent removable
        </Tag>
        <Tag disabled onRemove={() => {}}>
          Disabled
        </Tag>
      </Inline>
    </Stack>
  ),
};

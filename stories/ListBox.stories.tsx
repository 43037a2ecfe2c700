import type { Meta, StoryObj } from '@storybook/react-vite';
import { useId, useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { ListBox, Stack, Text, type ListBoxOption } from '../src';

const fruit: ListBoxOption[] = [
  { value: 'apple', label: 'Apple' },
  { value: 'apricot', label: 'Apricot' },
  { value: 'banana', label: 'Banana' },
  { value: 'blueberry', label: 'Blueberry' },
  { value: 'cherry', label: 'Cherry', disabled: true },
  { value: 'date', label: 'Date' },
  { value: 'elderberry', label: 'Elderberry' },
  { value: 'fig', label: 'Fig' },
];

const SYLLABLES = ['ka', 'lo', 'mi', 'ne', 'ru', 'sa', 'ti', 'vo', 'zu', 'ba'];

/** 50,000 deterministic option labels ("Kalomi 1"...), generated in a few milliseconds. */
const manyOptions: ListBoxOption[] = Array.from({ length: 50_000 }, (_, i) => {
  const a = SYLLABLES[i % 10]!;
  const b = SYLLABLES[Math.floor(i / 10) % 10]!;
  const c = SYLLABLES[Math.floor(i / 100) % 10]!;
  const word = a + b + c;
  return { value: `o${i}`, label: `${word[0]!.toUpperCase()}${word.slice(1)} ${i + 1}` };
});

const meta = {
  title: 'Data/ListBox',
  component: ListBox,
  args: { 'aria-label': 'Fruit', options: fruit, onValueChange: fn() },
} satisfies Meta<typeof ListBox>;

export default meta;
type Story = StoryObj<typeof meta>;

function activeOption(list: HTMLElement) {
  const id = list.getAttribute('aria-activedescendant');
  return id ? document.getElementById(id) : null;
}

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const list = canvas.getByRole('listbox', { name: 'Fruit' });
    await userEvent.tab();
    await expect(list).toHaveFocus();
    await expect(activeOption(list)).toHaveTextContent('Apple');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['banana']);
    await expect(canvas.getByRole('option', { name: 'Banana' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    // Cherry is disabled: ArrowDown twice from Blueberry lands on Date.
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(activeOption(list)).toHaveTextContent('Date');
    await userEvent.keyboard('f');
    await expect(activeOption(list)).toHaveTextContent('Fig');
  },
};

export const Multiple: Story = {
  args: { multiple: true, defaultValue: ['apple', 'fig'] },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown} ');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['apple', 'fig', 'apricot']);
    await expect(canvas.getByRole('listbox')).toHaveAttribute('aria-multiselectable', 'true');
  },
};

/** 50,000 options: only those in view are in the DOM; each knows its place (aria-setsize/posinset). */
export const FiftyThousandOptions: Story = {
  args: { 'aria-label': 'Words', options: manyOptions },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('listbox', { name: 'Words' });
    await expect(canvas.getAllByRole('option').length).toBeLessThan(40);
    await userEvent.tab();
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(activeOption(list)).toHaveTextContent('Bababa 50000'));
    await expect(activeOption(list)).toHaveAttribute('aria-posinset', '50000');
    await expect(activeOption(list)).toHaveAttribute('aria-setsize', '50000');
    await expect(canvas.getAllByRole('option').length).toBeLessThan(40);
  },
};

export const Empty: Story = { args: { options: [], emptyMessage: 'No fruit in season' } };

/** Named by a visible label through `aria-labelledby`, and controlled. */
export const Controlled: Story = {
  render: function Render(args) {
    const [value, setValue] = useState<string[]>(['date']);
    const id = useId();
    return (
      <Stack>
        <Text id={id} weight="medium">
          Favourite fruit
        </Text>
        <ListBox
          {...args}
          aria-label={undefined}
          aria-labelledby={id}
          value={value}
          onValueChange={setValue}
        />
        <Text>Chosen: {value.join(', ') || 'nothing'}</Text>
      </Stack>
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('option', { name: 'Fig' }));
    await expect(canvas.getByText('Chosen: fig')).toBeVisible();
    await expect(canvas.getByRole('listbox', { name: 'Favourite fruit' })).toBeVisible();
  },
};

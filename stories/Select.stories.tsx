import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Select, Stack, Text, type SelectOptionGroup } from '../src';
import { expectSettled, watchTransitions } from './support/overlay';
import { byRole, labelledInFormStory, labelledStory } from './support/labelling';

const fruits = [
  { value: 'apple', label: 'Apple' },
  { value: 'banana', label: 'Banana' },
  { value: 'blueberry', label: 'Blueberry' },
  { value: 'cherry', label: 'Cherry (out of season)', disabled: true },
  { value: 'date', label: 'Date' },
  { value: 'fig', label: 'Fig' },
];

const produce: SelectOptionGroup[] = [
  {
    label: 'Fruit',
    options: [
      { value: 'apple', label: 'Apple' },
      { value: 'pear', label: 'Pear' },
    ],
  },
  {
    label: 'Vegetables',
    options: [
      { value: 'leek', label: 'Leek' },
      { value: 'kale', label: 'Kale', disabled: true },
    ],
  },
];

const meta = {
  title: 'Forms/Select',
  component: Select,
  args: { options: fruits, name: 'fruit', placeholder: 'Choose a fruit', onValueChange: fn() },
  argTypes: { options: { control: false } },
  render: (args) => <Select label="Fruit" description="Delivered with your next box." {...args} />,
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Fruit' })).toHaveTextContent(
      'Choose a fruit',
    );
  },
};

/** Open: the popup fades and grows in over --duration-fast; the disabled option cannot be chosen. */
export const Open: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Fruit' });
    await userEvent.click(trigger);
    const listbox = await screen.findByRole('listbox');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(screen.getByRole('option', { name: /Cherry/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    const popup = listbox.closest('[data-slot="select-popup"]')!;
    // The popup animates on the motion tokens (read once its open styles apply).
    await waitFor(() => expect(getComputedStyle(popup).transitionDuration).toContain('0.12s'));
  },
};

export const Selected: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Fruit' });
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('option', { name: 'Banana' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('banana');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await expect(trigger).toHaveTextContent('Banana');
  },
};

/** Typing letters with the list open moves to the first option that starts with them. */
export const Typeahead: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Fruit' });
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await screen.findByRole('listbox');
    // Type once the open list has taken focus (it moves there after opening), as a user would.
    await waitFor(() => expect(listbox).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('fi');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Fig' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(trigger).toHaveTextContent('Fig');
  },
};

export const Multiple: Story = {
  args: { multiple: true, defaultValue: ['apple'], placeholder: 'Choose fruits' },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Fruit' });
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('option', { name: 'Date' }));
    await expect(screen.getByRole('option', { name: 'Date' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(trigger).toHaveTextContent('Apple, Date');
  },
};

export const Groups: Story = {
  args: { options: produce, placeholder: 'Choose produce' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Fruit' }));
    await waitFor(() => expect(screen.getByRole('group', { name: 'Vegetables' })).toBeVisible());
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'apple' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Fruit' })).toBeDisabled();
  },
};

export const Invalid: Story = {
  render: (args) => <Select label="Fruit" error="Choose a fruit to continue." {...args} />,
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Fruit' });
    await expect(trigger).toHaveAttribute('aria-invalid', 'true');
    await expect(trigger).toHaveAccessibleDescription('Choose a fruit to continue.');
  },
};

export const Required: Story = {
  render: (args) => <Select label="Fruit" required {...args} />,
};

export const LongOptions: Story = {
  args: {
    options: [
      {
        value: 'long',
        label:
          'A remarkably long option label that describes a subscription plan with many conditions attached to it',
      },
      { value: 'emoji', label: '🍉 Watermelon, sliced, chilled, with mint 🌿' },
      ...Array.from({ length: 40 }, (_, i) => ({ value: `o${i}`, label: `Option ${i + 1}` })),
    ],
  },
  render: (args) => (
    <Stack style={{ maxInlineSize: 280 }}>
      <Select
        label="A rather long label for a select that wraps onto two lines in a narrow column"
        {...args}
      />
    </Stack>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('combobox'));
    await waitFor(() =>
      expect(screen.getByRole('option', { name: /remarkably long/ })).toBeVisible(),
    );
  },
};

const parts = Array.from({ length: 400 }, (_, i) => {
  const n = String(i + 1).padStart(3, '0');
  return { value: `part-${n}`, label: `Part ${n}` };
});

/**
 * A Select renders every option: Base UI's Select has no virtualized mode, and its typeahead and
 * scroll-to-chosen work on rendered options. Beyond 300 options it warns in development (shown
 * here) and suggests a Combobox, which filters and renders only the options in view; see
 * Forms/Combobox › Thousands Of Options.
 */
export const TooManyOptions: Story = {
  args: { options: parts, placeholder: 'Choose a part' },
  parameters: {
    expectedConsole: [{ level: 'warn', pattern: /Select: 400 options are too many.*Combobox/ }],
  },
  render: (args) => (
    <Select label="Part" description="400 parts: a Combobox would serve better." {...args} />
  ),
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Part' }));
    await screen.findByRole('listbox');
    await expect(screen.getAllByRole('option')).toHaveLength(400);
    await userEvent.click(screen.getByRole('option', { name: 'Part 003' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('part-003');
  },
};

export const RightToLeft: Story = {
  args: {
    options: [
      { value: 'tea', label: 'شاي' },
      { value: 'coffee', label: 'قهوة' },
    ],
    placeholder: 'اختر مشروبًا',
  },
  render: (args) => (
    <div dir="rtl">
      <Select label="المشروب" {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'المشروب' }));
    await waitFor(() => expect(screen.getByRole('option', { name: 'قهوة' })).toBeVisible());
  },
};

/** Under reduced motion the popup appears and disappears instantly. */
export const ReducedMotion: Story = {
  globals: { motion: 'reduce' },
  play: async ({ canvas }) => {
    const motion = watchTransitions();
    await userEvent.click(canvas.getByRole('combobox', { name: 'Fruit' }));
    const listbox = await screen.findByRole('listbox');
    const popup = listbox.closest<HTMLElement>('[data-slot="select-popup"]')!;
    await expectSettled(popup);
    await expect(getComputedStyle(popup).transitionDuration).toMatch(/^0s(, 0s)*$/);
    await userEvent.keyboard('{Escape}');
    await motion.instant(popup, () => screen.queryByRole('listbox'));
  },
};

/** It animates in and out: the popup fades and grows, and fades out before it leaves the page. */
export const AnimatesOut: Story = {
  globals: { motion: 'full' },
  play: async ({ canvas }) => {
    const motion = watchTransitions();
    const trigger = canvas.getByRole('combobox', { name: 'Fruit' });
    await userEvent.click(trigger);
    const listbox = await screen.findByRole('listbox');
    const popup = listbox.closest<HTMLElement>('[data-slot="select-popup"]')!;
    await motion.entered(popup);
    await userEvent.keyboard('{Escape}');
    await motion.exited(popup, () => screen.queryByRole('listbox'));
    await expect(trigger).toHaveFocus();
  },
};

function ControlledDemo() {
  const [value, setValue] = useState<string | null>('date');
  return (
    <Stack>
      <Select label="Fruit" options={fruits} value={value} onValueChange={setValue} />
      <Text>Chosen: {value ?? 'nothing'}</Text>
    </Stack>
  );
}

export const Controlled: Story = {
  render: () => <ControlledDemo />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Fruit' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Apple' }));
    await expect(canvas.getByText('Chosen: apple')).toBeVisible();
  },
};

export const AllStates: Story = {
  render: () => (
    <Stack>
      <Select label="Placeholder" options={fruits} placeholder="Choose a fruit" />
      <Select label="Chosen" options={fruits} defaultValue="banana" />
      <Select label="Several chosen" options={fruits} multiple defaultValue={['apple', 'fig']} />
      <Select label="Disabled" disabled options={fruits} defaultValue="apple" />
      <Select label="Invalid" error="Choose a fruit." options={fruits} />
      <Select label="Required" required options={fruits} />
    </Stack>
  ),
};

/** Alone, with `label`, `description` and `error` props: the label names it, the rest describe it. */
export const Labelled: Story = labelledStory(
  (p) => <Select {...p} options={fruits} />,
  byRole('combobox'),
);

/** Inside a Form, bound by `name`: once sent, the form's message reaches it the same way. */
export const LabelledInForm: Story = labelledInFormStory(
  (p) => <Select {...p} options={fruits} />,
  byRole('combobox'),
);

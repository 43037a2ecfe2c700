import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Combobox, Stack, Text, type ComboboxOption } from '../src';
import { watchTransitions } from './support/overlay';
import { byRole, labelledInFormStory, labelledStory } from './support/labelling';
import { simulatedLatency } from './support/latency';

const countries: ComboboxOption[] = [
  { value: 'at', label: 'Austria' },
  { value: 'be', label: 'Belgium' },
  { value: 'ch', label: 'Switzerland' },
  { value: 'de', label: 'Germany' },
  { value: 'dk', label: 'Denmark' },
  { value: 'es', label: 'Spain' },
  { value: 'fr', label: 'France' },
  { value: 'is', label: 'Iceland' },
  { value: 'ru', label: 'Russia', disabled: true },
  { value: 'se', label: 'Sweden' },
  { value: 'tr', label: 'Türkiye' },
];

// 10,000 options: past the default `virtualizeThreshold` (300), so only those in view are rendered.
const parts: ComboboxOption[] = Array.from({ length: 10_000 }, (_, i) => {
  const n = String(i + 1).padStart(5, '0');
  return { value: `part-${n}`, label: `Part ${n}` };
});

/** The option `aria-activedescendant` points at: the one the keyboard has highlighted. */
function highlighted(input: HTMLElement) {
  const id = input.getAttribute('aria-activedescendant');
  return id ? document.getElementById(id) : null;
}

/** Whether an element lies inside the scroll area around it (the user can see it). */
function inView(element: Element) {
  const scroller = element.closest('[data-slot="combobox-scroller"]')!;
  const a = element.getBoundingClientRect();
  const b = scroller.getBoundingClientRect();
  return a.top >= b.top - 1 && a.bottom <= b.bottom + 1;
}

async function searchCountries(query: string, signal: AbortSignal) {
  await simulatedLatency(300);
  if (signal.aborted) return [];
  const q = query.toLowerCase();
  return countries.filter((c) => c.label.toLowerCase().includes(q));
}

async function failingSearch(): Promise<ComboboxOption[]> {
  await simulatedLatency(100);
  throw new Error('The country service is offline');
}

const meta = {
  title: 'Forms/Combobox',
  component: Combobox,
  args: {
    options: countries,
    name: 'country',
    placeholder: 'Type a country',
    onValueChange: fn(),
  },
  argTypes: { options: { control: false }, loadOptions: { control: false } },
  render: (args) => <Combobox label="Country" description="Where we ship your order." {...args} />,
} satisfies Meta<typeof Combobox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Typing filters the list; case and accents do not matter ("turk" finds Türkiye). */
export const Filtered: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('combobox', { name: 'Country' });
    await userEvent.type(input, 'turk');
    const option = await screen.findByRole('option', { name: 'Türkiye' });
    await expect(screen.getAllByRole('option')).toHaveLength(1);
    await userEvent.click(option);
    await expect(args.onValueChange).toHaveBeenCalledWith('tr');
    await expect(input).toHaveValue('Türkiye');
  },
};

export const KeyboardSelection: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('combobox', { name: 'Country' });
    await userEvent.type(input, 'swe');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledWith('se');
    await expect(input).toHaveFocus();
  },
};

export const NoResults: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'Country' }), 'Atlantis');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('No results'));
  },
};

export const Creatable: Story = {
  args: { onCreate: fn() },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('combobox', { name: 'Country' });
    await userEvent.type(input, 'Atlantis');
    await userEvent.click(await screen.findByRole('option', { name: 'Create "Atlantis"' }));
    await expect(args.onCreate).toHaveBeenCalledWith('Atlantis');
    await expect(input).toHaveValue('Atlantis');
  },
};

/** Options come from an async search; the list says it is loading, then shows the matches. */
export const AsyncOptions: Story = {
  args: { options: undefined, loadOptions: searchCountries },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'Country' }), 'land');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Loading…'));
    await expect(await screen.findByRole('option', { name: 'Switzerland' })).toBeInTheDocument();
    await expect(screen.getByRole('option', { name: 'Iceland' })).toBeInTheDocument();
  },
};

export const AsyncError: Story = {
  args: {
    options: undefined,
    loadOptions: failingSearch,
    errorMessage: 'Could not load the countries. Check your connection and try again.',
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'Country' }), 'a');
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Could not load the countries'),
    );
  },
};

/** Several countries as chips; each chip's remove button says what it removes. */
export const Multiple: Story = {
  args: { multiple: true, defaultValue: ['de', 'fr'] },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remove France' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['de']);
    const input = canvas.getByRole('combobox', { name: 'Country' });
    await userEvent.type(input, 'spa');
    await userEvent.click(await screen.findByRole('option', { name: 'Spain' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['de', 'es']);
    await expect(canvas.getByRole('button', { name: 'Remove Spain' })).toBeInTheDocument();
  },
};

/**
 * 10,000 options. Beyond `virtualizeThreshold` (300 by default) only the options in view are in the
 * DOM, each telling assistive technology its place (`aria-setsize`, `aria-posinset`); arrows still
 * walk through every option, ArrowUp from the input reaches the last one, and typing filters all of
 * them. (Home and End move the text cursor in the input, as the APG combobox pattern asks.)
 */
export const ThousandsOfOptions: Story = {
  args: { options: parts, placeholder: 'Type a part number' },
  render: (args) => (
    <Combobox label="Part" description="10,000 parts; only those in view are rendered." {...args} />
  ),
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('combobox', { name: 'Part' });
    await userEvent.click(canvas.getByRole('button', { name: 'Show options' }));
    await screen.findByRole('listbox');
    const first = await screen.findByRole('option', { name: 'Part 00001' });
    await expect(first).toHaveAttribute('aria-setsize', '10000');
    await expect(first).toHaveAttribute('aria-posinset', '1');
    await expect(screen.getAllByRole('option').length).toBeLessThan(60);

    // Arrows walk past the rendered window: the list scrolls and keeps the highlight in view.
    await expect(input).toHaveFocus();
    for (let i = 0; i < 40; i += 1) await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(highlighted(input)).toHaveAccessibleName('Part 00040'));
    await expect(highlighted(input)).toHaveAttribute('aria-posinset', '40');
    await waitFor(() => expect(inView(highlighted(input)!)).toBe(true));
    await expect(screen.queryByRole('option', { name: 'Part 00001' })).toBeNull();
    await expect(screen.getAllByRole('option').length).toBeLessThan(60);

    // Reopened, the first option is highlighted; ArrowUp returns to the input, and once more wraps
    // to the very last option, 10,000 rows down.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(highlighted(input)).toHaveAccessibleName('Part 00001'));
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(input).not.toHaveAttribute('aria-activedescendant'));
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(highlighted(input)).toHaveAccessibleName('Part 10000'));
    await expect(highlighted(input)).toHaveAttribute('aria-posinset', '10000');
    await waitFor(() => expect(inView(highlighted(input)!)).toBe(true));
    await expect(screen.getAllByRole('option').length).toBeLessThan(60);

    // Typing filters all 10,000; the sizes follow the matches.
    await userEvent.type(input, '0999');
    // Part 00999 and Part 09990 to Part 09999.
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(11));
    await expect(screen.getByRole('option', { name: 'Part 00999' })).toHaveAttribute(
      'aria-setsize',
      '11',
    );
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await waitFor(() => expect(highlighted(input)).toHaveAccessibleName('Part 09990'));
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledWith('part-09990');
    await expect(input).toHaveValue('Part 09990');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'de' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Country' })).toBeDisabled();
  },
};

export const Invalid: Story = {
  render: (args) => <Combobox label="Country" error="Choose the country you ship to." {...args} />,
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'Country' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleErrorMessage('Choose the country you ship to.');
  },
};

export const Required: Story = {
  render: (args) => <Combobox label="Country" required {...args} />,
};

export const LongOptions: Story = {
  args: {
    multiple: true,
    options: [
      {
        value: 'long',
        label:
          'The United Kingdom of Great Britain and Northern Ireland (including overseas territories)',
      },
      { value: 'emoji', label: '🏳️‍🌈 A label with emoji 🌍' },
      ...countries,
    ],
    defaultValue: ['long', 'emoji', 'de', 'fr', 'es'],
  },
  render: (args) => (
    <Stack style={{ maxInlineSize: 300 }}>
      <Combobox
        label="Countries where this product may be sold under the current licence"
        {...args}
      />
    </Stack>
  ),
};

export const RightToLeft: Story = {
  args: {
    options: [
      { value: 'eg', label: 'مصر' },
      { value: 'ma', label: 'المغرب' },
      { value: 'jo', label: 'الأردن' },
    ],
    placeholder: 'اكتب اسم البلد',
    triggerLabel: 'عرض الخيارات',
  },
  render: (args) => (
    <div dir="rtl">
      <Combobox label="البلد" {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'البلد' }), 'مص');
    await expect(await screen.findByRole('option', { name: 'مصر' })).toBeInTheDocument();
  },
};

function ControlledDemo() {
  const [value, setValue] = useState<string[]>(['se']);
  return (
    <Stack>
      <Combobox
        label="Countries"
        options={countries}
        multiple
        value={value}
        onValueChange={setValue}
      />
      <Text>Chosen: {value.join(', ') || 'none'}</Text>
    </Stack>
  );
}

export const Controlled: Story = {
  render: () => <ControlledDemo />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Sweden' }));
    await expect(canvas.getByText('Chosen: none')).toBeVisible();
  },
};

export const AllStates: Story = {
  render: () => (
    <Stack>
      <Combobox label="Empty" options={countries} placeholder="Type a country" />
      <Combobox label="Chosen" options={countries} defaultValue="de" />
      <Combobox
        label="Several chosen"
        options={countries}
        multiple
        defaultValue={['de', 'fr', 'es']}
      />
      <Combobox label="Disabled" disabled options={countries} defaultValue="fr" />
      <Combobox label="Invalid" error="Choose a country." options={countries} />
      <Combobox label="Required" required options={countries} />
    </Stack>
  ),
};

/** It animates in and out: the list fades in as it opens and fades out before it leaves. */
export const AnimatesOut: Story = {
  globals: { motion: 'full' },
  play: async ({ canvas }) => {
    const motion = watchTransitions();
    const input = canvas.getByRole('combobox', { name: 'Country' });
    await userEvent.type(input, 'a');
    const listbox = await screen.findByRole('listbox');
    const popup = listbox.closest<HTMLElement>('[data-slot="combobox-popup"]')!;
    await motion.entered(popup);
    await userEvent.keyboard('{Escape}');
    await motion.exited(popup, () => screen.queryByRole('listbox'));
    await expect(input).toHaveFocus();
  },
};

/** Alone, with `label`, `description` and `error` props: the label names it, the rest describe it. */
export const Labelled: Story = labelledStory(
  (p) => <Combobox {...p} options={countries} />,
  byRole('combobox'),
);

/** Inside a Form, bound by `name`: once sent, the form's message reaches it the same way. */
export const LabelledInForm: Story = labelledInFormStory(
  (p) => <Combobox {...p} options={countries} />,
  byRole('combobox'),
);

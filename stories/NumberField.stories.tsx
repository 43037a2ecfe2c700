import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { LocaleProvider, NumberField, Stack, Text } from '../src';
import { byRole, labelledInFormStory, labelledStory } from './support/labelling';

const meta = {
  title: 'Forms/NumberField',
  component: NumberField,
  args: { onValueChange: fn(), name: 'quantity' },
  render: (args) => (
    <NumberField label="Quantity" description="How many copies to print." {...args} />
  ),
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { defaultValue: 1, min: 0, max: 99 },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Quantity' });
    await userEvent.click(canvas.getByRole('button', { name: 'Increase' }));
    await expect(input).toHaveValue('2');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(2);
  },
};

/** ArrowUp/Down step by one, PageUp/Down by ten, Home/End jump to min/max. */
export const Keyboard: Story = {
  args: { defaultValue: 5, min: 0, max: 50 },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Quantity' });
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveValue('6');
    await userEvent.keyboard('{PageUp}');
    await expect(input).toHaveValue('16');
    await userEvent.keyboard('{End}');
    await expect(input).toHaveValue('50');
    await userEvent.keyboard('{Home}');
    await expect(input).toHaveValue('0');
    await expect(input).toHaveFocus();
  },
};

/** Typed text is parsed in the locale: here German, where the comma is the decimal separator. */
export const GermanLocale: Story = {
  args: { defaultValue: 1234.5, format: { maximumFractionDigits: 2 } },
  render: (args) => (
    <LocaleProvider locale="de-DE">
      <NumberField label="Betrag" {...args} />
    </LocaleProvider>
  ),
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Betrag' });
    await expect(input).toHaveValue('1.234,5');
    await userEvent.clear(input);
    await userEvent.type(input, '12,75');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(12.75);
  },
};

export const Currency: Story = {
  args: { defaultValue: 49.9, format: { style: 'currency', currency: 'EUR' }, step: 0.5 },
  render: (args) => <NumberField label="Price" {...args} />,
};

export const Percent: Story = {
  args: { defaultValue: 0.25, format: { style: 'percent' }, step: 0.01, min: 0, max: 1 },
  render: (args) => <NumberField label="Discount" {...args} />,
};

export const Disabled: Story = {
  args: { defaultValue: 3, disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Quantity' })).toBeDisabled();
  },
};

export const Invalid: Story = {
  args: { defaultValue: 120 },
  render: (args) => <NumberField label="Quantity" error="Choose 99 or fewer." {...args} />,
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Quantity' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleErrorMessage('Choose 99 or fewer.');
  },
};

export const Required: Story = {
  render: (args) => <NumberField label="Quantity" required {...args} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /Quantity/ })).toBeRequired();
  },
};

export const LongLabel: Story = {
  args: { defaultValue: 1_000_000_000 },
  render: (args) => (
    <Stack style={{ maxInlineSize: 260 }}>
      <NumberField
        label="Number of kilometres travelled by the whole team during the reporting period"
        {...args}
      />
    </Stack>
  ),
};

/** The stepper buttons sit at the logical start and end, so they mirror in right-to-left. */
export const RightToLeft: Story = {
  args: { defaultValue: 42 },
  render: (args) => (
    <div dir="rtl">
      <LocaleProvider locale="ar-EG">
        <NumberField label="الكمية" {...args} incrementLabel="زيادة" decrementLabel="إنقاص" />
      </LocaleProvider>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'زيادة' })).toBeVisible();
  },
};

function ControlledDemo() {
  const [value, setValue] = useState<number | null>(10);
  return (
    <Stack>
      <NumberField label="Seats" value={value} onValueChange={setValue} min={0} max={20} />
      <Text>Seats: {value === null ? 'none' : value}</Text>
    </Stack>
  );
}

export const Controlled: Story = {
  render: () => <ControlledDemo />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Decrease' }));
    await expect(canvas.getByText('Seats: 9')).toBeVisible();
  },
};

export const AllStates: Story = {
  render: () => (
    <Stack>
      <NumberField label="Default" defaultValue={1} />
      <NumberField label="Empty" />
      <NumberField label="Disabled" disabled defaultValue={2} />
      <NumberField label="Read-only" readOnly defaultValue={3} />
      <NumberField label="Invalid" error="Choose 10 or fewer." defaultValue={12} />
      <NumberField label="Required" required />
      <NumberField label="Without buttons" defaultValue={4} hideStepper />
    </Stack>
  ),
};

/** German: typed key by key with the dot grouping and the decimal comma, in euros. */
export const GermanTyped: Story = {
  args: { format: { style: 'currency', currency: 'EUR' } },
  render: (args) => (
    <LocaleProvider locale="de-DE">
      <NumberField label="Betrag" {...args} decrementLabel="Verringern" incrementLabel="Erhöhen" />
    </LocaleProvider>
  ),
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Betrag' });
    await userEvent.type(input, '-1.234,50 €');
    await userEvent.tab();
    await expect(args.onValueChange).toHaveBeenLastCalledWith(-1234.5);
    await expect(input).toHaveValue(
      new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(-1234.5),
    );
  },
};

/**
 * Egyptian Arabic: Arabic-Indic digits, the Arabic group and decimal signs and the pound's
 * abbreviation, typed key by key (without the bidi marks the field shows around the sign).
 */
export const ArabicTyped: Story = {
  args: { format: { style: 'currency', currency: 'EGP' } },
  render: (args) => (
    <div dir="rtl">
      <LocaleProvider locale="ar-EG">
        <NumberField label="المبلغ" {...args} decrementLabel="إنقاص" incrementLabel="زيادة" />
      </LocaleProvider>
    </div>
  ),
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'المبلغ' });
    await userEvent.type(input, '-١٬٢٣٤٫٥٠ ج.م.');
    await userEvent.tab();
    await expect(args.onValueChange).toHaveBeenLastCalledWith(-1234.5);
    await expect(input).toHaveValue(
      new Intl.NumberFormat('ar-EG', { style: 'currency', currency: 'EGP' }).format(-1234.5),
    );
  },
};

/** Alone, with `label`, `description` and `error` props: the label names it, the rest describe it. */
export const Labelled: Story = labelledStory((p) => <NumberField {...p} />, byRole('textbox'));

/** Inside a Form, bound by `name`: once sent, the form's message reaches it the same way. */
export const LabelledInForm: Story = labelledInFormStory(
  (p) => <NumberField {...p} />,
  byRole('textbox'),
);

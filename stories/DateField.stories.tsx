import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Button, DateField, Form, LocaleProvider, Stack, Text } from '../src';
import de from 'tessera/locales/de';
import { byRole, labelledInFormStory, labelledStory } from './support/labelling';

/**
 * A date typed in the locale's order, without a calendar: the text is read on blur or Enter and
 * becomes an ISO `YYYY-MM-DD` value. DatePicker is the same field with a calendar button.
 */
const meta = {
  title: 'Forms/DateField',
  component: DateField,
  args: { name: 'due', onValueChange: fn() },
  render: (args) => (
    <LocaleProvider locale="en-GB">
      <DateField label="Due date" description="The day the invoice is due." {...args} />
    </LocaleProvider>
  ),
} satisfies Meta<typeof DateField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: the placeholder is the locale's order (DD/MM/YYYY in en-GB). */
export const Default: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Due date' });
    await expect(input).toHaveAttribute('placeholder', 'DD/MM/YYYY');
    await expect(input).toHaveAccessibleDescription('The day the invoice is due.');
  },
};

/** A starting value, shown in the locale's order. */
export const WithValue: Story = {
  args: { defaultValue: '2026-03-01' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Due date' })).toHaveValue('01/03/2026');
  },
};

/** Typed key by key: the value is committed when the person leaves the field. */
export const Typed: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Due date' });
    await userEvent.type(input, '5/4/2026');
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await userEvent.tab();
    await expect(args.onValueChange).toHaveBeenCalledWith('2026-04-05');
    await expect(input).toHaveValue('05/04/2026');
  },
};

/** Enter commits too, without leaving the field. */
export const CommittedWithEnter: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Due date' });
    await userEvent.type(input, '24/12/2026{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledWith('2026-12-24');
    await expect(input).toHaveFocus();
  },
};

/** Text that is no date says what to type, in the locale's order. */
export const Unreadable: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Due date' });
    await userEvent.type(input, 'next week');
    await userEvent.tab();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleErrorMessage('Enter a date like DD/MM/YYYY.');
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

/** A date the calendar does not have is named, so the person sees what went wrong. */
export const ImpossibleDate: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Due date' });
    await userEvent.type(input, '31/02/2026');
    await userEvent.tab();
    await expect(input).toHaveAccessibleErrorMessage('31 February 2026 does not exist.');
  },
};

/** `min` and `max` bound the dates; one outside says which bound, written out. */
export const OutOfRange: Story = {
  args: { min: '2026-03-01', max: '2026-12-31' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Due date' });
    await userEvent.type(input, '14/02/2026');
    await userEvent.tab();
    await expect(input).toHaveAccessibleErrorMessage('Choose a date on or after 1 March 2026.');
  },
};

/** Correcting the text clears the message as the person types. */
export const Corrected: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Due date' });
    await userEvent.type(input, '31/02/2026');
    await userEvent.tab();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(input);
    await expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.type(input, '28/02/2026');
    await userEvent.tab();
    await expect(args.onValueChange).toHaveBeenCalledWith('2026-02-28');
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /Due date/ })).toBeRequired();
  },
};

/** An error of your own, shown and announced like any other. */
export const WithError: Story = {
  args: { error: 'Choose a working day.' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Due date' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleErrorMessage('Choose a working day.');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: '2026-03-01' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Due date' })).toBeDisabled();
  },
};

/** Read-only: shown and focusable, but typing changes nothing. */
export const ReadOnly: Story = {
  args: { readOnly: true, defaultValue: '2026-03-01' },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Due date' });
    await userEvent.type(input, '9');
    await expect(input).toHaveValue('01/03/2026');
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

function ControlledDemo() {
  const [value, setValue] = useState<string | null>('2026-05-01');
  return (
    <LocaleProvider locale="en-GB">
      <Stack>
        <DateField label="Due date" value={value} onValueChange={setValue} />
        <Text>Value: {value ?? 'none'}</Text>
      </Stack>
    </LocaleProvider>
  );
}

/** Controlled with `value` and `onValueChange`; clearing the text sets `null`. */
export const Controlled: Story = {
  render: () => <ControlledDemo />,
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Due date' });
    await userEvent.clear(input);
    await userEvent.tab();
    await expect(canvas.getByText('Value: none')).toBeVisible();
    await userEvent.type(input, '02/05/2026');
    await userEvent.tab();
    await expect(canvas.getByText('Value: 2026-05-02')).toBeVisible();
  },
};

/** In German: the placeholder and the message in the catalogue's words and order. */
export const German: Story = {
  render: (args) => (
    <LocaleProvider locale="de-DE" messages={de}>
      <DateField label="Fällig am" {...args} />
    </LocaleProvider>
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Fällig am' });
    await expect(input).toHaveAttribute('placeholder', 'TT.MM.JJJJ');
    await userEvent.type(input, '3.10.2026');
    await userEvent.tab();
    await expect(input).toHaveValue('03.10.2026');
  },
};

/** Thai dates in the Buddhist era by default; the value stays a Gregorian ISO date. */
export const BuddhistCalendar: Story = {
  args: { defaultValue: '2026-11-22' },
  render: (args) => (
    <LocaleProvider locale="th-TH">
      <DateField label="วันที่" {...args} />
    </LocaleProvider>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'วันที่' })).toHaveValue('22/11/2569');
  },
};

/** In a Form, bound by `name`: `required` and `min` are its rules, and sending shows them. */
export const InForm: Story = {
  render: () => (
    <LocaleProvider locale="en-GB">
      <Form aria-label="Invoice">
        <Stack gap="4" style={{ maxInlineSize: 420 }}>
          <DateField label="Due date" name="due" required min="2026-01-01" />
          <div>
            <Button type="submit">Send</Button>
          </div>
        </Stack>
      </Form>
    </LocaleProvider>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    const summary = await canvas.findByRole('region', { name: 'There is a problem' });
    await waitFor(() => expect(summary).toHaveFocus());
    await userEvent.click(canvas.getByRole('link', { name: /Due date/ }));
    const input = canvas.getByRole('textbox', { name: /Due date/ });
    await expect(input).toHaveFocus();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Alone, with `label`, `description` and `error` props: the label names it, the rest describe it. */
export const Labelled: Story = labelledStory((p) => <DateField {...p} />, byRole('textbox'));

/** Inside a Form: once sent, the form's message reaches it the same way. */
export const LabelledInForm: Story = labelledInFormStory(
  (p) => <DateField {...p} />,
  byRole('textbox'),
);

export const AllStates: Story = {
  render: () => (
    <LocaleProvider locale="en-GB">
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 18rem))', gap: 16 }}>
        <DateField label="Empty" />
        <DateField label="With a value" defaultValue="2026-03-01" />
        <DateField label="With help" description="The day the invoice is due." />
        <DateField label="Required" required />
        <DateField label="Invalid" error="Choose a working day." defaultValue="2026-03-07" />
        <DateField label="Disabled" disabled defaultValue="2026-03-01" />
        <DateField label="Read-only" readOnly defaultValue="2026-03-01" />
        <DateField label="Hidden label" hideLabel placeholder="Due date" />
      </div>
    </LocaleProvider>
  ),
};

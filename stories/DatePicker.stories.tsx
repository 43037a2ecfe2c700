import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { DateField, DatePicker, LocaleProvider, Stack, Text } from '../src';
import { watchTransitions } from './support/overlay';
import { byRole, labelledInFormStory, labelledStory } from './support/labelling';

const meta = {
  title: 'Forms/DatePicker',
  component: DatePicker,
  args: { name: 'start', onValueChange: fn() },
  render: (args) => (
    <LocaleProvider locale="en-GB">
      <DatePicker label="Start date" description="The first day of your stay." {...args} />
    </LocaleProvider>
  ),
} satisfies Meta<typeof DatePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const cell = (iso: string) => document.querySelector<HTMLElement>(`[data-date="${iso}"]`)!;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Start date' })).toHaveAttribute(
      'placeholder',
      'DD/MM/YYYY',
    );
  },
};

/** Typing in the locale's order commits an ISO date on blur. */
export const Typed: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Start date' });
    await userEvent.type(input, '5/4/2026');
    await userEvent.tab();
    await expect(args.onValueChange).toHaveBeenCalledWith('2026-04-05');
    await expect(input).toHaveValue('05/04/2026');
  },
};

export const ImpossibleDate: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Start date' });
    await userEvent.type(input, '31/02/2026');
    await userEvent.tab();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleErrorMessage('31 February 2026 does not exist.');
  },
};

export const OutOfRange: Story = {
  args: { min: '2026-03-01', max: '2026-12-31' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Start date' });
    await userEvent.type(input, '14/02/2026');
    await userEvent.tab();
    await expect(input).toHaveAccessibleErrorMessage('Choose a date on or after 1 March 2026.');
  },
};

/** The calendar: a dialog with a month grid; arrows, PageUp/PageDown and Enter pick a day. */
export const CalendarOpen: Story = {
  args: { defaultValue: '2026-03-10', min: '2026-03-05' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Choose date' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose date' });
    await expect(screen.getByRole('grid')).toHaveAccessibleName('March 2026');
    await waitFor(() => expect(cell('2026-03-10')).toHaveFocus());
    await expect(cell('2026-03-04')).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{ArrowRight}{ArrowDown}');
    await waitFor(() => expect(cell('2026-03-18')).toHaveFocus());
    await userEvent.keyboard('{PageDown}');
    await waitFor(() => expect(cell('2026-04-18')).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledWith('2026-04-18');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(canvas.getByRole('textbox', { name: 'Start date' })).toHaveValue('18/04/2026');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Choose date' })).toHaveFocus());
  },
};

export const EscapeCloses: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Choose date' });
    await userEvent.click(button);
    await screen.findByRole('grid');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('grid')).toBeNull());
    await expect(button).toHaveFocus();
  },
};

/** In en-US weeks start on Sunday and dates read month first. */
export const UnitedStates: Story = {
  args: { defaultValue: '2026-07-04' },
  render: (args) => (
    <LocaleProvider locale="en-US">
      <DatePicker label="Start date" {...args} />
    </LocaleProvider>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Start date' })).toHaveValue('07/04/2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Choose date' }));
    await screen.findByRole('grid');
    await expect(screen.getAllByRole('columnheader')[0]).toHaveTextContent('S');
  },
};

export const German: Story = {
  args: { defaultValue: '2026-03-01', calendarLabel: 'Datum wählen' },
  render: (args) => (
    <LocaleProvider locale="de-DE">
      <DatePicker label="Anreise" {...args} />
    </LocaleProvider>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Anreise' })).toHaveValue('01.03.2026');
  },
};

export const Disabled: Story = {
  args: { defaultValue: '2026-03-01' },
  render: (args) => (
    <LocaleProvider locale="en-GB">
      <DatePicker label="Start date" disabled {...args} />
    </LocaleProvider>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Start date' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Choose date' })).toBeDisabled();
  },
};

export const Invalid: Story = {
  render: (args) => (
    <LocaleProvider locale="en-GB">
      <DatePicker label="Start date" error="Choose the first day of your stay." {...args} />
    </LocaleProvider>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Start date' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

export const Required: Story = {
  render: (args) => (
    <LocaleProvider locale="en-GB">
      <DatePicker label="Start date" required {...args} />
    </LocaleProvider>
  ),
};

export const LongLabel: Story = {
  render: (args) => (
    <LocaleProvider locale="en-GB">
      <Stack style={{ maxInlineSize: 240 }}>
        <DatePicker
          label="The date from which the new contract terms apply to every member of the team"
          {...args}
        />
      </Stack>
    </LocaleProvider>
  ),
};

export const RightToLeft: Story = {
  args: { defaultValue: '2026-03-10', calendarLabel: 'اختر التاريخ' },
  render: (args) => (
    <div dir="rtl">
      <LocaleProvider locale="en-GB">
        <DatePicker label="تاريخ البدء" {...args} />
      </LocaleProvider>
    </div>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'اختر التاريخ' }));
    await screen.findByRole('grid');
    await waitFor(() => expect(cell('2026-03-10')).toHaveFocus());
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(cell('2026-03-11')).toHaveFocus());
  },
};

function ControlledDemo() {
  const [value, setValue] = useState<string | null>('2026-05-01');
  return (
    <LocaleProvider locale="en-GB">
      <Stack>
        <DatePicker label="Start date" value={value} onValueChange={setValue} />
        <Text>Value: {value ?? 'none'}</Text>
      </Stack>
    </LocaleProvider>
  );
}

export const Controlled: Story = {
  render: () => <ControlledDemo />,
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Start date' });
    await userEvent.clear(input);
    await userEvent.type(input, '02/05/2026');
    await userEvent.tab();
    await expect(canvas.getByText('Value: 2026-05-02')).toBeVisible();
  },
};

export const AllStates: Story = {
  render: () => (
    <LocaleProvider locale="en-GB">
      <Stack>
        <DatePicker label="Empty" />
        <DatePicker label="Chosen" defaultValue="2026-03-01" />
        <DateField label="Text only" defaultValue="2026-03-01" />
        <DatePicker label="Disabled" disabled defaultValue="2026-03-01" />
        <DatePicker label="Invalid" error="Choose a date." />
        <DatePicker label="Required" required />
      </Stack>
    </LocaleProvider>
  ),
};

/** The calendar animates in and out; focus goes back to the calendar button. */
export const AnimatesOut: Story = {
  globals: { motion: 'full' },
  args: { defaultValue: '2026-03-10' },
  play: async ({ canvas }) => {
    const motion = watchTransitions();
    const button = canvas.getByRole('button', { name: 'Choose date' });
    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Choose date' });
    await motion.entered(dialog);
    await userEvent.keyboard('{Escape}');
    await motion.exited(dialog, () => screen.queryByRole('dialog'));
    await expect(button).toHaveFocus();
  },
};

/** Alone, with `label`, `description` and `error` props: the label names it, the rest describe it. */
export const Labelled: Story = labelledStory((p) => <DatePicker {...p} />, byRole('textbox'));

/** Inside a Form, bound by `name`: once sent, the form's message reaches it the same way. */
export const LabelledInForm: Story = labelledInFormStory(
  (p) => <DatePicker {...p} />,
  byRole('textbox'),
);

/** DateField alone, with `label`, `description` and `error` props. */
export const DateFieldLabelled: Story = labelledStory(
  (p) => <DateField {...p} />,
  byRole('textbox'),
);

/** DateField inside a Form: the form's message reaches it the same way. */
export const DateFieldLabelledInForm: Story = labelledInFormStory(
  (p) => <DateField {...p} />,
  byRole('textbox'),
);

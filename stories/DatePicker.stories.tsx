import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { DateField, DatePicker, LocaleProvider, Stack, Text } from '../src';
import ar from 'tessera/locales/ar';
import de from 'tessera/locales/de';
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

// Typing a date (the locale's order, impossible and out-of-range dates) is DateField's: see its page.

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
  globals: { dir: 'rtl' },
  render: (args) => (
    <LocaleProvider locale="en-GB">
      <DatePicker label="تاريخ البدء" {...args} />
    </LocaleProvider>
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

/** Controlled: a day picked in the calendar reaches `onValueChange`, which sets `value`. */
export const Controlled: Story = {
  render: () => <ControlledDemo />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Choose date' }));
    await screen.findByRole('grid');
    await waitFor(() => expect(cell('2026-05-01')).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await expect(canvas.getByText('Value: 2026-05-02')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Start date' })).toHaveValue('02/05/2026');
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

/** The states in German: long words in labels and messages, dates as TT.MM.JJJJ (the catalogue's). */
export const AllStatesGerman: Story = {
  render: () => (
    <LocaleProvider locale="de-DE" messages={de}>
      <Stack>
        <DatePicker label="Leer" calendarLabel="Datum wählen" />
        <DatePicker label="Gewählt" defaultValue="2026-03-01" calendarLabel="Datum wählen" />
        <DateField label="Nur Texteingabe" defaultValue="2026-03-01" />
        <DatePicker
          label="Deaktiviert"
          disabled
          defaultValue="2026-03-01"
          calendarLabel="Datum wählen"
        />
        <DatePicker label="Ungültig" error="Wählen Sie ein Datum." calendarLabel="Datum wählen" />
        <DatePicker label="Pflichtfeld" required calendarLabel="Datum wählen" />
      </Stack>
    </LocaleProvider>
  ),
};

/**
 * The states in Arabic, right to left: Arabic-Indic digits (ar-EG), the Umm al-Qura calendar
 * (ar-SA) and, for a product that prefers it, Gregorian in Saudi Arabia.
 */
export const AllStatesArabic: Story = {
  render: () => (
    <div dir="rtl">
      <LocaleProvider locale="ar-EG" messages={ar}>
        <Stack>
          <DatePicker label="فارغ" calendarLabel="اختر التاريخ" />
          <DatePicker label="محدد" defaultValue="2026-03-01" calendarLabel="اختر التاريخ" />
          <DateField label="نص فقط" defaultValue="2026-03-01" />
          <DatePicker
            label="معطل"
            disabled
            defaultValue="2026-03-01"
            calendarLabel="اختر التاريخ"
          />
          <DatePicker label="غير صالح" error="اختر تاريخًا." calendarLabel="اختر التاريخ" />
          <DatePicker label="مطلوب" required calendarLabel="اختر التاريخ" />
          <LocaleProvider locale="ar-SA-u-ca-islamic-umalqura">
            <DatePicker
              label="التقويم الهجري (أم القرى)"
              defaultValue="2026-03-01"
              calendarLabel="اختر التاريخ"
            />
            <DatePicker
              label="التقويم الميلادي"
              defaultValue="2026-03-01"
              calendar="gregory"
              calendarLabel="اختر التاريخ"
            />
          </LocaleProvider>
        </Stack>
      </LocaleProvider>
    </div>
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

// Calendars and digits. Each story types a date key by key in the form the locale shows it, then
// opens the calendar and picks another day of that month in the grid. What is stored is always the
// ISO (Gregorian) date; what is shown is the locale's calendar and digits. Expected names and text
// come from Intl in the browser, the same engine the component formats with.

/** The locale's numeric date, as DateField shows it (the bidi marks dropped). */
const numeric = (locale: string, iso: string) =>
  new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone: 'UTC',
  })
    .format(new Date(`${iso}T00:00:00Z`))
    .replace(/[\u200e\u200f]/g, '');
const inWords = (locale: string, iso: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  );

interface CalendarCase {
  /** The locale that formats, with the calendar written in when the story overrides it. */
  shownIn: string;
  /** What a person types, in the locale's calendar and digits. */
  typed: string;
  /** The ISO date that is. */
  iso: string;
  /** The first day of that month in the locale's calendar, and the day picked from the grid. */
  monthStart: string;
  picked: string;
}

function calendarPlay({ shownIn, typed, iso, monthStart, picked }: CalendarCase): Story['play'] {
  return async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox');
    await userEvent.type(input, typed);
    await userEvent.tab();
    await expect(args.onValueChange).toHaveBeenLastCalledWith(iso);
    await expect(input).toHaveValue(numeric(shownIn, iso));
    // Tab went on to the calendar button; the grid opens on the typed day, in its month.
    await expect(canvas.getByRole('button', { name: 'Choose date' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const grid = await screen.findByRole('grid');
    await expect(grid).toHaveAccessibleName(
      inWords(shownIn, monthStart, { month: 'long', year: 'numeric' }),
    );
    await waitFor(() => expect(cell(iso)).toHaveFocus());
    // The month starts on its own first day: the first cell inside it is day 1 of that calendar.
    await expect(grid.querySelector('[data-date]:not([data-outside-month])')).toHaveAttribute(
      'data-date',
      monthStart,
    );
    const day = screen.getByRole('gridcell', {
      name: inWords(shownIn, picked, {
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
      }),
    });
    await userEvent.click(day);
    await expect(args.onValueChange).toHaveBeenLastCalledWith(picked);
    await waitFor(() => expect(screen.queryByRole('grid')).toBeNull());
    await expect(input).toHaveValue(numeric(shownIn, picked));
  };
}

/** Thai: the Buddhist calendar, 543 years ahead (22 November 2026 is 22/11/2569). */
export const Buddhist: Story = {
  render: (args) => (
    <LocaleProvider locale="th-TH">
      <DatePicker label="วันที่" {...args} />
    </LocaleProvider>
  ),
  play: calendarPlay({
    shownIn: 'th-TH',
    typed: '22/11/2569',
    iso: '2026-11-22',
    monthStart: '2026-11-01',
    picked: '2026-11-05',
  }),
};

/** Persian: Azar 1405 runs from 22 November to 21 December 2026, in Persian digits. */
export const Persian: Story = {
  render: (args) => (
    <div dir="rtl">
      <LocaleProvider locale="fa-IR">
        <DatePicker label="تاریخ" {...args} />
      </LocaleProvider>
    </div>
  ),
  play: calendarPlay({
    shownIn: 'fa-IR',
    typed: '۱۴۰۵/۰۹/۰۳',
    iso: '2026-11-24',
    monthStart: '2026-11-22',
    picked: '2026-12-06',
  }),
};

/** Arabic (Saudi Arabia) in the Umm al-Qura calendar: Jumada II 1448 begins on 11 November 2026. */
export const Islamic: Story = {
  render: (args) => (
    <div dir="rtl">
      <LocaleProvider locale="ar-SA-u-ca-islamic-umalqura">
        <DatePicker label="التاريخ" {...args} />
      </LocaleProvider>
    </div>
  ),
  play: calendarPlay({
    shownIn: 'ar-SA-u-ca-islamic-umalqura',
    typed: '١٢/٠٦/١٤٤٨ هـ',
    iso: '2026-11-22',
    monthStart: '2026-11-11',
    picked: '2026-11-11',
  }),
};

/** Japanese eras: Reiwa 8 is 2026; the era letter is typed as shown. */
export const JapaneseEra: Story = {
  render: (args) => (
    <LocaleProvider locale="ja-JP-u-ca-japanese">
      <DatePicker label="日付" {...args} />
    </LocaleProvider>
  ),
  play: calendarPlay({
    shownIn: 'ja-JP-u-ca-japanese',
    typed: 'R8/11/22',
    iso: '2026-11-22',
    monthStart: '2026-11-01',
    picked: '2026-11-03',
  }),
};

/** Egyptian Arabic: the Gregorian calendar in Arabic-Indic digits. */
export const ArabicIndicDigits: Story = {
  render: (args) => (
    <div dir="rtl">
      <LocaleProvider locale="ar-EG">
        <DatePicker label="التاريخ" {...args} />
      </LocaleProvider>
    </div>
  ),
  play: calendarPlay({
    shownIn: 'ar-EG',
    typed: '٢٢/١١/٢٠٢٦',
    iso: '2026-11-22',
    monthStart: '2026-11-01',
    picked: '2026-11-30',
  }),
};

/** `calendar="gregory"` shows Gregorian dates in a locale whose own calendar is another (Thai). */
export const GregorianOverride: Story = {
  args: { calendar: 'gregory' },
  render: (args) => (
    <LocaleProvider locale="th-TH">
      <DatePicker label="วันที่" {...args} />
    </LocaleProvider>
  ),
  play: calendarPlay({
    shownIn: 'th-TH-u-ca-gregory',
    typed: '22/11/2026',
    iso: '2026-11-22',
    monthStart: '2026-11-01',
    picked: '2026-11-05',
  }),
};

/** Alone, with `label`, `description` and `error` props: the label names it, the rest describe it. */
export const Labelled: Story = labelledStory((p) => <DatePicker {...p} />, byRole('textbox'));

/** Inside a Form, bound by `name`: once sent, the form's message reaches it the same way. */
export const LabelledInForm: Story = labelledInFormStory(
  (p) => <DatePicker {...p} />,
  byRole('textbox'),
);

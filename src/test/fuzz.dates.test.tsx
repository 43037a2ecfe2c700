import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { dateSystem, type CalendarIdentifier } from '../components/DatePicker/calendars';
import { parseDate, toISO } from '../components/DatePicker/dates';
import { DateField } from '../components/DatePicker/DateField';
import { DatePicker } from '../components/DatePicker/DatePicker';
import { LocaleProvider } from '../components/LocaleProvider/LocaleProvider';
import { fuzzRuns, fuzzTimeout } from './fuzz';

// Property-based tests for DateField and DatePicker in several locales, scripts and calendars:
// whatever day a person types in the format and digits the field shows (Arabic-Indic digits in
// ar-EG, Persian digits and the Persian calendar in fa-IR, the Buddhist year in th-TH, Japanese eras),
// that day is what is stored, the field then shows what was typed, and the calendar marks that day.
// The oracle for what is shown is Intl.DateTimeFormat itself, independent of the component's code.

// Every shipped locale (en, de, fr, es, ar, he, ja, zh), plus Arabic-Indic and Persian digits and
// each non-Gregorian calendar, and the Gregorian override by the `calendar` prop.
const locales: [locale: string, calendar: CalendarIdentifier | undefined, about: string][] = [
  ['en-US', undefined, 'Gregorian, month first'],
  ['de-DE', undefined, 'Gregorian, dots'],
  ['fr-FR', undefined, 'Gregorian, day first'],
  ['es-ES', undefined, 'Gregorian, day first'],
  ['ar', undefined, 'Gregorian, Arabic script'],
  ['he-IL', undefined, 'Gregorian, Hebrew script'],
  ['ja-JP', undefined, 'Gregorian, year first'],
  ['zh-CN', undefined, 'Gregorian, year first'],
  ['ar-EG', undefined, 'Gregorian, Arabic-Indic digits'],
  ['th-TH', undefined, 'Buddhist calendar'],
  ['fa-IR', undefined, 'Persian calendar, Persian digits'],
  ['ja-JP-u-ca-japanese', undefined, 'Japanese eras'],
  ['ar-SA-u-ca-islamic-umalqura', undefined, 'Islamic (Umm al-Qura) calendar, Arabic-Indic digits'],
  ['en-US-u-ca-islamic-umalqura', undefined, 'Islamic (Umm al-Qura) calendar'],
  ['th-TH', 'gregory', 'Gregorian by the calendar prop'],
  ['fa-IR', 'gregory', 'Gregorian by the calendar prop, Persian digits'],
];

/** The locale as Intl sees it once the calendar prop is applied. */
const shownIn = (locale: string, calendar?: string) =>
  calendar ? new Intl.Locale(locale, { calendar }).toString() : locale;

/** Days from 1900 to 2100, with the days around calendar and era changes drawn often. */
const day = fc.oneof(
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '1926-12-24', // Taishō 15 → Shōwa 1 on the 25th
      '1926-12-25',
      '1989-01-07', // Shōwa 64 → Heisei 1
      '1989-01-08',
      '2019-04-30', // Heisei 31 → Reiwa 1
      '2019-05-01',
      '2025-03-20', // the last day of the Persian year 1403, and Nowruz 1404
      '2025-03-21',
      '2024-02-29',
      '2000-02-29',
      '1900-01-01',
      '2100-12-31',
    ),
  },
  {
    weight: 5,
    arbitrary: fc
      .date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2100-12-31T00:00:00Z') })
      .filter((d) => !Number.isNaN(d.getTime()))
      .map((d) => d.toISOString().slice(0, 10)),
  },
);

const utc = (iso: string) => new Date(`${iso}T00:00:00Z`);

/** What the locale shows for a day in the field: its numeric date, in its calendar and digits. */
function shownAs(iso: string, locale: string) {
  return new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone: 'UTC',
  })
    .format(utc(iso))
    .replace(/[\u200e\u200f]/g, '');
}

/** The calendar's name for a day cell: the day in words, with its weekday. */
function cellName(iso: string, locale: string) {
  return new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(utc(iso));
}

/** The ISO days of the month (in the locale's calendar) that `iso` falls in, by Intl. */
function monthOf(iso: string, locale: string): string[] {
  const format = new Intl.DateTimeFormat(locale, { month: 'numeric', timeZone: 'UTC' });
  const month = (d: string) => format.format(utc(d));
  const shift = (d: string, days: number) =>
    new Date(utc(d).getTime() + days * 86_400_000).toISOString().slice(0, 10);
  let start = iso;
  while (month(shift(start, -1)) === month(iso)) start = shift(start, -1);
  const days = [start];
  while (month(shift(days.at(-1)!, 1)) === month(iso)) days.push(shift(days.at(-1)!, 1));
  return days;
}

describe('fuzz: dates read back as they are shown, in every locale and calendar', () => {
  it.each(locales)(
    'parseDate reads what %s (calendar %s: %s) shows as the same day',
    (locale, calendar) => {
      const shown = shownIn(locale, calendar);
      const { locale: reading } = dateSystem(locale, calendar);
      fc.assert(
        fc.property(day, (iso) => {
          const text = shownAs(iso, shown);
          const result = parseDate(text, reading);
          expect(result.kind === 'ok' ? toISO(result.date) : result.kind, `${text} read as`).toBe(
            iso,
          );
        }),
        { numRuns: 200 },
      );
    },
    20_000,
  );

  // The components run with the locale drawn too: each run types one day in one locale (parseDate
  // above covers every locale alone). Opening the calendar costs about 200 ms on a busy machine.
  const localeAndDay = fc.tuple(fc.constantFrom(...locales), day);

  it(
    'DateField stores the day typed in any locale, shows it as typed, and reads that back',
    async () => {
      // No pause between keystrokes: a timer per key is most of the time on a busy machine.
      const user = userEvent.setup({ delay: null });
      await fc.assert(
        fc.asyncProperty(localeAndDay, async ([[locale, calendar], iso]) => {
          cleanup();
          const onValueChange = vi.fn();
          render(
            <LocaleProvider locale={locale}>
              <DateField label="Due" calendar={calendar} onValueChange={onValueChange} />
            </LocaleProvider>,
          );
          const input = screen.getByLabelText<HTMLInputElement>('Due');
          const typed = shownAs(iso, shownIn(locale, calendar));
          await user.type(input, typed);
          await user.tab();
          expect(onValueChange, `typed ${typed}`).toHaveBeenLastCalledWith(iso);
          expect(input).toHaveValue(typed);
          expect(input).not.toHaveAttribute('aria-invalid');
          // What is shown reads back as the same day: typed again, it is accepted and stores no
          // other date (the value is unchanged, so no call at all).
          const shown = input.value;
          onValueChange.mockClear();
          await user.clear(input);
          await user.type(input, `${shown}{Enter}`);
          expect(input).toHaveValue(shown);
          expect(input).not.toHaveAttribute('aria-invalid');
          for (const [value] of onValueChange.mock.calls) expect(value, `${shown} again`).toBe(iso);
          cleanup();
        }),
        { ...fuzzRuns, numRuns: 40 },
      );
    },
    fuzzTimeout,
  );

  it(
    'DatePicker shows the typed day in its month of the locale’s calendar, and picks from the next',
    async () => {
      const user = userEvent.setup({ delay: null });
      await fc.assert(
        fc.asyncProperty(localeAndDay, async ([[locale, calendar], iso]) => {
          cleanup();
          const shown = shownIn(locale, calendar);
          const onValueChange = vi.fn();
          render(
            <LocaleProvider locale={locale}>
              <DatePicker label="Due" calendar={calendar} onValueChange={onValueChange} />
            </LocaleProvider>,
          );
          const input = screen.getByLabelText('Due');
          const typed = shownAs(iso, shown);
          await user.type(input, typed);
          await user.tab();
          expect(onValueChange, `typed ${typed}`).toHaveBeenLastCalledWith(iso);
          expect(input).toHaveValue(typed);
          // Tab moved focus to the calendar button; the calendar opens on the chosen day.
          const button = screen.getByRole('button', { name: 'Choose date' });
          expect(button).toHaveFocus();
          await user.keyboard('{Enter}');
          const selected = await screen.findByRole('gridcell', { selected: true });
          expect(selected).toHaveAttribute('data-date', iso);
          expect(selected).toHaveAccessibleName(cellName(iso, shown));
          expect(selected).toHaveFocus();
          // The grid's month is the calendar's: its days, from the 1st, are the ones Intl puts in it.
          const inMonth = (grid: HTMLElement) =>
            [...grid.querySelectorAll<HTMLElement>('[data-date]:not([data-outside-month])')].map(
              (cell) => cell.dataset.date,
            );
          const grid = screen.getByRole('grid');
          const month = monthOf(iso, shown);
          expect(inMonth(grid), `the month of ${typed}`).toEqual(month);
          // PageDown goes to the same day of the next month (or its last day), and Enter picks it.
          await user.keyboard('{PageDown}');
          const next = monthOf(
            new Date(utc(month.at(-1)!).getTime() + 86_400_000).toISOString().slice(0, 10),
            shown,
          );
          const picked = next[Math.min(month.indexOf(iso), next.length - 1)]!;
          await waitFor(() => expect(grid.querySelector('[tabindex="0"]')).toHaveFocus());
          expect(grid.querySelector('[tabindex="0"]'), `PageDown from ${typed}`).toHaveAttribute(
            'data-date',
            picked,
          );
          await user.keyboard('{Enter}');
          expect(onValueChange).toHaveBeenLastCalledWith(picked);
          expect(input).toHaveValue(shownAs(picked, shown));
          await act(async () => {});
          expect(button).toHaveFocus();
          cleanup();
        }),
        // About 0.6 to 1 s a run at a load of 25: typing, opening the calendar, PageDown, Enter.
        { ...fuzzRuns, numRuns: 20 },
      );
    },
    fuzzTimeout,
  );
});

import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { parseDate, toISO } from '../components/DatePicker/dates';
import { DateField } from '../components/DatePicker/DateField';
import { DatePicker } from '../components/DatePicker/DatePicker';
import { LocaleProvider } from '../components/LocaleProvider/LocaleProvider';

// Property-based tests for DateField and DatePicker in several locales, scripts and calendars:
// whatever day a person types in the format and digits the field shows (Arabic-Indic digits in
// ar-EG, Persian digits and the Persian calendar in fa-IR, the Buddhist year in th-TH, Japanese eras),
// that day is what is stored, the field then shows what was typed, and the calendar marks that day.
// The oracle for what is shown is Intl.DateTimeFormat itself, independent of the component's code.

const locales = [
  ['en-US', 'Gregorian, month first'],
  ['de-DE', 'Gregorian, dots'],
  ['fr-FR', 'Gregorian, day first'],
  ['ja-JP', 'Gregorian, year first'],
  ['ar-EG', 'Gregorian, Arabic-Indic digits'],
  ['th-TH', 'Buddhist calendar'],
  ['fa-IR', 'Persian calendar, Persian digits'],
  ['ja-JP-u-ca-japanese', 'Japanese eras'],
  ['en-US-u-ca-islamic-umalqura', 'Islamic (Umm al-Qura) calendar'],
] as const;

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

describe('fuzz: dates read back as they are shown, in every locale and calendar', () => {
  it.each(locales)('parseDate reads what %s (%s) shows as the same day', (locale) => {
    fc.assert(
      fc.property(day, (iso) => {
        const shown = shownAs(iso, locale);
        const result = parseDate(shown, locale);
        expect(result.kind === 'ok' ? toISO(result.date) : result.kind, `${shown} read as`).toBe(
          iso,
        );
      }),
      { numRuns: 200 },
    );
  });

  // The components run with the locale drawn too: each run types one day in one locale (parseDate
  // above covers every locale alone). Opening the calendar costs about 200 ms on a busy machine.
  const localeAndDay = fc.tuple(fc.constantFrom(...locales.map(([locale]) => locale)), day);

  it('DateField stores the day typed in any locale, shows it as typed, and reads that back', async () => {
    // No pause between keystrokes: a timer per key is most of the time on a busy machine.
    const user = userEvent.setup({ delay: null });
    await fc.assert(
      fc.asyncProperty(localeAndDay, async ([locale, iso]) => {
        cleanup();
        const onValueChange = vi.fn();
        render(
          <LocaleProvider locale={locale}>
            <DateField label="Due" onValueChange={onValueChange} />
          </LocaleProvider>,
        );
        const input = screen.getByLabelText<HTMLInputElement>('Due');
        const typed = shownAs(iso, locale);
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
      { numRuns: 90 },
    );
  }, 60_000);

  it('DatePicker marks the typed day in its calendar, in any locale', async () => {
    const user = userEvent.setup({ delay: null });
    await fc.assert(
      fc.asyncProperty(localeAndDay, async ([locale, iso]) => {
        cleanup();
        const onValueChange = vi.fn();
        render(
          <LocaleProvider locale={locale}>
            <DatePicker label="Due" onValueChange={onValueChange} />
          </LocaleProvider>,
        );
        const input = screen.getByLabelText('Due');
        const typed = shownAs(iso, locale);
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
        expect(selected).toHaveAccessibleName(cellName(iso, locale));
        expect(selected).toHaveFocus();
        await user.keyboard('{Escape}');
        await act(async () => {});
        expect(button).toHaveFocus();
        cleanup();
      }),
      { numRuns: 60 },
    );
  }, 60_000);
});

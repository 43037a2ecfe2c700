import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LocaleProvider } from '../LocaleProvider/LocaleProvider';
import type { CalendarIdentifier } from './calendars';
import { DatePicker } from './DatePicker';

// The calendar grid in each calendar a shipped locale may show. The oracle is Intl itself: a month
// is the run of days whose formatted month (in that locale and calendar) is the same, from its
// day 1, so the grid's months are checked against ICU rather than against the code under test.

const utc = (iso: string) => new Date(`${iso}T00:00:00Z`);
const shift = (iso: string, days: number) =>
  new Date(utc(iso).getTime() + days * 86_400_000).toISOString().slice(0, 10);

function withCalendar(locale: string, calendar?: string) {
  return calendar ? new Intl.Locale(locale, { calendar }).toString() : locale;
}

/** The ISO days of the month (in the locale's calendar) that `iso` falls in, by Intl. */
function monthOf(iso: string, locale: string): string[] {
  const format = new Intl.DateTimeFormat(locale, { month: 'numeric', timeZone: 'UTC' });
  const month = (day: string) => format.format(utc(day));
  let start = iso;
  while (month(shift(start, -1)) === month(iso)) start = shift(start, -1);
  const days = [start];
  while (month(shift(days.at(-1)!, 1)) === month(iso)) days.push(shift(days.at(-1)!, 1));
  return days;
}

const cell = (iso: string) => document.querySelector<HTMLElement>(`[data-date="${iso}"]`)!;

function renderPicker(
  locale: string,
  value: string,
  calendar?: CalendarIdentifier,
  onValueChange = vi.fn(),
) {
  render(
    <LocaleProvider locale={locale}>
      <DatePicker
        aria-label="Due"
        defaultValue={value}
        calendar={calendar}
        onValueChange={onValueChange}
      />
    </LocaleProvider>,
  );
  return onValueChange;
}

async function openCalendar() {
  await userEvent.click(screen.getByRole('button', { name: 'Choose date' }));
  return screen.findByRole('grid');
}

describe('Calendar in the locale’s calendar', () => {
  it.each<[string, CalendarIdentifier | undefined, string]>([
    ['fa-IR', undefined, 'Persian: Azar 1405 starts on 22 November'],
    ['ar-SA-u-ca-islamic-umalqura', undefined, 'Islamic (Umm al-Qura): Jumada II 1448'],
    ['th-TH', undefined, 'Buddhist: November 2569'],
    ['ja-JP-u-ca-japanese', undefined, 'Japanese: Reiwa 8, November'],
    ['ar-EG', undefined, 'Gregorian in Arabic-Indic digits'],
    ['fa-IR', 'gregory', 'Gregorian by the calendar prop, in Persian digits'],
  ])('%s (calendar %s) shows whole months of that calendar (%s)', async (locale, calendar) => {
    const shown = withCalendar(locale, calendar);
    renderPicker(locale, '2026-11-22', calendar);
    const grid = await openCalendar();
    const days = monthOf('2026-11-22', shown);
    expect(grid).toHaveAccessibleName(
      new Intl.DateTimeFormat(shown, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
        utc(days[0]!),
      ),
    );
    const inMonth = [...grid.querySelectorAll<HTMLElement>('[data-date]')].filter(
      (el) => !el.hasAttribute('data-outside-month'),
    );
    // Day 1 to the month's last day, in order, with no Gregorian month boundary in between.
    expect(inMonth.map((el) => el.dataset.date)).toEqual(days);
    const dayNumber = new Intl.DateTimeFormat(shown, { day: 'numeric', timeZone: 'UTC' });
    expect(inMonth.map((el) => el.textContent)).toEqual(days.map((d) => dayNumber.format(utc(d))));
    expect(cell('2026-11-22')).toHaveAccessibleName(
      new Intl.DateTimeFormat(shown, {
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      }).format(utc('2026-11-22')),
    );
  });

  it.each([
    // 30 Azar 1405: PageDown is 30 Dey 1405, Shift+PageDown 30 Azar 1406, PageUp 30 Aban 1405.
    ['fa-IR', '2026-12-21', '{PageDown}', '2027-01-20'],
    ['fa-IR', '2026-12-21', '{Shift>}{PageDown}{/Shift}', '2027-12-21'],
    ['fa-IR', '2026-12-21', '{PageUp}', '2026-11-21'],
    // 12 Jumada II 1448: PageDown is 12 Rajab.
    ['ar-SA-u-ca-islamic-umalqura', '2026-11-22', '{PageDown}', '2026-12-21'],
    // Weeks start on Saturday in Iran: Home from Sunday 22 November goes back one day.
    ['fa-IR', '2026-11-22', '{Home}', '2026-11-21'],
    ['fa-IR', '2026-11-22', '{End}', '2026-11-27'],
  ])('in %s moves from %s with %s to %s', async (locale, from, keys, to) => {
    renderPicker(locale, from);
    await openCalendar();
    await waitFor(() => expect(cell(from)).toHaveFocus());
    await userEvent.keyboard(keys);
    await waitFor(() => expect(cell(to)).toHaveFocus());
    expect(screen.getByRole('grid')).toHaveAccessibleName(
      new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
        utc(monthOf(to, locale)[0]!),
      ),
    );
  });

  it('shows January 1989 whole in Japanese eras, where Heisei began on the 8th', async () => {
    renderPicker('ja-JP-u-ca-japanese', '1989-01-10');
    const grid = await openCalendar();
    const inMonth = [...grid.querySelectorAll<HTMLElement>('[data-date]')].filter(
      (el) => !el.hasAttribute('data-outside-month'),
    );
    expect(inMonth.map((el) => el.dataset.date)).toEqual(monthOf('1989-01-10', 'ja-JP'));
    expect(inMonth).toHaveLength(31);
    await waitFor(() => expect(cell('1989-01-10')).toHaveFocus());
    await userEvent.keyboard('{ArrowUp}{Enter}');
    expect(screen.getByRole('textbox', { name: 'Due' })).toHaveValue('S64/01/03');
  });

  it('ends the grid at the last day it can show, 31 December 9999', async () => {
    renderPicker('en-US', '9999-12-31');
    const grid = await openCalendar();
    const dates = [...grid.querySelectorAll<HTMLElement>('[data-date]')].map(
      (el) => el.dataset.date,
    );
    expect(new Set(dates).size).toBe(dates.length);
    expect(dates.at(-1)).toBe('9999-12-31');
    expect(screen.getAllByRole('gridcell', { selected: true })).toHaveLength(1);
    expect(screen.getAllByRole('gridcell')).toHaveLength(42);
  });

  it('picks a day of a Persian month and stores its ISO date', async () => {
    const onValueChange = renderPicker('fa-IR', '2026-11-22');
    await openCalendar();
    // The 15th of Azar 1405 is 6 December 2026.
    const name = new Intl.DateTimeFormat('fa-IR', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(utc('2026-12-06'));
    await userEvent.click(screen.getByRole('gridcell', { name }));
    expect(onValueChange).toHaveBeenCalledWith('2026-12-06');
    expect(screen.getByRole('textbox', { name: 'Due' })).toHaveValue('۱۴۰۵/۰۹/۱۵');
  });

  it('writes no new date formats when it moves to another month', async () => {
    renderPicker('fa-IR', '2026-11-22');
    await openCalendar();
    await waitFor(() => expect(cell('2026-11-22')).toHaveFocus());
    const Original = Intl.DateTimeFormat;
    let made = 0;
    const spy = vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(
      new Proxy(Original, {
        construct: (target, args: ConstructorParameters<typeof Original>) => {
          made++;
          return new target(...args);
        },
        apply: (target, _this, args: Parameters<typeof Original>) => {
          made++;
          return target(...args);
        },
      }),
    );
    try {
      await userEvent.keyboard('{PageDown}');
      await waitFor(() => expect(cell('2026-12-22')).toHaveFocus());
    } finally {
      spy.mockRestore();
    }
    expect(made).toBe(0);
  });
});

describe('the calendar prop', () => {
  it('shows, reads and picks Gregorian dates in a Buddhist locale with calendar="gregory"', async () => {
    const onValueChange = vi.fn();
    render(
      <LocaleProvider locale="th-TH">
        <DatePicker aria-label="Due" calendar="gregory" onValueChange={onValueChange} />
      </LocaleProvider>,
    );
    const input = screen.getByRole('textbox', { name: 'Due' });
    await userEvent.type(input, '22/11/2026');
    await userEvent.tab();
    expect(onValueChange).toHaveBeenLastCalledWith('2026-11-22');
    expect(input).toHaveValue('22/11/2026');
    const grid = await openCalendar();
    expect(grid).toHaveAccessibleName('พฤศจิกายน 2026');
    await userEvent.keyboard('{ArrowRight}{Enter}');
    expect(onValueChange).toHaveBeenLastCalledWith('2026-11-23');
    expect(input).toHaveValue('23/11/2026');
  });

  it('honours the locale’s own -u-ca- extension', async () => {
    const onValueChange = vi.fn();
    render(
      <LocaleProvider locale="en-US-u-ca-buddhist">
        <DatePicker aria-label="Due" onValueChange={onValueChange} />
      </LocaleProvider>,
    );
    const input = screen.getByRole('textbox', { name: 'Due' });
    await userEvent.type(input, '11/22/2569');
    await userEvent.tab();
    expect(onValueChange).toHaveBeenLastCalledWith('2026-11-22');
    expect(input).toHaveValue('11/22/2569 BE');
  });
});

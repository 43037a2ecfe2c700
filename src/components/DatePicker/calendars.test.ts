import { describe, expect, it } from 'vitest';
import { dateSystem, inCalendar, toGregorian } from './calendars';
import { formatNumeric, parseDate, toISO } from './dates';

describe('dateSystem', () => {
  it.each([
    ['en-GB', undefined, 'gregory', 'en-GB'],
    ['th-TH', undefined, 'buddhist', 'th-TH'],
    ['fa-IR', undefined, 'persian', 'fa-IR'],
    ['ja-JP-u-ca-japanese', undefined, 'japanese', 'ja-JP-u-ca-japanese'],
    ['th-TH', 'gregory', 'gregory', 'th-TH-u-ca-gregory'],
    ['ar-SA', 'islamic-umalqura', 'islamic-umalqura', 'ar-SA-u-ca-islamic-umalqura'],
    // Calendars Intl has and the arithmetic has not: Umm al-Qura for the Islamic family, else
    // Gregorian, written into the locale so that what is shown is what the grid computes.
    ['ar-SA-u-ca-islamic', undefined, 'islamic-umalqura', 'ar-SA-u-ca-islamic-umalqura'],
    ['zh-CN-u-ca-chinese', undefined, 'gregory', 'zh-CN-u-ca-gregory'],
    ['en-US-u-ca-iso8601', undefined, 'gregory', 'en-US-u-ca-iso8601'],
  ] as const)(
    '%s with calendar %s computes in %s and formats in %s',
    (locale, asked, id, shown) => {
      const system = dateSystem(locale, asked);
      expect(system.calendar.identifier).toBe(id);
      expect(system.locale).toBe(shown);
    },
  );

  it('keeps the numbering system of the locale (-u-nu-) with the calendar', () => {
    const { locale } = dateSystem('th-TH-u-nu-thai');
    expect(formatNumeric({ year: 2026, month: 11, day: 22 }, locale)).toBe('๒๒/๑๑/๒๕๖๙');
    const read = parseDate('๒๒/๑๑/๒๕๖๙', locale);
    expect(read.kind === 'ok' ? toISO(read.date) : read.kind).toBe('2026-11-22');
  });

  it('converts to a calendar and back to the same Gregorian day', () => {
    const { calendar } = dateSystem('fa-IR');
    const azar = inCalendar({ year: 2026, month: 11, day: 22 }, calendar);
    expect([azar.year, azar.month, azar.day]).toEqual([1405, 9, 1]);
    expect(toGregorian(azar.add({ months: 1 }))).toEqual({ year: 2026, month: 12, day: 22 });
  });
});

import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  datePattern,
  firstDayOfWeek,
  formatLong,
  formatNumeric,
  parseDate,
  parseISO,
  toISO,
} from './dates';

describe('dates', () => {
  it.each([
    ['en-US', 'MM/DD/YYYY'],
    ['de-DE', 'DD.MM.YYYY'],
    ['en-GB', 'DD/MM/YYYY'],
    ['ja-JP', 'YYYY/MM/DD'],
  ])('derives the %s pattern %s from formatToParts', (locale, pattern) => {
    expect(datePattern(locale).pattern).toBe(pattern);
  });

  it.each([
    ['en-US', '03/01/2026', '2026-03-01'],
    ['de-DE', '1.3.2026', '2026-03-01'],
    ['en-GB', '01/03/26', '2026-03-01'],
    ['de-DE', '2026-03-01', '2026-03-01'],
  ])('in %s reads "%s" as %s', (locale, text, iso) => {
    const result = parseDate(text, locale);
    expect(result.kind).toBe('ok');
    if (result.kind === 'ok') expect(result.date).toEqual(parseISO(iso));
  });

  // Dates are shown in the locale's own calendar, so they are read back in it.
  it.each([
    ['th-TH', '22/11/2569', '2026-11-22'], // Buddhist: 543 years ahead
    ['th-TH', '22/11/69', '2026-11-22'],
    ['fa-IR', '۱۴۰۵/۰۹/۰۱', '2026-11-22'], // Persian, in Persian digits
    ['fa-IR', '1404/01/01', '2025-03-21'], // Nowruz
    ['ja-JP-u-ca-japanese', 'R8/11/22', '2026-11-22'], // Reiwa 8
    ['ja-JP-u-ca-japanese', '8/11/22', '2026-11-22'], // the era of today when none is typed
    ['ja-JP-u-ca-japanese', 'H31/04/30', '2019-04-30'], // the last day of Heisei
    ['ja-JP-u-ca-japanese', 'S1/12/25', '1926-12-25'], // the first day of Shōwa
    ['en-US-u-ca-islamic-umalqura', '06/12/1448 AH', '2026-11-22'],
    ['ar-EG', '٢٢/١١/٢٠٢٦', '2026-11-22'], // Gregorian, Arabic-Indic digits
    ['fa-IR', '99/01/01', '2020-03-20'], // two digits: the nearest year, 1399
    ['zh-TW-u-ca-roc', '民國79/01/01', '1990-01-01'], // ROC years are short: as typed
    ['zh-TW-u-ca-roc', '民國115/11/22', '2026-11-22'],
  ])('in %s reads "%s" as %s', (locale, text, iso) => {
    const result = parseDate(text, locale);
    expect(result.kind === 'ok' ? toISO(result.date) : result.kind).toBe(iso);
  });

  it('names a day a calendar does not have in that calendar', () => {
    // 1404 is not a leap year: Esfand has 29 days.
    expect(parseDate('۱۴۰۴/۱۲/۳۰', 'fa-IR')).toEqual({
      kind: 'impossible',
      label: '۳۰ اسفند ۱۴۰۴',
    });
    expect(parseDate('31/02/2569', 'th-TH')).toEqual({
      kind: 'impossible',
      label: '31 กุมภาพันธ์ 2569',
    });
    expect(parseDate('31/02/2026', 'en-GB')).toEqual({
      kind: 'impossible',
      label: '31 February 2026',
    });
    expect(parseDate('R1/04/30', 'ja-JP-u-ca-japanese').kind).toBe('unreadable'); // before Reiwa
  });

  it('knows 31 February does not exist, and 29 February 2028 does', () => {
    expect(parseDate('31/02/2026', 'en-GB').kind).toBe('impossible');
    expect(parseDate('29/02/2028', 'en-GB').kind).toBe('ok');
    expect(parseDate('29/02/2026', 'en-GB').kind).toBe('impossible');
  });

  it.each(['', '   '])('reads "%s" as empty', (text) => {
    expect(parseDate(text, 'en-US').kind).toBe('empty');
  });

  it.each(['hello', '12/2026', '13/45/2026', '🎉', '1/2/3/4'])('cannot read "%s"', (text) => {
    expect(parseDate(text, 'en-US').kind).toBe('unreadable');
  });

  it('writes an impossible date in words', () => {
    expect(formatLong({ year: 2026, month: 2, day: 31 }, 'en-GB')).toBe('31 February 2026');
  });

  it('formats numerically in the locale without any time zone shift', () => {
    expect(formatNumeric({ year: 2026, month: 3, day: 1 }, 'de-DE')).toBe('01.03.2026');
    expect(formatNumeric({ year: 2026, month: 12, day: 31 }, 'en-US')).toBe('12/31/2026');
  });

  it('adds days and months across month and year ends, clamping the day', () => {
    expect(addDays({ year: 2026, month: 12, day: 31 }, 1)).toEqual({
      year: 2027,
      month: 1,
      day: 1,
    });
    expect(addMonths({ year: 2026, month: 1, day: 31 }, 1)).toEqual({
      year: 2026,
      month: 2,
      day: 28,
    });
    expect(addMonths({ year: 2026, month: 1, day: 15 }, -12)).toEqual({
      year: 2025,
      month: 1,
      day: 15,
    });
  });

  it.each([
    ['en-US', 0],
    ['de-DE', 1],
    ['en-GB', 1],
  ])('starts the week in %s on day %d', (locale, day) => {
    expect(firstDayOfWeek(locale)).toBe(day);
  });

  it('rejects ISO strings that are not real dates', () => {
    expect(parseISO('2026-02-30')).toBeNull();
    expect(parseISO('2026-3-1')).toBeNull();
    expect(parseISO(undefined)).toBeNull();
  });
});

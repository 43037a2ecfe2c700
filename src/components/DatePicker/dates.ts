/**
 * Calendar dates as ISO strings ('YYYY-MM-DD'), computed on plain year/month/day numbers. Date
 * objects appear only in UTC (Date.UTC, getUTC*, timeZone 'UTC'), so no local time zone ever
 * shifts a day.
 */
import { CalendarDate, type Calendar as CalendarSystem } from '@internationalized/date';
import { dateSystem, inCalendar, toGregorian } from './calendars';

export interface YMD {
  year: number;
  month: number; // 1–12
  day: number;
}

const pad = (n: number, width = 2) => String(Math.abs(n)).padStart(width, '0');

export function toISO({ year, month, day }: YMD): string {
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export function isValidYMD({ year, month, day }: YMD): boolean {
  return (
    Number.isInteger(year) &&
    year >= 1 &&
    year <= 9999 &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(year, month)
  );
}

/** The date of an ISO string, or null when it is not a real calendar date. */
export function parseISO(value: string | null | undefined): YMD | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value ?? '');
  if (!match) return null;
  const ymd = { year: +match[1]!, month: +match[2]!, day: +match[3]! };
  return isValidYMD(ymd) ? ymd : null;
}

/** The date at midnight UTC, for Intl formats (which run in UTC here). */
export function toUTC({ year, month, day }: YMD): Date {
  const date = new Date(Date.UTC(2000, month - 1, day));
  date.setUTCFullYear(year); // Date.UTC maps years 0–99 to 1900–1999.
  return date;
}

function fromUTC(date: Date): YMD {
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

export function addDays(date: YMD, days: number): YMD {
  const d = toUTC(date);
  d.setUTCDate(d.getUTCDate() + days);
  return fromUTC(d);
}

/** Moves by months, keeping the day where it exists (31 January + 1 month = 28/29 February). */
export function addMonths(date: YMD, months: number): YMD {
  const index = date.year * 12 + (date.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return { year, month, day: Math.min(date.day, daysInMonth(year, month)) };
}

/** 0 = Sunday … 6 = Saturday. */
export function dayOfWeek(date: YMD): number {
  return toUTC(date).getUTCDay();
}

export function compare(a: YMD, b: YMD): number {
  return toISO(a) < toISO(b) ? -1 : toISO(a) > toISO(b) ? 1 : 0;
}

export function today(): YMD {
  // The user's calendar day, from local time, read once: that is the "today" they see.
  const now = new Date();
  return { year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() };
}

// Regions where weeks start on Sunday, for engines without Intl.Locale week info.
const SUNDAY_REGIONS = new Set(
  'US CA MX BR JP KR TW HK PH IL IN ZA AU NZ SA AE PE CO VE GT HN NI PA DO PR SV BZ JM'.split(' '),
);

/** The first day of the week in a locale: 0 = Sunday, 1 = Monday, 6 = Saturday. */
export function firstDayOfWeek(locale: string): number {
  try {
    const info = new Intl.Locale(locale) as Intl.Locale & {
      getWeekInfo?: () => { firstDay: number };
      weekInfo?: { firstDay: number };
    };
    const firstDay = info.getWeekInfo?.().firstDay ?? info.weekInfo?.firstDay;
    if (firstDay) return firstDay % 7;
    const region = info.maximize().region ?? '';
    return SUNDAY_REGIONS.has(region) ? 0 : 1;
  } catch {
    return 1;
  }
}

export type Part = 'day' | 'month' | 'year';

/** What stands for each part in a date pattern: the language's own abbreviations (TT, MM, JJJJ). */
export type PartWords = Record<Part, string>;

const englishPartWords: PartWords = { day: 'DD', month: 'MM', year: 'YYYY' };

/**
 * The order of day, month and year in a locale's numeric dates, and a pattern like "DD.MM.YYYY"
 * written with `words` for the parts (German's "TT.MM.JJJJ", Arabic's "يوم/شهر/سنة").
 */
export function datePattern(
  locale: string,
  words: PartWords = englishPartWords,
): { order: readonly Part[]; pattern: string } {
  // Every date field asks on every render; the answer depends on these four strings only.
  const key = `${locale}\u0000${words.day}\u0000${words.month}\u0000${words.year}`;
  let found = patterns.get(key);
  if (!found) {
    found = readPattern(locale, words);
    patterns.set(key, found);
  }
  return found;
}

const patterns = new Map<string, { order: readonly Part[]; pattern: string }>();

function readPattern(locale: string, words: PartWords): { order: Part[]; pattern: string } {
  const parts = numericFormat(locale).formatToParts(Date.UTC(2026, 10, 22));
  const order: Part[] = [];
  let pattern = '';
  for (const part of parts) {
    if (part.type === 'day' || part.type === 'month' || part.type === 'year') {
      order.push(part.type);
      pattern += words[part.type];
    } else if (part.type === 'literal') {
      pattern += part.value.replace(/[\u200e\u200f]/g, '');
    }
  }
  // Trimmed: a calendar with an era ends in a space before it (ar-SA's "١٢/٠٦/١٤٤٨ هـ").
  return order.length === 3
    ? { order, pattern: asTyped(pattern.trim()) }
    : {
        order: ['year', 'month', 'day'],
        pattern: asTyped(`${words.year}-${words.month}-${words.day}`),
      };
}

const RTL_LETTER = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/;
const RTL_WORD = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]+/g;

/**
 * A pattern in right-to-left words, laid out as the date it stands for. The digits and separators
 * people type form one left-to-right run even in a right-to-left field (٠١/٠٣/٢٠٢٦, the day on the
 * left), so the words run left to right too, each above its digits: a left-to-right isolate
 * (U+2066…U+2069) with a left-to-right mark (U+200E) around each word, without which the words
 * and the separators between them would form one right-to-left run (the day on the right).
 * https://www.w3.org/International/questions/qa-bidi-unicode-controls
 */
function asTyped(pattern: string): string {
  if (!RTL_LETTER.test(pattern)) return pattern;
  return `\u2066${pattern.replace(RTL_WORD, '\u200e$&\u200e')}\u2069`;
}

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * A date format for the locale, in UTC, made once per locale and options: a calendar month renders
 * about 50 labels, and a new Intl.DateTimeFormat for each was most of its render time.
 */
export function dateFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
    formats.set(key, format);
  }
  return format;
}

/** The locale's numeric date format (2-digit day and month), in UTC. */
function numericFormat(locale: string): Intl.DateTimeFormat {
  return dateFormat(locale, { year: 'numeric', month: '2-digit', day: '2-digit' });
}

/** A date in the locale's numeric format, as the user types it ("03/01/2026", "01.03.2026"). */
export function formatNumeric(date: YMD, locale: string): string {
  return numericFormat(locale)
    .format(toUTC(date))
    .replace(/[\u200e\u200f]/g, '');
}

/** A date in words ("1 March 2026" in en-GB); works for an impossible day too ("31 February 2026"). */
export function formatLong(date: YMD, locale: string): string {
  if (isValidYMD(date)) return longFormat(locale).format(toUTC(date));
  const safe = { ...date, day: Math.min(Math.max(date.day, 1), 28) };
  return inWords(toUTC(safe), date.day, locale);
}

const longFormat = (locale: string) =>
  dateFormat(locale, { year: 'numeric', month: 'long', day: 'numeric' });

/** The date `utc` in words, with `day` written in place of its day of the month. */
function inWords(utc: Date, day: number, locale: string): string {
  return longFormat(locale)
    .formatToParts(utc)
    .map((part) =>
      part.type === 'day'
        ? new Intl.NumberFormat(locale, { useGrouping: false }).format(day)
        : part.value,
    )
    .join('');
}

export type ParseResult =
  | { kind: 'empty' }
  | { kind: 'unreadable' }
  /** A day the calendar does not have; `label` names it in words ("31 February 2026"). */
  | { kind: 'impossible'; label: string }
  | { kind: 'ok'; date: YMD };

/** Digits in any script (Arabic-Indic, Persian, Devanagari…) as ASCII digits, bidi marks dropped. */
function asciiDigits(text: string): string {
  return text
    .replace(/[\u200e\u200f\u061c]/g, '')
    .replace(/\p{Nd}/gu, (d) => String(Number.parseInt(d, 10) || digitValue(d)));
}

/**
 * Reads a typed or pasted date in the locale's order and calendar (`locale` as `dateSystem` gives
 * it: th-TH reads Buddhist years, fa-IR Persian dates), or as ISO (YYYY-MM-DD, always Gregorian).
 */
export function parseDate(text: string, locale: string): ParseResult {
  const ascii = asciiDigits(text).trim();
  if (ascii === '') return { kind: 'empty' };
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(ascii);
  const numbers = iso ? [iso[1]!, iso[2]!, iso[3]!] : ascii.split(/\D+/).filter(Boolean);
  if (numbers.length !== 3 || numbers.some((n) => n.length > 4)) return { kind: 'unreadable' };
  const { calendar, gregorian } = dateSystem(locale);
  const other = !iso && !gregorian;
  const order: readonly Part[] = iso ? ['year', 'month', 'day'] : datePattern(locale).order;
  const value: Record<Part, number> = { day: 0, month: 0, year: 0 };
  order.forEach((part, i) => {
    const raw = numbers[i]!;
    value[part] =
      part === 'year' && raw.length <= 2
        ? twoDigitYear(Number(raw), other ? calendar : null)
        : Number(raw);
  });
  const date = { year: value.year, month: value.month, day: value.day };
  // Some calendars (Hebrew, Ethiopic) have a thirteenth month.
  if (date.month < 1 || date.month > (other ? 13 : 12) || date.day < 1 || date.year < 1) {
    return { kind: 'unreadable' };
  }
  if (other) return parseCalendarDate(date, ascii, locale, calendar);
  return isValidYMD(date)
    ? { kind: 'ok', date }
    : { kind: 'impossible', label: formatLong(date, locale) };
}

/**
 * A year typed with one or two digits: in the Gregorian calendar, this century's (26 is 2026); in
 * another, the nearest year ending in those digits (Buddhist 69 is 2569, Persian 99 is 1399).
 * Calendars whose years are short anyway (Japanese eras: Reiwa 8; the ROC: Minguo 115) take the
 * number as it is.
 */
function twoDigitYear(year: number, calendar: CalendarSystem | null): number {
  if (!calendar) return 2000 + year;
  const current = inCalendar(today(), calendar).year;
  if (current < 1000) return year;
  const century = Math.floor(current / 100) * 100 + year;
  return [century - 100, century, century + 100].reduce((best, candidate) =>
    Math.abs(candidate - current) < Math.abs(best - current) ? candidate : best,
  );
}

/** The era as the locale's numeric format writes it ("r" for Reiwa, "ah"), or '' when it writes none. */
function eraText(date: CalendarDate, locale: string): string {
  const parts = numericFormat(locale).formatToParts(toUTC(toGregorian(date)));
  return (parts.find((part) => part.type === 'era')?.value ?? '').toLowerCase();
}

/** A date typed in a non-Gregorian calendar (year, month and day in it), converted to Gregorian. */
function parseCalendarDate(
  typed: YMD,
  text: string,
  locale: string,
  calendar: CalendarSystem,
): ParseResult {
  // The era a person typed ("R8/11/22"), or by default the one the calendar is in today; letters
  // count only where the numeric format writes an era (a Japanese "R", an Islamic "AH").
  const now = inCalendar(today(), calendar);
  const letters = eraText(now, locale) ? (text.match(/\p{L}+/gu) ?? []).join('').toLowerCase() : '';
  // Year 2 of each era starts on its first month's first day (year 1 of a Japanese era may not).
  const era = letters
    ? calendar
        .getEras()
        .find((e) => eraText(new CalendarDate(calendar, e, 2, 1, 1), locale) === letters)
    : now.era;
  if (!era) return { kind: 'unreadable' };
  // CalendarDate clamps fields to the calendar's ranges: a field that moved did not exist.
  const first = new CalendarDate(calendar, era, typed.year, typed.month, 1);
  if (first.era !== era || first.year !== typed.year || first.month !== typed.month) {
    return { kind: 'unreadable' };
  }
  const date = new CalendarDate(calendar, era, typed.year, typed.month, typed.day);
  if (date.day !== typed.day || date.month !== typed.month || date.year !== typed.year) {
    // No such day in that month: name it as the calendar would ("30 Esfand 1404").
    return { kind: 'impossible', label: inWords(toUTC(toGregorian(first)), typed.day, locale) };
  }
  const ymd = toGregorian(date);
  return isValidYMD(ymd) ? { kind: 'ok', date: ymd } : { kind: 'unreadable' };
}

function digitValue(char: string): number {
  const code = char.codePointAt(0)!;
  // Unicode decimal digits come in runs of ten starting at a code point ending in 0 (mostly).
  for (let zero = code; zero > code - 10; zero--) {
    if (/\p{Nd}/u.test(String.fromCodePoint(zero - 1)) === false) return code - zero;
  }
  return 0;
}

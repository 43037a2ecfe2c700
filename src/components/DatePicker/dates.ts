/**
 * Calendar dates as ISO strings ('YYYY-MM-DD'), computed on plain year/month/day numbers. Date
 * objects appear only in UTC (Date.UTC, getUTC*, timeZone 'UTC'), so no local time zone ever
 * shifts a day.
 */
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

function toUTC({ year, month, day }: YMD): Date {
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

/** The order of day, month and year in a locale's numeric dates, and a pattern like "DD.MM.YYYY". */
export function datePattern(locale: string): { order: Part[]; pattern: string } {
  const parts = new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone: 'UTC',
  }).formatToParts(Date.UTC(2026, 10, 22));
  const order: Part[] = [];
  let pattern = '';
  for (const part of parts) {
    if (part.type === 'day' || part.type === 'month' || part.type === 'year') {
      order.push(part.type);
      pattern += part.type === 'year' ? 'YYYY' : part.type === 'month' ? 'MM' : 'DD';
    } else if (part.type === 'literal') {
      pattern += part.value.replace(/[\u200e\u200f]/g, '');
    }
  }
  return order.length === 3
    ? { order, pattern }
    : { order: ['year', 'month', 'day'], pattern: 'YYYY-MM-DD' };
}

const numericFormats = new Map<string, Intl.DateTimeFormat>();

/** The locale's numeric date format (2-digit day and month), in UTC; made once per locale. */
function numericFormat(locale: string): Intl.DateTimeFormat {
  let format = numericFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      timeZone: 'UTC',
    });
    numericFormats.set(locale, format);
  }
  return format;
}

/** A date in the locale's numeric format, as the user types it ("03/01/2026", "01.03.2026"). */
export function formatNumeric(date: YMD, locale: string): string {
  return numericFormat(locale)
    .format(toUTC(date))
    .replace(/[\u200e\u200f]/g, '');
}

/** A date in words ("1 March 2026" in en-GB); works for an impossible day too ("31 February 2026"). */
export function formatLong(date: YMD, locale: string): string {
  const safe = { ...date, day: Math.min(Math.max(date.day, 1), 28) };
  return inWords(toUTC(safe), date.day, locale);
}

/** The date `utc` in words, with `day` written in place of its day of the month. */
function inWords(utc: Date, day: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  })
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
    .replace(/[\u200e\u200f]/g, '')
    .replace(/\p{Nd}/gu, (d) => String(Number.parseInt(d, 10) || digitValue(d)));
}

/** Reads a typed or pasted date in the locale's order and calendar, or as ISO (YYYY-MM-DD). */
export function parseDate(text: string, locale: string): ParseResult {
  const ascii = asciiDigits(text).trim();
  if (ascii === '') return { kind: 'empty' };
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(ascii);
  const numbers = iso ? [iso[1]!, iso[2]!, iso[3]!] : ascii.split(/\D+/).filter(Boolean);
  if (numbers.length !== 3 || numbers.some((n) => n.length > 4)) return { kind: 'unreadable' };
  const calendar = !iso && !isGregorian(locale);
  const order: Part[] = iso ? ['year', 'month', 'day'] : datePattern(locale).order;
  const value: Record<Part, number> = { day: 0, month: 0, year: 0 };
  order.forEach((part, i) => {
    const raw = numbers[i]!;
    value[part] =
      part === 'year' && raw.length <= 2
        ? twoDigitYear(Number(raw), calendar, locale)
        : Number(raw);
  });
  const date = { year: value.year, month: value.month, day: value.day };
  // Some calendars (Hebrew, Ethiopic) have a thirteenth month.
  if (date.month < 1 || date.month > (calendar ? 13 : 12) || date.day < 1 || date.year < 1) {
    return { kind: 'unreadable' };
  }
  if (calendar) return parseCalendarDate(date, ascii, locale);
  return isValidYMD(date)
    ? { kind: 'ok', date }
    : { kind: 'impossible', label: formatLong(date, locale) };
}

/** A two-digit year in this century: 26 is 2026 (in the Buddhist calendar 69 is 2569). */
function twoDigitYear(year: number, calendar: boolean, locale: string): number {
  if (!calendar) return 2000 + year;
  const current = calendarFields(today(), locale).year;
  // Calendars that count years by era (Japanese: Reiwa 8) take the number as it is.
  return current < 100 ? year : Math.floor(current / 100) * 100 + year;
}

// Non-Gregorian calendars. DateField shows dates in the locale's own calendar (th-TH: Buddhist,
// fa-IR: Persian, ja-JP-u-ca-japanese: Japanese eras), so what a person types back is a date in that
// calendar. Rather than a calendar engine of our own, Intl does the arithmetic: the Gregorian date is
// the one whose formatted era, year, month and day are the ones typed. (The date code may move to
// @internationalized/date, which has these calendars.)

/** Whether the locale writes dates in the Gregorian calendar (ISO 8601 has the same days). */
function isGregorian(locale: string): boolean {
  const { calendar } = numericFormat(locale).resolvedOptions();
  return calendar === 'gregory' || calendar === 'iso8601';
}

interface CalendarFields {
  /** The era as the numeric format writes it ("R" for Reiwa, "BE", "AH"), or '' when it writes none. */
  era: string;
  year: number;
  month: number;
  day: number;
}

/** The era, year, month and day the locale's calendar shows for a (Gregorian) date. */
function calendarFields(date: YMD, locale: string): CalendarFields {
  const parts = numericFormat(locale).formatToParts(toUTC(date));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const number = (type: string) => Number(asciiDigits(part(type)));
  return {
    era: part('era').toLowerCase(),
    year: number('year'),
    month: number('month'),
    day: number('day'),
  };
}

function parseCalendarDate(typed: YMD, text: string, locale: string): ParseResult {
  // The era a person typed ("R8/11/22"), or by default the one the calendar is in today.
  const now = calendarFields(today(), locale);
  const letters = now.era ? (text.match(/\p{L}+/gu) ?? []).join('').toLowerCase() : '';
  const era = letters || now.era;
  const date = fromCalendar({ era, ...typed }, locale);
  if (date) return isValidYMD(date) ? { kind: 'ok', date } : { kind: 'unreadable' };
  // No such day: when its month exists, name the day as the calendar would ("30 Esfand 1404").
  const first = fromCalendar({ era, ...typed, day: 1 }, locale);
  return first
    ? { kind: 'impossible', label: inWords(toUTC(first), typed.day, locale) }
    : { kind: 'unreadable' };
}

/** The Gregorian date the locale's calendar writes as `target`, or null when it has no such day. */
function fromCalendar(target: CalendarFields, locale: string): YMD | null {
  const midYear = (year: number): YMD => ({ year, month: 7, day: 1 });
  const fields = (year: number) => calendarFields(midYear(year), locale);
  // A Gregorian year in the target's era: this one, or the nearest earlier one in it (Heisei, Showa…).
  let year: number | null = null;
  for (let candidate = today().year; year === null && candidate >= 1; candidate--) {
    if (fields(candidate).era === target.era) year = candidate;
  }
  if (year === null) return null;
  // Move by the difference in years until the calendar's year is the target's: one step for
  // calendars whose years are as long as Gregorian ones, a few for the shorter lunar years.
  for (let i = 0; i < 10; i++) {
    const at = fields(year);
    const next = Math.min(9999, Math.max(1, year + target.year - at.year));
    if (at.year === target.year || at.era !== target.era || next === year) break;
    year = next;
  }
  // The target's calendar year overlaps 1 July of that Gregorian year: look at each day within a
  // year either side of it.
  for (let offset = -366; offset <= 366; offset++) {
    const date = addDays(midYear(year), offset);
    const at = calendarFields(date, locale);
    if (
      at.day === target.day &&
      at.month === target.month &&
      at.year === target.year &&
      at.era === target.era
    ) {
      return date;
    }
  }
  return null;
}

function digitValue(char: string): number {
  const code = char.codePointAt(0)!;
  // Unicode decimal digits come in runs of ten starting at a code point ending in 0 (mostly).
  for (let zero = code; zero > code - 10; zero--) {
    if (/\p{Nd}/u.test(String.fromCodePoint(zero - 1)) === false) return code - zero;
  }
  return 0;
}

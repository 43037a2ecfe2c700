import {
  CalendarDate,
  createCalendar,
  GregorianCalendar,
  toCalendar,
  type Calendar as CalendarSystem,
} from '@internationalized/date';

/**
 * The calendar systems DateField, DatePicker and Calendar show, type and pick dates in. Dates are
 * stored as ISO (Gregorian) 'YYYY-MM-DD' strings; @internationalized/date does the arithmetic in the
 * displayed calendar (its months, its years, its eras) and the conversion to and from Gregorian,
 * while Intl.DateTimeFormat writes the names and digits.
 */
export type CalendarIdentifier =
  | 'gregory'
  | 'buddhist'
  | 'japanese'
  | 'persian'
  | 'islamic-umalqura'
  | 'islamic-civil'
  | 'islamic-tbla'
  | 'hebrew'
  | 'indian'
  | 'roc'
  | 'coptic'
  | 'ethiopic'
  | 'ethioaa';

const SUPPORTED = new Set<string>([
  'gregory',
  'buddhist',
  'japanese',
  'persian',
  'islamic-umalqura',
  'islamic-civil',
  'islamic-tbla',
  'hebrew',
  'indian',
  'roc',
  'coptic',
  'ethiopic',
  'ethioaa',
]);

export interface DateSystem {
  /**
   * The locale to format in, with the calendar written into it when it differs from the locale's
   * own (`th-TH-u-ca-gregory`), so that what Intl shows is the calendar the grid and parser use.
   */
  locale: string;
  calendar: CalendarSystem;
  gregorian: boolean;
}

const systems = new Map<string, DateSystem>();

/**
 * The calendar a locale shows dates in: the `calendar` asked for, else the locale's `-u-ca-`
 * extension, else its default (th-TH: Buddhist, fa-IR: Persian). A calendar Intl knows but the
 * arithmetic does not (the astronomical `islamic`, `chinese`) falls back to Umm al-Qura for the
 * Islamic family and to Gregorian otherwise, and the locale says so, so display and grid agree.
 */
export function dateSystem(locale: string, calendar?: string): DateSystem {
  const key = `${locale}|${calendar ?? ''}`;
  let system = systems.get(key);
  if (!system) {
    const asked = withCalendar(locale, calendar);
    const resolved = new Intl.DateTimeFormat(asked).resolvedOptions().calendar;
    const id = SUPPORTED.has(resolved)
      ? resolved
      : resolved.startsWith('islamic')
        ? 'islamic-umalqura'
        : 'gregory';
    system = {
      locale: id === resolved || resolved === 'iso8601' ? asked : withCalendar(asked, id),
      calendar: createCalendar(id as CalendarIdentifier),
      gregorian: id === 'gregory',
    };
    systems.set(key, system);
  }
  return system;
}

function withCalendar(locale: string, calendar: string | undefined): string {
  if (!calendar) return locale;
  try {
    return new Intl.Locale(locale, { calendar }).toString();
  } catch {
    return locale;
  }
}

const gregorian = new GregorianCalendar();

/** A Gregorian year, month and day as a date in `calendar`. */
export function inCalendar(
  date: { year: number; month: number; day: number },
  calendar: CalendarSystem,
): CalendarDate {
  return toCalendar(new CalendarDate(date.year, date.month, date.day), calendar);
}

/** The Gregorian year, month and day of a date in any calendar (years before 1 AD as 0, -1…). */
export function toGregorian(date: CalendarDate): { year: number; month: number; day: number } {
  const g = toCalendar(date, gregorian);
  return { year: g.era === 'BC' ? 1 - g.year : g.year, month: g.month, day: g.day };
}

/**
 * Formatting a catalogue message: `{name}` placeholders and plural messages chosen by
 * `Intl.PluralRules`. Whole sentences only: a translator sees the full sentence with its
 * placeholders, never fragments that code glues together.
 */

/** A plural message: one sentence per plural category the locale's `Intl.PluralRules` can select. */
export type PluralMessage = { other: string } & Partial<Record<Intl.LDMLPluralRule, string>>;

/** A catalogue entry: a sentence with `{name}` placeholders, or a plural message. */
export type Message = string | PluralMessage;

/** Values for placeholders. Numbers are written in the locale's digits and grouping. */
export type MessageValues = Record<string, string | number>;

const pluralRules = new Map<string, Intl.PluralRules>();
const numberFormats = new Map<string, Intl.NumberFormat>();

function cached<T>(map: Map<string, T>, locale: string, make: (locale: string) => T): T {
  let value = map.get(locale);
  if (!value) {
    try {
      value = make(locale);
    } catch {
      value = make('en');
    }
    map.set(locale, value);
  }
  return value;
}

/** The plural category `count` falls into in `locale` (`one`, `few`, `other`…). */
export function pluralCategory(locale: string, count: number): Intl.LDMLPluralRule {
  return cached(pluralRules, locale, (l) => new Intl.PluralRules(l)).select(count);
}

/**
 * Formats a message: picks the plural form by `values.count` (a plural message needs a `count`),
 * then replaces each `{name}` with its value; numbers are written for `locale`. A placeholder
 * without a value stays as it is, so a missing value shows up instead of vanishing.
 * `pluralLocale` is the language the message is written in, when it differs from `locale`
 * (English words under a Japanese locale still say "1 item", "2 items").
 */
export function formatMessage(
  locale: string,
  message: Message,
  values?: MessageValues,
  pluralLocale: string = locale,
): string {
  let text: string;
  if (typeof message === 'string') text = message;
  else {
    const count = Number(values?.count ?? Number.NaN);
    text = message[pluralCategory(pluralLocale, count)] ?? message.other;
  }
  if (!values || !text.includes('{')) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) return whole;
    return typeof value === 'number'
      ? cached(
          numberFormats,
          locale,
          (l) => new Intl.NumberFormat(l, { maximumFractionDigits: 20 }),
        ).format(value)
      : value;
  });
}

/** Joins items as the locale lists them ("a, b and c", "a、b、c"), with `Intl.ListFormat`. */
export function formatList(
  locale: string,
  items: readonly string[],
  type: 'conjunction' | 'disjunction' = 'conjunction',
): string {
  try {
    return new Intl.ListFormat(locale, { type }).format(items);
  } catch {
    return new Intl.ListFormat('en', { type }).format(items);
  }
}

/**
 * Reads a number in the form a locale's Intl.NumberFormat writes it: its grouping separators (a
 * narrow no-break space in fr, '٬' in ar-EG), decimal sign, native digits (Arabic-Indic, Persian…),
 * minus signs (U+2212, and the bidi marks Intl puts around signs in ar and he), percent and
 * currency (a symbol, a code or a name, before or after the number). Returns null when the text
 * holds no number.
 *
 * Base UI's NumberField parses most of these itself; NumberField falls back to this where it reads
 * nothing, such as a minus sign before a currency code ("-USD 12.00", "‎−‎ریال ۱۲").
 */
export function parseLocaleNumber(
  text: string,
  locale: string,
  format?: Intl.NumberFormatOptions,
): number | null {
  const { decimal, group, words, percent } = symbols(locale, format);
  let rest = text.replace(/\p{Cf}/gu, '');
  // Accounting formats write negatives in parentheses: "($12.00)".
  const negative = /[-\u2212\u2012-\u2014\ufe63\uff0d]/u.test(rest) || /\(.*\)/u.test(rest);
  for (const word of words) rest = rest.split(word).join(' ');
  rest = rest.replace(/\p{Nd}/gu, (digit) => String(digitValue(digit)));
  // Group separators out first (the de-DE group is the en-US decimal sign), then the decimal sign.
  if (group) rest = rest.split(group).join('');
  rest = rest
    .replace(/[\p{Zs}\u066c]/gu, '')
    .split(decimal)
    .join('.')
    .replace(/[\u066b\uff0e]/g, '.')
    .replace(/[^0-9.]/g, '');
  if (!/[0-9]/.test(rest) || rest.indexOf('.') !== rest.lastIndexOf('.')) return null;
  let value = Number(rest);
  // Shifted by exponent rather than divided, so 12.3% is 0.123 and not 0.12300000000000001.
  if (percent && /[%\u066a\u0609\uff05\ufe6a]/u.test(text)) value = Number(`${rest}e-2`);
  if (!Number.isFinite(value)) return null;
  return negative && value !== 0 ? -value : value;
}

interface NumberSymbols {
  decimal: string;
  group: string;
  /** Currency symbols, codes and names, units and literals: text to drop, longest first. */
  words: string[];
  percent: boolean;
}

const cache = new Map<string, NumberSymbols>();

function symbols(locale: string, format: Intl.NumberFormatOptions | undefined): NumberSymbols {
  const key = `${locale}|${JSON.stringify(format ?? {})}`;
  let found = cache.get(key);
  if (!found) {
    const strip = (value: string) => value.replace(/\p{Cf}/gu, '');
    const parts = [
      ...new Intl.NumberFormat(locale, format).formatToParts(-11111.1),
      ...new Intl.NumberFormat(locale, { ...format, currencyDisplay: 'code' }).formatToParts(1),
      ...new Intl.NumberFormat(locale, { ...format, currencyDisplay: 'name' }).formatToParts(1),
    ];
    const of = (type: string) => strip(parts.find((part) => part.type === type)?.value ?? '');
    const words = parts
      .filter((part) => ['currency', 'unit', 'literal'].includes(part.type))
      .map((part) => strip(part.value).trim())
      .filter((word) => word && !/^[\d.,]+$/.test(word));
    found = {
      // Integer formats show no decimal sign: the locale's plain one still reads as one.
      decimal: of('decimal') || strip(new Intl.NumberFormat(locale).formatToParts(0.5)[1]!.value),
      group: of('group'),
      words: [...new Set(words)].sort((a, b) => b.length - a.length),
      percent: format?.style === 'percent',
    };
    cache.set(key, found);
  }
  return found;
}

function digitValue(char: string): number {
  const code = char.codePointAt(0)!;
  // Unicode decimal digits come in runs of ten from a code point ending in 0 (mostly).
  for (let zero = code; zero > code - 10; zero--) {
    if (!/\p{Nd}/u.test(String.fromCodePoint(zero - 1))) return code - zero;
  }
  return 0;
}

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * The one `Intl.NumberFormat` for a locale and options, made once and reused by every component
 * (creating one costs far more than formatting with it).
 */
export function numberFormatter(
  locale: string,
  options?: Intl.NumberFormatOptions,
): Intl.NumberFormat {
  const key = options ? JSON.stringify([locale, options]) : locale;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, options);
    formatters.set(key, formatter);
  }
  return formatter;
}

/** Formats a number in a locale through the shared formatter for those options. */
export function formatNumber(
  value: number,
  locale: string,
  options?: Intl.NumberFormatOptions,
): string {
  return numberFormatter(locale, options).format(value);
}

const percent: Intl.NumberFormatOptions = { style: 'percent' };

/** A value's text for a range: `format` applied to the value, or else its share as a percentage. */
export function formatRangeValue(
  value: number,
  percentage: number,
  locale: string,
  format: Intl.NumberFormatOptions | undefined,
): string {
  return format
    ? formatNumber(value, locale, format)
    : formatNumber(percentage / 100, locale, percent);
}

/** `min` and `max` made usable: finite, and `max` above `min` (else a range of 100 from `min`). */
export function safeRange(min: number, max: number): [number, number] {
  const lo = Number.isFinite(min) ? min : 0;
  const hi = Number.isFinite(max) && max > lo ? max : lo + 100;
  return [lo, hi];
}

/**
 * Where `value` (within the range) sits between `lo` and `hi`, from 0 to 100. Always finite: a range
 * too narrow for floating point to measure (`lo + 100 === lo` for huge bounds) or too wide counts as 0.
 */
export function percentOfRange(value: number, lo: number, hi: number): number {
  const span = hi - lo;
  const share = span > 0 ? ((value - lo) / span) * 100 : 0;
  return Number.isFinite(share) ? share : 0;
}

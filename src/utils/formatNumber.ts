const formatters = new Map<string, Intl.NumberFormat>();

/**
 * Formats a number in a locale, reusing one `Intl.NumberFormat` per locale and options (creating
 * one costs far more than formatting with it). Caches like Base UI's own, so text is the same.
 */
export function formatNumber(
  value: number,
  locale: string,
  options: Intl.NumberFormatOptions,
): string {
  const key = JSON.stringify([locale, options]);
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, options);
    formatters.set(key, formatter);
  }
  return formatter.format(value);
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

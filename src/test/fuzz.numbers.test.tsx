import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { LocaleProvider } from '../components/LocaleProvider/LocaleProvider';
import { NumberField } from '../components/NumberField/NumberField';
import { parseLocaleNumber } from '../components/NumberField/parseNumber';
import { fuzzRuns, fuzzTimeout } from './fuzz';

// Property-based tests for NumberField in every shipped locale (plus Arabic-Indic and Persian
// digits): whatever number the field shows, typed back key by key in that form (grouping, decimal
// sign, native digits, percent, currency, minus signs and the bidi marks around them), is the
// number stored. The oracle for what is shown is Intl.NumberFormat itself.

const locales = [
  'en-US',
  'de-DE',
  'fr-FR',
  'es-ES',
  'ar',
  'ar-EG',
  'he-IL',
  'ja-JP',
  'zh-CN',
  'fa-IR',
] as const;

/** The locale's own currency, for a currency format in its usual form. */
const localCurrency: Record<(typeof locales)[number], string> = {
  'en-US': 'USD',
  'de-DE': 'EUR',
  'fr-FR': 'EUR',
  'es-ES': 'EUR',
  ar: 'SAR',
  'ar-EG': 'EGP',
  'he-IL': 'ILS',
  'ja-JP': 'JPY',
  'zh-CN': 'CNY',
  'fa-IR': 'IRR',
};

const formats = (locale: (typeof locales)[number]): Intl.NumberFormatOptions[] => [
  { maximumFractionDigits: 2 },
  { style: 'percent', maximumFractionDigits: 1 },
  { style: 'currency', currency: localCurrency[locale] },
  { style: 'currency', currency: 'EUR' },
  { style: 'currency', currency: 'USD', currencyDisplay: 'code' },
  { style: 'currency', currency: 'EUR', currencyDisplay: 'name' },
  { style: 'currency', currency: 'USD', currencySign: 'accounting' },
  { style: 'unit', unit: 'kilometer-per-hour' },
  { signDisplay: 'always', maximumFractionDigits: 3 },
];

/** The forms a person can type key by key: every key of them is one the field accepts. */
const typeable = (format: Intl.NumberFormatOptions) =>
  format.currencySign !== 'accounting' && format.currencyDisplay !== 'name';

/** A locale, a format, and a number the format shows exactly (no rounding on display). */
const case_ = fc
  .constantFrom(...locales)
  .chain((locale) =>
    fc.tuple(fc.constant(locale), fc.constantFrom(...formats(locale)), fc.integer()),
  )
  .map(([locale, format, seed]) => {
    const { maximumFractionDigits = 0, style } = new Intl.NumberFormat(
      locale,
      format,
    ).resolvedOptions();
    // Percent shows value × 100: one more place of the stored number per shown place, and two.
    const places = maximumFractionDigits + (style === 'percent' ? 2 : 0);
    // Up to about ten million, negative too, with the places the format shows.
    const value = (seed % 1_000_000_000) / 10 ** places;
    return { locale, format, value: Number(value.toFixed(places)) };
  });

describe('fuzz: numbers read back as they are shown, in every locale', () => {
  it('parseLocaleNumber reads every form Intl shows as the same number', () => {
    fc.assert(
      fc.property(case_, ({ locale, format, value }) => {
        const shown = new Intl.NumberFormat(locale, format).format(value);
        expect(parseLocaleNumber(shown, locale, format), `${locale} ${shown}`).toBe(value);
      }),
      { numRuns: 2000 },
    );
  }, 20_000);

  it(
    'NumberField stores the number typed key by key in the form it shows',
    async () => {
      const user = userEvent.setup({ delay: null });
      await fc.assert(
        fc.asyncProperty(
          case_.filter(({ format }) => typeable(format)),
          async ({ locale, format, value }) => {
            cleanup();
            const onValueChange = vi.fn();
            render(
              <LocaleProvider locale={locale}>
                <NumberField aria-label="Amount" format={format} onValueChange={onValueChange} />
              </LocaleProvider>,
            );
            const input = screen.getByRole('textbox', { name: 'Amount' });
            const shown = new Intl.NumberFormat(locale, format).format(value);
            await user.type(input, shown);
            await user.tab();
            const message = `${locale} ${JSON.stringify(format)}: typed ${JSON.stringify(shown)}`;
            expect(onValueChange, message).toHaveBeenLastCalledWith(value === 0 ? 0 : value);
            expect(input, message).toHaveValue(shown);
            cleanup();
          },
        ),
        // About 200 ms a run on a busy machine (render, about ten keys, blur).
        { ...fuzzRuns, numRuns: 50 },
      );
    },
    fuzzTimeout,
  );
});

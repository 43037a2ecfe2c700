import { describe, expect, it } from 'vitest';
import { parseLocaleNumber } from './parseNumber';

const nnbsp = '\u202f';
const rlm = '\u200f';
const lrm = '\u200e';
const alm = '\u061c';

describe('parseLocaleNumber', () => {
  it.each<[string, Intl.NumberFormatOptions, string, number]>([
    ['en-US', {}, '1,234.5', 1234.5],
    ['de-DE', {}, '1.234,5', 1234.5],
    ['fr-FR', {}, `1${nnbsp}234,5`, 1234.5], // narrow no-break space
    ['fr-FR', {}, '1 234,5', 1234.5], // a plain space, as a person types it
    ['es-ES', {}, '12.345,67', 12345.67],
    ['ar-EG', {}, '١٬٢٣٤٫٥', 1234.5], // Arabic-Indic digits and separators
    ['fa-IR', {}, '۱٬۲۳۴٫۵', 1234.5], // Persian digits
    ['fa-IR', {}, `${lrm}\u2212${lrm}۱۲`, -12], // U+2212 between bidi marks
    ['ar', {}, `${alm}-12.5`, -12.5],
    ['he-IL', { style: 'currency', currency: 'ILS' }, `${rlm}-1,234.50${rlm} ₪`, -1234.5],
    ['ja-JP', { style: 'currency', currency: 'JPY' }, '￥1,235', 1235],
    ['zh-CN', { style: 'percent' }, '12%', 0.12],
    ['de-DE', { style: 'percent', maximumFractionDigits: 1 }, `12,3${'\u00a0'}%`, 0.123],
    ['de-DE', { style: 'currency', currency: 'EUR' }, '-1.234,50 €', -1234.5],
    ['en-US', { style: 'currency', currency: 'USD', currencyDisplay: 'code' }, '-USD 12.00', -12],
    ['ar-EG', { style: 'currency', currency: 'EGP' }, `${rlm}-١٢٫٥٠ ج.م.${rlm}`, -12.5],
    ['fa-IR', { style: 'currency', currency: 'IRR' }, `${lrm}\u2212${lrm}ریال ۱٬۲۳۵`, -1235],
    [
      'en-US',
      { style: 'currency', currency: 'USD', currencySign: 'accounting' },
      '($12.50)',
      -12.5,
    ],
    ['en-US', { style: 'currency', currency: 'EUR', currencyDisplay: 'name' }, '12.50 euros', 12.5],
  ])('in %s (%j) reads %j as %d', (locale, format, text, expected) => {
    expect(parseLocaleNumber(text, locale, format)).toBe(expected);
  });

  it.each(['', '-', 'abc', '1.2.3'])('reads no number in %j', (text) => {
    expect(parseLocaleNumber(text, 'en-US')).toBeNull();
  });
});

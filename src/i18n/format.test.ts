import { describe, expect, it } from 'vitest';
import { formatList, formatMessage, type PluralMessage } from './format';
import ar from './locales/ar';

describe('formatMessage', () => {
  it('fills placeholders and writes numbers in the locale', () => {
    expect(formatMessage('de', '{count} von {total}', { count: 1234, total: '2.000' })).toBe(
      '1.234 von 2.000',
    );
    expect(formatMessage('ar-EG', 'الصفحة {page}', { page: 3 })).toBe('الصفحة ٣');
  });

  it('keeps a placeholder without a value visible instead of dropping it', () => {
    expect(formatMessage('en', 'Remove {label}', {})).toBe('Remove {label}');
  });

  it.each([
    [0, 'zero'],
    [1, 'one'],
    [2, 'two'],
    [3, 'few'],
    [11, 'many'],
    [100, 'other'],
  ])('chooses the Arabic form for %i (%s): all six categories', (count, category) => {
    const message = ar.textArea.remaining as PluralMessage & Record<string, string>;
    expect(formatMessage('ar', message, { count })).toBe(
      message[category]!.replace('{count}', new Intl.NumberFormat('ar').format(count)),
    );
  });

  it('chooses plural forms by the language the message is written in', () => {
    const items = { one: '{count} item', other: '{count} items' };
    // English words under a Japanese locale still say "1 item".
    expect(formatMessage('ja', items, { count: 1 }, 'en')).toBe('1 item');
    expect(formatMessage('ja', items, { count: 1 })).toBe('1 items');
  });

  it('joins lists as the locale does', () => {
    expect(formatList('en', ['a', 'b', 'c'])).toBe('a, b, and c');
    expect(formatList('de', ['a', 'b', 'c'], 'disjunction')).toBe('a, b oder c');
  });
});

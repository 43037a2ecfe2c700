import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LocaleProvider, localeDirection, useLocale } from './LocaleProvider';

function Probe() {
  const { locale, direction } = useLocale();
  return <output>{`${locale} ${direction}`}</output>;
}

describe('LocaleProvider', () => {
  it.each([
    ['en-US', 'ltr'],
    ['de-DE', 'ltr'],
    ['ar-EG', 'rtl'],
    ['he', 'rtl'],
    ['fa-IR', 'rtl'],
  ])('knows %s is written %s', (locale, direction) => {
    expect(localeDirection(locale)).toBe(direction);
  });

  it('shares its locale, canonicalised', () => {
    render(
      <LocaleProvider locale="en-gb">
        <Probe />
      </LocaleProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('en-GB ltr');
  });

  it('falls back to en-US for an invalid locale instead of throwing', () => {
    render(
      <LocaleProvider locale="not a locale!">
        <Probe />
      </LocaleProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('en-US ltr');
  });
});

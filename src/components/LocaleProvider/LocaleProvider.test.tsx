import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
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

  describe('without a locale prop', () => {
    const language = vi.spyOn(navigator, 'language', 'get');
    afterEach(() => language.mockReset());

    it.each([
      [
        'inside a provider',
        () => (
          <LocaleProvider>
            <Probe />
          </LocaleProvider>
        ),
      ],
      ['outside one', () => <Probe />],
    ])(
      'renders en-US on the server and while hydrating, then the browser language (%s)',
      async (_where, ui) => {
        language.mockReturnValue('ar-EG');
        const html = renderToString(ui());
        expect(html).toContain('en-US ltr');
        const container = document.createElement('div');
        container.innerHTML = html;
        document.body.append(container);
        // A hydration mismatch is a console error, which the console guard turns into a failure.
        const root = await act(async () => hydrateRoot(container, ui()));
        expect(screen.getByRole('status')).toHaveTextContent('ar-EG rtl');
        act(() => root.unmount());
        container.remove();
      },
    );

    it('follows the browser language when it changes', () => {
      language.mockReturnValue('de-DE');
      render(
        <LocaleProvider>
          <Probe />
        </LocaleProvider>,
      );
      expect(screen.getByRole('status')).toHaveTextContent('de-DE ltr');
      language.mockReturnValue('he');
      act(() => void window.dispatchEvent(new Event('languagechange')));
      expect(screen.getByRole('status')).toHaveTextContent('he rtl');
    });
  });
});

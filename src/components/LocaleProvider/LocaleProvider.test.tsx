import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useMessages } from '../../i18n/context';
import de from '../../i18n/locales/de';
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

    it('follows it with one window listener however many components do, and none once they go', () => {
      language.mockReturnValue('de-DE');
      const add = vi.spyOn(window, 'addEventListener');
      const remove = vi.spyOn(window, 'removeEventListener');
      const listeners = (spy: typeof add) =>
        spy.mock.calls.filter(([type]) => type === 'languagechange').length;
      const view = render(
        <>
          <Probe />
          <Probe />
          <Probe />
        </>,
      );
      expect(listeners(add)).toBe(1);
      language.mockReturnValue('he');
      act(() => void window.dispatchEvent(new Event('languagechange')));
      expect(screen.getAllByRole('status').map((probe) => probe.textContent)).toEqual([
        'he rtl',
        'he rtl',
        'he rtl',
      ]);
      view.unmount();
      expect(listeners(remove)).toBe(1);
    });
  });
});

function Words() {
  const t = useMessages('toast');
  const tag = useMessages('tag');
  return (
    <p>
      {t('region')} | {t('dismiss')} | {tag('remove', { label: 'x' })}
    </p>
  );
}

describe('LocaleProvider messages', () => {
  it('gives English outside a provider and without messages', () => {
    render(
      <>
        <Words />
        <LocaleProvider locale="de">
          <Words />
        </LocaleProvider>
      </>,
    );
    const [outside, german] = screen.getAllByRole('paragraph');
    expect(outside).toHaveTextContent('Notifications | Dismiss notification | Remove x');
    expect(german).toHaveTextContent('Notifications | Dismiss notification | Remove x');
  });

  it('lays a catalogue and then overrides over English, message by message', () => {
    render(
      <LocaleProvider locale="de" messages={[de, { toast: { dismiss: 'Weg damit' } }]}>
        <Words />
      </LocaleProvider>,
    );
    expect(screen.getByRole('paragraph')).toHaveTextContent(
      'Benachrichtigungen | Weg damit | x entfernen',
    );
  });

  it('inherits the words of an enclosing provider of the same language, not of another', () => {
    render(
      <LocaleProvider locale="de-DE" messages={de}>
        <LocaleProvider locale="de-AT" messages={{ tag: { remove: '{label} wegnehmen' } }}>
          <Words />
        </LocaleProvider>
        <LocaleProvider locale="en-GB">
          <Words />
        </LocaleProvider>
      </LocaleProvider>,
    );
    const [austrian, british] = screen.getAllByRole('paragraph');
    expect(austrian).toHaveTextContent(
      'Benachrichtigungen | Benachrichtigung schließen | x wegnehmen',
    );
    expect(british).toHaveTextContent('Notifications | Dismiss notification | Remove x');
  });
});

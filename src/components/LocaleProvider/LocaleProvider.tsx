'use client';

import { createContext, use, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { I18nContext, type I18nState } from '../../i18n/context';
import { mergeMessages, type PartialMessages } from '../../i18n/merge';
import { DirectionContext, useDirection } from '../../utils/direction';
import { sharedWindowSubscription } from '../../utils/windowEvents';
import { DirectionScope, directionSource } from './DirectionScope';

export interface LocaleContextValue {
  /** A BCP 47 language tag, such as `en-US` or `ar-EG`; used by every `Intl` formatter. */
  locale: string;
  /** The writing direction of the locale's script (what components follow is `useDirection()`). */
  direction: 'ltr' | 'rtl';
}

const LocaleContext = createContext<LocaleContextValue | null>(null);

const RTL_LANGUAGES = new Set(['ar', 'fa', 'he', 'iw', 'ur', 'ps', 'sd', 'ug', 'yi', 'dv', 'ckb']);

/** The writing direction of a locale's script: `rtl` for Arabic, Hebrew, Persian, Urdu and the like. */
export function localeDirection(locale: string): 'ltr' | 'rtl' {
  try {
    const info = new Intl.Locale(locale) as Intl.Locale & {
      getTextInfo?: () => { direction: 'ltr' | 'rtl' };
      textInfo?: { direction: 'ltr' | 'rtl' };
    };
    const direction = info.getTextInfo?.().direction ?? info.textInfo?.direction;
    if (direction) return direction;
    return RTL_LANGUAGES.has(info.language) ? 'rtl' : 'ltr';
  } catch {
    return 'ltr';
  }
}

/** The locale a server renders in, and the first client render too when it hydrates that HTML. */
const SERVER_LOCALE = 'en-US';

/**
 * Every component outside a LocaleProvider follows the language through here, so a list of a
 * thousand of them adds one listener to the window, not a thousand.
 */
const subscribeToLanguage = sharedWindowSubscription('languagechange');
const browserLanguage = () => navigator.language || SERVER_LOCALE;
const serverLanguage = () => SERVER_LOCALE;

/**
 * The browser's language, without a hydration mismatch: a server render (where there is no
 * browser) and the hydrating render both use `SERVER_LOCALE`, then React re-renders with the
 * browser's language; a client-only render reads it at once. It follows `languagechange`.
 */
function useDefaultLocale(): string {
  return useSyncExternalStore(subscribeToLanguage, browserLanguage, serverLanguage);
}

export interface LocaleProviderProps {
  children?: ReactNode;
  /**
   * The locale for formatting and parsing numbers and dates. Set it when you render on a server,
   * so the HTML is in the user's locale from the first byte.
   * @default the browser's language (`en-US` on a server and while hydrating, then the browser's)
   */
  locale?: string;
  /**
   * The words components write, in this locale: a shipped catalogue (`await loadMessages('de')`),
   * a whole catalogue of your own for another language (typed `Messages`), or a few messages to
   * replace (`{ toast: { dismiss: 'Close' } }`); a list is laid over in order, the last winning.
   * Whatever is missing comes from the enclosing provider of the same language, else English.
   * Keep the object stable (a constant, or memoised): a new one re-renders every component.
   * @default English (or the enclosing provider's words, when it has the same language)
   */
  messages?: PartialMessages | readonly (PartialMessages | undefined)[];
}

/**
 * Shares the locale that number and date components format and parse in, and the words that
 * every component and facility writes (`messages`, English by default). Given a `locale`, its
 * script's direction is what the components below follow (`useDirection`: arrow keys, a drawer's
 * side), unless a ThemeProvider's `dir` says otherwise; it does not set `dir` on any element
 * (give the page its `dir`, or use `<ThemeProvider dir>`). Renders no element.
 */
export function LocaleProvider({ locale, messages, children }: LocaleProviderProps) {
  const language = useDefaultLocale();
  const value = useMemo(() => {
    const resolved = normaliseLocale(locale ?? language);
    return { locale: resolved, direction: localeDirection(resolved) };
  }, [locale, language]);
  const parent = use(I18nContext);
  const i18n = useMemo<I18nState>(() => {
    // Only the provider's own words are kept: English, under them, is each reader's own table.
    const inherited: I18nState =
      parent && sameLanguage(parent.locale, value.locale) ? parent : noWords;
    if (!messages) return { ...inherited, locale: value.locale };
    const layers = Array.isArray(messages) ? messages : [messages as PartialMessages];
    return {
      locale: value.locale,
      messages: mergeMessages(inherited.messages, ...layers),
      messagesLocale: value.locale,
    };
  }, [parent, value.locale, messages]);
  // Without a `locale` the browser's language is no statement about the page's direction; a
  // ThemeProvider's `dir` above is one, and wins.
  const above = use(DirectionContext);
  const source =
    locale === undefined || above?.explicit ? above : directionSource(value.direction, false);
  const inherited = useDirection();
  return (
    <LocaleContext value={value}>
      <I18nContext value={i18n}>
        <DirectionScope source={source} direction={source?.direction ?? inherited}>
          {children}
        </DirectionScope>
      </I18nContext>
    </LocaleContext>
  );
}

const noWords: I18nState = { locale: 'en', messages: {}, messagesLocale: 'en' };

function sameLanguage(a: string, b: string): boolean {
  return a.split('-')[0] === b.split('-')[0];
}

function normaliseLocale(locale: string): string {
  try {
    return Intl.getCanonicalLocales(locale)[0] ?? 'en-US';
  } catch {
    return 'en-US';
  }
}

/** The nearest `LocaleProvider`'s locale, or the browser's language outside one (see `LocaleProvider`). */
export function useLocale(): LocaleContextValue {
  const context = use(LocaleContext);
  const language = useDefaultLocale();
  if (context) return context;
  // Outside a provider every formatting component asks on every render: canonicalising the locale
  // and reading its direction (two Intl calls) is done once per language, not per instance.
  return fallbackFor(language);
}

/** The context value for `language`, made once per language rather than once per instance. */
function fallbackFor(language: string): LocaleContextValue {
  if (fallback?.language !== language) {
    const locale = normaliseLocale(language);
    fallback = { language, value: { locale, direction: localeDirection(locale) } };
  }
  return fallback.value;
}

let fallback: { language: string; value: LocaleContextValue } | undefined;

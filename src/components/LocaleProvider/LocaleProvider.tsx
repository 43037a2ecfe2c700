'use client';

import { createContext, use, useMemo, useSyncExternalStore, type ReactNode } from 'react';

export interface LocaleContextValue {
  /** A BCP 47 language tag, such as `en-US` or `ar-EG`; used by every `Intl` formatter. */
  locale: string;
  /** The writing direction of the locale's script. */
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

function subscribeToLanguage(onChange: () => void) {
  window.addEventListener('languagechange', onChange);
  return () => window.removeEventListener('languagechange', onChange);
}
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
}

/** Shares the locale that number and date components format and parse in. Renders no element. */
export function LocaleProvider({ locale, children }: LocaleProviderProps) {
  const language = useDefaultLocale();
  const value = useMemo(() => {
    const resolved = normaliseLocale(locale ?? language);
    return { locale: resolved, direction: localeDirection(resolved) };
  }, [locale, language]);
  return <LocaleContext value={value}>{children}</LocaleContext>;
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

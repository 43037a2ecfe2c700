import { createContext, use, useMemo, type ReactNode } from 'react';

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

function defaultLocale(): string {
  return typeof navigator !== 'undefined' && navigator.language ? navigator.language : 'en-US';
}

export interface LocaleProviderProps {
  children?: ReactNode;
  /** The locale for formatting and parsing numbers and dates. @default the browser's language */
  locale?: string;
}

/** Shares the locale that number and date components format and parse in. Renders no element. */
export function LocaleProvider({ locale, children }: LocaleProviderProps) {
  const value = useMemo(() => {
    const resolved = normaliseLocale(locale ?? defaultLocale());
    return { locale: resolved, direction: localeDirection(resolved) };
  }, [locale]);
  return <LocaleContext value={value}>{children}</LocaleContext>;
}

function normaliseLocale(locale: string): string {
  try {
    return Intl.getCanonicalLocales(locale)[0] ?? 'en-US';
  } catch {
    return 'en-US';
  }
}

/** The nearest `LocaleProvider`'s locale, or the browser's language outside one. */
export function useLocale(): LocaleContextValue {
  const context = use(LocaleContext);
  if (context) return context;
  // Outside a provider every formatting component asks on every render: canonicalising the locale
  // and reading its direction (two Intl calls) is done once per browser language, not per instance.
  const language = defaultLocale();
  if (fallback?.language !== language) {
    const locale = normaliseLocale(language);
    fallback = { language, value: { locale, direction: localeDirection(locale) } };
  }
  return fallback.value;
}

let fallback: { language: string; value: LocaleContextValue } | undefined;

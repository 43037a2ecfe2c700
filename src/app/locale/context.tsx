import { useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  use,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import {
  formatMessage,
  LocaleProvider,
  localeDirection,
  type Message,
  type MessageValues,
} from 'tessera';
import { reportError } from '../reportError';
import {
  activeCatalogues,
  cachedCatalogues,
  englishCatalogues,
  loadCatalogues,
  setActiveCatalogues,
  type AppLanguage,
  type Catalogues,
} from './catalogue';
import { en, type AppMessages } from './messages/en';

type Namespace = keyof AppMessages;

/** Formats one message of a namespace of the app's catalogue: `t('markedDone', { count: 3 })`. */
export type AppTranslate<N extends Namespace> = (
  key: keyof AppMessages[N] & string,
  values?: MessageValues,
) => string;

/**
 * A formatter for one namespace of the app's catalogue in `catalogues`' language, with the
 * library's `formatMessage` (plural forms by that language's rules, numbers in its locale).
 */
export function appTranslator<N extends Namespace>(
  catalogues: Catalogues,
  namespace: N,
): AppTranslate<N> {
  const table = catalogues.app[namespace] as unknown as Record<string, Message | undefined>;
  const english = en[namespace] as unknown as Record<string, Message | undefined>;
  return (key, values) => {
    const message = table[key] ?? english[key];
    if (message === undefined) return key;
    const language = table[key] === undefined ? 'en' : catalogues.language;
    return formatMessage(catalogues.locale, message, values, language);
  };
}

const CataloguesContext = createContext<Catalogues>(englishCatalogues);

/** The app's words of one namespace, in the language on screen. */
export function useAppMessages<N extends Namespace>(namespace: N): AppTranslate<N> {
  const catalogues = use(CataloguesContext);
  // The same function while the language stays, so memoised columns and callbacks stay too.
  return useMemo(() => appTranslator(catalogues, namespace), [catalogues, namespace]);
}

/** The language on screen and the locale its dates and numbers are written in. */
export function useAppLocale(): { language: AppLanguage; locale: string } {
  const { language, locale } = use(CataloguesContext);
  return { language, locale };
}

/**
 * Speaks `language`: the library's `LocaleProvider` with its catalogue, the app's own catalogue,
 * and `<html lang dir>`. A language not loaded yet loads in the background while the previous one
 * stays on screen (never a blank screen, never a spinner for words), then replaces it at once.
 */
export function AppLocaleProvider({
  language,
  children,
}: {
  language: AppLanguage;
  children: ReactNode;
}) {
  const [shown, setShown] = useState<Catalogues>(
    () => cachedCatalogues(language) ?? englishCatalogues,
  );
  useEffect(() => {
    if (shown.language === language) return;
    let live = true;
    loadCatalogues(language).then(
      (catalogues) => {
        if (live) setShown(catalogues);
      },
      // A catalogue that cannot load (offline after a deploy): the words on screen stay.
      (error: unknown) => reportError(error, 'locale'),
    );
    return () => {
      live = false;
    };
  }, [language, shown.language]);
  // Read during render by the route titles (their getters) and, should the providers fail, by the
  // root error page: set before the children render, so they read the language they render in.
  setActiveCatalogues(shown);
  useLayoutEffect(() => {
    const root = document.documentElement;
    root.lang = shown.locale;
    root.dir = localeDirection(shown.locale);
  }, [shown]);
  return (
    <LocaleProvider locale={shown.locale} messages={shown.library}>
      <CataloguesContext value={shown}>{children}</CataloguesContext>
    </LocaleProvider>
  );
}

/**
 * Errors already on screen were worded in the language of their answer (the HTTP client words them
 * as they arrive): after a change of language, the failed queries ask again, so they read anew.
 */
export function RefetchFailedOnLanguageChange() {
  const { language } = useAppLocale();
  const queryClient = useQueryClient();
  const first = useRef(language);
  useEffect(() => {
    if (first.current === language) return;
    first.current = language;
    void queryClient.refetchQueries({ predicate: (query) => query.state.status === 'error' });
  }, [language, queryClient]);
  return null;
}

/** The words of the language on screen, outside React (see `activeCatalogues`). */
export function activeTranslator<N extends Namespace>(namespace: N): AppTranslate<N> {
  return appTranslator(activeCatalogues(), namespace);
}

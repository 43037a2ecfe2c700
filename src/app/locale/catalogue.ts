import { catalogueLanguage, loadMessages, shippedLanguages, type Messages } from 'tessera';
import { en, type AppMessages } from './messages/en';

/** The languages the app speaks: the library's shipped catalogues, each with an app catalogue. */
export const appLanguages = shippedLanguages;
export type AppLanguage = (typeof appLanguages)[number];

export function isAppLanguage(value: unknown): value is AppLanguage {
  return (appLanguages as readonly unknown[]).includes(value);
}

// One dynamic import per language: the app downloads only the catalogue in use. English is static
// (it is on the first screen, and the fallback).
const loaders: Record<Exclude<AppLanguage, 'en'>, () => Promise<{ default: AppMessages }>> = {
  de: () => import('./messages/de'),
  fr: () => import('./messages/fr'),
  es: () => import('./messages/es'),
  ar: () => import('./messages/ar'),
  he: () => import('./messages/he'),
  ja: () => import('./messages/ja'),
  zh: () => import('./messages/zh'),
};

/** Everything the app writes in one language: the library's catalogue and the app's own. */
export interface Catalogues {
  language: AppLanguage;
  /** The locale numbers and dates are written in: the browser's own tag for this language (`de-AT`) when it has one. */
  locale: string;
  library: Messages | undefined;
  app: AppMessages;
}

export const englishCatalogues: Catalogues = {
  language: 'en',
  locale: 'en',
  library: undefined,
  app: en,
};

/**
 * The language to speak when the person chose none: the first of the browser's languages the app
 * has a catalogue for (`de-AT` → `de`), else English.
 */
export function preferredLanguage(languages: readonly string[] = browserLanguages()): AppLanguage {
  for (const tag of languages) {
    const language = catalogueLanguage(tag);
    if (language !== 'en' || tag.toLowerCase().split('-')[0] === 'en') {
      return isAppLanguage(language) ? language : 'en';
    }
  }
  return 'en';
}

function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language].filter(Boolean);
}

/** The browser's own tag for `language` (its region, script), so dates read as at home; else the language. */
function localeFor(language: AppLanguage): string {
  return browserLanguages().find((tag) => catalogueLanguage(tag) === language) ?? language;
}

const loaded = new Map<AppLanguage, Catalogues>([['en', englishCatalogues]]);

/** The catalogues of `language` if they are loaded already (main.tsx loads the first before rendering). */
export function cachedCatalogues(language: AppLanguage): Catalogues | undefined {
  return loaded.get(language);
}

/** The catalogues of one language, loaded once (both at the same time). */
export async function loadCatalogues(language: AppLanguage): Promise<Catalogues> {
  const known = loaded.get(language);
  if (known) return known;
  const [library, app] = await Promise.all([
    loadMessages(language),
    loaders[language as Exclude<AppLanguage, 'en'>]().then((m) => m.default),
  ]);
  const catalogues: Catalogues = { language, locale: localeFor(language), library, app };
  loaded.set(language, catalogues);
  return catalogues;
}

let active: Catalogues = englishCatalogues;

/**
 * The catalogues on screen now, for code outside React's tree: the root error page (shown when
 * the providers failed), route titles and the HTTP client's error wording.
 */
export function activeCatalogues(): Catalogues {
  return active;
}

/** Called by the app's locale provider when a language is on screen. */
export function setActiveCatalogues(catalogues: Catalogues): void {
  active = catalogues;
}

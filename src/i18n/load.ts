import { en, type Messages } from './locales/en';

/** The languages Tessera ships a catalogue for; English is built in, the others load on demand. */
export const shippedLanguages = ['en', 'de', 'fr', 'es', 'ar', 'he', 'ja', 'zh'] as const;

// One dynamic import per language, so a bundler makes each catalogue its own chunk and an app
// downloads only the one it asks for.
const loaders: Record<string, () => Promise<{ default: Messages }>> = {
  de: () => import('./locales/de'),
  fr: () => import('./locales/fr'),
  es: () => import('./locales/es'),
  ar: () => import('./locales/ar'),
  he: () => import('./locales/he'),
  ja: () => import('./locales/ja'),
  zh: () => import('./locales/zh'),
};

/** The shipped language a locale falls under (`de-AT` → `de`, `iw` → `he`), or `en`. */
export function catalogueLanguage(locale: string): string {
  let language = 'en';
  try {
    const parsed = new Intl.Locale(locale);
    language = parsed.language === 'iw' ? 'he' : parsed.language;
    // Tessera's Chinese catalogue is Simplified: Traditional Chinese gets English, not the wrong script.
    if (language === 'zh' && parsed.maximize().script === 'Hant') return 'en';
  } catch {
    return 'en';
  }
  return language in loaders ? language : 'en';
}

/**
 * Loads the shipped catalogue for a locale (only that one): `<LocaleProvider locale="de"
 * messages={await loadMessages('de')}>`. A locale Tessera ships no catalogue for gets English;
 * add your own language by passing a whole catalogue of your own (typed `Messages`) instead.
 */
export async function loadMessages(locale: string): Promise<Messages> {
  const load = loaders[catalogueLanguage(locale)];
  return load ? (await load()).default : en;
}

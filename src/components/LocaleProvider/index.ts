export { LocaleProvider, useLocale, localeDirection } from './LocaleProvider';
export type { LocaleProviderProps, LocaleContextValue } from './LocaleProvider';

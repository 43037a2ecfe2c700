export { LocaleProvider, useLocale, localeDirection } from './LocaleProvider';
export type { LocaleProviderProps, LocaleContextValue } from './LocaleProvider';
export { useDirection } from '../../utils/direction';
export type { Direction } from '../../utils/direction';

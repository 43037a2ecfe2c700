export { formatMessage, formatList, pluralCategory } from './format';
export type { Message, MessageValues, PluralMessage } from './format';
export { useMessages, useI18n, translator } from './context';
export type { I18n, Namespace, Translate } from './context';
export { mergeMessages } from './merge';
export type { PartialMessages } from './merge';
export { loadMessages, catalogueLanguage, shippedLanguages } from './load';
export { en as englishMessages } from './locales/en';
export type { Messages } from './locales/en';

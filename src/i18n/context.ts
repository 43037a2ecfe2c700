'use client';

import { createContext, use } from 'react';
import { formatMessage, type Message, type MessageValues } from './format';
import { en, type Messages } from './locales/en';

/** The words in force: the locale, its merged catalogue, and the language the catalogue is in. */
export interface I18n {
  /** The locale numbers in messages are written in (the LocaleProvider's). */
  locale: string;
  /** The merged catalogue: the locale's messages over English. */
  messages: Messages;
  /** The language the catalogue is written in: plural forms follow its rules. */
  messagesLocale: string;
}

/** One namespace of the catalogue (`dataTable`, `validation`…). */
export type Namespace = keyof Messages;

/** Formats one message of a namespace: `t('selected', { count: 3, total: 10 })`. */
export type Translate<N extends Namespace> = (
  key: keyof Messages[N] & string,
  values?: MessageValues,
) => string;

/** English, the words outside any LocaleProvider. */
export const englishI18n: I18n = { locale: 'en', messages: en, messagesLocale: 'en' };

/** Provided by LocaleProvider. Internal: use `useMessages` or `useI18n`. */
export const I18nContext = createContext<I18n | null>(null);

/** The nearest LocaleProvider's words (English outside one). */
export function useI18n(): I18n {
  return use(I18nContext) ?? englishI18n;
}

/** Whether a message (any of its plural forms) holds `text`. */
const mentions = (message: Message, text: string): boolean =>
  typeof message === 'string'
    ? message.includes(text)
    : Object.values(message).some((form) => form?.includes(text));

/** A formatter for one namespace of a catalogue, for code outside React (a form engine, an error). */
export function translator<N extends Namespace>(i18n: I18n, namespace: N): Translate<N> {
  const table = (i18n.messages[namespace] ?? en[namespace]) as Record<string, Message>;
  const fallback = en[namespace] as Record<string, Message>;
  return (key, values) => {
    const message = table[key] ?? fallback[key] ?? key;
    const pluralLocale = table[key] === undefined ? 'en' : i18n.messagesLocale;
    // `{labelLower}` is `{label}` in lower case, for languages that lower-case a noun mid-sentence
    // ("Loading tasks"); German keeps "Aufgaben". Every message with a label may use either.
    const withLower =
      values &&
      typeof values.label === 'string' &&
      values.labelLower === undefined &&
      mentions(message, '{labelLower}')
        ? { ...values, labelLower: values.label.toLocaleLowerCase(pluralLocale) }
        : values;
    return formatMessage(i18n.locale, message, withLower, pluralLocale);
  };
}

/**
 * The words of one component or facility, in the nearest LocaleProvider's language:
 * `const t = useMessages('pagination'); t('next')`. Outside a provider, English.
 */
export function useMessages<N extends Namespace>(namespace: N): Translate<N> {
  return translator(useI18n(), namespace);
}

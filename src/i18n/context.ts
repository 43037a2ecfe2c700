'use client';

import { createContext, use } from 'react';
import { formatMessage, type Message, type MessageValues } from './format';
import { en, type Messages } from './locales/en';
import { mergeMessages, type PartialMessages } from './merge';

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

/**
 * What a LocaleProvider shares: its locale and its own words (its layers over an enclosing
 * provider's of the same language), without English under them; a message it lacks comes from
 * the English table its reader names. @internal
 */
export interface I18nState {
  locale: string;
  messages: PartialMessages;
  messagesLocale: string;
}

/** Provided by LocaleProvider. Internal: use `useMessages` or `useI18n`. */
export const I18nContext = createContext<I18nState | null>(null);

/** Whether a message (any of its plural forms) holds `text`. */
const mentions = (message: Message, text: string): boolean =>
  typeof message === 'string'
    ? message.includes(text)
    : Object.values(message).some((form) => form?.includes(text));

/**
 * A formatter for one namespace: the provider's words (`i18n`; `null` outside a LocaleProvider)
 * over `english`, that namespace's English table. The library's own modules call this rather than
 * `translator`, naming the table (`english.spinner` from `i18n/english`), so that a component's
 * bundle holds its own English words and not the whole catalogue. @internal
 */
export function translate<N extends Namespace>(
  i18n: I18nState | null,
  namespace: N,
  english: Messages[N],
): Translate<N> {
  const fallback = english as Record<string, Message>;
  const table = (i18n?.messages[namespace] as Record<string, Message> | undefined) ?? fallback;
  const locale = i18n?.locale ?? 'en';
  const messagesLocale = i18n?.messagesLocale ?? 'en';
  return (key, values) => {
    const message = table[key] ?? fallback[key] ?? key;
    const pluralLocale = table[key] === undefined ? 'en' : messagesLocale;
    // `{labelLower}` is `{label}` in lower case, for languages that lower-case a noun mid-sentence
    // ("Loading tasks"); German keeps "Aufgaben". Every message with a label may use either.
    const withLower =
      values &&
      typeof values.label === 'string' &&
      values.labelLower === undefined &&
      mentions(message, '{labelLower}')
        ? { ...values, labelLower: values.label.toLocaleLowerCase(pluralLocale) }
        : values;
    return formatMessage(locale, message, withLower, pluralLocale);
  };
}

/** `translate` for a component: the nearest LocaleProvider's words over `english`. @internal */
export function useTranslate<N extends Namespace>(
  namespace: N,
  english: Messages[N],
): Translate<N> {
  return translate(use(I18nContext), namespace, english);
}

/** English, the words outside any LocaleProvider. */
export const englishI18n: I18n = { locale: 'en', messages: en, messagesLocale: 'en' };

/** Each provider's words over English, made once per provider value. */
const completed = new WeakMap<I18nState, I18n>();

/** The nearest LocaleProvider's words over English (English outside one). */
export function useI18n(): I18n {
  const state = use(I18nContext);
  if (!state) return englishI18n;
  let i18n = completed.get(state);
  if (!i18n) {
    i18n = { ...state, messages: mergeMessages(en, state.messages) };
    completed.set(state, i18n);
  }
  return i18n;
}

/** A formatter for one namespace of a catalogue, for code outside React (a form engine, an error). */
export function translator<N extends Namespace>(i18n: I18n, namespace: N): Translate<N> {
  return translate(i18n, namespace, en[namespace]);
}

/**
 * The words of one component or facility, in the nearest LocaleProvider's language:
 * `const t = useMessages('pagination'); t('next')`. Outside a provider, English.
 */
export function useMessages<N extends Namespace>(namespace: N): Translate<N> {
  return translator(useI18n(), namespace);
}

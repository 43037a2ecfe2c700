import { describe, expect, it } from 'vitest';
import type { Message } from './format';
import { catalogueLanguage, loadMessages, shippedLanguages } from './load';
import ar from './locales/ar';
import de from './locales/de';
import { en, type Messages } from './locales/en';
import es from './locales/es';
import fr from './locales/fr';
import he from './locales/he';
import ja from './locales/ja';
import zh from './locales/zh';
import { pseudoLocalise } from './pseudo';

const catalogues: Record<string, Messages> = { de, fr, es, ar, he, ja, zh };

type Table = Record<string, Record<string, Message>>;

function entries(messages: Messages): [string, Message][] {
  return Object.entries(messages as unknown as Table).flatMap(([namespace, table]) =>
    Object.entries(table).map(([key, message]) => [`${namespace}.${key}`, message] as const),
  ) as [string, Message][];
}

// `labelLower` is `label` in lower case, for languages that lower-case a noun mid-sentence:
// either one fills the same slot.
const placeholders = (text: string) =>
  [...text.matchAll(/\{(\w+)\}/g)].map(([, name]) => (name === 'labelLower' ? 'label' : name!));

function placeholderSet(message: Message, plural: boolean): string[] {
  const texts = typeof message === 'string' ? [message] : Object.values(message);
  const names = new Set(texts.flatMap((text) => placeholders(text!)));
  // A plural form may leave the count out ("There is a problem"): the form says it.
  if (plural) names.delete('count');
  return [...names].sort();
}

/** Every way a catalogue can disagree with English, as readable lines. */
export function catalogueProblems(language: string, messages: Messages): string[] {
  const problems: string[] = [];
  const source = new Map(entries(en));
  const target = new Map(entries(messages));
  const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  for (const key of source.keys()) if (!target.has(key)) problems.push(`${key}: missing`);
  for (const [key, message] of target) {
    const english = source.get(key);
    if (english === undefined) {
      problems.push(`${key}: not in English`);
      continue;
    }
    const plural = typeof english !== 'string';
    if (plural !== (typeof message !== 'string')) {
      problems.push(`${key}: ${plural ? 'should be' : 'should not be'} a plural message`);
      continue;
    }
    if (typeof message !== 'string') {
      for (const category of categories) {
        if (!(category in message)) problems.push(`${key}: no "${category}" form`);
      }
    }
    const want = placeholderSet(english, plural).join(', ');
    const got = placeholderSet(message, plural).join(', ');
    if (want !== got) problems.push(`${key}: placeholders {${got}} instead of {${want}}`);
    const texts = typeof message === 'string' ? [message] : Object.values(message);
    if (texts.some((text) => !text?.trim())) problems.push(`${key}: empty`);
  }
  return problems;
}

describe('the shipped catalogues', () => {
  it('ship every language the loader knows', () => {
    expect(Object.keys(catalogues).sort()).toEqual(
      shippedLanguages.filter((language) => language !== 'en').sort(),
    );
  });

  it.each(Object.entries(catalogues))(
    '%s has every English message, no other, the same placeholders and every plural form',
    (language, messages) => {
      expect(catalogueProblems(language, messages)).toEqual([]);
    },
  );

  it('finds a missing message, an extra one, a changed placeholder and a missing plural form', () => {
    const broken = structuredClone(de) as unknown as Table;
    delete broken.toast!.dismiss;
    broken.toast!.extra = 'Extra';
    broken.tag!.remove = '{name} entfernen';
    broken.dataTable!.selectAll = { other: 'Alle {count} auswählen' };
    expect(catalogueProblems('de', broken as unknown as Messages).sort()).toEqual([
      'dataTable.selectAll: no "one" form',
      'tag.remove: placeholders {name} instead of {label}',
      'toast.dismiss: missing',
      'toast.extra: not in English',
    ]);
  });

  it('asks Arabic for all six plural forms', () => {
    const broken = structuredClone(ar) as unknown as Table;
    broken.textArea!.remaining = { one: 'x {count}', other: 'y {count}' };
    expect(catalogueProblems('ar', broken as unknown as Messages)).toEqual([
      'textArea.remaining: no "few" form',
      'textArea.remaining: no "many" form',
      'textArea.remaining: no "two" form',
      'textArea.remaining: no "zero" form',
    ]);
  });

  it('keeps the pseudo-locale complete too', () => {
    expect(catalogueProblems('en', pseudoLocalise(en))).toEqual([]);
  });
});

describe('loadMessages', () => {
  it.each([
    ['de-AT', 'de'],
    ['fr-CA', 'fr'],
    ['iw', 'he'],
    ['zh-CN', 'zh'],
    ['zh-TW', 'en'],
    ['pt-BR', 'en'],
    ['not a locale!', 'en'],
  ])('reads %s as the %s catalogue', (locale, language) => {
    expect(catalogueLanguage(locale)).toBe(language);
  });

  it('loads the one catalogue asked for, and English for a language Tessera does not ship', async () => {
    expect(await loadMessages('de-DE')).toBe(de);
    expect(await loadMessages('ar-EG')).toBe(ar);
    expect(await loadMessages('pt-BR')).toBe(en);
  });
});

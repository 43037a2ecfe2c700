import { describe, expect, it } from 'vitest';
import { catalogueProblems as problemsAgainst } from '../test/catalogues';
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

const catalogueProblems = (language: string, messages: Messages) =>
  problemsAgainst(en, language, messages);

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

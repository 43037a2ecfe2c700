import { describe, expect, it } from 'vitest';
import type { Message } from 'tessera';
import { appLanguages, loadCatalogues, preferredLanguage } from './catalogue';
import ar from './messages/ar';
import de from './messages/de';
import { en, type AppMessages } from './messages/en';
import es from './messages/es';
import fr from './messages/fr';
import he from './messages/he';
import ja from './messages/ja';
import zh from './messages/zh';

const catalogues: Record<string, AppMessages> = { de, fr, es, ar, he, ja, zh };

type Table = Record<string, Record<string, Message>>;

function entries(messages: AppMessages): Map<string, Message> {
  return new Map(
    Object.entries(messages as unknown as Table).flatMap(([namespace, table]) =>
      Object.entries(table).map(([key, message]) => [`${namespace}.${key}`, message] as const),
    ),
  );
}

const texts = (message: Message) =>
  typeof message === 'string' ? [message] : Object.values(message);

function placeholders(message: Message, plural: boolean): string {
  const names = new Set(
    texts(message).flatMap((text) => [...(text ?? '').matchAll(/\{(\w+)\}/g)].map(([, n]) => n!)),
  );
  // A plural form may say its number in words ("one task"): the form says the count.
  if (plural) names.delete('count');
  return [...names].sort().join(', ');
}

/** Every way an app catalogue can disagree with the English one, as readable lines. */
function catalogueProblems(language: string, messages: AppMessages): string[] {
  const problems: string[] = [];
  const source = entries(en);
  const target = entries(messages);
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
    const want = placeholders(english, plural);
    const got = placeholders(message, plural);
    if (want !== got) problems.push(`${key}: placeholders {${got}} instead of {${want}}`);
    if (texts(message).some((text) => !text?.trim())) problems.push(`${key}: empty`);
  }
  return problems;
}

describe('the app catalogues', () => {
  it('exist for every language the app offers, and only for those', () => {
    expect(Object.keys(catalogues).sort()).toEqual(
      appLanguages.filter((language) => language !== 'en').sort(),
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
    delete broken.settings!.language;
    broken.settings!.extra = 'Extra';
    broken.taskDetail!.deleteTitle = '„{name}“ löschen?';
    broken.taskList!.markedDone = { other: '{count} Aufgaben erledigt' };
    expect(catalogueProblems('de', broken as unknown as AppMessages).sort()).toEqual([
      'settings.extra: not in English',
      'settings.language: missing',
      'taskDetail.deleteTitle: placeholders {name} instead of {title}',
      'taskList.markedDone: no "one" form',
    ]);
  });

  it('asks Arabic for all six plural forms', () => {
    const broken = structuredClone(ar) as unknown as Table;
    broken.taskList!.reopened = { one: 'x', other: 'y {count}' };
    expect(catalogueProblems('ar', broken as unknown as AppMessages)).toEqual([
      'taskList.reopened: no "few" form',
      'taskList.reopened: no "many" form',
      'taskList.reopened: no "two" form',
      'taskList.reopened: no "zero" form',
    ]);
  });

  it('load the library’s catalogue and the app’s together, each language once', async () => {
    const german = await loadCatalogues('de');
    expect(german.app).toBe(de);
    expect(german.library?.pagination.next).toBe('Nächste Seite');
    expect(await loadCatalogues('de')).toBe(german);
  });
});

describe('the language the app starts in', () => {
  it.each([
    [['de-AT', 'en'], 'de'],
    [['pt-BR', 'fr-CA'], 'fr'],
    [['en-GB', 'de'], 'en'],
    [['zh-TW', 'ja'], 'ja'],
    [['iw'], 'he'],
    [['pt-BR'], 'en'],
    [[], 'en'],
  ])('is, for a browser asking for %j, %s', (languages, language) => {
    expect(preferredLanguage(languages)).toBe(language);
  });
});

import { describe, expect, it } from 'vitest';
import { catalogueProblems as problemsAgainst } from '../../test/catalogues';
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

const catalogueProblems = (language: string, messages: AppMessages) =>
  problemsAgainst(en, language, messages);

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

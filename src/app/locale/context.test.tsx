import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useMessages } from 'tessera';
import { englishCatalogues, setActiveCatalogues, type AppLanguage } from './catalogue';
import { AppLocaleProvider, useAppMessages } from './context';

function Words() {
  const t = useAppMessages('taskList');
  const library = useMessages('pagination');
  return (
    <p>
      {t('heading')} | {library('next')} | {t('markedDone', { count: 1200 })}
    </p>
  );
}

const inLanguage = (language: AppLanguage) => (
  <AppLocaleProvider language={language}>
    <Words />
  </AppLocaleProvider>
);

afterEach(() => {
  setActiveCatalogues(englishCatalogues);
  document.documentElement.lang = 'en';
  document.documentElement.dir = '';
});

describe('the app in a language', () => {
  it('keeps the words on screen while the next language loads, then changes them at once', async () => {
    const { rerender } = render(inLanguage('en'));
    expect(screen.getByRole('paragraph')).toHaveTextContent(
      'Tasks | Next page | Marked 1,200 tasks done',
    );
    rerender(inLanguage('de'));
    // The same render that asked for German: the English words are still there, never a blank.
    expect(screen.getByRole('paragraph')).toHaveTextContent('Tasks | Next page');
    expect(await screen.findByText(/^Aufgaben/)).toHaveTextContent(
      'Aufgaben | Nächste Seite | 1.200 Aufgaben als erledigt markiert',
    );
    expect(document.documentElement).toHaveAttribute('lang', 'de');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
  });

  it('writes right to left in Arabic and Hebrew, with their plural forms', async () => {
    const { rerender } = render(inLanguage('ar'));
    await screen.findByText(/^المهام/);
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    // 1200 is Arabic's "other" form, its digits as the locale writes them.
    const number = new Intl.NumberFormat('ar').format(1200);
    expect(screen.getByRole('paragraph')).toHaveTextContent(`عُلِّمت ${number} مهمة كمنجزة`);
    rerender(inLanguage('he'));
    await screen.findByText(/^משימות/);
    expect(document.documentElement).toHaveAttribute('lang', 'he');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await act(async () => rerender(inLanguage('en')));
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
  });
});

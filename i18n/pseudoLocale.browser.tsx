import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { act, cleanup, render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import * as preview from '../.storybook/preview';
import { PSEUDO_LOCALE } from '../.storybook/preview';
import { en } from '../src/i18n/locales/en';

// The pseudo-locale check: every component's AllStates story, rendered with the toolbar's
// pseudo-locale (every catalogue message accented and bracketed: "[Ŝàṽé ~~]"), must show no English
// word of its own. A word may only be outside the brackets when the story itself wrote it (its args
// and children: the words of its source file, the shared story helpers, the mock data and the app)
// or when Intl wrote it (month and day names: formats, not messages). Anything else is a word a
// component hard-coded, in its text or in an accessible name.

setProjectAnnotations([preview]);

type StoriesModule = Record<string, unknown>;
const modules = import.meta.glob<StoriesModule>('../stories/**/*.stories.tsx', { eager: true });
const sources = import.meta.glob<string>(
  ['../stories/**/*.{ts,tsx}', '../src/mocks/**/*.ts', '../src/app/**/*.{ts,tsx}'],
  { query: '?raw', import: 'default', eager: true },
);

const wordsOf = (text: string) => text.match(/[A-Za-z]{2,}/g) ?? [];
/** The words a source writes for people: in its string literals and JSX text, not its identifiers. */
const writtenWords = (source: string) =>
  wordsOf(
    [
      ...source.matchAll(/'(?:\\.|[^'\\\n])*'|"(?:\\.|[^"\\\n])*"|`(?:\\.|[^`\\])*`/g),
      ...source.matchAll(/>([^<>{}]+)</g),
    ]
      .map((match) => match[0])
      .join(' '),
  );

/**
 * Every English catalogue phrase (two words or more, between placeholders): one found outside the
 * brackets is a component's message written in English, whatever words the story uses itself.
 */
const englishPhrases = Object.values(en as unknown as Record<string, Record<string, unknown>>)
  .flatMap((table) => Object.values(table))
  .flatMap((message) =>
    typeof message === 'string' ? [message] : Object.values(message as object),
  )
  .flatMap((text: string) => text.split(/\{\w+\}/))
  .map((part) => part.trim().replace(/[.:,]$/, ''))
  .filter((part) => /[A-Za-z]{2,} [A-Za-z]{2,}/.test(part));
const lower = (words: string[]) => new Set(words.map((word) => word.toLowerCase()));

/** Words the story's own content may contain: from sources other than the library. */
const shared = lower(
  Object.entries(sources)
    .filter(([path]) => !/\.stories\.tsx$/.test(path))
    .flatMap(([, source]) => writtenWords(source)),
);

/** Words Intl writes for the locale's formats: month and day names, day periods, units, eras. */
const intlWords = lower(
  (() => {
    const words: string[] = [];
    for (const month of ['long', 'short', 'narrow'] as const) {
      const format = new Intl.DateTimeFormat('en', { month, weekday: 'long' });
      for (let m = 0; m < 12; m++) words.push(...wordsOf(format.format(new Date(2026, m, 1))));
    }
    for (const weekday of ['long', 'short'] as const) {
      const format = new Intl.DateTimeFormat('en', { weekday });
      for (let d = 1; d <= 7; d++) words.push(...wordsOf(format.format(new Date(2026, 10, d))));
    }
    words.push('AM', 'PM', 'AD', 'BC', 'kB', 'MB', 'GB', 'byte', 'bytes', 'EUR', 'USD');
    return words;
  })(),
);

// The Foundations pages document the design tokens: what they show is read from the CSS (font
// stacks, colour values, the components that use a token), not words a component writes.
const cases = Object.entries(modules)
  .filter(([path, mod]) => 'AllStates' in mod && !path.includes('/foundations/'))
  .map(([path, mod]) => {
    const name = path.replace(/^.*\/(.+)\.stories\.tsx$/, '$1');
    const stories = composeStories(mod as Parameters<typeof composeStories>[0], {
      initialGlobals: { ...preview.default.initialGlobals, locale: PSEUDO_LOCALE },
    }) as unknown as Record<string, ComponentType & { load: () => Promise<void> }>;
    // What a play function looks for ("name: 'Last page'", getByText('…'), toHave…('…')) is the
    // component's text the story expects in English, not content the story writes.
    const source = (sources[path] ?? '').replace(
      /(?:name: |(?:get|find|query)(?:All)?By\w*\(|toHave\w*\()\s*(['"`])(?:\\.|(?!\1).)*\1/g,
      '',
    );
    return [name, stories.AllStates!, { words: lower(writtenWords(source)), source }] as const;
  });

const NAMED = ['aria-label', 'aria-description', 'aria-valuetext', 'title', 'placeholder', 'alt'];

/** What a person reads or hears on the page: text and the attributes that name things. */
function visibleText(root: Element): string[] {
  const texts: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (parent && !parent.closest('script, style, template')) texts.push(node.textContent ?? '');
  }
  for (const element of root.querySelectorAll('*')) {
    for (const attribute of NAMED) {
      const value = element.getAttribute(attribute);
      if (value) texts.push(value);
    }
  }
  return texts;
}

/** The words left once pseudo-localised messages (in brackets) and allowed words are taken out. */
export function englishLeftOver(
  texts: string[],
  own: { words: Set<string>; source: string },
): string[] {
  const left = new Set<string>();
  for (const text of texts) {
    const outside = text.replace(/\[[^\]]*\]/g, ' ');
    for (const phrase of englishPhrases) {
      // A phrase the story writes itself (an `error` arg, custom labels) is the story's content.
      if (outside.includes(phrase) && !own.source.includes(phrase)) left.add(`"${phrase}"`);
    }
    for (const word of wordsOf(outside)) {
      const key = word.toLowerCase();
      // Initials ("GH" for Grace Hopper) and acronyms are not words to translate.
      const initials = /^[A-Z]{2,3}$/.test(word);
      if (!initials && !own.words.has(key) && !shared.has(key) && !intlWords.has(key))
        left.add(word);
    }
  }
  return [...left].sort();
}

afterEach(() => cleanup());

describe.each(cases)('%s in the pseudo-locale', (_name, AllStates, own) => {
  it('writes no English word of its own', async () => {
    await AllStates.load();
    await act(async () => {
      render(<AllStates />);
    });
    expect(englishLeftOver(visibleText(document.body), own)).toEqual([]);
  });
});

it('finds a hard-coded English word, and lets pseudo-localised and story words through', () => {
  const own = { words: lower(['Tasks']), source: "label: 'Tasks'" };
  expect(
    englishLeftOver(
      ['[Ŝàṽé ~~] Tasks', 'Tesseract fnord', '[Çļöšé ~] Monday GH', 'Last page'],
      own,
    ),
  ).toEqual(['"Last page"', 'Tesseract', 'fnord']);
});

it('finds the AllStates stories', () => {
  expect(cases.length).toBeGreaterThan(30);
});

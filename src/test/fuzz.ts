import { cleanup, render } from '@testing-library/react';
import fc from 'fast-check';
import type { ReactElement } from 'react';
import { expect } from 'vitest';

/** Strings that have broken component libraries before: empty, huge, emoji, RTL, combining marks, markup. */
export const hostileStringConstants = [
  '',
  ' ',
  'a'.repeat(10_000),
  'Supercalifragilisticexpialidocious'.repeat(50),
  '👩‍👩‍👧‍👦🏳️‍🌈🇺🇦 emoji',
  'مرحبا بالعالم',
  'שלום עולם',
  'e\u0301\u0302\u0303\u0304 Z̴̡̛͎a̵̢͕l̶̨̛g̷o̸',
  '\u202eRTL override',
  '\u0000\u0007\u001b control',
  '<script>alert(1)</script>',
  '<img src=x onerror="alert(1)">',
  '"><svg onload=alert(1)>',
  'javascript:alert(1)',
  '{{constructor.constructor("alert(1)")()}}',
  '__proto__',
  'null',
  'undefined',
];

/** Arbitrary strings of every kind, with the hostile constants mixed in often. */
export const hostileString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...hostileStringConstants) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 200 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 200 }) },
);

/** Numbers that break arithmetic: NaN, ±Infinity, -0, huge, tiny, negative, fractional. */
export const hostileNumber = fc.oneof(
  fc.constantFrom(
    Number.NaN,
    Infinity,
    -Infinity,
    -0,
    0,
    -1,
    1e308,
    -1e308,
    5e-324,
    2 ** 53,
    0.1 + 0.2,
  ),
  fc.double(),
  fc.integer(),
);

/**
 * The time a property that renders a composite (overlays, tables, many options) may take: sixty runs
 * take a few seconds on a quiet machine, 20 to 70 s at a load average of 28 on two cores. The limit
 * guards against a hang, not against slowness.
 */
export const fuzzTimeout = 180_000;

/**
 * How many runs a property gets (composites included): enough to find the usual failures, few enough
 * for `npm test` on a busy two-core machine. Each run of `npm test` draws new cases (a new seed), so
 * the search goes on across runs; `FUZZ_RUNS=500 npx vitest run --project unit src/test/fuzz` searches
 * deeper at once (before a release, or after changing how a component reads its input). A property
 * that overruns stops itself (and fails) before the test's timeout, so it never keeps rendering into
 * the tests that follow.
 */
export const fuzzRuns = {
  numRuns: Number(process.env.FUZZ_RUNS) || 25,
  interruptAfterTimeLimit: fuzzTimeout - 10_000,
  markInterruptAsFailure: true,
};

/** Options with hostile values and labels; values are unique, as every option list requires. */
export const hostileOptions = fc.uniqueArray(
  fc.record({ value: hostileString, label: hostileString }),
  { selector: (o) => o.value, maxLength: 12 },
);

/** A huge option list (`count` options), for collections far larger than anyone tests by hand. */
export function manyOptions(count: number): { value: string; label: string }[] {
  return Array.from({ length: count }, (_, i) => ({ value: `v${i}`, label: `Option ${i + 1}` }));
}

/** Markup in a string must arrive as text: no element the payload could have created. */
export function expectNoInjectedMarkup(container: HTMLElement): void {
  expect(
    container.querySelector('script, iframe, object, embed, img[onerror], svg[onload]'),
  ).toBeNull();
  for (const el of container.querySelectorAll('*')) {
    for (const attr of el.getAttributeNames()) {
      expect(attr.startsWith('on'), `event-handler attribute ${attr} on <${el.tagName}>`).toBe(
        false,
      );
    }
  }
}

/** Text content with whitespace folded, as users read it (and as accessible names are computed). */
export function foldWhitespace(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * A `name`/`description` matcher for `getByRole` that reads both sides with whitespace folded: the
 * accessible-name library folds some Unicode spaces and not others, which is no concern of a user.
 */
export function readsAs(text: string): (computed: string) => boolean {
  return (computed) => foldWhitespace(computed) === foldWhitespace(text);
}

/** The same, for a computed text that must contain `text`. */
export function readsContaining(text: string): (computed: string) => boolean {
  return (computed) => foldWhitespace(computed).includes(foldWhitespace(text));
}

/**
 * Renders `ui` alone and checks that no markup was injected anywhere in the body (overlays portal
 * there). A failed run leaves its tree behind and fast-check's shrinking renders again, so whatever
 * an earlier run left is removed first.
 */
export function renderChecked(ui: ReactElement) {
  cleanup();
  const result = render(ui);
  expectNoInjectedMarkup(document.body);
  return result;
}

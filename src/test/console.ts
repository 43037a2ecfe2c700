import { afterEach, beforeEach, vi } from 'vitest';
import { STORY_EXPECTED_CONSOLE } from './storyConsole';

/**
 * Fails any test that logs console.error or console.warn (React warnings included), unless the test
 * declared it expects that message with `expectConsole`. Shared by the unit and story projects.
 */
type Expected = { level: 'error' | 'warn'; pattern: RegExp; seen: boolean };
const expected: Expected[] = [];
let unexpected: string[] = [];

type GlobalWithExpected = typeof globalThis & { [STORY_EXPECTED_CONSOLE]?: Expected[] };
const storyExpected = () => (globalThis as GlobalWithExpected)[STORY_EXPECTED_CONSOLE] ?? [];

/** Declares that this test is meant to log a message matching `pattern` (and fails if it does not). */
export function expectConsole(level: 'error' | 'warn', pattern: RegExp): void {
  expected.push({ level, pattern, seen: false });
}

/**
 * Accepts console messages matching `pattern` in this test without requiring one (property-based
 * tests, where only some generated inputs cause the development warning).
 */
export function allowConsole(level: 'error' | 'warn', pattern: RegExp): void {
  expected.push({ level, pattern, seen: true });
}

function format(args: unknown[]): string {
  return args
    .map((a) =>
      a instanceof Error ? (a.stack ?? a.message) : typeof a === 'string' ? a : safeJson(a),
    )
    .join(' ');
}

function safeJson(value: unknown): string {
  try {
    return JSON.stringify(value);
  } catch {
    return String(value);
  }
}

export function installConsoleGuard(): void {
  beforeEach(() => {
    unexpected = [];
    expected.length = 0;
    for (const level of ['error', 'warn'] as const) {
      // eslint-disable-next-line no-console -- the guard wraps the real console methods
      const original = console[level].bind(console);
      vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
        const text = format(args);
        const match = [...expected, ...storyExpected()].find(
          (e) => e.level === level && e.pattern.test(text),
        );
        if (match) {
          match.seen = true;
          return;
        }
        unexpected.push(`console.${level}: ${text}`);
        original(...args);
      });
    }
  });

  afterEach(() => {
    vi.mocked(console.error).mockRestore();
    vi.mocked(console.warn).mockRestore();
    const missing = [...expected, ...storyExpected()].filter((e) => !e.seen);
    delete (globalThis as GlobalWithExpected)[STORY_EXPECTED_CONSOLE];
    const problems = [
      ...unexpected,
      ...missing.map(
        (e) => `expected a console.${e.level} matching ${e.pattern}, but none was logged`,
      ),
    ];
    unexpected = [];
    expected.length = 0;
    if (problems.length) {
      throw new Error(`This test logged to the console:\n${problems.join('\n')}`);
    }
  });
}

import { virtual } from '@guidepup/virtual-screen-reader';
import { afterEach, expect, vi } from 'vitest';

/**
 * What a screen-reader user hears, for the transcript tests: Guidepup's virtual screen reader over
 * jsdom. `listen()` starts it on the whole page (portals included); `heard([...])` asserts the
 * phrases spoken since the last `heard`, in order and exactly, so a renamed control, a lost
 * announcement or one spoken twice fails. How to read and update them: CONTRIBUTING.md, "Screen-reader transcripts".
 */
export { virtual };

// The reader names the target of every DOM change it sees, even one in a subtree just removed
// from the page; dom-accessibility-api then looks ids up on that subtree's root, an element, which
// has no getElementById. Looking the id up inside the detached subtree is what a document would do.
const proto = Element.prototype as Element & { getElementById?: (id: string) => Element | null };
const hadGetElementById = 'getElementById' in proto;

let heardSoFar = 0;

export async function listen() {
  if (!hadGetElementById) {
    proto.getElementById = function (this: Element, id: string) {
      return this.querySelector(`[id="${CSS.escape(id)}"]`);
    };
  }
  heardSoFar = 0;
  await virtual.start({ container: document.body });
}

/**
 * Asserts the phrases spoken since the last call, exactly and in order. It waits (within the
 * test's own budget) for announcements that arrive a render or a lazy import later, and fails if
 * the transcript never matches: a missing phrase and an extra one fail alike.
 */
export async function heard(
  phrases: string[],
  {
    timeout = 10_000,
    repeatsOf,
    meanwhile = [],
  }: {
    timeout?: number;
    /** A phrase the reader repeats where no screen reader would: extra copies are set aside. */
    repeatsOf?: string;
    /**
     * Phrases from a source of their own (a toast raised while a page loads), each heard exactly
     * once at any point among `phrases`: the two race, and either may be first.
     */
    meanwhile?: string[];
  } = {},
) {
  let consumed = 0;
  await vi.waitFor(
    async () => {
      const log = (await virtual.spokenPhraseLog()).slice(heardSoFar);
      consumed = log.length;
      let spoken = repeatsOf ? log.filter(withoutRepeats(repeatsOf, phrases)) : log;
      for (const phrase of meanwhile) {
        expect(spoken, `heard once, at any point: ${phrase}`).toContain(phrase);
        spoken = spoken.toSpliced(spoken.indexOf(phrase), 1);
      }
      expect(spoken).toEqual(phrases);
    },
    { timeout, interval: 20 },
  );
  heardSoFar += consumed;
}

/** Keeps as many copies of `phrase` as `expected` holds, in their first places; drops the rest. */
function withoutRepeats(phrase: string, expected: string[]) {
  let allowed = expected.filter((p) => p === phrase).length;
  return (spoken: string) => spoken !== phrase || allowed-- > 0;
}

afterEach(async () => {
  await virtual.stop();
  if (!hadGetElementById) delete proto.getElementById;
});

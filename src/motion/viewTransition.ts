'use client';

import { flushSync } from 'react-dom';
import { prefersReducedMotion } from './useReducedMotion';

export interface ViewTransitionOptions {
  /** Skip the animation (the update still happens). @default the reduced-motion preference */
  skip?: boolean;
  /** View transition types (`:active-view-transition-type(forward)`), where the browser supports them. */
  types?: string[];
}

interface TransitionHandle {
  finished: Promise<void>;
  updateCallbackDone: Promise<void>;
  ready?: Promise<void>;
}

type StartViewTransition = (
  arg: (() => void | Promise<void>) | { update: () => void | Promise<void>; types?: string[] },
) => TransitionHandle;

type DocumentWithTransitions = Document & { startViewTransition?: StartViewTransition };

/**
 * A skipped transition (a newer navigation took over, the tab was hidden) rejects its `ready`
 * promise; the update itself still happened, so that is no error. Anything else stays visible.
 * https://drafts.csswg.org/css-view-transitions-1/#skip-the-view-transition
 */
function ignoreSkipped(error: unknown): void {
  const name = (error as { name?: unknown } | null)?.name;
  if (name === 'AbortError' || name === 'InvalidStateError') return;
  throw error;
}

let guards = 0;
let unguarded: { start: StartViewTransition; own: boolean } | undefined;

/**
 * Makes every view transition the document starts handle its own skipping, for code that drops the
 * transition object (react-router does): without it, a navigation that overtakes another one logs
 * "Uncaught (in promise) AbortError: Transition was skipped". `RouterRoot` with `viewTransition`
 * calls it; returns the function that undoes it (once every caller has).
 */
export function handleSkippedViewTransitions(): () => void {
  // Typed loosely on purpose: the wrapper must pass any argument shape through unchanged.
  const doc =
    typeof document === 'undefined'
      ? undefined
      : (document as unknown as { startViewTransition?: StartViewTransition });
  const start = doc?.startViewTransition;
  if (!doc || typeof start !== 'function') return () => {};
  if (guards++ === 0) {
    unguarded = { start, own: Object.prototype.hasOwnProperty.call(doc, 'startViewTransition') };
    doc.startViewTransition = function guarded(this: unknown, arg) {
      const transition = start.call(this, arg);
      transition.ready?.catch(ignoreSkipped);
      return transition;
    };
  }
  let undone = false;
  return () => {
    if (undone) return;
    undone = true;
    if (--guards > 0 || !unguarded) return;
    if (unguarded.own) doc.startViewTransition = unguarded.start;
    else delete doc.startViewTransition;
    unguarded = undefined;
  };
}

/**
 * Runs a React state update inside the View Transitions API (`document.startViewTransition`), so the
 * browser cross-fades from the old page to the new one. Where the API is missing, or motion is
 * reduced, the update simply happens. Resolves once the update (and any animation) finished.
 */
export async function startViewTransition(
  update: () => void,
  { skip = prefersReducedMotion(), types }: ViewTransitionOptions = {},
): Promise<void> {
  const doc = typeof document === 'undefined' ? undefined : (document as DocumentWithTransitions);
  if (!doc?.startViewTransition || skip) {
    update();
    return;
  }
  // flushSync: the browser snapshots the new state when the callback returns, so React must have
  // committed it by then.
  const run = () => flushSync(update);
  let transition;
  try {
    transition = types
      ? doc.startViewTransition({ update: run, types })
      : doc.startViewTransition(run);
  } catch {
    // Older implementations accept only a function.
    transition = doc.startViewTransition(run);
  }
  // A skipped animation rejects `ready`, an interrupted one `finished`; the update still happened.
  transition.ready?.catch(ignoreSkipped);
  await transition.finished.catch(() => undefined);
}

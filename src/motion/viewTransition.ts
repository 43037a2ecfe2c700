import { flushSync } from 'react-dom';
import { prefersReducedMotion } from './useReducedMotion';

export interface ViewTransitionOptions {
  /** Skip the animation (the update still happens). @default the reduced-motion preference */
  skip?: boolean;
  /** View transition types (`:active-view-transition-type(forward)`), where the browser supports them. */
  types?: string[];
}

type DocumentWithTransitions = Document & {
  startViewTransition?: (
    arg: (() => void | Promise<void>) | { update: () => void | Promise<void>; types?: string[] },
  ) => { finished: Promise<void>; updateCallbackDone: Promise<void> };
};

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
  // An interrupted or skipped animation rejects `finished`; the update itself still happened.
  await transition.finished.catch(() => undefined);
}

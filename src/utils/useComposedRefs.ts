'use client';

import { useMemo, type Ref, type RefObject } from 'react';

type MaybeRef<T> = Ref<T> | undefined | null;

/** Gives `node` to one ref; returns what undoes it: the ref's own cleanup, or giving it `null`. */
function attach<T>(ref: Ref<T>, node: T): () => void {
  if (typeof ref === 'function') {
    const cleanup = ref(node);
    return typeof cleanup === 'function' ? cleanup : () => ref(null);
  }
  (ref as RefObject<T | null>).current = node;
  return () => {
    (ref as RefObject<T | null>).current = null;
  };
}

/**
 * One ref for several (objects, callbacks, callbacks returning a React 19 cleanup). With one ref
 * given it is that ref itself, and `undefined` with none; otherwise a callback ref that gives the
 * element to each and, on detach, gives each what React would give it alone: its own cleanup, or
 * `null`. It builds a new callback on every call: in a render, use `useComposedRefs`.
 */
export function composeRefs<T>(...refs: readonly MaybeRef<T>[]): Ref<T> | undefined {
  let only: Ref<T> | undefined;
  let count = 0;
  for (const ref of refs) {
    if (!ref) continue;
    only = ref;
    count += 1;
  }
  if (count < 2) return only;
  return (node: T) => {
    const undo = refs.map((ref) => (ref ? attach(ref, node) : undefined));
    return () => undo.forEach((detach) => detach?.());
  };
}

/**
 * `composeRefs` kept for as long as the refs given stay the same. React detaches and re-attaches
 * a ref whose identity changes, so a callback built anew each render would run every ref's cleanup
 * and attach it again on every update (and an effect keyed on the element would restart).
 * Up to four refs; most of them are usually `undefined` (no user ref, no Form). The element's type
 * comes from the first.
 */
export function useComposedRefs<T>(
  a: MaybeRef<T>,
  b: MaybeRef<NoInfer<T>>,
  c?: MaybeRef<NoInfer<T>>,
  d?: MaybeRef<NoInfer<T>>,
): Ref<T> | undefined {
  return useMemo(() => composeRefs(a, b, c, d), [a, b, c, d]);
}

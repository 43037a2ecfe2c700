import type { Ref, RefCallback } from 'react';

/**
 * Combines refs (objects, callbacks, callbacks returning a React 19 cleanup) into one callback ref.
 * On detach, each ref gets what React would give it alone: its own cleanup, or `null`.
 */
export function mergeRefs<T>(...refs: Array<Ref<T> | undefined | null>): RefCallback<T> {
  return (node) => {
    const cleanups = refs.map((ref) => {
      if (typeof ref === 'function') {
        const cleanup = ref(node);
        return typeof cleanup === 'function' ? cleanup : () => ref(null);
      }
      if (ref) ref.current = node;
      return () => {
        if (ref) ref.current = null;
      };
    });
    return () => cleanups.forEach((cleanup) => cleanup());
  };
}

/**
 * The ref to pass for several optional refs: the one given when there is only one, so it stays the
 * same object across renders (a new callback each render makes React detach and re-attach it on
 * every update), otherwise `mergeRefs`.
 */
export function composeRefs<T>(...refs: Array<Ref<T> | undefined | null>): Ref<T> | undefined {
  let only: Ref<T> | undefined;
  for (const ref of refs) {
    if (!ref) continue;
    if (only) return mergeRefs(...refs);
    only = ref;
  }
  return only;
}

'use client';

import { useCallback, useRef, type Ref, type RefCallback, type RefObject } from 'react';

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

/** Gives a node to a callback or object ref; returns the callback ref's cleanup, if any. */
export function assignRef<T>(ref: Ref<T> | undefined, node: T | null): (() => void) | undefined {
  if (typeof ref === 'function') {
    const cleanup = ref(node);
    return typeof cleanup === 'function' ? cleanup : undefined;
  }
  if (ref) (ref as RefObject<T | null>).current = node;
  return undefined;
}

/**
 * A component's own ref to its element, plus the callback ref to put on the element, which also
 * gives it to the user's `ref`. The callback stays the same while the user's ref does, so React does
 * not detach and re-attach it on every update.
 */
export function useNodeRef<T>(userRef: Ref<T> | undefined): [RefObject<T | null>, RefCallback<T>] {
  const nodeRef = useRef<T | null>(null);
  const ref = useCallback(
    (node: T | null) => {
      nodeRef.current = node;
      return assignRef(userRef, node);
    },
    [userRef],
  );
  return [nodeRef, ref];
}

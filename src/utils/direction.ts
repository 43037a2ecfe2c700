'use client';

import { useLayoutEffect, useRef, useState, type Ref } from 'react';
import { useComposedRefs } from './useComposedRefs';
import { isRightToLeft } from './rovingFocus';

export type Direction = 'ltr' | 'rtl';

/**
 * The writing direction in effect at an element (its nearest `dir` attribute), kept up to date when a
 * `dir` changes anywhere in the document (the Storybook toolbar, a ThemeProvider). Base UI composites
 * need it passed to their DirectionProvider to reverse arrow keys in right-to-left text.
 * Returns the direction and a ref to attach to the element, merged with the user's own ref.
 */
export function useElementDirection<T extends HTMLElement>(
  userRef?: Ref<T>,
): [Direction, Ref<T> | undefined] {
  const local = useRef<T>(null);
  const ref = useComposedRefs(local, userRef);
  const [direction, setDirection] = useState<Direction>('ltr');

  useLayoutEffect(() => {
    const el = local.current;
    if (!el) return;
    const read = () => setDirection(isRightToLeft(el) ? 'rtl' : 'ltr');
    read();
    return subscribeToDirChanges(read);
  }, [local]);

  return [direction, ref];
}

// One MutationObserver for the whole document, shared by every element that follows its direction:
// an observer per instance (200 tab sets, 200 toggle groups) made every attribute change anywhere in
// the page be checked against each of them.
const dirListeners = new Set<() => void>();
let dirObserver: MutationObserver | null = null;

/**
 * Calls `listener` whenever a `dir` attribute changes anywhere in the document; returns the
 * unsubscribe function. Stable, so it can be `useSyncExternalStore`'s subscribe.
 */
export function subscribeToDirChanges(listener: () => void): () => void {
  if (typeof MutationObserver === 'undefined') return () => {};
  dirListeners.add(listener);
  if (!dirObserver) {
    dirObserver = new MutationObserver(() => {
      for (const notify of [...dirListeners]) notify();
    });
    dirObserver.observe(document.documentElement, {
      attributes: true,
      attributeFilter: ['dir'],
      subtree: true,
    });
  }
  return () => {
    dirListeners.delete(listener);
    if (dirListeners.size === 0 && dirObserver) {
      dirObserver.disconnect();
      dirObserver = null;
    }
  };
}

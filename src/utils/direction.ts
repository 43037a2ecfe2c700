import {
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
  type Ref,
  type RefCallback,
  type RefObject,
} from 'react';

export type Direction = 'ltr' | 'rtl';

/**
 * The writing direction in effect at an element (its nearest `dir` attribute), kept up to date when a
 * `dir` changes anywhere in the document (the Storybook toolbar, a ThemeProvider). Base UI composites
 * need it passed to their DirectionProvider to reverse arrow keys in right-to-left text.
 * Returns the direction and a ref to attach to the element, merged with the user's own ref.
 */
export function useElementDirection<T extends HTMLElement>(
  userRef?: Ref<T>,
): [Direction, RefCallback<T>] {
  const local = useRef<T | null>(null);
  const [direction, setDirection] = useState<Direction>('ltr');

  useLayoutEffect(() => {
    const el = local.current;
    if (!el) return;
    const read = () =>
      setDirection(el.closest('[dir]')?.getAttribute('dir') === 'rtl' ? 'rtl' : 'ltr');
    read();
    return subscribeToDirChanges(read);
  }, []);

  const ref = useCallback(
    (node: T | null) => {
      local.current = node;
      return assignRef(userRef, node);
    },
    [userRef],
  );
  return [direction, ref];
}

/** Gives a node to a callback or object ref; returns the callback ref's cleanup, if any. */
function assignRef<T>(ref: Ref<T> | undefined, node: T | null): (() => void) | undefined {
  if (typeof ref === 'function') {
    const cleanup = ref(node);
    return typeof cleanup === 'function' ? cleanup : undefined;
  }
  if (ref) (ref as RefObject<T | null>).current = node;
  return undefined;
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

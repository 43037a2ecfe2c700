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
    if (typeof MutationObserver === 'undefined') return;
    const observer = new MutationObserver(read);
    observer.observe(document.documentElement, {
      attributes: true,
      attributeFilter: ['dir'],
      subtree: true,
    });
    return () => observer.disconnect();
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

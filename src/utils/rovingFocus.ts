'use client';

import {
  useCallback,
  useLayoutEffect,
  useRef,
  type FocusEvent,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import type { Direction } from './direction';

/**
 * The roving-tabindex keys of the WAI-ARIA composites (tabs, toggle groups, toolbars): the arrows
 * along `orientation` move to the next or previous item, looping at the ends (or stopping there,
 * without `loop`) and reversed when `direction` (the component's `useDirection()`) is right to
 * left, Home and End go to the first and last. Returns the item to focus, after preventing the
 * key's default, or `undefined` when the key is not one of them (or has a modifier, or the event
 * did not come from one of `items`).
 */
export function rovingKeyTarget(
  event: KeyboardEvent<HTMLElement>,
  items: readonly HTMLElement[],
  orientation: 'horizontal' | 'vertical',
  direction: Direction,
  loop = true,
): HTMLElement | undefined {
  if (event.defaultPrevented || event.shiftKey || event.ctrlKey || event.altKey || event.metaKey)
    return undefined;
  const current = items.indexOf(event.target as HTMLElement);
  if (current === -1) return undefined;
  const [back, forth] =
    orientation === 'vertical'
      ? ['ArrowUp', 'ArrowDown']
      : direction === 'rtl'
        ? ['ArrowRight', 'ArrowLeft']
        : ['ArrowLeft', 'ArrowRight'];
  const last = items.length - 1;
  let next: number;
  if (event.key === forth) next = current === last ? (loop ? 0 : last) : current + 1;
  else if (event.key === back) next = current === 0 ? (loop ? last : 0) : current - 1;
  else if (event.key === 'Home') next = 0;
  else if (event.key === 'End') next = last;
  else return undefined;
  event.preventDefault();
  return items[next];
}

/**
 * Keeps exactly one of a composite's items in the Tab order (the APG's roving tabindex): the last
 * one focused, or else the first of `items(root)`. It writes the items' `tabindex` itself, so an
 * item renders none and keeps no state for it, and a composite mounts in one render. It re-syncs
 * after every render of the composite and, through one MutationObserver, when an item comes, goes
 * or is disabled by its own state (its `disabled` attribute, or the attribute named by `watch`,
 * changes): without that the composite could be left with no Tab stop at all. Pass the returned
 * function to the root's `onFocus`. `items` is a module-level function (the effects depend on
 * it). With `enabled` false (a group whose items join an enclosing toolbar's order) it does
 * nothing.
 */
export function useRovingTabStop(
  root: RefObject<HTMLElement | null>,
  items: (root: HTMLElement) => HTMLElement[],
  { enabled = true, watch }: { enabled?: boolean; watch?: string } = {},
): (event: FocusEvent<HTMLElement>) => void {
  const stop = useRef<HTMLElement | null>(null);
  const sync = useCallback(
    (element: HTMLElement) => {
      const all = items(element);
      if (!stop.current || !all.includes(stop.current)) stop.current = all[0] ?? null;
      // Compare and write the attribute, not the `tabIndex` property: a button with no attribute
      // already reads 0 there, so the stop would be left without its explicit tabindex="0".
      for (const item of all) {
        const tabIndex = item === stop.current ? '0' : '-1';
        if (item.getAttribute('tabindex') !== tabIndex) item.setAttribute('tabindex', tabIndex);
      }
    },
    [items],
  );
  useLayoutEffect(() => {
    if (enabled && root.current) sync(root.current);
  });
  useLayoutEffect(() => {
    const element = root.current;
    if (!enabled || !element || typeof MutationObserver === 'undefined') return;
    // It watches no tabindex, which `sync` itself writes.
    const observer = new MutationObserver(() => sync(element));
    observer.observe(element, {
      subtree: true,
      childList: true,
      attributeFilter: watch ? ['disabled', watch] : ['disabled'],
    });
    return () => observer.disconnect();
  }, [root, enabled, watch, sync]);
  return useCallback(
    (event: FocusEvent<HTMLElement>) => {
      const target = event.target as HTMLElement;
      if (!enabled || target === stop.current) return;
      if (!items(event.currentTarget).includes(target)) return;
      stop.current = target;
      sync(event.currentTarget);
    },
    [enabled, items, sync],
  );
}

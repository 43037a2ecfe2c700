import type { KeyboardEvent } from 'react';
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

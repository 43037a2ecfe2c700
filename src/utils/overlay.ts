import type { MouseEvent, MouseEventHandler } from 'react';
import { useSyncExternalStore } from 'react';
import { subscribeToDirChanges } from './direction';

/**
 * Wraps a user's click handler for a part built on Base UI so that `event.preventDefault()` in it also
 * stops the built-in behaviour (closing, opening), as the house style promises.
 */
export function preventableClick<T extends Element>(
  onClick: MouseEventHandler<T> | undefined,
): MouseEventHandler<T> | undefined {
  if (!onClick) return undefined;
  return (event: MouseEvent<T>) => {
    onClick(event);
    if (event.defaultPrevented) {
      (event as MouseEvent<T> & { preventBaseUIHandler?: () => void }).preventBaseUIHandler?.();
    }
  };
}

/**
 * The document's text direction (`dir` on <html>, where the ThemeProvider puts it), kept up to date,
 * so overlays on the start or end edge can flip in right-to-left.
 */
export function useDocumentDirection(): 'ltr' | 'rtl' {
  // One MutationObserver for the whole page (an observer per instance cost every drawer and theme
  // provider its own).
  return useSyncExternalStore(subscribeToDirChanges, readDir, () => 'ltr');
}

function readDir(): 'ltr' | 'rtl' {
  return document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr';
}

const TABBABLE = 'a[href], button, input, select, textarea, [tabindex], [contenteditable="true"]';

/** The first element inside `root` that Tab would reach, or `null`. */
export function firstTabbable(root: Element | null): HTMLElement | null {
  if (!root) return null;
  for (const el of root.querySelectorAll<HTMLElement>(TABBABLE)) {
    if (el.tabIndex < 0 || el.matches(':disabled')) continue;
    if (el instanceof HTMLInputElement && el.type === 'hidden') continue;
    if (el.closest('[inert], [hidden]')) continue;
    return el;
  }
  return null;
}

'use client';

import { createContext, use, useSyncExternalStore } from 'react';

export type Direction = 'ltr' | 'rtl';

/**
 * A direction given to the tree below: by a ThemeProvider's `dir` (`explicit`, which a locale
 * below does not override) or by a LocaleProvider's `locale`. @internal
 */
export interface DirectionSource {
  direction: Direction;
  explicit: boolean;
}

/** @internal Provided by ThemeProvider and LocaleProvider (`DirectionScope`); read by `useDirection`. */
export const DirectionContext = createContext<DirectionSource | null>(null);
DirectionContext.displayName = 'DirectionContext';

/** `'ltr'` or `'rtl'` from a `dir` value, or `undefined` for anything else (`auto`, none). */
export function asDirection(dir: string | null | undefined): Direction | undefined {
  return dir === 'rtl' || dir === 'ltr' ? dir : undefined;
}

const readDocument = () => asDirection(document.documentElement.getAttribute('dir')) ?? null;
const readNothing = () => null;
const subscribeToNothing = () => () => {};

/**
 * The writing direction in effect, for what a component does with it (which arrow key goes
 * forward, where a drawer opens, how a slider fills). Nearest first:
 *
 * 1. `own`: the component's own `dir` prop, which it also renders;
 * 2. a ThemeProvider's `dir` above, which a LocaleProvider between them does not override;
 * 3. the nearest LocaleProvider given a `locale`: its script's direction (Arabic, Hebrew: `rtl`);
 * 4. with neither provider, the document's `dir` (`<html dir="rtl">`), followed when it changes;
 * 5. `ltr`.
 *
 * On a server (and while hydrating) step 4 reads as none, so a server render follows the
 * providers; after hydration the component renders again if the document says otherwise. A `dir`
 * on some other element is not read: give a subtree its direction with `<ThemeProvider dir>`,
 * which renders the attribute and tells the components.
 */
export function useDirection(own?: string): Direction {
  const source = use(DirectionContext);
  // Outside every provider each component follows the document (one observer for the page).
  const documentDirection = useSyncExternalStore(
    source ? subscribeToNothing : subscribeToDocumentDirection,
    source ? readNothing : readDocument,
    readNothing,
  );
  return asDirection(own) ?? source?.direction ?? documentDirection ?? 'ltr';
}

// One MutationObserver for the page, shared by every component that follows the document's
// direction: an observer per instance would tell each of them of every change on its own.
const dirListeners = new Set<() => void>();
let dirObserver: MutationObserver | null = null;

/** Calls `listener` whenever the document's `dir` changes; returns the unsubscribe function. */
function subscribeToDocumentDirection(listener: () => void): () => void {
  if (typeof MutationObserver === 'undefined') return () => {};
  dirListeners.add(listener);
  if (!dirObserver) {
    dirObserver = new MutationObserver(() => {
      for (const notify of [...dirListeners]) notify();
    });
    dirObserver.observe(document.documentElement, { attributes: true, attributeFilter: ['dir'] });
  }
  return () => {
    dirListeners.delete(listener);
    if (dirListeners.size === 0 && dirObserver) {
      dirObserver.disconnect();
      dirObserver = null;
    }
  };
}

'use client';

/**
 * A subscribe function for `useSyncExternalStore` that follows window events through one listener
 * per event, however many components subscribe: a page of a thousand links or formatted numbers
 * adds one listener to the window, not a thousand. Does nothing where there is no window (a
 * server render).
 */
export function sharedWindowSubscription(
  ...events: readonly (keyof WindowEventMap)[]
): (onChange: () => void) => () => void {
  const listeners = new Set<() => void>();
  const tell = () => listeners.forEach((listener) => listener());
  return (onChange) => {
    if (typeof window === 'undefined') return () => {};
    if (listeners.size === 0) for (const event of events) window.addEventListener(event, tell);
    listeners.add(onChange);
    return () => {
      listeners.delete(onChange);
      if (listeners.size === 0) for (const event of events) window.removeEventListener(event, tell);
    };
  };
}

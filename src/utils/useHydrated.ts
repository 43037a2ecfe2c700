'use client';

import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False on the server and in the render that hydrates its HTML, true after (and at once in a
 * client-only render): for what only a browser can render, such as a portal into `document.body`,
 * so the server's HTML and the first client render agree.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

'use client';

import { createContext, use } from 'react';
import { useMediaQuery } from '../utils/useMediaQuery';

/**
 * Whether movement is removed below, as the nearest ThemeProvider decided from its `motion` setting
 * and the system's; `null` outside one. The motion facility owns it so that it needs no component:
 * ThemeProvider provides it.
 */
export const ReducedMotionContext = createContext<boolean | null>(null);
ReducedMotionContext.displayName = 'ReducedMotionContext';

/**
 * True when movement should be removed: the ThemeProvider's `motion="reduce"` (the toolbar, the
 * app's settings) or the system's `prefers-reduced-motion`. CSS on motion tokens follows the same
 * rule by itself; this hook is for motion driven from JavaScript.
 */
export function useReducedMotion(): boolean {
  const chosen = use(ReducedMotionContext);
  const system = useMediaQuery('(prefers-reduced-motion: reduce)');
  return chosen ?? system;
}

/** The same answer outside React: the document root's `data-motion`, else the system setting. */
export function prefersReducedMotion(): boolean {
  if (typeof document === 'undefined') return false;
  const forced = document.documentElement.getAttribute('data-motion');
  if (forced === 'reduce') return true;
  if (forced === 'full') return false;
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

import { useTheme } from '../components/ThemeProvider/ThemeProvider';

/**
 * True when movement should be removed: the ThemeProvider's `motion="reduce"` (the toolbar, the
 * app's settings) or the system's `prefers-reduced-motion`. CSS on motion tokens follows the same
 * rule by itself; this hook is for motion driven from JavaScript.
 */
export function useReducedMotion(): boolean {
  return useTheme().reducedMotion;
}

/** The same answer outside React: the document root's `data-motion`, else the system setting. */
export function prefersReducedMotion(): boolean {
  if (typeof document === 'undefined') return false;
  const forced = document.documentElement.getAttribute('data-motion');
  if (forced === 'reduce') return true;
  if (forced === 'full') return false;
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

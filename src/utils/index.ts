export { cx } from './cx';
export { useControllableState } from './useControllableState';
export { devWarn, isDev } from './dev';
export { createStrictContext } from './createContext';
export { useMediaQuery } from './useMediaQuery';
export { useHydrated } from './useHydrated';
export { useHeldWhilePressed, usePointerPressed } from './pointerPress';
export { isSafeHref, isExternalHref, withSafeRel } from './safeUrl';

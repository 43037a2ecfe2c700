export { useReducedMotion, prefersReducedMotion } from './useReducedMotion';
export { usePresence } from './usePresence';
export type { PresenceResult, PresenceState, UsePresenceOptions } from './usePresence';
export { waitForMotion, motionDuration } from './waitForMotion';
export { handleSkippedViewTransitions, startViewTransition } from './viewTransition';
export type { ViewTransitionOptions } from './viewTransition';
export { useFlip } from './useFlip';

export { StateTransition } from './StateTransition';
export type { StateTransitionProps } from './StateTransition';

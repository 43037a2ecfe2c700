export { AnimatedList } from './AnimatedList';
export type { AnimatedListProps } from './AnimatedList';

export { Stack } from './Stack';
export type { StackProps } from './Stack';
export type { Space, Align, Justify } from './layout';

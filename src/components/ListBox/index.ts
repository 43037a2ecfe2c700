export { ListBox } from './ListBox';
export type { ListBoxProps, ListBoxOption } from './ListBox';

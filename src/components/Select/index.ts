export { Select } from './Select';
export type { SelectProps, SelectOption, SelectOptionGroup } from './Select';

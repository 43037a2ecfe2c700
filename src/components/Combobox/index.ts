export { Combobox } from './Combobox';
export type { ComboboxProps, ComboboxOption } from './Combobox';

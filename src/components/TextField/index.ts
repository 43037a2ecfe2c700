export { TextField } from './TextField';
export type { TextFieldProps, FieldLabelProps } from './TextField';

export { Field, useFieldContext, useFieldControl } from './Field';
export type { FieldProps, FieldBinding, FieldContextValue, FieldControlProps } from './Field';

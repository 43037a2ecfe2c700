export { Field, useFieldContext, useFieldControl } from './Field';
export type { FieldProps, FieldContextValue, FieldControlProps } from './Field';

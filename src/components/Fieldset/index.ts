export { Fieldset } from './Fieldset';
export type { FieldsetProps } from './Fieldset';

export { RadioGroup } from './RadioGroup';
export type { RadioGroupProps, ChoiceOption } from './RadioGroup';

export { DateField } from './DateField';
export type { DateFieldProps } from './DateField';
export { DatePicker } from './DatePicker';
export type { DatePickerProps } from './DatePicker';
export type { CalendarIdentifier } from './calendars';

export { FileField, formatFileSize, isAcceptedFile } from './FileField';
export type { FileFieldProps } from './FileField';

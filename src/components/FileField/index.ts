export { FileField } from './FileField';
export { formatFileSize, isAcceptedFile } from './files';
export type { FileFieldProps } from './FileField';

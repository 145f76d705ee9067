export { FileField } from './file-field';
export type { FileFieldProps } from './file-field';

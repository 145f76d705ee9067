export { CopyCode } from './copy-code';
export type { CopyCodeProps } from './copy-code';

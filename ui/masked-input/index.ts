export { DocumentField, PhoneField } from './masked-input';
export type { MaskedFieldProps } from './masked-input';
export { documentMaskKind, documentMaskOptions, phoneDigits } from './masks';

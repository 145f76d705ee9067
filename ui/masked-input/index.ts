export { DocumentField, PhoneField } from './masked-input';
export type { MaskedFieldProps } from './masked-input';
export { documentMaskKind, formatMasked, DOCUMENT, PHONE_NUMBER, phoneDigits } from './masks';

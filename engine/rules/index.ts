/** Pure business rules shared by the browser and the server (no React, no effector, no DOM). */
export { formatBRL, formatBRLNoBreak, toCentavos, toReais } from './money';
export {
  cnpjCheckDigits,
  documentKind,
  formatCep,
  formatCnpj,
  formatCpf,
  formatDocument,
  isValidCep,
  isValidCnpj,
  isValidCpf,
  isValidDocument,
  normalizeCep,
  normalizeCnpj,
  onlyDigits,
} from './documents';
export type { DocumentKind } from './documents';
export { isValidFullName, stripHtml } from './names';
export { NIL_UUID, RESERVED_SEGMENTS, isReservedSegment, isUuid, isValidSupplierSlug } from './slug';
export type { ReservedSegment } from './slug';
export { formatQuantity, formatQuantityMilesimos, fromMilesimos, quantityDecimals, toMilesimos } from './quantity';
export type { QuantityDisplayOptions, Unidade } from './quantity';

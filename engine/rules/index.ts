/** Pure business rules shared by the browser and the server (no React, no effector, no DOM). */
export { formatBRL, formatBRLNoBreak, toCentavos, toReais } from './money';
export {
  cnpjCheckDigits,
  documentKind,
  formatCnpj,
  formatCpf,
  formatDocument,
  isValidCnpj,
  isValidCpf,
  isValidDocument,
  normalizeCnpj,
  onlyDigits,
} from './tax-ids';
export type { DocumentKind } from './tax-ids';
export { formatCep, isValidCep, normalizeCep } from './cep';
export {
  LOGIN_MAX,
  classifyLogin,
  formatDocumento,
  isValidEmail,
  normalizeDocumento,
  normalizeEmail,
  normalizeForeignDocument,
  tipoDocumentoBrasileiro,
} from './login-id';
export type { LoginClassificado, TipoLogin } from './login-id';
export { isValidFullName, stripHtml } from './names';
export { NIL_UUID, isUuid, isValidSupplierSlug } from './slug';
export {
  COMMERCE_PREFIX,
  RESERVED_SEGMENTS,
  ROOT_FILE_SEGMENTS,
  SERVER_SEGMENTS,
  SUPPLIERLESS_PAGE_SEGMENTS,
  classifyFirstSegment,
  decodeSegment,
  formatStorefrontPath,
  isReservedSegment,
  parseStorefrontPath,
  storefrontSegments,
  stripCommercePrefix,
} from './storefront-path';
export type { FirstSegmentKind, ReservedSegment, StorefrontPath } from './storefront-path';
export { domainMatches, isHostName, normalizeDomain, normalizeDomains } from './domain';
export { cleanSearch, searchQuery } from './search';
export { categoryAndDescendants, findCategory } from './categories';
export type { CategoryNode, CategoryRow } from './categories';
export { CATEGORY_TYPES, OFFERS_CATEGORY_TYPE, isOffersCategory, isOnOffer } from './offers';
export type { CategoryType } from './offers';
export { formatQuantity, formatQuantityMilesimos, fromMilesimos, quantityDecimals, toMilesimos } from './quantity';
export type { QuantityDisplayOptions, Unidade } from './quantity';
export {
  QUANTIDADE_MAXIMA,
  applyQuantityAction,
  canDecreaseWithoutRemoving,
  canIncrease,
  increaseStopReason,
  quantityCap,
  quantityLimitsFromProduct,
} from './quantity-action';
export type { QuantityAction, QuantityFields, QuantityLimits } from './quantity-action';
export { checkQuickOrderLine, parseQuantidade, parseQuickOrder } from './quick-order';
export type { QuickOrderCheck, QuickOrderInputLine, QuickOrderProduct } from './quick-order';
export {
  cartTotals,
  discountAmount,
  discountApplies,
  linePriceFromProduct,
  lineTotal,
  progressiveTier,
  timesQuantity,
  unitPrice,
  wholesaleApplies,
} from './pricing';
export type {
  CartLineInput,
  CartTotals,
  Discount,
  LinePrice,
  LineTotal,
  PriceSource,
  PriceWireFields,
  PricingContext,
  ProgressiveTier,
  UnitPrice,
} from './pricing';
export { linePriceFromStored, quantityLimitsFromStored, unavailableReason } from './stored-product';
export type { StoredPriceFields, StoredQuantityFields, UnavailableReason } from './stored-product';

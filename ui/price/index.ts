export { PRICE_SIZES, Price, TEXTO_PRECO_OCULTO } from './price';
export type { PriceProps, PriceSize } from './price';

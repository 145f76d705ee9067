export { PRICE_SIZES, Price, TEXTO_PRECO_OCULTO, TEXTO_SOB_CONSULTA } from './price';
export type { PriceProps, PriceSize } from './price';

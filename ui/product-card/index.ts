export { PRODUCT_CARD_TEST_IDS, ProductCard } from './product-card';
export type { ProductCardProduct, ProductCardProps, ProductCardTestId } from './product-card';

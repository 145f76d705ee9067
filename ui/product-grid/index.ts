export { PRODUCT_GRID_LAYOUTS, ProductGrid } from './product-grid';
export type { ProductGridLayout, ProductGridProps, ProductLinks } from './product-grid';

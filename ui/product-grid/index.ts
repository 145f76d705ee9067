export { PRODUCT_GRID_LAYOUTS, ProductGrid, ProductGridSkeleton } from './product-grid';
export type { ProductGridLayout, ProductGridProps, ProductLinks } from './product-grid';

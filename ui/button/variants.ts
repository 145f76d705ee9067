/** Button variants, sizes and shapes: `as const` arrays that also feed zod enums in block props. */
export const BUTTON_VARIANTS = ['primary', 'secondary', 'ghost'] as const;
export type ButtonVariant = (typeof BUTTON_VARIANTS)[number];
export const BUTTON_SIZES = ['md', 'sm'] as const;
export type ButtonSize = (typeof BUTTON_SIZES)[number];
/** 'rounded' (default), 'pill' (fully rounded ends) or 'circle' (a square icon button). */
export const BUTTON_SHAPES = ['rounded', 'pill', 'circle'] as const;
export type ButtonShape = (typeof BUTTON_SHAPES)[number];

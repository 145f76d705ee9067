/** Button variants and sizes: `as const` arrays that also feed zod enums in block props. */
export const BUTTON_VARIANTS = ['primary', 'secondary', 'ghost'] as const;
export type ButtonVariant = (typeof BUTTON_VARIANTS)[number];
export const BUTTON_SIZES = ['md', 'sm'] as const;
export type ButtonSize = (typeof BUTTON_SIZES)[number];

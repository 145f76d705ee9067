export { Button, ButtonLink, buttonClassName } from './button';
export type { ButtonLinkProps, ButtonProps, ButtonStyleProps } from './button';
export { BUTTON_SHAPES, BUTTON_SIZES, BUTTON_VARIANTS } from './variants';
export type { ButtonShape, ButtonSize, ButtonVariant } from './variants';

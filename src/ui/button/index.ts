export { Button } from './button';
export type { ButtonProps } from './button';
export { BUTTON_SIZES, BUTTON_VARIANTS } from './variants';
export type { ButtonSize, ButtonVariant } from './variants';

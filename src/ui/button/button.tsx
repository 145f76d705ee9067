import type { ButtonHTMLAttributes, Ref } from 'react';
import * as styles from './button.css';
import type { ButtonSize, ButtonVariant } from './variants';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** 'primary' (filled with the supplier colour), 'secondary' (outlined), 'ghost' (text). Default 'primary'. */
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/** The storefront's button. `type` defaults to 'button' (never an accidental form submit). */
export function Button({ variant = 'primary', size = 'md', fullWidth = false, className, type = 'button', ref, ...rest }: ButtonProps) {
  const classes = [styles.base, styles.variant[variant], styles.size[size], fullWidth ? styles.fullWidth : undefined, className].filter(Boolean).join(' ');
  return <button ref={ref} type={type} className={classes} data-variant={variant} {...rest} />;
}

/**
 * The storefront's one button, and its link forms: `ButtonLink` is a router link (`to`) or a plain
 * `<a>` (`href`) that looks like a button; `buttonClassName` gives the same classes to anything else.
 */
import type { AnchorHTMLAttributes, ButtonHTMLAttributes, Ref } from 'react';
import { Link } from 'react-router';
import * as styles from './button.css';
import type { ButtonShape, ButtonSize, ButtonVariant } from './variants';

export interface ButtonStyleProps {
  /** 'primary' (filled with the supplier colour), 'secondary' (outlined), 'ghost' (text). Default 'primary'. */
  variant?: ButtonVariant;
  size?: ButtonSize;
  shape?: ButtonShape;
  fullWidth?: boolean;
}

/** The classes of a button with these styles (plus `className`). */
export function buttonClassName(
  { variant = 'primary', size = 'md', shape = 'rounded', fullWidth = false }: ButtonStyleProps,
  className?: string,
): string {
  return [
    styles.base,
    styles.variant[variant],
    styles.size[size],
    styles.shape[shape],
    shape === 'circle' ? styles.circleSize[size] : undefined,
    fullWidth ? styles.fullWidth : undefined,
    className,
  ]
    .filter(Boolean)
    .join(' ');
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonStyleProps {
  ref?: Ref<HTMLButtonElement>;
}

/** The storefront's button. `type` defaults to 'button' (never an accidental form submit). */
export function Button({
  variant = 'primary',
  size = 'md',
  shape = 'rounded',
  fullWidth = false,
  className,
  type = 'button',
  ref,
  ...rest
}: ButtonProps) {
  return (
    <button
      ref={ref}
      type={type}
      className={buttonClassName({ variant, size, shape, fullWidth }, className)}
      data-variant={variant}
      {...rest}
    />
  );
}

type AnchorProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> &
  ButtonStyleProps & { ref?: Ref<HTMLAnchorElement> };

/** A link that looks like a button: a router link with `to` (inside the app), a plain `<a>` with `href`. */
export type ButtonLinkProps = AnchorProps & ({ to: string; href?: never } | { href: string; to?: never });

export function ButtonLink({
  variant = 'primary',
  size = 'md',
  shape = 'rounded',
  fullWidth = false,
  className,
  ...rest
}: ButtonLinkProps) {
  const classes = buttonClassName({ variant, size, shape, fullWidth }, className);
  if (rest.to !== undefined) {
    const { to, ...anchor } = rest;
    return <Link to={to} className={classes} data-variant={variant} {...anchor} />;
  }
  return <a className={classes} data-variant={variant} {...rest} />;
}

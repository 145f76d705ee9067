import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '#themes/contract.css';
import type { ButtonShape, ButtonSize, ButtonVariant } from './variants';

export const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  minHeight: 44,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: '2px solid transparent',
  borderRadius: vars.radius.md,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  fontWeight: 600,
  lineHeight: 1.2,
  textDecoration: 'none',
  cursor: 'pointer',
  transition: 'background-color 120ms ease, border-color 120ms ease, color 120ms ease',
  selectors: {
    '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.55 },
  },
});

export const variant = styleVariants<Record<ButtonVariant, Parameters<typeof style>[0]>>({
  primary: {
    backgroundColor: vars.color.primary,
    color: vars.color.onPrimary,
    selectors: { '&:hover:not(:disabled):not([aria-disabled="true"])': { backgroundColor: vars.color.primaryDark } },
  },
  secondary: {
    backgroundColor: vars.color.background,
    color: vars.color.secondary,
    borderColor: vars.color.secondary,
    selectors: { '&:hover:not(:disabled)': { backgroundColor: vars.color.surface } },
  },
  ghost: {
    backgroundColor: 'transparent',
    color: vars.color.secondary,
    textDecoration: 'underline',
    selectors: { '&:hover:not(:disabled)': { backgroundColor: vars.color.surface } },
  },
});

export const size = styleVariants<Record<ButtonSize, Parameters<typeof style>[0]>>({
  md: {},
  sm: { minHeight: 36, padding: `${vars.space.xs} ${vars.space.sm}`, fontSize: vars.fontSize.sm },
});

export const shape = styleVariants<Record<ButtonShape, Parameters<typeof style>[0]>>({
  rounded: {},
  pill: { borderRadius: vars.radius.pill, paddingInline: vars.space.lg },
  circle: {
    borderRadius: vars.radius.pill,
    padding: 0,
    aspectRatio: '1 / 1',
    fontSize: vars.fontSize.lg,
    lineHeight: 1,
  },
});

/** A circle's width follows its size (the height is the size's min-height). */
export const circleSize = styleVariants<Record<ButtonSize, Parameters<typeof style>[0]>>({
  md: { width: 44 },
  sm: { width: 36 },
});

export const fullWidth = style({ width: '100%' });

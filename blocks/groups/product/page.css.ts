import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '#themes/contract.css';

export const root = style({
  padding: `${vars.space.md} 0`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});

export const breadcrumb = style({
  fontSize: vars.fontSize.sm,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  flexWrap: 'wrap',
  color: vars.color.textMuted,
});

/** Each link a tap target of at least 24 × 24 px (WCAG 2.2 target size), not only its line of text. */
globalStyle(`${breadcrumb} a`, {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 24,
  minWidth: 24,
});

import { style } from '@vanilla-extract/css';
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
  gap: vars.space.xs,
  flexWrap: 'wrap',
  color: vars.color.textMuted,
});

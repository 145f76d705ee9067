import { style } from '@vanilla-extract/css';
import { vars } from '#themes/contract.css';

export const subtitle = style({
  margin: `${vars.space.lg} 0 ${vars.space.sm}`,
  fontSize: vars.fontSize.lg,
  color: vars.color.secondaryDark,
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
});

export const card = style({
  padding: vars.space.md,
  border: `1px dashed ${vars.color.primary}`,
  borderRadius: vars.radius.lg,
  background: vars.color.background,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const code = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: 700,
  letterSpacing: '0.04em',
  color: vars.color.primaryDark,
});

export const value = style({ margin: 0, fontWeight: 700 });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

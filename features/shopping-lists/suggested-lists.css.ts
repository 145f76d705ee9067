import { style } from '@vanilla-extract/css';
import { vars } from '#themes/contract.css';

export const strip = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: `${vars.space.md} 0`,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.lg, color: vars.color.secondaryDark });

export const items = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
});

export const item = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.background,
});

export const name = style({ fontWeight: 700 });

export const count = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

import { style } from '@vanilla-extract/css';
import { vars } from '#themes/contract.css';

export const box = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.background,
  marginBottom: vars.space.lg,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.lg, color: vars.color.secondaryDark });

export const amounts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))',
  gap: vars.space.md,
  margin: 0,
});

export const label = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const value = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: 700 });

export const available = style([value, { color: vars.color.primaryDark }]);

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

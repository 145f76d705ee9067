import { style } from '@vanilla-extract/css';
import { vars } from '#themes/contract.css';

export const summary = style({
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const total = style({
  fontSize: vars.fontSize.xl,
  fontWeight: 700,
  display: 'flex',
  justifyContent: 'space-between',
});

export const row = style({ display: 'flex', justifyContent: 'space-between' });

export const freeShipping = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  paddingTop: vars.space.sm,
  marginTop: vars.space.xs,
  borderTop: `1px solid ${vars.color.border}`,
});

export const freeShippingText = style({ margin: 0, fontWeight: 600 });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const track = style({
  height: 8,
  borderRadius: 999,
  background: vars.color.border,
  overflow: 'hidden',
});

export const bar = style({ height: '100%', borderRadius: 999, background: vars.color.primary });

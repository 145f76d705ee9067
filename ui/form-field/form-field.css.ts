import { style } from '@vanilla-extract/css';
import { tones, vars } from '#themes/contract.css';

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  marginBottom: vars.space.md,
});

export const label = style({ fontWeight: 600, fontSize: vars.fontSize.sm, color: vars.color.text });

export const input = style({
  minHeight: 44,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.background,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  width: '100%',
  boxSizing: 'border-box',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 1 },
    '&[aria-invalid="true"]': { borderColor: tones.critical.foreground },
  },
});

export const hint = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const error = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: tones.critical.foreground,
  fontWeight: 600,
});

export const check = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  marginBottom: vars.space.md,
  fontSize: vars.fontSize.sm,
});

export const checkbox = style({
  width: 20,
  height: 20,
  margin: '2px 0 0',
  flexShrink: 0,
  accentColor: vars.color.primary,
});

import { style } from '@vanilla-extract/css';
import { vars } from '#themes/contract.css';

export const root = style({
  display: 'inline-flex',
  alignItems: 'stretch',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.background,
  overflow: 'hidden',
});

export const step = style({
  minWidth: 44,
  minHeight: 44,
  padding: 0,
  border: 'none',
  background: 'transparent',
  color: vars.color.secondaryDark,
  fontSize: vars.fontSize.lg,
  fontWeight: 700,
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { background: vars.color.surface },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.45 },
  },
});

export const input = style({
  width: '4.5em',
  minHeight: 44,
  padding: `0 ${vars.space.xs}`,
  border: 'none',
  borderInline: `1px solid ${vars.color.border}`,
  background: 'transparent',
  textAlign: 'center',
  fontVariantNumeric: 'tabular-nums',
  selectors: { '&:disabled': { opacity: 0.6 } },
});

export const wrapper = style({
  display: 'inline-flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  alignSelf: 'flex-start',
  gap: vars.space.xs,
});

export const hint = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '#themes/contract.css';

export const checkout = style({
  marginTop: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const row = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.sm, margin: 0 });

export const total = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: 700,
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const nowrap = style({ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' });

export const send = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  alignItems: 'stretch',
  '@media': { 'screen and (min-width: 720px)': { alignItems: 'flex-end' } },
});

export const instrucoes = style({ overflowWrap: 'anywhere', lineHeight: 1.5 });
globalStyle(`${instrucoes} ul`, { margin: 0, paddingLeft: '1.25em' });
globalStyle(`${instrucoes} p`, { margin: `0 0 ${vars.space.xs}` });

import { globalStyle, style } from '@vanilla-extract/css';
import { tones, vars } from '#themes/contract.css';

export const checkout = style({
  marginTop: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const block = style({
  margin: 0,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.background,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
});

export const legend = style({
  padding: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: 700,
  color: vars.color.secondaryDark,
  float: 'left',
  width: '100%',
  marginBottom: vars.space.sm,
});

export const options = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  clear: 'both',
});

export const inline = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, clear: 'both' });

export const option = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  gap: vars.space.sm,
  alignItems: 'start',
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  selectors: {
    '&:has(input:checked)': { borderColor: vars.color.primary, boxShadow: `inset 0 0 0 1px ${vars.color.primary}` },
  },
});

export const radio = style({ margin: '0.2em 0 0', width: '1.1em', height: '1.1em', accentColor: vars.color.primary });

export const optionText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const optionTitle = style({ fontWeight: 600 });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const price = style({ fontWeight: 700, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

export const free = style({ fontWeight: 700, color: tones.positive.foreground, whiteSpace: 'nowrap' });

export const ajuste = style({ fontSize: vars.fontSize.sm, fontWeight: 600, color: tones.positive.foreground });

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

export const clear = style({ clear: 'both' });

export const campos = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const instrucoes = style({ overflowWrap: 'anywhere', lineHeight: 1.5 });
globalStyle(`${instrucoes} ul`, { margin: 0, paddingLeft: '1.25em' });
globalStyle(`${instrucoes} p`, { margin: `0 0 ${vars.space.xs}` });

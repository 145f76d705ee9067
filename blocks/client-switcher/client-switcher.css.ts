import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '#themes/contract.css';

export const lead = style({ margin: `0 0 ${vars.space.md}`, color: vars.color.textMuted });

export const atual = style({
  margin: `0 0 ${vars.space.md}`,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  overflowWrap: 'anywhere',
});

export const search = style({
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'flex-end',
  flexWrap: 'wrap',
  marginBottom: vars.space.md,
});

export const searchField = style({ flex: '1 1 240px', minWidth: 0 });
globalStyle(`${searchField} > div`, { marginBottom: 0 });

export const message = style({ margin: `0 0 ${vars.space.md}` });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  flexWrap: 'wrap',
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.background,
});

export const itemAtual = style({ borderColor: vars.color.primary, boxShadow: `inset 4px 0 0 ${vars.color.primary}` });

export const info = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
  flex: '1 1 260px',
  overflowWrap: 'anywhere',
});

export const nome = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: 700 });

export const detalhe = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const more = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  marginTop: vars.space.md,
});

export const count = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

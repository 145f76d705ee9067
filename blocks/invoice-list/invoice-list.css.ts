import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '#themes/contract.css';

export const section = style({ marginBottom: vars.space.lg });

export const title = style({
  margin: `0 0 ${vars.space.sm}`,
  fontSize: vars.fontSize.lg,
  color: vars.color.secondaryDark,
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });

export const card = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.background,
  minWidth: 0,
});

export const head = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'baseline',
  justifyContent: 'space-between',
});

export const numero = style({ margin: 0, fontWeight: 700 });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))',
  gap: vars.space.sm,
  margin: 0,
});

export const label = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const value = style({ margin: 0, fontWeight: 600 });

const badge = style({
  display: 'inline-block',
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.sm,
  fontWeight: 700,
});

export const situacao = styleVariants({
  vencido: [badge, { background: vars.color.danger, color: '#ffffff' }],
  a_vencer: [
    badge,
    { background: vars.color.surface, color: vars.color.text, border: `1px solid ${vars.color.border}` },
  ],
  pago: [badge, { background: vars.color.success, color: '#ffffff' }],
});

export const linha = style({
  margin: 0,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  wordBreak: 'break-word',
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

export const segundaVia = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderLeft: `4px solid ${vars.color.danger}`,
  background: vars.color.surface,
});

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

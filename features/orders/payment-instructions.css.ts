import { style } from '@vanilla-extract/css';
import { vars } from '#themes/contract.css';

export const box = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.background,
  '@media': { 'screen and (min-width: 720px)': { gridTemplateColumns: 'auto minmax(0, 1fr)', alignItems: 'start' } },
});

export const qr = style({ width: 200, height: 200, justifySelf: 'center', display: 'block' });

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });

export const code = style({
  width: '100%',
  boxSizing: 'border-box',
  minHeight: 96,
  resize: 'none',
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: vars.fontSize.sm,
  wordBreak: 'break-all',
  color: vars.color.text,
  background: vars.color.background,
});

export const linha = style({
  margin: 0,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: vars.fontSize.md,
  fontWeight: 600,
  letterSpacing: '0.02em',
  wordBreak: 'break-word',
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

export const copied = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

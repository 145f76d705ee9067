import { style } from '@vanilla-extract/css';
import { tones, vars } from '#themes/contract.css';

/** The 'Calcular frete' box (its content loads in a chunk of its own after hydration). */
export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  width: '100%',
  maxWidth: 420,
  boxSizing: 'border-box',
  minHeight: '7.5rem',
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: 700,
  color: vars.color.secondaryDark,
});

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const options = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const option = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: vars.space.xxs,
  padding: `${vars.space.xs} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const optionName = style({ fontWeight: 600, overflowWrap: 'anywhere' });

export const optionDate = style({ gridColumn: '1 / -1', color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const fee = style({ fontWeight: 700, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' });

export const free = style({ fontWeight: 700, whiteSpace: 'nowrap', color: tones.positive.foreground });

import { style } from '@vanilla-extract/css';
import { tones, vars } from '#themes/contract.css';

export const root = style({
  padding: `${vars.space.md} 0`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});

export const breadcrumb = style({
  fontSize: vars.fontSize.sm,
  display: 'flex',
  gap: vars.space.xs,
  flexWrap: 'wrap',
  color: vars.color.textMuted,
});

export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { 'screen and (min-width: 768px)': { gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 6fr)' } },
});

export const imageBox = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  aspectRatio: '1 / 1',
  overflow: 'hidden',
});

export const image = style({ width: '100%', height: '100%', objectFit: 'contain', display: 'block' });

export const info = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const title = style({ margin: 0, fontSize: vars.fontSize.xxl, color: vars.color.secondaryDark });

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const table = style({ borderCollapse: 'collapse', fontSize: vars.fontSize.sm, minWidth: 240 });

export const cell = style({
  borderBottom: `1px solid ${vars.color.border}`,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  textAlign: 'left',
});

export const description = style({ lineHeight: 1.6 });

export const sectionTitle = style({ margin: `${vars.space.md} 0 ${vars.space.sm}`, fontSize: vars.fontSize.lg });

/** 'Produto indisponível' and the availability alert (issue 10, item 4). */
export const stockOut = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const stockOutTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: 700,
  color: vars.color.secondaryDark,
});

/** The alert's area keeps its height while its chunk loads and its state is read (no shift). */
export const alertArea = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  minHeight: '5.5rem',
  width: '100%',
});

/** The 'Calcular frete' box (its content loads in a chunk of its own after hydration). */
export const freteBox = style({
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

export const freteTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: 700,
  color: vars.color.secondaryDark,
});

export const freteOpcoes = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const freteOpcao = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: vars.space.xxs,
  padding: `${vars.space.xs} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const freteNome = style({ fontWeight: 600, overflowWrap: 'anywhere' });

export const freteData = style({ gridColumn: '1 / -1', color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const fretePreco = style({ fontWeight: 700, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' });

export const freteGratis = style({ fontWeight: 700, whiteSpace: 'nowrap', color: tones.positive.foreground });

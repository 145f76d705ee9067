import { style } from '@vanilla-extract/css';
import { tones, vars } from '#themes/contract.css';

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const message = style({ margin: 0 });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
  justifyContent: 'space-between',
});

export const section = style({
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.background,
});

export const sectionTitle = style({ margin: `0 0 ${vars.space.md}`, fontSize: vars.fontSize.lg });

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  columnGap: vars.space.md,
  '@media': { 'screen and (min-width: 640px)': { gridTemplateColumns: 'repeat(6, minmax(0, 1fr))' } },
});

const span = (n: number) => style({ '@media': { 'screen and (min-width: 640px)': { gridColumn: `span ${n}` } } });
export const span2 = span(2);
export const span3 = span(3);
export const span4 = span(4);
export const span6 = span(6);

/** 'Quem recebe': the recipient, the phone and its WhatsApp opt-in, grouped. */
export const fieldset = style({ border: 'none', margin: `0 0 ${vars.space.md}`, padding: 0, minInlineSize: 0 });

export const legend = style({ padding: 0, marginBottom: vars.space.sm, fontWeight: 600 });

export const cepStatus = style({
  margin: `calc(-1 * ${vars.space.sm}) 0 ${vars.space.md}`,
  fontSize: vars.fontSize.sm,
  minHeight: '1.25em',
});

export const cepFalhou = style({ color: tones.caution.foreground, fontWeight: 600 });

export const formActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const item = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.background,
  '@media': {
    'screen and (min-width: 720px)': { gridTemplateColumns: 'minmax(0, 1fr) max-content', alignItems: 'center' },
  },
});

export const itemPrimario = style({
  borderColor: vars.color.primary,
  boxShadow: `inset 4px 0 0 ${vars.color.primary}`,
});

export const who = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

export const name = style({
  margin: 0,
  fontWeight: 600,
  fontSize: vars.fontSize.md,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  alignItems: 'center',
});

export const texto = style({ margin: 0, overflowWrap: 'anywhere' });

export const muted = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});

export const badge = style({
  display: 'inline-block',
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.pill,
  background: vars.color.secondary,
  color: vars.color.onPrimary,
  fontSize: vars.fontSize.xs,
  fontWeight: 600,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, alignItems: 'center' });

export const confirm = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  alignItems: 'center',
  fontSize: vars.fontSize.sm,
});

export const mapaFieldset = style({ border: 0, margin: `0 0 ${vars.space.md}`, padding: 0, minWidth: 0 });

export const mapaLegenda = style({ padding: 0, marginBottom: vars.space.xs, fontWeight: 600 });

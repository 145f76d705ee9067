import { style } from '@vanilla-extract/css';
import { tones, vars } from '#themes/contract.css';

export const lead = style({ margin: 0, color: vars.color.textMuted });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.lg });

export const cards = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  height: '100%',
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.background,
  boxSizing: 'border-box',
});

export const current = style({ borderColor: vars.color.primary, boxShadow: `0 0 0 1px ${vars.color.primary}` });

export const logo = style({
  width: '100%',
  maxWidth: 200,
  height: 50,
  objectFit: 'contain',
  objectPosition: 'left center',
});

export const cardTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: 700 });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const badge = style({
  padding: `2px ${vars.space.xs}`,
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.xs,
  fontWeight: 600,
  background: tones.info.background,
  color: tones.info.foreground,
});

export const cardAction = style({ marginTop: 'auto' });

export const form = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'minmax(0, 2fr) minmax(80px, 1fr) minmax(0, 2fr)',
  alignItems: 'start',
  '@media': { 'screen and (max-width: 600px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const formActions = style({ gridColumn: '1 / -1' });

export const addresses = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const address = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
  justifyContent: 'space-between',
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const invalid = style({ borderColor: tones.critical.foreground });

/** The block's parts, a column with the page's spacing between them. */
export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

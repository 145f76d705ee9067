import { style } from '@vanilla-extract/css';
import { vars } from '#themes/contract.css';

export const lead = style({ margin: `0 0 ${vars.space.md}`, color: vars.color.textMuted });

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const message = style({ margin: 0 });

export const section = style({
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.background,
});

export const sectionTitle = style({ margin: `0 0 ${vars.space.sm}`, fontSize: vars.fontSize.lg });

export const inviteForm = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.sm,
  alignItems: 'end',
  '@media': { 'screen and (min-width: 640px)': { gridTemplateColumns: 'minmax(0, 1fr) max-content' } },
});

export const inviteButton = style({ '@media': { 'screen and (min-width: 640px)': { marginBottom: vars.space.md } } });

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
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  '@media': {
    'screen and (min-width: 640px)': { gridTemplateColumns: 'minmax(0, 1fr) max-content', alignItems: 'center' },
  },
});

export const who = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

export const name = style({
  fontWeight: 600,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  alignItems: 'center',
});

export const email = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });

export const badge = style({
  display: 'inline-block',
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.pill,
  background: vars.color.secondary,
  color: vars.color.onPrimary,
  fontSize: vars.fontSize.xs,
  fontWeight: 600,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

export const confirm = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  alignItems: 'center',
  fontSize: vars.fontSize.sm,
});

import { style } from '@vanilla-extract/css';
import { vars } from '#themes/contract.css';

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'flex-end',
  justifyContent: 'space-between',
});

export const card = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xs,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.background,
  '@media': { 'screen and (min-width: 720px)': { gridTemplateColumns: 'minmax(0, 1fr) auto', alignItems: 'center' } },
});

export const cardTitle = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: 700 });

export const cardSide = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  alignItems: 'flex-start',
  '@media': { 'screen and (min-width: 720px)': { alignItems: 'flex-end' } },
});

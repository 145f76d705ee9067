import { style } from '@vanilla-extract/css';
import { vars } from '#themes/contract.css';

export const form = style({ display: 'flex', flexDirection: 'column' });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
  marginTop: vars.space.xs,
});

export const message = style({ marginBottom: vars.space.md });

export const lead = style({ margin: `0 0 ${vars.space.md}`, color: vars.color.textMuted });

export const loginLine = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  flexWrap: 'wrap',
  marginBottom: vars.space.md,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  overflowWrap: 'anywhere',
});

export const twoColumns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  columnGap: vars.space.md,
  '@media': { 'screen and (min-width: 640px)': { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } },
});

export const forgot = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  marginTop: vars.space.sm,
  textAlign: 'center',
});

/** The company's fields of a CNPJ registration (issue 34), grouped under their legend. */
export const company = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  minWidth: 0,
});

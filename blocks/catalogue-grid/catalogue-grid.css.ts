import { style } from '@vanilla-extract/css';
import { vars } from '#themes/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: `${vars.space.md} 0`,
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  // On phones the sort sits under the title whatever the title's width: another category's title
  // (longer or shorter) must not pull the sort onto its line and move the grid below.
  '@media': { 'screen and (max-width: 599px)': { flexDirection: 'column', alignItems: 'flex-start' } },
});

export const title = style({ margin: 0, fontSize: vars.fontSize.xl, color: vars.color.secondaryDark });

export const count = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const sort = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, fontSize: vars.fontSize.sm });

export const select = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  minHeight: 40,
});

export const status = style({ margin: 0, padding: vars.space.lg, textAlign: 'center', color: vars.color.textMuted });

export const more = style({ display: 'flex', justifyContent: 'center', paddingTop: vars.space.sm });

export const filters = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
});

export const filtersSummary = style({
  cursor: 'pointer',
  padding: `${vars.space.sm} ${vars.space.md}`,
  minHeight: 44,
  display: 'flex',
  alignItems: 'center',
  fontWeight: 600,
  color: vars.color.secondaryDark,
});

export const filterBody = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space.md,
  padding: `0 ${vars.space.md} ${vars.space.md}`,
});

export const filterGroup = style({
  border: 0,
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 180,
});

export const filterLegend = style({
  padding: 0,
  marginBottom: vars.space.xs,
  fontWeight: 600,
  fontSize: vars.fontSize.sm,
});

export const filterValues = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  maxHeight: 220,
  overflowY: 'auto',
});

export const filterOption = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: 32,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
});

export const filterCount = style({ color: vars.color.textMuted });

import { style } from '@vanilla-extract/css';
import { vars } from '#themes/contract.css';

/** The drawer's width on a phone: most of the screen, the page still showing at its edge. */
export const drawer = style({ selectors: { '&[role="dialog"]': { width: 'min(360px, 88vw)' } } });

export const body = style({
  flex: 1,
  overflowY: 'auto',
  paddingBottom: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const heading = style({
  margin: `${vars.space.sm} 0 ${vars.space.xs}`,
  fontSize: vars.fontSize.sm,
  fontWeight: 700,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  color: vars.color.textMuted,
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' });

export const subList = style([
  list,
  { paddingLeft: vars.space.md, borderLeft: `2px solid ${vars.color.border}`, marginLeft: vars.space.sm },
]);

export const link = style({
  display: 'flex',
  alignItems: 'center',
  width: '100%',
  minHeight: 44,
  padding: `0 ${vars.space.sm}`,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontWeight: 600,
  textAlign: 'left',
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surface } },
});

export const subLink = style([link, { minHeight: 40, fontWeight: 400, fontSize: vars.fontSize.sm }]);

export const offers = style({ color: vars.color.danger });

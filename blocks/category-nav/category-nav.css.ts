import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const root = style({ background: vars.color.surface, borderBottom: `1px solid ${vars.color.border}` });

export const inner = style({ maxWidth: vars.layout.maxWidth, margin: '0 auto', padding: `0 ${vars.space.md}` });

export const title = style({ margin: `${vars.space.sm} 0 0`, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: `${vars.space.xs} 0`,
  display: 'flex',
  gap: vars.space.xs,
  overflowX: 'auto',
  scrollbarWidth: 'thin',
  position: 'relative',
});

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 40,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  whiteSpace: 'nowrap',
  color: vars.color.secondaryDark,
  textDecoration: 'none',
  fontWeight: 600,
  fontSize: vars.fontSize.sm,
  selectors: {
    '&:hover': { background: vars.color.primaryLight2 },
    '&[aria-current]': { background: vars.color.primary, color: vars.color.onPrimary },
  },
});

export const offers = style({ color: vars.color.danger });

export const subList = style([list, { borderTop: `1px dashed ${vars.color.border}` }]);

export const subLink = style([link, { fontWeight: 500, minHeight: 36 }]);

import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '#themes/contract.css';
import { VISUALLY_HIDDEN } from '#themes/visually-hidden';

export const root = style({
  background: vars.color.primary,
  color: vars.color.onPrimary,
  boxShadow: vars.shadow.card,
});

export const inner = style({
  maxWidth: vars.layout.maxWidth,
  margin: '0 auto',
  padding: `${vars.space.sm} ${vars.space.md}`,
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  gridTemplateAreas: '"brand search actions" "menu menu menu"',
  alignItems: 'center',
  gap: `${vars.space.sm} ${vars.space.lg}`,
  '@media': {
    'screen and (max-width: 767px)': {
      gridTemplateColumns: '1fr auto',
      gridTemplateAreas: '"brand actions" "search search" "menu menu"',
      gap: vars.space.sm,
    },
  },
});

export const brand = style({
  gridArea: 'brand',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: 'inherit',
  textDecoration: 'none',
  fontWeight: 800,
  fontSize: vars.fontSize.lg,
  minWidth: 0,
});

/** A box the logo fits at its own aspect ratio; it narrows (never squeezes) when a phone lacks room. */
export const logo = style({
  width: 176,
  maxWidth: '100%',
  minWidth: 96,
  height: 44,
  padding: 2,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  objectFit: 'contain',
  objectPosition: 'left center',
  flexShrink: 1,
});

export const brandName = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

/**
 * Beside a logo (which carries the name), the name is shown only where there is room for it; on
 * phones it is left to the logo and to the link's accessible name, never cut to 'Distribuidora…'.
 */
globalStyle(`${logo} + ${brandName}`, {
  '@media': {
    'screen and (max-width: 767px)': VISUALLY_HIDDEN,
  },
});

export const search = style({ gridArea: 'search', display: 'flex', minWidth: 0, position: 'relative' });

export const searchInput = style({
  flex: 1,
  minWidth: 0,
  minHeight: 44,
  padding: `0 ${vars.space.md}`,
  border: 'none',
  borderRadius: `${vars.radius.pill} 0 0 ${vars.radius.pill}`,
  background: vars.color.surface,
  color: vars.color.text,
});

export const searchButton = style({
  minHeight: 44,
  padding: `0 ${vars.space.md}`,
  border: 'none',
  borderRadius: `0 ${vars.radius.pill} ${vars.radius.pill} 0`,
  background: vars.color.secondary,
  color: vars.color.onPrimary,
  fontWeight: 700,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.secondaryDark } },
});

export const actions = style({ gridArea: 'actions', display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const actionLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: 44,
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  color: 'inherit',
  textDecoration: 'none',
  fontWeight: 600,
  background: 'transparent',
  border: 'none',
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.primaryDark } },
});

export const cart = style([
  actionLink,
  {
    position: 'relative',
    flexShrink: 0,
    background: vars.color.secondary,
    selectors: { '&:hover': { background: vars.color.secondaryDark } },
  },
]);

export const badge = style({
  minWidth: 22,
  height: 22,
  padding: '0 6px',
  borderRadius: vars.radius.pill,
  background: vars.color.auxiliary,
  color: '#1d1d1d',
  fontSize: vars.fontSize.xs,
  fontWeight: 800,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
});

/** The chat button's badge before the chat has loaded: its place kept, nothing shown. */
export const badgeEmpty = style([badge, { visibility: 'hidden' }]);

export const menu = style({ gridArea: 'menu', overflowX: 'auto' });

export const menuList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', gap: vars.space.xs });

export const menuLink = style([actionLink, { whiteSpace: 'nowrap', fontSize: vars.fontSize.sm, minHeight: 36 }]);

export const userMenu = style({ position: 'relative' });

/** The summary of the user menu, without the disclosure triangle. */
export const userMenuSummary = style([
  actionLink,
  {
    listStyle: 'none',
    flexWrap: 'wrap',
    columnGap: vars.space.xs,
    rowGap: 0,
    selectors: { '&::-webkit-details-marker': { display: 'none' } },
    // On a phone, beside the logo, the cart and 'Menu': the client's name is cut, never the logo.
    '@media': { 'screen and (max-width: 767px)': { maxWidth: 132, overflow: 'hidden', whiteSpace: 'nowrap' } },
  },
]);

/** The client a representative or linked user acts for, under their name. */
export const acting = style({
  flexBasis: '100%',
  maxWidth: 'min(220px, 100%)',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: vars.fontSize.xs,
  fontWeight: 500,
});

export const userMenuList = style({
  position: 'absolute',
  right: 0,
  top: 'calc(100% + 4px)',
  zIndex: 50,
  minWidth: 200,
  margin: 0,
  padding: vars.space.xs,
  listStyle: 'none',
  background: vars.color.background,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.raised,
});

export const userMenuItem = style([
  actionLink,
  {
    width: '100%',
    minHeight: 40,
    fontWeight: 500,
    textAlign: 'left',
    selectors: { '&:hover': { background: vars.color.surface } },
  },
]);

/** The phone's 'Menu' button (the drawer): hidden from 768 px, where the menu shows in the header. */
export const menuButton = style([
  actionLink,
  {
    minWidth: 44,
    flexShrink: 0,
    justifyContent: 'center',
    padding: 0,
    '@media': { 'screen and (min-width: 768px)': { display: 'none' } },
  },
]);

/** On phones the menu document lives in the drawer, not in a strip cut at the screen's edge. */
export const menuComGaveta = style({ '@media': { 'screen and (max-width: 767px)': { display: 'none' } } });

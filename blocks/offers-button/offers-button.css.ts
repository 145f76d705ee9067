import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '#themes/contract.css';
import { VISUALLY_HIDDEN } from '#themes/visually-hidden';

export const button = style({
  position: 'fixed',
  bottom: vars.space.lg,
  zIndex: 20,
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: 48,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderRadius: vars.radius.pill,
  background: vars.color.auxiliary,
  color: '#1d1d1d',
  fontWeight: 800,
  letterSpacing: '0.04em',
  textDecoration: 'none',
  boxShadow: vars.shadow.raised,
  selectors: { '&:hover': { background: vars.color.auxiliaryDark } },
  '@media': {
    // On phones it shrinks to a round tag icon (its name stays for screen readers), so it covers
    // as little of a card's button as a floating button can.
    'screen and (max-width: 599px)': {
      bottom: vars.space.md,
      width: 48,
      height: 48,
      minHeight: 48,
      padding: 0,
      justifyContent: 'center',
      opacity: 0.95,
    },
  },
});

/** The label: shown beside the icon from 600 px, read by screen readers only below. */
globalStyle(`${button} > span`, {
  '@media': {
    'screen and (max-width: 599px)': VISUALLY_HIDDEN,
  },
});

export const position = styleVariants({
  direita: { right: vars.space.lg, '@media': { 'screen and (max-width: 599px)': { right: vars.space.md } } },
  esquerda: { left: vars.space.lg, '@media': { 'screen and (max-width: 599px)': { left: vars.space.md } } },
});

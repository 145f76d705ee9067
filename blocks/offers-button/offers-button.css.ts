import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

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
});

export const position = styleVariants({
  direita: { right: vars.space.lg },
  esquerda: { left: vars.space.lg },
});

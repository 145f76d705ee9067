import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const root = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.background,
  color: vars.color.text,
});

export const main = style({
  flex: 1,
  width: '100%',
  maxWidth: vars.layout.maxWidth,
  margin: '0 auto',
  padding: `0 ${vars.space.md} ${vars.space.xl}`,
  outline: 'none',
});

export const skipLink = style({
  position: 'absolute',
  left: vars.space.sm,
  top: -100,
  zIndex: 100,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surface,
  color: vars.color.text,
  borderRadius: vars.radius.sm,
  boxShadow: vars.shadow.raised,
  selectors: { '&:focus': { top: vars.space.sm } },
});

export const status = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.md,
  minHeight: '60vh',
  padding: vars.space.xl,
  textAlign: 'center',
});

export const statusTitle = style({ margin: 0, fontSize: vars.fontSize.xl, color: vars.color.secondaryDark });

export const statusText = style({ margin: 0, maxWidth: 560, color: vars.color.textMuted });

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  width: 40,
  height: 40,
  borderRadius: '50%',
  border: `4px solid ${vars.color.border}`,
  borderTopColor: vars.color.primary,
  animation: `${spin} 0.9s linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  padding: `0 ${vars.space.lg}`,
  borderRadius: vars.radius.pill,
  border: 'none',
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontWeight: 700,
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.primaryDark } },
});

/** The strip under the footer with the cookie preferences button (consent can be changed at any time). */
export const cookieBar = style({
  display: 'flex',
  justifyContent: 'center',
  // Room at the very bottom so the floating OFERTAS button never covers the footer's last line.
  padding: `${vars.space.sm} ${vars.space.md} 88px`,
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
});

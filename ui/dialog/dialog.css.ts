import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '#themes/contract.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const rise = keyframes({
  from: { opacity: 0, transform: 'translate(-50%, -46%)' },
  to: { opacity: 1, transform: 'translate(-50%, -50%)' },
});

export const overlay = style({
  position: 'fixed',
  inset: 0,
  backgroundColor: 'rgba(16, 24, 40, 0.55)',
  zIndex: 1000,
  animation: `${fadeIn} 150ms ease-out`,
});

export const content = style({
  position: 'fixed',
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  zIndex: 1001,
  width: 'calc(100vw - 32px)',
  maxHeight: 'calc(100vh - 32px)',
  overflowY: 'auto',
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.background,
  color: vars.color.text,
  boxShadow: vars.shadow.raised,
  animation: `${rise} 180ms ease-out`,
  selectors: { '&:focus': { outline: 'none' } },
});

export const width = styleVariants({
  sm: { maxWidth: 420 },
  md: { maxWidth: 560 },
  lg: { maxWidth: 800 },
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
  marginBottom: vars.space.md,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: 700 });

export const description = style({ margin: `0 0 ${vars.space.md}`, color: vars.color.textMuted });

export const close = style({
  flexShrink: 0,
  minHeight: 36,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.background,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  selectors: { '&:hover': { backgroundColor: vars.color.surface } },
});

/** The side panel (the cart): slides in from the right, and out in 400 ms (spec section 9). */
export const SIDE_CLOSE_MS = 400;
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });
const slideIn = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'translateX(0)' } });
const slideOut = keyframes({ from: { transform: 'translateX(0)' }, to: { transform: 'translateX(100%)' } });

export const overlaySide = style({
  selectors: { '&[data-state="closed"]': { animation: `${fadeOut} ${SIDE_CLOSE_MS}ms ease-in forwards` } },
});

export const side = style({
  position: 'fixed',
  top: 0,
  right: 0,
  bottom: 0,
  zIndex: 1001,
  display: 'flex',
  flexDirection: 'column',
  width: 'min(440px, 100vw)',
  padding: vars.space.md,
  backgroundColor: vars.color.background,
  color: vars.color.text,
  boxShadow: vars.shadow.raised,
  animation: `${slideIn} 250ms ease-out`,
  selectors: {
    '&:focus': { outline: 'none' },
    '&[data-state="closed"]': { animation: `${slideOut} ${SIDE_CLOSE_MS}ms ease-in forwards` },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animation: `${fadeIn} 150ms ease-out`,
      selectors: { '&[data-state="closed"]': { animation: `${fadeOut} ${SIDE_CLOSE_MS}ms ease-in forwards` } },
    },
  },
});

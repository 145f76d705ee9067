import { createVar, keyframes, style } from '@vanilla-extract/css';
import { vars } from '#themes/contract.css';

export const duration = createVar();

const scroll = keyframes({
  from: { transform: 'translateX(0)' },
  to: { transform: 'translateX(-50%)' },
});

export const root = style({
  position: 'relative',
  overflow: 'hidden',
  background: vars.color.secondary,
  color: vars.color.onPrimary,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  whiteSpace: 'nowrap',
});

/** The pause control's checkbox (visually hidden; its label draws the control). */
export const pauseInput = style({
  position: 'absolute',
  opacity: 0,
  width: 1,
  height: 1,
  margin: 0,
});

export const track = style({
  display: 'inline-flex',
  width: 'max-content',
  animation: `${scroll} ${duration} linear infinite`,
  // Paused under the pointer, while the keyboard is on the control, and for good once it is checked
  // (WCAG 2.2.2: moving content a visitor can stop), without JavaScript.
  selectors: {
    [`${root}:hover &, ${root}:focus-within &, ${root}:has(${pauseInput}:checked) &`]: {
      animationPlayState: 'paused',
    },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { animation: 'none', display: 'block', width: 'auto' },
  },
});

export const item = style({
  padding: `${vars.space.xs} ${vars.space.xl}`,
  '@media': {
    '(prefers-reduced-motion: reduce)': { display: 'block', textAlign: 'center', whiteSpace: 'normal' },
  },
});

export const copy = style({
  '@media': { '(prefers-reduced-motion: reduce)': { display: 'none' } },
});

/**
 * 'Pausar o aviso de frete grátis': a 24 px round control at the strip's right end, two bars, a
 * play triangle once paused. Not shown with reduced motion (the text stands still).
 */
export const pause = style({
  position: 'absolute',
  top: '50%',
  right: vars.space.xs,
  transform: 'translateY(-50%)',
  display: 'flex',
  cursor: 'pointer',
  '@media': { '(prefers-reduced-motion: reduce)': { display: 'none' } },
});

export const pauseIcon = style({
  position: 'relative',
  width: 24,
  height: 24,
  borderRadius: '50%',
  background: vars.color.secondary,
  boxShadow: `0 0 0 1px ${vars.color.onPrimary}`,
  selectors: {
    [`${pauseInput}:focus-visible + &`]: { outline: `2px solid ${vars.color.onPrimary}`, outlineOffset: 2 },
    // Two bars…
    '&::before, &::after': {
      content: '""',
      position: 'absolute',
      top: 7,
      width: 3,
      height: 10,
      background: vars.color.onPrimary,
    },
    '&::before': { left: 8 },
    '&::after': { left: 13 },
    // …or, paused, a triangle pointing right.
    [`${pauseInput}:checked + &::before`]: {
      top: 7,
      left: 9,
      width: 0,
      height: 0,
      background: 'none',
      borderTop: '5px solid transparent',
      borderBottom: '5px solid transparent',
      borderLeft: `8px solid ${vars.color.onPrimary}`,
    },
    [`${pauseInput}:checked + &::after`]: { display: 'none' },
  },
});

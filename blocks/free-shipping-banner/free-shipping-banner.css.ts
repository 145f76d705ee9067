import { createVar, keyframes, style } from '@vanilla-extract/css';
import { vars } from '#themes/contract.css';

export const duration = createVar();

const scroll = keyframes({
  from: { transform: 'translateX(0)' },
  to: { transform: 'translateX(-50%)' },
});

export const root = style({
  overflow: 'hidden',
  background: vars.color.secondary,
  color: vars.color.onPrimary,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  whiteSpace: 'nowrap',
});

export const track = style({
  display: 'inline-flex',
  width: 'max-content',
  animation: `${scroll} ${duration} linear infinite`,
  selectors: { [`${root}:hover &`]: { animationPlayState: 'paused' } },
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

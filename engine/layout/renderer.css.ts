import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '#themes/contract.css';

const pulse = keyframes({
  '0%': { opacity: 0.55 },
  '50%': { opacity: 1 },
  '100%': { opacity: 0.55 },
});

/** Placeholder while a lazy block's code loads. */
export const skeleton = style({
  minHeight: 48,
  margin: `${vars.space.sm} 0`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  animation: `${pulse} 1.2s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

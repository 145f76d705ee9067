import { style } from '@vanilla-extract/css';
import { vars } from '#themes/contract.css';

/** A reading measure narrower than the wide page frame's, for the supplier's text. */
export const page = style({
  width: '100%',
  maxWidth: 820,
  margin: '0 auto',
  padding: `${vars.space.lg} ${vars.space.md}`,
  boxSizing: 'border-box',
});

export const title = style({
  margin: `0 0 ${vars.space.xs}`,
  fontSize: vars.fontSize.xxl,
  color: vars.color.secondaryDark,
});

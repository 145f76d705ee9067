import { style } from '@vanilla-extract/css';
import { vars } from '#themes/contract.css';

/** The payment-method change's choices, a plain group (no fieldset border). */
export const fieldset = style({
  border: 0,
  margin: 0,
  padding: 0,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

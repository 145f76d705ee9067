import { style } from '@vanilla-extract/css';
import { vars } from '#themes/contract.css';

export const details = style({
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const subtitle = style({ margin: 0, fontSize: vars.fontSize.lg, color: vars.color.secondaryDark });

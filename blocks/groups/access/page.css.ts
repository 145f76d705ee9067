import { style } from '@vanilla-extract/css';
import { vars } from '#themes/contract.css';

/** The login page: the modal's form, at about the modal's width. */
export const loginPage = style({
  width: '100%',
  maxWidth: 480,
  margin: '0 auto',
  padding: `${vars.space.lg} ${vars.space.md}`,
  boxSizing: 'border-box',
});

export const loginTitle = style({
  margin: `0 0 ${vars.space.md}`,
  fontSize: vars.fontSize.xxl,
  color: vars.color.secondaryDark,
});

/** The password reset page: one card in the middle. */
export const resetRoot = style({
  display: 'flex',
  justifyContent: 'center',
  padding: `${vars.space.xl} 0`,
});

export const resetCard = style({
  width: '100%',
  maxWidth: 440,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  padding: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const resetTitle = style({ margin: 0, fontSize: vars.fontSize.xl, color: vars.color.secondaryDark });

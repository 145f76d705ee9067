import { style } from '@vanilla-extract/css';
import { tones, vars } from '#themes/contract.css';

export const hero = style({
  textAlign: 'center',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.lg} ${vars.space.md}`,
});

export const heroMark = style({
  width: '3rem',
  height: '3rem',
  borderRadius: '50%',
  background: tones.positive.background,
  color: tones.positive.foreground,
  display: 'grid',
  placeItems: 'center',
  fontSize: '1.5rem',
  fontWeight: 700,
});

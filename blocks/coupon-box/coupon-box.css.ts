import { style } from '@vanilla-extract/css';
import { vars } from '#themes/contract.css';

export const box = style({
  padding: vars.space.md,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const heading = style({ margin: 0, fontSize: vars.fontSize.lg, color: vars.color.secondaryDark });

export const form = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'flex-end' });

export const field = style({ flex: '1 1 200px', minWidth: 0 });

export const applied = style({
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
});

export const code = style({ fontWeight: 700, letterSpacing: '0.04em' });

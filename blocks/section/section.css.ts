import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '#themes/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: `${vars.space.lg} 0`,
});

export const background = styleVariants({
  nenhum: {},
  superficie: {
    background: vars.color.surface,
    borderRadius: vars.radius.lg,
    padding: vars.space.lg,
    border: `1px solid ${vars.color.border}`,
  },
  destaque: { background: vars.color.primaryLight2, borderRadius: vars.radius.lg, padding: vars.space.lg },
});

export const title = style({ margin: 0, fontSize: vars.fontSize.xl, color: vars.color.secondaryDark });

export const description = style({ margin: 0, color: vars.color.textMuted });

export const content = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

import { styleVariants } from '@vanilla-extract/css';
import { vars } from '#themes/contract.css';

export const variant = styleVariants({
  paragrafo: { margin: 0, whiteSpace: 'pre-line' },
  destaque: {
    margin: 0,
    whiteSpace: 'pre-line',
    fontSize: vars.fontSize.lg,
    fontWeight: 600,
    color: vars.color.secondaryDark,
  },
  aviso: {
    margin: 0,
    whiteSpace: 'pre-line',
    padding: vars.space.md,
    borderLeft: `4px solid ${vars.color.auxiliary}`,
    background: vars.color.surface,
    borderRadius: vars.radius.sm,
  },
});

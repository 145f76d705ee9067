import { style } from '@vanilla-extract/css';
import { tones, vars } from '#themes/contract.css';

/** A method's price variance ('3% de desconto no Pix'), and the card sandbox's 'Ambiente de testes'. */
export const ajuste = style({ fontSize: vars.fontSize.sm, fontWeight: 600, color: tones.positive.foreground });

export const row = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.sm, margin: 0 });

export const form = style({
  marginTop: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

/** Why an 'a prazo' method is not possible for this total (issue 28). */
export const bloqueio = style({ fontSize: vars.fontSize.sm, fontWeight: 600, color: tones.critical.foreground });

import { style, styleVariants } from '@vanilla-extract/css';
import type { StyleRule } from '@vanilla-extract/css';
import { TONES, tones, vars } from '#themes/contract.css';
import type { Tone } from '#themes/contract.css';

const base = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  borderLeft: '4px solid currentColor',
});

export const tone = styleVariants(
  Object.fromEntries(
    TONES.map((t) => [t, [base, { background: tones[t].background, color: tones[t].foreground }]]),
  ) as Record<Tone, [string, StyleRule]>,
);

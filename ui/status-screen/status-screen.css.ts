import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import type { StyleRule } from '@vanilla-extract/css';
import { TONES, tones, vars } from '#themes/contract.css';
import type { Tone } from '#themes/contract.css';

export const status = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.md,
  minHeight: '60vh',
  padding: vars.space.xl,
  textAlign: 'center',
});

export const title = style({ margin: 0, fontSize: vars.fontSize.xl, color: vars.color.secondaryDark });

export const text = style({ margin: 0, maxWidth: 560, color: vars.color.textMuted });

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  width: 40,
  height: 40,
  borderRadius: '50%',
  border: `4px solid ${vars.color.border}`,
  borderTopColor: vars.color.primary,
  animation: `${spin} 0.9s linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

const markBase = style({
  width: 56,
  height: 56,
  borderRadius: vars.radius.pill,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  fontSize: vars.fontSize.xl,
  fontWeight: 800,
  lineHeight: 1,
});

const GLYPHS: Record<Tone, string> = { positive: '"✓"', caution: '"!"', critical: '"!"', info: '"i"', neutral: '"?"' };

/** The round mark above the title, in the screen's tone (its glyph drawn by CSS). */
export const mark = styleVariants(
  Object.fromEntries(
    TONES.map((tone) => [
      tone,
      [
        markBase,
        { background: tones[tone].background, color: tones[tone].foreground, '::before': { content: GLYPHS[tone] } },
      ],
    ]),
  ) as Record<Tone, [string, StyleRule]>,
);

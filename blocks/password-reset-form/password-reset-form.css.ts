import { style } from '@vanilla-extract/css';
import { vars } from '#themes/contract.css';

/** The block's parts one under the other, as far apart as the card's (its h1 and this block). */
export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const text = style({ margin: 0, color: vars.color.textMuted, lineHeight: 1.5 });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const label = style({ fontWeight: 600, color: vars.color.text });

export const input = style({
  font: 'inherit',
  fontSize: vars.fontSize.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
  minHeight: 44,
  border: `1px solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.md,
  background: vars.color.background,
  color: vars.color.text,
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 1 },
});

export const hint = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

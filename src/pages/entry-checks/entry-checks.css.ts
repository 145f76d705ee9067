import { style } from '@vanilla-extract/css';
import { vars } from '#themes/contract.css';

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, marginTop: vars.space.md });

export const lead = style({ margin: `0 0 ${vars.space.md}` });

export const message = style({ marginBottom: vars.space.md });

/** The terms text: a scrolling, focusable region inside the dialog (keyboard users can scroll it). */
export const terms = style({
  maxHeight: 'min(50vh, 420px)',
  overflowY: 'auto',
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  fontSize: vars.fontSize.sm,
  lineHeight: 1.55,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.primary}`, outlineOffset: 2 } },
});

export const version = style({
  margin: `0 0 ${vars.space.sm}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

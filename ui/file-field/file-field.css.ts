import { style } from '@vanilla-extract/css';
import { tones, vars } from '#themes/contract.css';

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  marginBottom: vars.space.md,
  minWidth: 0,
});
export const label = style({ fontWeight: 600, fontSize: vars.fontSize.sm, color: vars.color.text });
export const linha = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  minWidth: 0,
});

/** The native input, out of sight but focusable: the keyboard reaches it, and Space or Enter opens the picker. */
export const input = style({
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

export const botao = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.background,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  fontWeight: 600,
  cursor: 'pointer',
  selectors: {
    [`${input}:focus-visible + &`]: { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
    [`${input}:disabled + &`]: { opacity: 0.6, cursor: 'not-allowed' },
    [`${input}[aria-invalid="true"] + &`]: { borderColor: tones.critical.foreground },
  },
});

export const nome = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
  minWidth: 0,
});
export const hint = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.textMuted });

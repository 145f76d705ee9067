/**
 * The look every checkout block shares (issue 25: the checkout's parts as blocks of group
 * `checkout`): each part a bordered box with its legend, its choices as bordered radio rows.
 * Each block's own `<type>.css.ts` holds what only it uses.
 */
import { style } from '@vanilla-extract/css';
import { vars } from '#themes/contract.css';

export const block = style({
  margin: 0,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.background,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
});

export const legend = style({
  padding: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: 700,
  color: vars.color.secondaryDark,
  float: 'left',
  width: '100%',
  marginBottom: vars.space.sm,
});

export const options = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  clear: 'both',
});

export const inline = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, clear: 'both' });

export const option = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  gap: vars.space.sm,
  alignItems: 'start',
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  selectors: {
    '&:has(input:checked)': { borderColor: vars.color.primary, boxShadow: `inset 0 0 0 1px ${vars.color.primary}` },
  },
});

export const radio = style({ margin: '0.2em 0 0', width: '1.1em', height: '1.1em', accentColor: vars.color.primary });

export const optionText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const optionTitle = style({ fontWeight: 600 });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const clear = style({ clear: 'both' });

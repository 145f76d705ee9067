import { style } from '@vanilla-extract/css';
import { tones, vars } from '#themes/contract.css';

/** The block's parts one under the other, as far apart as the page frame's (its h1 and this block). */
export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const lead = style({ margin: 0, color: vars.color.textMuted });

export const textarea = style({
  width: '100%',
  minHeight: 180,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  fontFamily: 'ui-monospace, monospace',
  fontSize: vars.fontSize.md,
  boxSizing: 'border-box',
});

export const label = style({ fontWeight: 600 });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

/** On a phone the five columns scroll sideways inside their own region, not the page. */
export const tableWrap = style({ overflowX: 'auto', maxWidth: '100%' });

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });

export const cell = style({
  padding: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'left',
  verticalAlign: 'top',
});

export const ok = style({ color: tones.positive.foreground });

export const refused = style({ color: tones.critical.foreground });

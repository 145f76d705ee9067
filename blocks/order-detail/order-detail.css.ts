import { style } from '@vanilla-extract/css';
import { vars } from '#themes/contract.css';

export const items = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });

export const cell = style({
  padding: `${vars.space.xs} ${vars.space.xs}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'left',
  verticalAlign: 'top',
});

export const num = style([cell, { textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }]);

export const stars = style({ border: 0, margin: 0, padding: 0, display: 'flex', gap: vars.space.xxs });

export const star = style({
  fontSize: '1.75rem',
  lineHeight: 1,
  cursor: 'pointer',
  color: vars.color.border,
  selectors: { '&[data-on="true"]': { color: vars.color.auxiliary } },
});

export const starInput = style({ position: 'absolute', opacity: 0, width: 1, height: 1 });

export const caracteristicas = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  overflowWrap: 'anywhere',
});

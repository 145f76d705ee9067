import { style } from '@vanilla-extract/css';
import { vars } from '#themes/contract.css';

export const title = style({ margin: `${vars.space.md} 0 ${vars.space.sm}`, fontSize: vars.fontSize.lg });

export const intro = style({ margin: `0 0 ${vars.space.sm}`, color: vars.color.textMuted });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

/** One service: name and unit, price, then its cart action (under them on phones, beside them from 480 px). */
export const item = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xs,
  alignItems: 'center',
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  '@media': { 'screen and (min-width: 480px)': { gridTemplateColumns: 'minmax(0, 1fr) auto' } },
});

export const details = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

export const name = style({ fontWeight: 600, overflowWrap: 'anywhere', color: 'inherit' });

export const unit = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

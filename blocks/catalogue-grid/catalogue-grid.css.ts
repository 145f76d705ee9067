import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, padding: `${vars.space.md} 0` });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.xl, color: vars.color.secondaryDark });

export const count = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const sort = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, fontSize: vars.fontSize.sm });

export const select = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  minHeight: 40,
});

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
  '@media': {
    'screen and (min-width: 768px)': { gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))' },
  },
});

export const status = style({ margin: 0, padding: vars.space.lg, textAlign: 'center', color: vars.color.textMuted });

export const error = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: '#fef3f2',
  color: vars.color.danger,
});

export const more = style({ display: 'flex', justifyContent: 'center', paddingTop: vars.space.sm });

export const moreButton = style({
  minHeight: 44,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderRadius: vars.radius.pill,
  border: `2px solid ${vars.color.primary}`,
  background: vars.color.surface,
  color: vars.color.primaryDark,
  fontWeight: 700,
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { background: vars.color.primary, color: vars.color.onPrimary },
    '&:disabled': { opacity: 0.6, cursor: 'progress' },
  },
});

/** The previous list while the new one loads (another category, search or ordering). */
export const gridStale = style({ opacity: 0.45, transition: 'opacity 150ms', pointerEvents: 'none' });

import { style } from '@vanilla-extract/css';
import { vars } from '#themes/contract.css';

export const body = style({
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const toolbar = style({ display: 'flex', justifyContent: 'flex-end' });

export const lines = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const line = style({
  display: 'grid',
  gridTemplateColumns: '56px minmax(0, 1fr)',
  gap: vars.space.sm,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const image = style({ width: 56, height: 56, objectFit: 'contain' });

export const info = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const name = style({ margin: 0, fontWeight: 600, fontSize: vars.fontSize.sm });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const lineTotal = style({ fontWeight: 700, fontVariantNumeric: 'tabular-nums' });

export const wrap = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, fontSize: vars.fontSize.sm });

export const empty = style({ margin: `${vars.space.lg} 0`, textAlign: 'center', color: vars.color.textMuted });

export const footer = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  paddingTop: vars.space.md,
  marginTop: vars.space.sm,
  borderTop: `1px solid ${vars.color.border}`,
});

export const total = style({
  margin: 0,
  display: 'flex',
  justifyContent: 'space-between',
  fontSize: vars.fontSize.xl,
  fontWeight: 700,
});

/** The toast while the panel is closed: at the bottom of the screen. */
export const toast = style({
  position: 'fixed',
  left: '50%',
  bottom: vars.space.lg,
  transform: 'translateX(-50%)',
  zIndex: 1002,
  maxWidth: 'calc(100vw - 32px)',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.secondaryDark,
  color: '#ffffff',
  border: '2px solid #ffffff',
  boxShadow: vars.shadow.raised,
  fontWeight: 600,
});

/** The toast inside the open panel: a line above the list. */
export const toastInPanel = style({ margin: 0 });

/** The adjustments of a list sent to the cart, under its message. */
export const notice = style({
  margin: `${vars.space.xs} 0 0`,
  paddingLeft: vars.space.lg,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

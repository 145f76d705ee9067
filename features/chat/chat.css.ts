import { style } from '@vanilla-extract/css';
import { vars } from '#themes/contract.css';

/** The customer's chat: a panel at the bottom right (a sheet across the bottom on a phone). */
export const window = style({
  position: 'fixed',
  right: vars.space.md,
  bottom: vars.space.md,
  zIndex: 1001,
  width: 380,
  maxWidth: 'calc(100vw - 16px)',
  height: 560,
  maxHeight: 'calc(100vh - 96px)',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.raised,
  overflow: 'hidden',
  '@media': {
    '(max-width: 600px)': { right: 8, left: 8, bottom: 8, width: 'auto', height: '75vh' },
  },
});

export const windowHeader = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.secondary,
  color: vars.color.onPrimary,
});

export const windowTitle = style({ margin: 0, flex: 1, fontSize: vars.fontSize.md, fontWeight: 700 });

export const headerButton = style({
  background: 'transparent',
  border: '1px solid currentColor',
  color: 'inherit',
  borderRadius: vars.radius.md,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  cursor: 'pointer',
  fontSize: vars.fontSize.sm,
  minHeight: 32,
});

export const body = style({
  flex: 1,
  minHeight: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  overflowY: 'auto',
});

export const rooms = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const room = style({
  width: '100%',
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: vars.space.xxs,
  textAlign: 'left',
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.background,
  color: vars.color.text,
  cursor: 'pointer',
  font: 'inherit',
});

export const roomActive = style({ borderColor: vars.color.primary, boxShadow: `inset 3px 0 0 ${vars.color.primary}` });

export const roomTitle = style({ fontWeight: 700 });

export const excerpt = style({
  gridColumn: '1 / -1',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const unread = style({
  minWidth: 22,
  height: 22,
  padding: '0 6px',
  borderRadius: vars.radius.pill,
  background: vars.color.auxiliary,
  color: '#1d1d1d',
  fontSize: vars.fontSize.xs,
  fontWeight: 800,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
});

export const messages = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const message = style({
  maxWidth: '85%',
  alignSelf: 'flex-start',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  background: vars.color.background,
  border: `1px solid ${vars.color.border}`,
});

export const mine = style({
  alignSelf: 'flex-end',
  borderColor: vars.color.primary,
  boxShadow: `inset -3px 0 0 ${vars.color.primary}`,
});

// The text's own colour (a muted grey on the primary's light tint would not meet contrast).
export const author = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.text, opacity: 1 });

export const text = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

export const composer = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
});

export const textarea = style({
  width: '100%',
  minHeight: 64,
  resize: 'vertical',
  font: 'inherit',
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxSizing: 'border-box',
});

export const composerRow = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const counter = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const over = style({ color: vars.color.danger, fontWeight: 700 });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/**
 * The notification and the live updates' toasts: the cart's toast look (features/cart/cart-panel.css
 * `toast`), written here rather than imported, so that the cart's chunk and the chat's do not
 * share a CSS module (a shared chunk would add a file to the first view's preload map).
 */
export const toast = style({
  position: 'fixed',
  left: '50%',
  bottom: vars.space.lg,
  transform: 'translateX(-50%)',
  zIndex: 1002,
  width: 'max-content',
  maxWidth: 'calc(100vw - 32px)',
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.secondaryDark,
  color: '#ffffff',
  border: '2px solid #ffffff',
  boxShadow: vars.shadow.raised,
  fontWeight: 600,
});

export const toastLink = style({ color: '#ffffff', textDecoration: 'underline', fontWeight: 700 });

export const toastButton = style({
  background: 'transparent',
  color: '#ffffff',
  border: '1px solid #ffffff',
  borderRadius: vars.radius.md,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  cursor: 'pointer',
  font: 'inherit',
});

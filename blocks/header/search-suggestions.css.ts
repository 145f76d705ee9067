import { style } from '@vanilla-extract/css';
import { vars } from '#themes/contract.css';

export const list = style({
  position: 'absolute',
  top: 'calc(100% + 4px)',
  left: 0,
  right: 0,
  zIndex: 30,
  margin: 0,
  padding: vars.space.xs,
  listStyle: 'none',
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.raised,
  maxHeight: '70vh',
  overflowY: 'auto',
});

export const option = style({
  display: 'grid',
  gridTemplateColumns: '40px minmax(0, 1fr)',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: 44,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  fontSize: vars.fontSize.sm,
  selectors: {
    '&:hover': { background: vars.color.background },
    '&[aria-selected="true"]': { background: vars.color.primary, color: vars.color.onPrimary },
  },
});

export const image = style({
  width: 40,
  height: 40,
  objectFit: 'contain',
  background: '#fff',
  borderRadius: vars.radius.sm,
});

// Two lines at most: on a phone the words that tell two products apart are often at the end.
export const name = style({
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  lineHeight: 1.3,
});

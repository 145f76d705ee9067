import { style } from '@vanilla-extract/css';
import { vars } from '#themes/contract.css';

/** 'Produto indisponível' and the availability alert (issue 10, item 4). */
export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: 700,
  color: vars.color.secondaryDark,
});

/** The alert's area keeps its height while its chunk loads and its state is read (no shift). */
export const area = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  minHeight: '5.5rem',
  width: '100%',
});

export const muted = style({ margin: 0, color: vars.color.textMuted });

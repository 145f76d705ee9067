import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '#themes/contract.css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const message = style({ margin: 0 });

export const section = style({
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.background,
});

export const sectionTitle = style({ margin: `0 0 ${vars.space.md}`, fontSize: vars.fontSize.lg });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xxs} ${vars.space.md}`,
  margin: 0,
  fontSize: vars.fontSize.sm,
});
globalStyle(`${facts} dt`, { fontWeight: 600 });
globalStyle(`${facts} dd`, { margin: 0 });

export const twoColumns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  columnGap: vars.space.md,
  '@media': { 'screen and (min-width: 640px)': { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } },
});

export const hint = style({ margin: `${vars.space.sm} 0 0`, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

/** The phone and company section, below the account form. */
export const companySection = style({ marginTop: vars.space.md });

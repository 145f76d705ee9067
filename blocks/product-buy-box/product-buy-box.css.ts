import { style } from '@vanilla-extract/css';
import { vars } from '#themes/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const title = style({ margin: 0, fontSize: vars.fontSize.xxl, color: vars.color.secondaryDark });

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const table = style({ borderCollapse: 'collapse', fontSize: vars.fontSize.sm, minWidth: 240 });

export const caption = style({ textAlign: 'left' });

export const cell = style({
  borderBottom: `1px solid ${vars.color.border}`,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  textAlign: 'left',
});

export const sectionTitle = style({ margin: `${vars.space.md} 0 ${vars.space.sm}`, fontSize: vars.fontSize.lg });

/** The account pages' frame: the page's width, its h1 and the lines around the blocks. */
import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '#themes/contract.css';

const page = {
  width: '100%',
  margin: '0 auto',
  padding: `${vars.space.lg} ${vars.space.md}`,
  boxSizing: 'border-box',
} as const;

/** 'Minha conta' and its forms are narrow; the lists wider; the store cards wider still. */
export const pageWidth = styleVariants({
  estreita: { ...page, maxWidth: 640 },
  media: { ...page, maxWidth: 760 },
  larga: { ...page, maxWidth: 960 },
  lojas: { ...page, maxWidth: 960, display: 'flex', flexDirection: 'column', gap: vars.space.lg },
});

const title = { fontSize: vars.fontSize.xxl, color: vars.color.secondaryDark } as const;

/** The h1's space below: 'md' over a form, 'xs' over a lead line, none in the store page's column. */
export const titleSpace = styleVariants({
  md: { ...title, margin: `0 0 ${vars.space.md}` },
  xs: { ...title, margin: `0 0 ${vars.space.xs}` },
  nenhum: { ...title, margin: 0 },
});

export const lead = style({ margin: `0 0 ${vars.space.md}`, color: vars.color.textMuted });

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const message = style({ margin: 0 });

import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '#themes/contract.css';

export const root = style({ position: 'relative', padding: `${vars.space.md} 0` });

export const viewport = style({
  position: 'relative',
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  background: vars.color.primaryLight2,
  aspectRatio: '1440 / 400',
});

/**
 * Banners with their text over the image: taller on phones (the artwork is cropped, `cover`; the
 * words are HTML, so nothing of them is lost), the artwork's own 1440 / 400 from 1024 px.
 * `touch-action: pan-y`: a vertical move scrolls the page, a horizontal one is the slide's swipe.
 */
export const viewportComTexto = style({
  aspectRatio: '4 / 3',
  touchAction: 'pan-y',
  '@media': {
    'screen and (min-width: 600px)': { aspectRatio: '16 / 7' },
    'screen and (min-width: 1024px)': { aspectRatio: '1440 / 400' },
  },
});

export const slide = style({ position: 'absolute', inset: 0 });

/**
 * The slide's box: the artwork and the scrim behind the text (negative z-index in the box's own
 * stacking context, so the text above them needs no positioning and the call to action's ::after
 * can stretch over the whole slide).
 */
export const slideBody = style({
  position: 'relative',
  isolation: 'isolate',
  display: 'flex',
  alignItems: 'flex-end',
  width: '100%',
  height: '100%',
  boxSizing: 'border-box',
  padding: vars.space.md,
  color: '#ffffff',
  '@media': {
    'screen and (min-width: 768px)': { alignItems: 'center', padding: `${vars.space.lg} ${vars.space.xl}` },
  },
});

/** The scrim under the text: AA for white words whatever the artwork (at least 55 % black under them). */
const scrim = style({
  '::after': {
    content: '""',
    position: 'absolute',
    inset: 0,
    zIndex: -1,
    background: 'linear-gradient(0deg, rgba(0, 0, 0, 0.74) 0%, rgba(0, 0, 0, 0.58) 60%, rgba(0, 0, 0, 0.3) 100%)',
  },
});

/**
 * With the text shown: the scrim, and where the text sits from 768 px (`data-posicao` on the box:
 * esquerda, centro or direita); on phones it is at the bottom, full width.
 */
export const comTexto = style([
  scrim,
  {
    '@media': {
      'screen and (min-width: 768px)': {
        selectors: {
          '&[data-posicao="centro"]': { justifyContent: 'center', textAlign: 'center' },
          '&[data-posicao="direita"]': { justifyContent: 'flex-end', textAlign: 'right' },
        },
      },
    },
  },
]);

const SCRIM_LADO = 'rgba(0, 0, 0, 0.66) 0%, rgba(0, 0, 0, 0.56) 55%, rgba(0, 0, 0, 0) 88%';
globalStyle(`${comTexto}::after`, {
  '@media': { 'screen and (min-width: 768px)': { background: `linear-gradient(90deg, ${SCRIM_LADO})` } },
});
globalStyle(`${comTexto}[data-posicao="direita"]::after`, {
  '@media': { 'screen and (min-width: 768px)': { background: `linear-gradient(270deg, ${SCRIM_LADO})` } },
});
globalStyle(`${comTexto}[data-posicao="centro"]::after`, {
  '@media': {
    'screen and (min-width: 768px)': {
      background: 'radial-gradient(ellipse at center, rgba(0, 0, 0, 0.62) 30%, rgba(0, 0, 0, 0.4) 100%)',
    },
  },
});

export const slideText = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  maxWidth: '100%',
  textShadow: '0 1px 2px rgba(0, 0, 0, 0.45)',
  '@media': {
    'screen and (min-width: 768px)': { maxWidth: '55%', gap: vars.space.sm },
  },
});
globalStyle(`${comTexto}[data-posicao="centro"] ${slideText}`, {
  '@media': { 'screen and (min-width: 768px)': { alignItems: 'center' } },
});
globalStyle(`${comTexto}[data-posicao="direita"] ${slideText}`, {
  '@media': { 'screen and (min-width: 768px)': { alignItems: 'flex-end' } },
});

globalStyle(`${slideText} > h3`, {
  margin: 0,
  fontSize: 'clamp(1.375rem, 0.9rem + 2vw, 2.5rem)',
  fontWeight: 800,
  lineHeight: 1.15,
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

globalStyle(`${slideText} > p`, {
  margin: 0,
  fontSize: 'clamp(0.9375rem, 0.8rem + 0.5vw, 1.25rem)',
  fontWeight: 500,
  lineHeight: 1.35,
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

/**
 * The text switched off (artwork with its own words): still in the page for screen readers and
 * search engines, not painted; its link still covers the slide (and shows its focus ring there).
 */
export const slideTextOculto = style({ position: 'absolute', inset: 0, overflow: 'hidden', color: 'transparent' });

/** The link's box covers the whole slide: a tap anywhere on the banner follows it. */
export const stretchedLink = style({
  color: 'inherit',
  textDecoration: 'none',
  '::after': { content: '""', position: 'absolute', inset: 0, borderRadius: 'inherit' },
  selectors: {
    '&:focus-visible': { outline: 'none' },
    '&:focus-visible::after': { outline: `3px solid ${vars.color.auxiliary}`, outlineOffset: -3 },
    '&:hover': { textDecoration: 'underline' },
  },
});

export const cta = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  marginTop: vars.space.xs,
  padding: `0 ${vars.space.lg}`,
  borderRadius: vars.radius.pill,
  background: vars.color.auxiliary,
  color: '#1d1d1d',
  fontSize: vars.fontSize.md,
  fontWeight: 800,
  textShadow: 'none',
  selectors: { '&:hover': { background: vars.color.auxiliaryDark, textDecoration: 'none' } },
});

/** The artwork behind a slide's text (see `slideBody`). */
globalStyle(`${slideBody} > img`, {
  position: 'absolute',
  inset: 0,
  zIndex: -1,
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

export const controls = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  paddingTop: vars.space.sm,
});

export const dots = style({ display: 'flex', gap: vars.space.xs, listStyle: 'none', margin: 0, padding: 0 });

export const dot = style({
  width: 24,
  height: 24,
  padding: 0,
  border: 'none',
  background: 'transparent',
  cursor: 'pointer',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  '::before': {
    content: '""',
    width: 10,
    height: 10,
    borderRadius: vars.radius.pill,
    background: vars.color.border,
    border: `1px solid ${vars.color.textMuted}`,
  },
  selectors: {
    '&[aria-current="true"]::before': {
      background: vars.color.primary,
      borderColor: vars.color.primaryDark,
      width: 14,
      height: 14,
    },
  },
});

// PRODUTOS rail

/**
 * A product rail skips style, layout and paint (and its cards' lazy images) while it is far from the
 * viewport (content-visibility), in a box of about its height (title row and one row of cards), so
 * the page below it does not move; once rendered its real height is remembered (`auto`).
 */
export const rail = style([root, { contentVisibility: 'auto', containIntrinsicBlockSize: 'auto 430px' }]);

export const railHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  marginBottom: vars.space.sm,
});

export const blockTitle = style({
  margin: `${vars.space.md} 0 0`,
  fontSize: vars.fontSize.xl,
  color: vars.color.secondaryDark,
});
export const railTitle = style({ margin: 0, fontSize: vars.fontSize.xl, color: vars.color.secondaryDark });

export const railButtons = style({ display: 'flex', gap: vars.space.xs });

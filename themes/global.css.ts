/**
 * Global styles and default theme values, so the page is themed (spec default colours) before
 * the supplier's Tema arrives. Import once from the app entry:
 *   import { defaultThemeClass } from '../themes/global.css';
 */
import { assignVars, createGlobalTheme, globalStyle, style } from '@vanilla-extract/css';
import { tones, vars } from './contract.css';
import { defaultTokens } from './tokens';
import { defaultTones } from './tones';
import { VISUALLY_HIDDEN } from './visually-hidden';

// Default values on :root: every `var(--sf-*)` resolves before any supplier data.
createGlobalTheme(':root', vars, defaultTokens);
createGlobalTheme(':root', tones, defaultTones);

/** A class that resets the variables to the defaults (e.g. for an admin preview beside a themed page). */
export const defaultThemeClass = style({
  vars: { ...assignVars(vars, defaultTokens), ...assignVars(tones, defaultTones) },
});

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
  '@media': { '(prefers-reduced-motion: reduce)': { scrollBehavior: 'auto' } },
});

globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: 1.5,
  color: vars.color.text,
  backgroundColor: vars.color.background,
  WebkitFontSmoothing: 'antialiased',
});

globalStyle('h1, h2, h3, h4, h5, h6', { fontFamily: vars.font.heading, lineHeight: 1.2 });

globalStyle('img, svg, video', { maxWidth: '100%', height: 'auto' });

globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' });

globalStyle('a', { color: vars.color.secondary });

globalStyle(':focus-visible', {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: '2px',
});

globalStyle(':focus:not(:focus-visible)', { outline: 'none' });

globalStyle('*, *::before, *::after', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
    },
  },
});

/** Visually hidden but read by screen readers. */
export const visuallyHidden = style(VISUALLY_HIDDEN);

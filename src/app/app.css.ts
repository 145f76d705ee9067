import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '#themes/contract.css';
import * as buttonStyles from '#ui/button/button.css';

export const root = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.background,
  color: vars.color.text,
});

export const main = style({
  flex: 1,
  width: '100%',
  maxWidth: vars.layout.maxWidth,
  margin: '0 auto',
  padding: `0 ${vars.space.md} ${vars.space.xl}`,
  outline: 'none',
});

export const skipLink = style({
  position: 'absolute',
  left: vars.space.sm,
  top: -100,
  zIndex: 100,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surface,
  color: vars.color.text,
  borderRadius: vars.radius.sm,
  boxShadow: vars.shadow.raised,
  selectors: { '&:focus': { top: vars.space.sm } },
});

/**
 * The shell's button (the route error boundary's 'Recarregar a página'): the ui Button's primary
 * classes, so there is one button look.
 */
export const button = style([buttonStyles.base, buttonStyles.variant.primary, buttonStyles.size.md]);

/** The strip under the footer with the cookie preferences button (consent can be changed at any time). */
export const cookieBar = style({
  display: 'flex',
  justifyContent: 'center',
  // Room at the very bottom so the floating OFERTAS button never covers the footer's last line.
  padding: `${vars.space.sm} ${vars.space.md} 88px`,
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
});

/**
 * Printing a page (issue 34 item 5: an order, a quote, the success page, filed by the buyer): only
 * the page's content, without the header, search, menu, footer, cookie strip, dialogs nor buttons,
 * black on white across the sheet.
 */
globalStyle(`${root} > :not(main), body > :not(#root), main button, main nav, main [role="search"]`, {
  '@media': { print: { display: 'none !important' } },
});
globalStyle(`main .${buttonStyles.base}`, { '@media': { print: { display: 'none !important' } } });
globalStyle('html, body, #root, main', {
  '@media': {
    print: { background: '#ffffff !important', color: '#000000 !important', boxShadow: 'none !important' },
  },
});
globalStyle('main', { '@media': { print: { maxWidth: 'none', padding: 0, margin: 0 } } });
globalStyle('main a', { '@media': { print: { color: 'inherit', textDecoration: 'none' } } });

import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '#themes/contract.css';

export const updated = style({
  margin: `0 0 ${vars.space.lg}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

/** The supplier's HTML: readable measure and spacing for headings, paragraphs and lists. */
export const content = style({ lineHeight: 1.6, color: vars.color.text, overflowWrap: 'anywhere' });
// Until DOMPurify is there the content is plain text with a line per block (texto-em-linhas).
globalStyle(`${content}[data-safe-html="pending"]`, { whiteSpace: 'pre-line' });
globalStyle(`${content} h2`, {
  margin: `${vars.space.lg} 0 ${vars.space.xs}`,
  fontSize: vars.fontSize.lg,
  color: vars.color.secondaryDark,
});
globalStyle(`${content} p`, { margin: `0 0 ${vars.space.sm}` });
globalStyle(`${content} ul, ${content} ol`, { margin: `0 0 ${vars.space.sm}`, paddingLeft: vars.space.lg });
globalStyle(`${content} li`, { marginBottom: vars.space.xs });
globalStyle(`${content} a`, { color: vars.color.primaryDark, textDecoration: 'underline', textUnderlineOffset: 2 });

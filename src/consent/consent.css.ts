import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '#themes/contract.css';

export const banner = style({
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  zIndex: 900,
  padding: vars.space.md,
  backgroundColor: vars.color.background,
  color: vars.color.text,
  borderTop: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.raised,
  '@supports': {
    // Shown only once the browser has its last element: the HTML streams, and a banner painted
    // half-parsed (its title alone, then its text, then its buttons) grows upward from the
    // bottom of the screen, a layout shift of up to 0.12 at 390 px on a busy machine.
    'selector(:has(*))': {
      selectors: { '&:not(:has(> [data-banner-end]))': { display: 'none' } },
    },
  },
});

export const bannerInner = style({
  maxWidth: vars.layout.maxWidth,
  margin: '0 auto',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
});

export const bannerText = style({ flex: '1 1 420px', minWidth: 0 });

export const bannerTitle = style({ margin: `0 0 ${vars.space.xs}`, fontSize: vars.fontSize.lg });

export const bannerBody = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

/** The privacy policy link: underlined and tall enough to tap (WCAG 2.2 target size: 24 px). */
globalStyle(`${bannerBody} a`, {
  display: 'inline-block',
  minHeight: 24,
  lineHeight: '24px',
  color: vars.color.primaryDark,
  textDecoration: 'underline',
  textUnderlineOffset: 2,
  fontWeight: 600,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

/** Accept and reject share this class: same size, same weight (equal prominence). */
export const choice = style({ minWidth: 160 });

export const categoryList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.md });

export const category = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: `${vars.space.xs} ${vars.space.md}`,
  alignItems: 'center',
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
});

export const categoryLabel = style({ fontWeight: 700 });

export const categoryDescription = style({
  gridColumn: '1 / -1',
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const switchInput = style({
  appearance: 'none',
  position: 'relative',
  width: 48,
  height: 28,
  margin: 0,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.textMuted,
  cursor: 'pointer',
  transition: 'background-color 120ms ease',
  selectors: {
    '&::after': {
      content: '""',
      position: 'absolute',
      top: 3,
      left: 3,
      width: 22,
      height: 22,
      borderRadius: '50%',
      backgroundColor: '#ffffff',
      transition: 'transform 120ms ease',
    },
    '&:checked': { backgroundColor: vars.color.primary },
    '&:checked::after': { transform: 'translateX(20px)' },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.7 },
  },
});

export const modalActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  marginTop: vars.space.lg,
});

/** A text button; a tap target of at least 24 × 24 px (WCAG 2.2 target size), not only its line of text. */
export const linkButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 24,
  minWidth: 24,
  padding: 0,
  border: 0,
  background: 'none',
  color: 'inherit',
  textDecoration: 'underline',
  cursor: 'pointer',
  font: 'inherit',
});

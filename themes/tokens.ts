/**
 * Default token values for the one theme contract (`vars` in contract.css.ts): the spec section 9
 * colours (`TEMA_PADRAO` of schemas/theme.ts, the one copy), neutral colours, spacing, radius, a
 * system-ui font stack, font sizes, shadows and the 1440 px layout width. Pure data; safe to
 * import anywhere.
 */
import { TEMA_PADRAO } from '#schemas/theme';
import type { vars } from './contract.css';
import { darken, lighten, lighten2 } from './colour';

type MapLeaves<T> = { [K in keyof T]: T[K] extends string ? string : MapLeaves<T[K]> };

/** Values for every variable of the contract (the shape `assignInlineVars(vars, tokens)` takes). */
export type ThemeTokens = MapLeaves<typeof vars>;

/** The supplier-editable colours (the API's Tema). */
export interface SupplierColours {
  primary: string;
  secondary: string;
  auxiliary: string;
  /** Text drawn on primary/secondary surfaces. */
  onPrimary: string;
}

/** Spec section 9 default theme colours, named for the contract. */
export const DEFAULT_COLOURS: Readonly<SupplierColours> = Object.freeze({
  primary: TEMA_PADRAO.cor_primaria,
  secondary: TEMA_PADRAO.cor_secundaria,
  auxiliary: TEMA_PADRAO.cor_auxiliar,
  onPrimary: TEMA_PADRAO.cor_texto,
});

/** Neutral colours shared by every supplier (all text colours reach WCAG AA on background and surface). */
export const NEUTRAL_COLOURS = {
  text: '#1f2933',
  textMuted: '#52606d',
  background: '#ffffff',
  surface: '#f5f7fa',
  border: '#d9dee4',
  danger: '#b42318',
  success: '#067647',
} as const;

export const FONT_STACK =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", "Liberation Sans", sans-serif';

/** Builds the colour group from the four supplier colours (derived variants through colour.ts). */
export function colourTokens(c: SupplierColours, focus: string): ThemeTokens['color'] {
  return {
    primary: c.primary,
    primaryLight: lighten(c.primary),
    primaryLight2: lighten2(c.primary),
    primaryDark: darken(c.primary),
    secondary: c.secondary,
    secondaryLight: lighten2(c.secondary),
    secondaryDark: darken(c.secondary),
    auxiliary: c.auxiliary,
    auxiliaryDark: darken(c.auxiliary),
    onPrimary: c.onPrimary,
    ...NEUTRAL_COLOURS,
    focus,
  };
}

export const defaultTokens: ThemeTokens = {
  color: colourTokens(DEFAULT_COLOURS, DEFAULT_COLOURS.primary),
  font: { body: FONT_STACK, heading: FONT_STACK },
  fontSize: { xs: '0.75rem', sm: '0.875rem', md: '1rem', lg: '1.125rem', xl: '1.5rem', xxl: '2rem' },
  space: { xxs: '2px', xs: '4px', sm: '8px', md: '16px', lg: '24px', xl: '32px' },
  radius: { sm: '4px', md: '8px', lg: '16px', pill: '999px' },
  shadow: {
    card: '0 1px 2px rgba(16, 24, 40, 0.06), 0 1px 3px rgba(16, 24, 40, 0.1)',
    raised: '0 12px 16px -4px rgba(16, 24, 40, 0.08), 0 4px 6px -2px rgba(16, 24, 40, 0.03)',
  },
  layout: { maxWidth: '1440px' },
};

/**
 * The one theme contract (vanilla-extract, in the style of SEEK's Braid). Supplier colours are
 * runtime data: `themes/supplier-theme.ts` maps them onto these variables with
 * `assignInlineVars`; no theme is ever built per supplier.
 */
import { createGlobalThemeContract } from '@vanilla-extract/css';

export const vars = createGlobalThemeContract(
  {
    color: {
      primary: 'primary',
      primaryLight: 'primary-light',
      primaryLight2: 'primary-light2',
      primaryDark: 'primary-dark',
      secondary: 'secondary',
      secondaryLight: 'secondary-light',
      secondaryDark: 'secondary-dark',
      auxiliary: 'auxiliary',
      auxiliaryDark: 'auxiliary-dark',
      /** Text drawn on primary/secondary surfaces (the supplier's "texto" colour). */
      onPrimary: 'on-primary',
      text: 'text',
      textMuted: 'text-muted',
      background: 'background',
      surface: 'surface',
      border: 'border',
      danger: 'danger',
      success: 'success',
      focus: 'focus',
    },
    font: {
      body: 'font-body',
      heading: 'font-heading',
    },
    fontSize: {
      xs: 'fs-xs',
      sm: 'fs-sm',
      md: 'fs-md',
      lg: 'fs-lg',
      xl: 'fs-xl',
      xxl: 'fs-xxl',
    },
    space: {
      xxs: 'space-xxs',
      xs: 'space-xs',
      sm: 'space-sm',
      md: 'space-md',
      lg: 'space-lg',
      xl: 'space-xl',
    },
    radius: {
      sm: 'radius-sm',
      md: 'radius-md',
      lg: 'radius-lg',
      pill: 'radius-pill',
    },
    shadow: {
      card: 'shadow-card',
      raised: 'shadow-raised',
    },
    layout: {
      /** Spec section 9: the layout is at most 1440 px wide. */
      maxWidth: 'layout-max-width',
    },
  },
  (value) => `sf-${value}`,
);

/**
 * Semantic tones (in the style of Braid's tones): a background and a foreground for each kind of
 * message, so status screens, notices and price hints never pick ad-hoc colours. They do not
 * follow the supplier's colours (a warning looks like a warning in every shop); the default
 * values are in `themes/tones.ts`, every foreground AA on its background.
 */
export const TONES = ['positive', 'caution', 'critical', 'info', 'neutral'] as const;
export type Tone = (typeof TONES)[number];

export const tones = createGlobalThemeContract(
  {
    positive: { background: 'positive-bg', foreground: 'positive-fg' },
    caution: { background: 'caution-bg', foreground: 'caution-fg' },
    critical: { background: 'critical-bg', foreground: 'critical-fg' },
    info: { background: 'info-bg', foreground: 'info-fg' },
    neutral: { background: 'neutral-bg', foreground: 'neutral-fg' },
  },
  (value) => `sf-tone-${value}`,
);

/**
 * Themes: the one contract `vars`, default tokens, the colour helper and the supplier mapper.
 * Pure modules only; the global stylesheet lives in `themes/global.css.ts` (import it directly
 * from the app entry: it registers CSS and needs the vanilla-extract plugin).
 */
export { vars } from './contract.css';
export { DEFAULT_COLOURS, FONT_STACK, NEUTRAL_COLOURS, colourTokens, defaultTokens } from './tokens';
export type { SupplierColours, ThemeTokens } from './tokens';
export {
  AA_TEXT_CONTRAST,
  DARKEN_OFFSET,
  LIGHTEN2_OFFSET,
  LIGHTEN_OFFSET,
  adjustLightness,
  colourVariants,
  contrastRatio,
  darken,
  formatHex,
  hslToRgb,
  isHexColour,
  lighten,
  lighten2,
  lightnessOf,
  normalizeHex,
  parseHex,
  readableTextColour,
  relativeLuminance,
  rgbToHsl,
} from './colour';
export type { Hsl, Rgb } from './colour';
export { focusColour, resolveSupplierColours, supplierColourVars, supplierThemeTokens } from './supplier-theme';
export type { TemaFornecedor } from './supplier-theme';

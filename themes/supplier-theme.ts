/**
 * Pure mapper from a supplier's Tema `{ cor_primaria, cor_secundaria, cor_auxiliar, cor_texto }`
 * to the theme contract. Supplier colours are runtime data: apply them with
 *
 *   <div style={assignInlineVars(vars, supplierThemeTokens(tema))}>   // every variable
 *   <div style={assignInlineVars(supplierColourVars(tema))}>          // colour variables only
 *
 * Missing or invalid colours fall back to the spec defaults. The text colour on primary
 * (`onPrimary`) is the supplier's cor_texto only when it reaches WCAG AA (4.5:1) on the primary
 * colour; otherwise black or white, whichever contrasts more (one of them always reaches 4.58:1).
 */
import type { TemaParcial } from '#schemas/theme';
import { vars } from './contract.css';
import { contrastRatio, isHexColour, normalizeHex, readableTextColour } from './colour';
import { DEFAULT_COLOURS, NEUTRAL_COLOURS, colourTokens, defaultTokens } from './tokens';
import type { SupplierColours, ThemeTokens } from './tokens';

/**
 * The API's Tema as it may arrive: every colour may be missing or malformed (`#rgb` and padded
 * values are accepted here, leniently, on top of schemas/theme's `#rrggbb`).
 */
export type TemaFornecedor = TemaParcial;

function colourOr(value: string | null | undefined, fallback: string): string {
  return isHexColour(value) ? normalizeHex(value) : fallback;
}

/** Resolves the four colours (fallbacks, then the contrast rule for onPrimary). */
export function resolveSupplierColours(tema: TemaFornecedor | null | undefined): SupplierColours {
  const primary = colourOr(tema?.cor_primaria, DEFAULT_COLOURS.primary);
  const secondary = colourOr(tema?.cor_secundaria, DEFAULT_COLOURS.secondary);
  const auxiliary = colourOr(tema?.cor_auxiliar, DEFAULT_COLOURS.auxiliary);
  const preferred = isHexColour(tema?.cor_texto) ? (tema?.cor_texto ?? undefined) : DEFAULT_COLOURS.onPrimary;
  const onPrimary = readableTextColour(preferred, [primary]);
  return { primary, secondary, auxiliary, onPrimary };
}

/** Focus ring colour: the primary when it reaches 3:1 on the page background (WCAG 1.4.11), else the neutral text colour. */
export function focusColour(primary: string): string {
  return contrastRatio(primary, NEUTRAL_COLOURS.background) >= 3 ? primary : NEUTRAL_COLOURS.text;
}

/** Every contract variable: defaults with the supplier's colours. For `assignInlineVars(vars, …)`. */
export function supplierThemeTokens(tema: TemaFornecedor | null | undefined): ThemeTokens {
  const colours = resolveSupplierColours(tema);
  return { ...defaultTokens, color: colourTokens(colours, focusColour(colours.primary)) };
}

/** Only the colour variables, keyed by CSS variable (`var(--sf-primary)` → value). For `assignInlineVars(map)`. */
export function supplierColourVars(tema: TemaFornecedor | null | undefined): Record<string, string> {
  const color = supplierThemeTokens(tema).color;
  const out: Record<string, string> = {};
  for (const key of Object.keys(color) as (keyof typeof color)[]) out[vars.color[key]] = color[key];
  return out;
}

/**
 * The colour helper of spec section 9: lighten, lighten2 and darken variants of a supplier
 * colour, modelled in HSL ("lightness offsets +0 and -10").
 *
 * Interpretation (documented decision): the spec names three variants but two offsets. We read
 * it as lighten = lightness +0 (the colour itself, normalised to #rrggbb: the spec's "+0"),
 * lighten2 = +10 (the visibly lighter tint, e.g. hover backgrounds) and darken = -10. Lightness
 * is clamped to [0, 100]. All functions are pure; bad input throws a RangeError in pt-BR.
 */

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

export interface Hsl {
  /** Hue in degrees [0, 360). */
  h: number;
  /** Saturation in percent [0, 100]. */
  s: number;
  /** Lightness in percent [0, 100]. */
  l: number;
}

/** Lightness offsets of the variants, in HSL percentage points. */
export const LIGHTEN_OFFSET = 0;
export const LIGHTEN2_OFFSET = 10;
export const DARKEN_OFFSET = -10;

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** True for '#rgb' or '#rrggbb' (either case). */
export function isHexColour(value: unknown): value is string {
  return typeof value === 'string' && HEX.test(value.trim());
}

/** Parses '#rgb' or '#rrggbb' into 0..255 channels. Throws a RangeError for anything else. */
export function parseHex(value: string): Rgb {
  if (!isHexColour(value)) throw new RangeError(`Cor inválida: ${JSON.stringify(value)} (esperado #rgb ou #rrggbb)`);
  let hex = value.trim().slice(1);
  if (hex.length === 3) hex = [...hex].map((c) => c + c).join('');
  return { r: parseInt(hex.slice(0, 2), 16), g: parseInt(hex.slice(2, 4), 16), b: parseInt(hex.slice(4, 6), 16) };
}

function channel(n: number): string {
  if (!Number.isFinite(n)) throw new RangeError(`Canal de cor inválido: ${String(n)}`);
  return Math.min(255, Math.max(0, Math.round(n)))
    .toString(16)
    .padStart(2, '0');
}

/** Formats channels (rounded, clamped to 0..255) as lower-case '#rrggbb'. */
export function formatHex({ r, g, b }: Rgb): string {
  return `#${channel(r)}${channel(g)}${channel(b)}`;
}

/** Normalises '#ABC' / '#AABBCC' to '#aabbcc'. */
export function normalizeHex(value: string): string {
  return formatHex(parseHex(value));
}

/** RGB (0..255, may be fractional) → HSL, without rounding. */
export function rgbToHsl({ r, g, b }: Rgb): Hsl {
  const rn = r / 255;
  const gn = g / 255;
  const bn = b / 255;
  const max = Math.max(rn, gn, bn);
  const min = Math.min(rn, gn, bn);
  const l = (max + min) / 2;
  const d = max - min;
  if (d === 0) return { h: 0, s: 0, l: l * 100 };
  const s = d / (1 - Math.abs(2 * l - 1));
  let h: number;
  if (max === rn) h = ((gn - bn) / d) % 6;
  else if (max === gn) h = (bn - rn) / d + 2;
  else h = (rn - gn) / d + 4;
  h *= 60;
  if (h < 0) h += 360;
  return { h, s: s * 100, l: l * 100 };
}

/** HSL → RGB (0..255, unrounded). */
export function hslToRgb({ h, s, l }: Hsl): Rgb {
  const sn = s / 100;
  const ln = l / 100;
  const c = (1 - Math.abs(2 * ln - 1)) * sn;
  const hp = (((h % 360) + 360) % 360) / 60;
  const x = c * (1 - Math.abs((hp % 2) - 1));
  let rgb: [number, number, number];
  if (hp < 1) rgb = [c, x, 0];
  else if (hp < 2) rgb = [x, c, 0];
  else if (hp < 3) rgb = [0, c, x];
  else if (hp < 4) rgb = [0, x, c];
  else if (hp < 5) rgb = [x, 0, c];
  else rgb = [c, 0, x];
  const m = ln - c / 2;
  return { r: (rgb[0] + m) * 255, g: (rgb[1] + m) * 255, b: (rgb[2] + m) * 255 };
}

/** HSL lightness (0..100) of a hex colour. */
export function lightnessOf(hex: string): number {
  return rgbToHsl(parseHex(hex)).l;
}

/** Moves the HSL lightness by `offset` points, clamped to [0, 100]; returns '#rrggbb'. */
export function adjustLightness(hex: string, offset: number): string {
  if (!Number.isFinite(offset)) throw new RangeError(`Deslocamento de luminosidade inválido: ${String(offset)}`);
  const hsl = rgbToHsl(parseHex(hex));
  return formatHex(hslToRgb({ ...hsl, l: Math.min(100, Math.max(0, hsl.l + offset)) }));
}

/** Lightness +0: the colour itself as '#rrggbb'. */
export function lighten(hex: string): string {
  return adjustLightness(hex, LIGHTEN_OFFSET);
}

/** Lightness +10. */
export function lighten2(hex: string): string {
  return adjustLightness(hex, LIGHTEN2_OFFSET);
}

/** Lightness -10. */
export function darken(hex: string): string {
  return adjustLightness(hex, DARKEN_OFFSET);
}

/** The three variants at once. */
export function colourVariants(hex: string): { base: string; lighten: string; lighten2: string; darken: string } {
  return { base: normalizeHex(hex), lighten: lighten(hex), lighten2: lighten2(hex), darken: darken(hex) };
}

/** WCAG 2.x relative luminance (0..1). */
export function relativeLuminance(hex: string): number {
  const { r, g, b } = parseHex(hex);
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** WCAG contrast ratio (1..21) between two colours. */
export function contrastRatio(a: string, b: string): number {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** WCAG AA for normal text. */
export const AA_TEXT_CONTRAST = 4.5;

/**
 * A text colour readable on every one of `backgrounds`: `preferred` when it reaches `minimum`
 * contrast on all of them, else black or white, whichever has the better worst-case contrast.
 */
export function readableTextColour(
  preferred: string | undefined,
  backgrounds: readonly string[],
  minimum = AA_TEXT_CONTRAST,
): string {
  const worst = (fg: string) => Math.min(...backgrounds.map((bg) => contrastRatio(fg, bg)));
  if (preferred !== undefined && isHexColour(preferred) && worst(preferred) >= minimum) return normalizeHex(preferred);
  return worst('#ffffff') >= worst('#000000') ? '#ffffff' : '#000000';
}

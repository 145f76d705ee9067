import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  contrastRatio,
  darken,
  formatHex,
  isHexColour,
  lighten,
  lighten2,
  lightnessOf,
  normalizeHex,
  parseHex,
  readableTextColour,
  relativeLuminance,
} from './colour';

const hex6 = fc
  .tuple(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }))
  .map(([r, g, b]) => formatHex({ r, g, b }));
const anyCaseHex = fc.stringMatching(/^#[0-9a-fA-F]{6}$/);
const shortHex = fc.stringMatching(/^#[0-9a-fA-F]{3}$/);

describe('parse and format', () => {
  it('parses #rgb and #rrggbb and rejects everything else with a clear error', () => {
    expect(parseHex('#436bac')).toEqual({ r: 0x43, g: 0x6b, b: 0xac });
    expect(parseHex('#FFF')).toEqual({ r: 255, g: 255, b: 255 });
    for (const bad of ['436bac', '#43', '#436bacd', '#ggg', '', 'red', '#12345']) {
      expect(() => parseHex(bad)).toThrow(/Cor inválida/);
      expect(isHexColour(bad)).toBe(false);
    }
  });
  it('property: format(parse(x)) is x in lower case; #rgb expands to #rrggbb', () => {
    fc.assert(
      fc.property(anyCaseHex, (h) => {
        expect(formatHex(parseHex(h))).toBe(h.toLowerCase());
      }),
    );
    fc.assert(
      fc.property(shortHex, (h) => {
        const [, r = '', g = '', b = ''] = h.toLowerCase();
        expect(normalizeHex(h)).toBe(`#${r}${r}${g}${g}${b}${b}`);
      }),
    );
  });
});

describe('variants', () => {
  it('matches the documented offsets for the default primary', () => {
    expect(lighten('#436bac')).toBe('#436bac');
    expect(lighten2('#436bac')).toBe('#6185c1');
    expect(darken('#436bac')).toBe('#355487');
    expect(darken('#000000')).toBe('#000000');
    expect(lighten2('#ffffff')).toBe('#ffffff');
  });
  it('property: outputs are always #rrggbb', () => {
    fc.assert(
      fc.property(fc.oneof(anyCaseHex, shortHex), (h) => {
        for (const out of [lighten(h), lighten2(h), darken(h)]) expect(out).toMatch(/^#[0-9a-f]{6}$/);
      }),
    );
  });
  it('property: lighten is the colour itself (offset +0)', () => {
    fc.assert(
      fc.property(hex6, (h) => {
        expect(lighten(h)).toBe(h);
      }),
    );
  });
  it('property: darken is never lighter, lighten2 never darker (HSL lightness and luminance)', () => {
    fc.assert(
      fc.property(hex6, (h) => {
        expect(lightnessOf(darken(h))).toBeLessThanOrEqual(lightnessOf(h) + 1e-9);
        expect(relativeLuminance(darken(h))).toBeLessThanOrEqual(relativeLuminance(h) + 1e-9);
        expect(lightnessOf(lighten2(h))).toBeGreaterThanOrEqual(lightnessOf(h) - 1e-9);
        expect(relativeLuminance(lighten2(h))).toBeGreaterThanOrEqual(relativeLuminance(h) - 1e-9);
      }),
    );
  });
  it('property: the lightness moves by about 10 points unless clamped', () => {
    fc.assert(
      fc.property(hex6, (h) => {
        const l = lightnessOf(h);
        expect(Math.abs(lightnessOf(darken(h)) - Math.max(0, l - 10))).toBeLessThan(1);
        expect(Math.abs(lightnessOf(lighten2(h)) - Math.min(100, l + 10))).toBeLessThan(1);
      }),
    );
  });
});

describe('contrast', () => {
  it('computes WCAG ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#436bac', '#ffffff')).toBeGreaterThan(4.5);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
  });
  it('keeps a readable preferred colour, else picks black or white', () => {
    expect(readableTextColour('#FFFFFF', ['#436bac'])).toBe('#ffffff');
    expect(readableTextColour('#ffffff', ['#e2e229'])).toBe('#000000');
    expect(readableTextColour('#000000', ['#203e6c'])).toBe('#ffffff');
    expect(readableTextColour('not-a-colour', ['#203e6c'])).toBe('#ffffff');
  });
  it('property: the chosen text colour always reaches AA on a single background', () => {
    fc.assert(
      fc.property(hex6, hex6, (bg, preferred) => {
        expect(contrastRatio(readableTextColour(preferred, [bg]), bg)).toBeGreaterThanOrEqual(4.5);
      }),
    );
  });
});

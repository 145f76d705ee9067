// @vitest-environment node
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { vars } from './contract.css';
import { contrastRatio, formatHex } from './colour';
import { focusColour, resolveSupplierColours, supplierColourVars, supplierThemeTokens } from './supplier-theme';
import { DEFAULT_COLOURS, defaultTokens } from './tokens';

describe('resolveSupplierColours', () => {
  it('uses the spec defaults when the theme is missing or invalid', () => {
    expect(resolveSupplierColours(undefined)).toEqual(DEFAULT_COLOURS);
    expect(
      resolveSupplierColours({ cor_primaria: 'azul', cor_secundaria: null, cor_auxiliar: '#12', cor_texto: '' }),
    ).toEqual(DEFAULT_COLOURS);
  });
  it('takes valid supplier colours, normalised', () => {
    expect(
      resolveSupplierColours({
        cor_primaria: '#1B5E20',
        cor_secundaria: '#333',
        cor_auxiliar: '#ff9800',
        cor_texto: '#FFFFFF',
      }),
    ).toEqual({
      primary: '#1b5e20',
      secondary: '#333333',
      auxiliary: '#ff9800',
      onPrimary: '#ffffff',
    });
  });
  it('replaces a supplier text colour that fails AA on primary', () => {
    expect(resolveSupplierColours({ cor_primaria: '#f7e018', cor_texto: '#ffffff' }).onPrimary).toBe('#000000');
    expect(resolveSupplierColours({ cor_primaria: '#436bac', cor_texto: '#6a8ac0' }).onPrimary).toBe('#ffffff');
  });
  it('property: onPrimary always reaches 4.5:1 on the primary colour', () => {
    const hex = fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255)).map(([r, g, b]) => formatHex({ r, g, b }));
    fc.assert(
      fc.property(hex, fc.option(hex), (primary, texto) => {
        const c = resolveSupplierColours({ cor_primaria: primary, cor_texto: texto });
        expect(contrastRatio(c.onPrimary, c.primary)).toBeGreaterThanOrEqual(4.5);
        if (texto !== null && contrastRatio(texto, primary) >= 4.5) expect(c.onPrimary).toBe(texto);
      }),
    );
  });
});

describe('supplierThemeTokens / supplierColourVars', () => {
  it('returns every contract variable, usable by assignInlineVars', () => {
    const tokens = supplierThemeTokens({
      cor_primaria: '#1b5e20',
      cor_secundaria: '#0d3b12',
      cor_auxiliar: '#ff9800',
      cor_texto: '#ffffff',
    });
    expect(tokens.color.primary).toBe('#1b5e20');
    expect(tokens.color.primaryDark).toMatch(/^#[0-9a-f]{6}$/);
    expect(tokens.layout.maxWidth).toBe('1440px');
    expect(tokens.space).toEqual(defaultTokens.space);
    const style = assignInlineVars(vars, tokens) as Record<string, string>;
    expect(style['--sf-primary']).toBe('#1b5e20');
    expect(style['--sf-layout-max-width']).toBe('1440px');
  });
  it('maps only colours with supplierColourVars', () => {
    const map = supplierColourVars({ cor_primaria: '#1b5e20' });
    expect(map['var(--sf-primary)']).toBe('#1b5e20');
    expect(Object.keys(map)).toHaveLength(Object.keys(vars.color).length);
    const style = assignInlineVars(map) as Record<string, string>;
    expect(style['--sf-secondary']).toBe('#203e6c');
  });
  it('uses the primary as focus ring only when it shows on white', () => {
    expect(focusColour('#436bac')).toBe('#436bac');
    expect(focusColour('#f7e018')).toBe('#1f2933');
  });
  it('defaults satisfy the spec section 9 colours and AA for neutral text', () => {
    expect(defaultTokens.color).toMatchObject({
      primary: '#436bac',
      secondary: '#203e6c',
      auxiliary: '#e2a929',
      onPrimary: '#ffffff',
    });
    expect(contrastRatio(defaultTokens.color.text, defaultTokens.color.surface)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(defaultTokens.color.textMuted, defaultTokens.color.surface)).toBeGreaterThanOrEqual(4.5);
    expect(defaultTokens.font.body.startsWith('system-ui')).toBe(true);
  });
});

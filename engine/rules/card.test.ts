// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bandeiraCartao, cartaoMascarado, cvvValido, luhnValido, validadeValida } from './card';

describe('luhnValido', () => {
  it('accepts the networks’ published test numbers and refuses a changed digit', () => {
    for (const n of [
      '4111 1111 1111 1111',
      '5555555555554444',
      '378282246310005',
      '4000000000000002',
      '6362970000457013',
    ])
      expect(luhnValido(n)).toBe(true);
    expect(luhnValido('4111111111111112')).toBe(false);
    expect(luhnValido('1234')).toBe(false);
    expect(luhnValido('abcd efgh ijkl mnop')).toBe(false);
  });

  it('property: exactly one check digit completes any 15-digit prefix', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{15}$/), (prefixo) => {
        const validos = '0123456789'.split('').filter((d) => luhnValido(prefixo + d));
        expect(validos).toHaveLength(1);
      }),
    );
  });
});

describe('bandeiraCartao', () => {
  it('names the brand by the prefix', () => {
    expect(bandeiraCartao('4111111111111111')).toBe('visa');
    expect(bandeiraCartao('5555555555554444')).toBe('mastercard');
    expect(bandeiraCartao('2223000048400011')).toBe('mastercard');
    expect(bandeiraCartao('378282246310005')).toBe('amex');
    expect(bandeiraCartao('6362970000457013')).toBe('elo');
    expect(bandeiraCartao('6062825624254001')).toBe('hipercard');
    expect(bandeiraCartao('9999999999999995')).toBe('desconhecida');
  });
});

describe('validade and CVV', () => {
  it('a card is valid through the end of its month', () => {
    expect(validadeValida(11, 2026, '2026-11-30')).toBe(true);
    expect(validadeValida(10, 2026, '2026-11-01')).toBe(false);
    expect(validadeValida(1, 27, '2026-11-24')).toBe(true);
    expect(validadeValida(13, 2027, '2026-11-24')).toBe(false);
    expect(validadeValida(1, 2060, '2026-11-24')).toBe(false);
    expect(cvvValido('123', 'visa')).toBe(true);
    expect(cvvValido('1234', 'visa')).toBe(false);
    expect(cvvValido('1234', 'amex')).toBe(true);
    expect(cartaoMascarado('4111 1111 1111 1111')).toBe('•••• 1111');
  });
});

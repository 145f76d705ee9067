// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkStateRegistration, isExemptRegistration, normalizePhone } from './company-data';

describe('normalizePhone', () => {
  it('keeps the digits of a landline or a mobile with DDD, and refuses the rest', () => {
    expect(normalizePhone('(11) 98765-4321')).toBe('11987654321');
    expect(normalizePhone('+55 19 3234-5678')).toBe('1932345678');
    expect(normalizePhone('019 3234-5678')).toBe('1932345678');
    expect(normalizePhone('(00) 1234-5678')).toBeNull();
    expect(normalizePhone('(11) 8765-432')).toBeNull();
    expect(normalizePhone('(11) 88765-4321')).toBeNull(); // 11 digits without the mobile 9
  });
});

describe('checkStateRegistration', () => {
  it("checks the IE by its UF's rule, or takes 'isento'", () => {
    expect(checkStateRegistration('110.042.490.114', 'sp')).toEqual({ ok: true, valor: '110042490114', uf: 'SP' });
    expect(checkStateRegistration('0623079040081', 'MG')).toMatchObject({ ok: true, uf: 'MG' });
    expect(checkStateRegistration('110.042.490.115', 'SP')).toEqual({
      ok: false,
      mensagem: 'Inscrição estadual inválida para SP. Confira os números ou informe "isento".',
    });
    expect(checkStateRegistration('110042490114', '')).toEqual({
      ok: false,
      mensagem: 'Informe a UF da inscrição estadual.',
    });
    expect(checkStateRegistration(' Isénto ', null)).toEqual({ ok: true, valor: 'ISENTO', uf: null });
    expect(isExemptRegistration('isento')).toBe(true);
  });
});

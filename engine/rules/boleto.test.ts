import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  campoLivre,
  codigoDaLinhaDigitavel,
  dataDoFator,
  fatorVencimento,
  formatarLinhaDigitavel,
  lerCodigoBarras,
  linhaDigitavelDoCodigo,
  modulo10,
  montarCodigoBarras,
} from './boleto';

/**
 * Published pairs:
 * - Banco do Brasil's example (its boleto documentation, used by many validators): R$ 1,00 due
 *   2007-12-31 (factor 3737).
 * - The Itaú example of the boleto-utils library's README (R$ 1.000,00, due 2019-05-31, factor 7906).
 */
const PARES = [
  {
    linha: '00190500954014481606906809350314337370000000100',
    codigo: '00193373700000001000500940144816060680935031',
    fator: 3737,
    vencimento: '2007-12-31',
    valorCentavos: 100,
  },
  {
    linha: '34192220090000556638551012140003679060000100000',
    codigo: '34196790600001000002220000005566385101214000',
    fator: 7906,
    vencimento: '2019-05-31',
    valorCentavos: 100000,
  },
];

describe('barcode <-> linha digitável, published pairs', () => {
  for (const par of PARES) {
    it(`${par.codigo.slice(0, 3)}: both ways, factor, amount`, () => {
      expect(linhaDigitavelDoCodigo(par.codigo)).toBe(par.linha);
      const lido = codigoDaLinhaDigitavel(par.linha);
      expect(lido.ok && lido.codigoBarras).toBe(par.codigo);
      const codigo = lerCodigoBarras(par.codigo);
      expect(codigo.ok && codigo.boleto).toMatchObject({ fator: par.fator, valorCentavos: par.valorCentavos });
      expect(dataDoFator(par.fator, par.vencimento)).toBe(par.vencimento);
      expect(dataDoFator(par.fator, '2005-01-01')).toBe(par.vencimento);
      expect(fatorVencimento(par.vencimento)).toBe(par.fator);
      if (!codigo.ok) throw new Error(codigo.erro);
      const { banco, fator, valorCentavos, campoLivre: livre } = codigo.boleto;
      expect(montarCodigoBarras({ banco, fator, valorCentavos, campoLivre: livre })).toBe(par.codigo);
    });
  }

  it("Itaú's free field of the boleto-utils example: carteira 222, nosso número 00000055, agência 6385, conta 10121", () => {
    expect(campoLivre({ banco: '341', agencia: '6385', conta: '10121', carteira: '222' }, 55)).toEqual({
      campoLivre: '2220000005566385101214000',
      nossoNumero: '222/00000055-6',
    });
  });

  it('formats the BB example as printed on the title', () => {
    expect(formatarLinhaDigitavel(PARES[0]!.linha)).toBe('00190.50095 40144.816069 06809.350314 3 37370000000100');
  });

  it('rejects a changed digit in each field and in the barcode', () => {
    const linha = PARES[0]!.linha;
    const troca = (s: string, i: number) => s.slice(0, i) + String((Number(s[i]) + 1) % 10) + s.slice(i + 1);
    expect(codigoDaLinhaDigitavel(troca(linha, 3))).toEqual({
      ok: false,
      erro: 'O dígito verificador do campo 1 não confere.',
    });
    expect(codigoDaLinhaDigitavel(troca(linha, 12))).toEqual({
      ok: false,
      erro: 'O dígito verificador do campo 2 não confere.',
    });
    expect(codigoDaLinhaDigitavel(troca(linha, 25))).toEqual({
      ok: false,
      erro: 'O dígito verificador do campo 3 não confere.',
    });
    expect(codigoDaLinhaDigitavel(troca(linha, 40))).toEqual({
      ok: false,
      erro: 'O dígito verificador do código de barras não confere.',
    });
    expect(lerCodigoBarras(troca(PARES[1]!.codigo, 30)).ok).toBe(false);
    expect(codigoDaLinhaDigitavel('123').ok).toBe(false);
  });

  it('module 10 of the BB fields', () => {
    expect(modulo10('001905009')).toBe(5);
    expect(modulo10('4014481606')).toBe(9);
    expect(modulo10('0680935031')).toBe(4);
  });
});

describe('due factor', () => {
  it('follows the 22 February 2025 reset', () => {
    expect(fatorVencimento('2000-07-03')).toBe(1000);
    expect(fatorVencimento('2025-02-21')).toBe(9999);
    expect(fatorVencimento('2025-02-22')).toBe(1000);
    expect(fatorVencimento('2027-11-19')).toBe(2000);
    expect(dataDoFator(1000, '2026-11-24')).toBe('2025-02-22');
    expect(dataDoFator(2000, '2026-11-24')).toBe('2027-11-19');
    expect(dataDoFator(9999, '2025-03-01')).toBe('2025-02-21');
    expect(dataDoFator(0, '2026-11-24')).toBeNull();
  });

  it('property: a date within 4000 days of the reference comes back from its factor', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20_000 }), fc.integer({ min: -4000, max: 4000 }), (offset, delta) => {
        const data = new Date(Date.UTC(2000, 6, 3) + offset * 86_400_000).toISOString().slice(0, 10);
        const ref = new Date(Date.UTC(2000, 6, 3) + (offset + delta) * 86_400_000).toISOString().slice(0, 10);
        const fator = fatorVencimento(data);
        expect(fator).toBeGreaterThanOrEqual(1000);
        expect(fator).toBeLessThanOrEqual(9999);
        expect(dataDoFator(fator, ref)).toBe(data);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('building titles', () => {
  it('property: build -> linha digitável -> barcode round trips for both banks, every check digit valid', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(
          { banco: '001', agencia: '1234', conta: '3128557', carteira: '17' },
          { banco: '341', agencia: '0057', conta: '12345', carteira: '109' },
        ),
        fc.integer({ min: 1, max: 99_999_999 }),
        fc.integer({ min: 1000, max: 9999 }),
        fc.integer({ min: 0, max: 99_999_999_99 }),
        (conta, seq, fator, valorCentavos) => {
          const { campoLivre: livre } = campoLivre(conta, seq);
          const codigo = montarCodigoBarras({ banco: conta.banco, fator, valorCentavos, campoLivre: livre });
          expect(codigo).toHaveLength(44);
          const linha = linhaDigitavelDoCodigo(codigo);
          expect(linha).toHaveLength(47);
          const lido = codigoDaLinhaDigitavel(linha);
          expect(lido).toMatchObject({
            ok: true,
            codigoBarras: codigo,
            boleto: { fator, valorCentavos, campoLivre: livre },
          });
        },
      ),
      { numRuns: 500 },
    );
  });
});

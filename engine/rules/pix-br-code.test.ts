// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { crc16CcittFalse, lerBrCode, montarBrCode, normalizarTextoPix, valorPix } from './pix-br-code';

/**
 * The static BR Code example of Banco Central's "Manual de Padrões para Iniciação do Pix"
 * (key 123e4567-e12b-12d1-a456-426655440000, Fulano de Tal, BRASILIA, no amount, txid ***),
 * whose CRC is 1D3D.
 */
const EXEMPLO_BCB =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';

describe('crc16CcittFalse', () => {
  it("gives the algorithm's check value for '123456789' (0x29B1)", () => {
    expect(crc16CcittFalse('123456789')).toBe('29B1');
  });

  it('gives 1D3D over the BCB example without its CRC value', () => {
    expect(crc16CcittFalse(EXEMPLO_BCB.slice(0, -4))).toBe('1D3D');
  });
});

describe('montarBrCode', () => {
  it("writes BCB's published static example exactly", () => {
    expect(
      montarBrCode({ chave: '123e4567-e12b-12d1-a456-426655440000', nome: 'Fulano de Tal', cidade: 'BRASILIA' }),
    ).toBe(EXEMPLO_BCB);
  });

  it('writes the amount, the txid, and names without accents cut to 25 and 15', () => {
    const payload = montarBrCode({
      chave: 'financeiro@aurora.com.br',
      nome: 'Distribuidora Aurora de Alimentos Ltda',
      cidade: 'São José dos Campos',
      valorCentavos: 123456,
      txid: 'PED-100007',
    });
    expect(payload).toContain('54071234.56');
    expect(payload).toContain('5925Distribuidora Aurora de ');
    expect(payload).toContain('6015Sao Jose dos Ca');
    expect(payload).toContain('62130509PED100007');
    expect(lerBrCode(payload)).toMatchObject({ ok: true, dados: { valorCentavos: 123456, txid: 'PED100007' } });
  });

  it('refuses an empty key, name or city', () => {
    expect(() => montarBrCode({ chave: ' ', nome: 'A', cidade: 'B' })).toThrow(RangeError);
    expect(() => montarBrCode({ chave: 'x', nome: '€€', cidade: 'B' })).toThrow(RangeError);
  });
});

describe('lerBrCode', () => {
  it('reads the BCB example', () => {
    expect(lerBrCode(EXEMPLO_BCB)).toEqual({
      ok: true,
      dados: {
        chave: '123e4567-e12b-12d1-a456-426655440000',
        nome: 'Fulano de Tal',
        cidade: 'BRASILIA',
        valorCentavos: null,
        txid: '***',
        mensagem: null,
      },
    });
  });

  it('rejects the example with its last digit changed', () => {
    expect(lerBrCode(`${EXEMPLO_BCB.slice(0, -1)}E`)).toEqual({ ok: false, erro: 'O CRC do código Pix não confere.' });
  });

  it('rejects a changed character before the CRC, a cut payload, another GUI', () => {
    expect(lerBrCode(EXEMPLO_BCB.replace('Fulano', 'Fulana')).ok).toBe(false);
    expect(lerBrCode(EXEMPLO_BCB.slice(0, 40)).ok).toBe(false);
    const outroGui = EXEMPLO_BCB.slice(0, -4).replace('br.gov.bcb.pix', 'br.gov.bcb.pux');
    expect(lerBrCode(outroGui + crc16CcittFalse(outroGui))).toEqual({ ok: false, erro: 'O código não é de um Pix.' });
  });

  it('property: build then parse gives back the key, the normalised texts, the amount and the txid', () => {
    const texto = fc.string({ unit: fc.constantFrom(...'abcçãéíõúAZ 09-.&/'.split('')), minLength: 1, maxLength: 40 });
    fc.assert(
      fc.property(
        fc.oneof(
          fc.uuid(),
          fc.emailAddress().filter((e) => e.length <= 77),
          fc.stringMatching(/^\d{11}$/),
        ),
        texto.filter((t) => /[a-zA-Z0-9]/.test(t)),
        texto.filter((t) => /[a-zA-Z0-9]/.test(t)),
        fc.option(fc.integer({ min: 1, max: 99_999_999_99 }), { nil: null }),
        fc.option(fc.stringMatching(/^[A-Za-z0-9]{1,25}$/), { nil: null }),
        (chave, nome, cidade, valorCentavos, txid) => {
          const lido = lerBrCode(montarBrCode({ chave, nome, cidade, valorCentavos, txid }));
          expect(lido).toEqual({
            ok: true,
            dados: {
              chave,
              nome: normalizarTextoPix(nome, 25),
              cidade: normalizarTextoPix(cidade, 15),
              valorCentavos,
              txid: txid ?? '***',
              mensagem: null,
            },
          });
        },
      ),
      { numRuns: 500 },
    );
  });

  it('property: any one character changed is rejected', () => {
    fc.assert(
      fc.property(fc.nat(EXEMPLO_BCB.length - 1), fc.constantFrom(...'0123456789ABCDEFabc-*. '.split('')), (i, c) => {
        fc.pre(EXEMPLO_BCB[i] !== c);
        expect(lerBrCode(EXEMPLO_BCB.slice(0, i) + c + EXEMPLO_BCB.slice(i + 1)).ok).toBe(false);
      }),
      { numRuns: 500 },
    );
  });
});

describe('valorPix', () => {
  it('writes reais with a dot and two decimals', () => {
    expect(valorPix(1)).toBe('0.01');
    expect(valorPix(1000)).toBe('10.00');
    expect(valorPix(123456)).toBe('1234.56');
  });
});

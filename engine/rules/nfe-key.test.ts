// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CHAVE_ANO_MES,
  CHAVE_DIGITO,
  CHAVE_MODELO,
  CHAVE_NUMERO,
  CHAVE_OUTRO_EMITENTE,
  CHAVE_TAMANHO,
  CHAVE_TIPO_EMISSAO,
  CHAVE_UF,
  UFS_IBGE,
  digitoChaveNfe,
  formatarChaveNfe,
  validarChaveNfe,
} from './nfe-key';

/**
 * Published keys:
 * - NF-e (model 55) of the worked example 'Dígito Verificador da Chave de Acesso' (NS Tecnologia's
 *   blog, after the MOC v6.00): 43-1712-07.364.617/0001-35-55-000-000.012.014-1-00012014-6.
 * - NFC-e (model 65) of Invoisys' 'Como é formada a chave de acesso': 13-1810-17921427000125-65-001-000000030-9-88725117-0.
 */
const NFE_PUBLICADA = '43171207364617000135550000000120141000120146';
const NFCE_PUBLICADA = '13181017921427000125650010000000309887251170';

/** A key with its check digit recomputed (for the structure cases). */
function comDigito(base43: string): string {
  return base43 + String(digitoChaveNfe(base43));
}

describe('validarChaveNfe: published keys', () => {
  it('accepts the published NF-e, typed with spaces as the DANFE prints it', () => {
    const r = validarChaveNfe(formatarChaveNfe(NFE_PUBLICADA));
    expect(r).toMatchObject({
      ok: true,
      chave: NFE_PUBLICADA,
      partes: {
        uf: '43',
        anoMes: '1712',
        cnpj: '07364617000135',
        modelo: '55',
        serie: '000',
        numero: '000012014',
        tipoEmissao: '1',
        codigoNumerico: '00012014',
        digito: '6',
      },
    });
    expect(formatarChaveNfe(NFE_PUBLICADA)).toBe('4317 1207 3646 1700 0135 5500 0000 0120 1410 0012 0146');
  });

  it('computes the published check digits (6 and 0)', () => {
    expect(digitoChaveNfe(NFE_PUBLICADA.slice(0, 43))).toBe(6);
    expect(digitoChaveNfe(NFCE_PUBLICADA.slice(0, 43))).toBe(0);
  });

  it('refuses the published NFC-e: its digit is right but it is model 65, not an NF-e', () => {
    expect(validarChaveNfe(NFCE_PUBLICADA)).toEqual({ ok: false, erro: CHAVE_MODELO });
  });

  it("checks the emitter's CNPJ against the supplier's (mask ignored)", () => {
    expect(validarChaveNfe(NFE_PUBLICADA, { cnpjEmitente: '07.364.617/0001-35' }).ok).toBe(true);
    expect(validarChaveNfe(NFE_PUBLICADA, { cnpjEmitente: '34.567.812/0001-35' })).toEqual({
      ok: false,
      erro: CHAVE_OUTRO_EMITENTE,
    });
    expect(validarChaveNfe(NFE_PUBLICADA, { cnpjEmitente: null }).ok).toBe(true);
  });
});

describe('validarChaveNfe: refusals, each with its pt-BR reason', () => {
  it('length and characters', () => {
    expect(validarChaveNfe('')).toEqual({ ok: false, erro: CHAVE_TAMANHO });
    expect(validarChaveNfe(NFE_PUBLICADA.slice(1))).toEqual({ ok: false, erro: CHAVE_TAMANHO });
    expect(validarChaveNfe(`${NFE_PUBLICADA}0`)).toEqual({ ok: false, erro: CHAVE_TAMANHO });
    expect(validarChaveNfe(`A${NFE_PUBLICADA.slice(1)}`)).toEqual({ ok: false, erro: CHAVE_TAMANHO });
  });

  it('the check digit', () => {
    expect(validarChaveNfe(`${NFE_PUBLICADA.slice(0, 43)}7`)).toEqual({ ok: false, erro: CHAVE_DIGITO });
  });

  it('the structure (each with a right check digit)', () => {
    const base = NFE_PUBLICADA.slice(0, 43);
    expect(validarChaveNfe(comDigito(`99${base.slice(2)}`))).toEqual({ ok: false, erro: CHAVE_UF });
    expect(validarChaveNfe(comDigito(`${base.slice(0, 4)}13${base.slice(6)}`))).toEqual({
      ok: false,
      erro: CHAVE_ANO_MES,
    });
    expect(validarChaveNfe(comDigito(`${base.slice(0, 4)}00${base.slice(6)}`))).toEqual({
      ok: false,
      erro: CHAVE_ANO_MES,
    });
    expect(validarChaveNfe(comDigito(`${base.slice(0, 34)}0${base.slice(35)}`))).toEqual({
      ok: false,
      erro: CHAVE_TIPO_EMISSAO,
    });
    expect(validarChaveNfe(comDigito(`${base.slice(0, 25)}000000000${base.slice(34)}`))).toEqual({
      ok: false,
      erro: CHAVE_NUMERO,
    });
  });
});

const digitos = (n: number) =>
  fc.array(fc.integer({ min: 0, max: 9 }), { minLength: n, maxLength: n }).map((d) => d.join(''));
/** Any well-formed NF-e key: a UF, AAMM, a CNPJ, model 55, série, nNF > 0, tpEmis 1–9, cNF, its digit. */
const chaveValida = fc
  .record({
    uf: fc.constantFrom(...Object.keys(UFS_IBGE)),
    ano: fc.integer({ min: 6, max: 99 }),
    mes: fc.integer({ min: 1, max: 12 }),
    cnpj: digitos(14),
    serie: digitos(3),
    numero: fc.integer({ min: 1, max: 999_999_999 }),
    tipo: fc.integer({ min: 1, max: 9 }),
    codigo: digitos(8),
  })
  .map((p) =>
    comDigito(
      `${p.uf}${String(p.ano).padStart(2, '0')}${String(p.mes).padStart(2, '0')}${p.cnpj}55${p.serie}${String(p.numero).padStart(9, '0')}${p.tipo}${p.codigo}`,
    ),
  );
/** One position and a different digit for it. */
const troca = fc.record({ posicao: fc.integer({ min: 0, max: 43 }), mais: fc.integer({ min: 1, max: 9 }) });
const trocar = (chave: string, t: { posicao: number; mais: number }) =>
  chave.slice(0, t.posicao) + String((Number(chave[t.posicao]) + t.mais) % 10) + chave.slice(t.posicao + 1);

describe('validarChaveNfe: properties', () => {
  it('accepts every well-formed key', () => {
    fc.assert(fc.property(chaveValida, (chave) => validarChaveNfe(chave).ok));
  });

  it('refuses any single changed digit of a key whose check digit is not 0', () => {
    fc.assert(
      fc.property(
        chaveValida.filter((c) => !c.endsWith('0')),
        troca,
        (chave, t) => !validarChaveNfe(trocar(chave, t)).ok,
      ),
    );
  });

  it('refuses any change of the check digit itself', () => {
    fc.assert(
      fc.property(
        chaveValida,
        fc.integer({ min: 1, max: 9 }),
        (chave, mais) => !validarChaveNfe(trocar(chave, { posicao: 43, mais })).ok,
      ),
    );
  });
});

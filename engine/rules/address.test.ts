// @vitest-environment node
import fc from 'fast-check';
import { MENSAGENS_TELEFONE } from './phone';
import { describe, expect, it } from 'vitest';
import { formatCep, isValidCep, normalizeCep } from './cep';
import {
  LIMITES_ENDERECO,
  MENSAGENS_ENDERECO,
  PAIS_PADRAO,
  UFS,
  cepParaConsulta,
  maskCep,
  textoEndereco,
  validarEndereco,
} from './address';

const digits = (n: number) =>
  fc.array(fc.integer({ min: 0, max: 9 }), { minLength: n, maxLength: n }).map((a) => a.join(''));
const texto = (max: number) => fc.string({ minLength: 1, maxLength: max }).filter((s) => s.trim() !== '');

const BASE = {
  cep: '13015-002',
  uf: 'SP',
  cidade: 'Campinas',
  bairro: 'Centro',
  rua: 'Rua Barão de Jaguara',
  numero: '1205',
};

describe('CEP as typed, stored and shown', () => {
  it('masks while typing, and looks up only 8 digits', () => {
    expect(maskCep('130')).toBe('130');
    expect(maskCep('13015')).toBe('13015');
    expect(maskCep('130150')).toBe('13015-0');
    expect(maskCep('13.015-002')).toBe('13015-002');
    expect(maskCep('13015-0029')).toBe('13015-002');
    expect(cepParaConsulta('13015-002')).toBe('13015002');
    expect(cepParaConsulta('1301-002')).toBeNull();
  });

  it('property: the mask is idempotent, never longer than 9 characters, and keeps the digits typed (up to 8)', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const m = maskCep(s);
        expect(maskCep(m)).toBe(m);
        expect(m.length).toBeLessThanOrEqual(9);
        expect(m.replace('-', '')).toBe(s.replace(/\D+/g, '').slice(0, 8));
      }),
      { numRuns: 1000 },
    );
  });

  it('property: any 8 digits, masked, formatted or normalised, round-trip to the same stored CEP', () => {
    fc.assert(
      fc.property(digits(8), (d) => {
        expect(normalizeCep(maskCep(d))).toBe(d);
        expect(normalizeCep(formatCep(d))).toBe(d);
        expect(formatCep(maskCep(d))).toBe(maskCep(d));
        expect(cepParaConsulta(formatCep(d))).toBe(d);
        expect(isValidCep(maskCep(d))).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });

  it('property: fewer or more than 8 digits is never a valid CEP', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 14 }).filter((n) => n !== 8),
        fc.nat(),
        (n, seed) => {
          const d = String(seed).padStart(14, '7').slice(0, n);
          expect(isValidCep(d)).toBe(false);
          expect(cepParaConsulta(d)).toBeNull();
          expect(validarEndereco({ ...BASE, cep: d }).ok).toBe(false);
        },
      ),
    );
  });
});

describe('validarEndereco', () => {
  it('stores the CEP without the hyphen, trims, defaults pais to Brasil, merges the spec aliases', () => {
    const r = validarEndereco({
      ...BASE,
      cidade: '  Campinas ',
      descricao: 'Casa',
      pontoref: 'Perto da praça',
      complemento: '',
    });
    expect(r).toEqual({
      ok: true,
      endereco: {
        ...BASE,
        cep: '13015002',
        complemento: null,
        apelido: 'Casa',
        referencia: 'Perto da praça',
        pais: PAIS_PADRAO,
        lat: null,
        lng: null,
        primario: undefined,
        manualAddress: false,
        destinatario: null,
        telefone: null,
        whatsapp: false,
      },
    });
  });

  it('keeps who receives there: the recipient trimmed, the phone as digits, the opt-in only with a phone (issue 34)', () => {
    const r = validarEndereco({ ...BASE, destinatario: ' Ana Souza ', telefone: '(11) 98765-4321', whatsapp: true });
    expect(r.ok && r.endereco).toMatchObject({ destinatario: 'Ana Souza', telefone: '11987654321', whatsapp: true });
    expect(validarEndereco({ ...BASE, telefone: '(11) 8765-432' })).toEqual({
      ok: false,
      erros: { telefone: MENSAGENS_TELEFONE.invalido },
    });
    expect(validarEndereco({ ...BASE, whatsapp: true })).toEqual({
      ok: false,
      erros: { telefone: MENSAGENS_TELEFONE.whatsappSemTelefone },
    });
    expect(validarEndereco({ ...BASE, destinatario: 'a'.repeat(81) })).toEqual({
      ok: false,
      erros: { destinatario: MENSAGENS_ENDERECO.longo(80) },
    });
  });

  it('names each bad field in pt-BR', () => {
    const r = validarEndereco({
      cep: '123',
      uf: 'XX',
      cidade: ' ',
      bairro: '',
      rua: 'a'.repeat(121),
      numero: '',
      lat: 91,
    });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.erros).toEqual({
      cep: MENSAGENS_ENDERECO.cep,
      uf: MENSAGENS_ENDERECO.uf,
      cidade: MENSAGENS_ENDERECO.cidade,
      bairro: MENSAGENS_ENDERECO.bairro,
      rua: MENSAGENS_ENDERECO.longo(LIMITES_ENDERECO.rua),
      numero: MENSAGENS_ENDERECO.numero,
      lat: MENSAGENS_ENDERECO.coordenadas,
    });
    expect(validarEndereco(null).ok).toBe(false);
  });

  it('property: every well-formed entry is accepted, with its CEP stored as 8 digits and its texts trimmed', () => {
    fc.assert(
      fc.property(
        digits(8),
        fc.constantFrom(...UFS),
        texto(LIMITES_ENDERECO.cidade),
        texto(LIMITES_ENDERECO.rua),
        texto(LIMITES_ENDERECO.numero),
        fc.boolean(),
        (cep, uf, cidade, rua, numero, hifen) => {
          const r = validarEndereco({
            cep: hifen ? formatCep(cep) : cep,
            uf: uf.toLowerCase(),
            cidade,
            bairro: 'Centro',
            rua,
            numero,
          });
          expect(r.ok).toBe(true);
          if (!r.ok) return;
          expect(r.endereco.cep).toBe(cep);
          expect(r.endereco.uf).toBe(uf);
          expect(r.endereco.cidade).toBe(cidade.trim());
          expect(r.endereco.rua).toBe(rua.trim());
          expect(r.endereco.pais).toBe('Brasil');
          expect(textoEndereco(r.endereco)).toContain(formatCep(cep));
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('textoEndereco', () => {
  it('writes the address in one line, with the CEP formatted', () => {
    expect(textoEndereco({ ...BASE, cep: '13015002', complemento: 'Apto 12' })).toBe(
      'Rua Barão de Jaguara, 1205 - Apto 12 - Centro, Campinas - SP, 13015-002',
    );
    expect(textoEndereco({ ...BASE, cep: '13015002' })).toBe(
      'Rua Barão de Jaguara, 1205 - Centro, Campinas - SP, 13015-002',
    );
  });
});

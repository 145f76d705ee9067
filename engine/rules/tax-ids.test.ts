import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  cnpjCheckDigits,
  documentKind,
  formatCnpj,
  formatCpf,
  formatDocument,
  isValidCnpj,
  isValidCpf,
  isValidDocument,
} from './tax-ids';
import { formatCep, isValidCep, normalizeCep } from './cep';

function cpfWithCheckDigits(base9: string): string {
  const digits = [...base9].map(Number);
  const dv = (ds: number[], start: number) => {
    const sum = ds.reduce((acc, d, i) => acc + d * (start - i), 0);
    const r = (sum * 10) % 11;
    return r === 10 ? 0 : r;
  };
  const d1 = dv(digits, 10);
  const d2 = dv([...digits, d1], 11);
  return `${base9}${d1}${d2}`;
}

const digitString = (n: number) =>
  fc.array(fc.integer({ min: 0, max: 9 }), { minLength: n, maxLength: n }).map((a) => a.join(''));

describe('CPF', () => {
  it('accepts the demo CPF with or without punctuation', () => {
    expect(isValidCpf('529.982.247-25')).toBe(true);
    expect(isValidCpf('52998224725')).toBe(true);
  });
  it('rejects wrong check digits, repeated digits and wrong lengths', () => {
    expect(isValidCpf('529.982.247-24')).toBe(false);
    expect(isValidCpf('111.111.111-11')).toBe(false);
    expect(isValidCpf('5299822472')).toBe(false);
    expect(isValidCpf('')).toBe(false);
  });
  it('formats', () => {
    expect(formatCpf('52998224725')).toBe('529.982.247-25');
    expect(() => formatCpf('123')).toThrow(/11 dígitos/);
  });
  it('property: a CPF built with its check digits is valid, and changing a check digit makes it invalid', () => {
    fc.assert(
      fc.property(
        digitString(9),
        fc.integer({ min: 9, max: 10 }),
        fc.integer({ min: 1, max: 9 }),
        (base, pos, delta) => {
          const cpf = cpfWithCheckDigits(base);
          fc.pre(!/^(\d)\1{10}$/.test(cpf));
          expect(isValidCpf(cpf)).toBe(true);
          expect(isValidCpf(formatCpf(cpf))).toBe(true);
          const changed = cpf.slice(0, pos) + String((Number(cpf[pos]) + delta) % 10) + cpf.slice(pos + 1);
          expect(isValidCpf(changed)).toBe(false);
        },
      ),
    );
  });
});

describe('CNPJ', () => {
  it('accepts the demo CNPJ and an alphanumeric CNPJ', () => {
    expect(isValidCnpj('11.222.333/0001-81')).toBe(true);
    expect(isValidCnpj('11222333000181')).toBe(true);
    // Example published by the Receita Federal for the alphanumeric CNPJ.
    expect(isValidCnpj('12.ABC.345/01DE-35')).toBe(true);
    expect(isValidCnpj('12abc34501de35')).toBe(true);
  });
  it('rejects wrong check digits, repeated digits and wrong lengths', () => {
    expect(isValidCnpj('11.222.333/0001-82')).toBe(false);
    expect(isValidCnpj('00000000000000')).toBe(false);
    expect(isValidCnpj('1122233300018')).toBe(false);
    expect(isValidCnpj('12.ABC.345/01DE-3X')).toBe(false);
  });
  it('formats', () => {
    expect(formatCnpj('11222333000181')).toBe('11.222.333/0001-81');
    expect(() => formatCnpj('1122')).toThrow(/14 caracteres/);
  });
  it('property: base + computed check digits is valid; a changed check digit is not', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9A-Z]{12}$/), fc.integer({ min: 1, max: 9 }), (base, delta) => {
        fc.pre(!/^(\d)\1{11}$/.test(base));
        const dv = cnpjCheckDigits(base);
        expect(isValidCnpj(base + dv)).toBe(true);
        const wrong = base + dv[0] + String((Number(dv[1]) + delta) % 10);
        expect(isValidCnpj(wrong)).toBe(false);
      }),
    );
  });
});

describe('documentKind', () => {
  it('reads a 14-character document as CNPJ, anything else as CPF', () => {
    expect(documentKind('11.222.333/0001-81')).toBe('cnpj');
    expect(documentKind('11222333000181')).toBe('cnpj');
    expect(documentKind('529.982.247-25')).toBe('cpf');
    expect(documentKind('')).toBe('cpf');
    expect(isValidDocument('11.222.333/0001-81')).toBe(true);
    expect(isValidDocument('529.982.247-25')).toBe(true);
    expect(formatDocument('11222333000181')).toBe('11.222.333/0001-81');
    expect(formatDocument('52998224725')).toBe('529.982.247-25');
  });
});

describe('CEP', () => {
  it('removes hyphens', () => {
    expect(normalizeCep('01310-100')).toBe('01310100');
    expect(normalizeCep(' 01.310-100 ')).toBe('01310100');
    expect(isValidCep('01310-100')).toBe(true);
    expect(isValidCep('0131-100')).toBe(false);
    expect(formatCep('01310100')).toBe('01310-100');
    expect(() => formatCep('abc')).toThrow(/8 dígitos/);
  });
  it('property: normalising never leaves a hyphen and is idempotent', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const n = normalizeCep(s);
        expect(n.includes('-')).toBe(false);
        expect(normalizeCep(n)).toBe(n);
      }),
    );
    fc.assert(
      fc.property(digitString(8), (d) => {
        expect(normalizeCep(formatCep(d))).toBe(d);
      }),
    );
  });
});

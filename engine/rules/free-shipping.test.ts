// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ESTADOS, freteGratisAplica, ondeFreteGratis, REGIOES, textoFreteGratis } from './free-shipping';

const SUL_SUDESTE_GO = ['PR', 'RS', 'SC', 'ES', 'MG', 'RJ', 'SP', 'GO'];

describe('free shipping', () => {
  it("writes the spec's banner for South, Southeast and Goiás from R$ 3.000", () => {
    expect(textoFreteGratis({ minimo_centavos: 300_000, ufs: SUL_SUDESTE_GO })).toBe(
      'Frete grátis para pedidos a partir de R$ 3.000 para as regiões Sul, Sudeste e Goiás',
    );
  });

  it('names one region, states alone, the whole country, cents and no minimum', () => {
    expect(ondeFreteGratis(['SP', 'RJ', 'MG', 'ES'])).toBe('a região Sudeste');
    expect(ondeFreteGratis(['sp', 'RJ'])).toBe('Rio de Janeiro e São Paulo');
    expect(ondeFreteGratis(['SP'])).toBe('São Paulo');
    expect(ondeFreteGratis(Object.keys(ESTADOS))).toBe('todo o Brasil');
    expect(textoFreteGratis({ minimo_centavos: 49_990, ufs: ['SP'] })).toBe(
      'Frete grátis para pedidos a partir de R$ 499,90 para São Paulo',
    );
    expect(textoFreteGratis({ minimo_centavos: 0, ufs: ['PR', 'RS', 'SC'] })).toBe(
      'Frete grátis em todos os pedidos para a região Sul',
    );
  });

  it('has no text, and never applies, without states or config', () => {
    expect(textoFreteGratis(null)).toBeNull();
    expect(textoFreteGratis({ minimo_centavos: 300_000, ufs: [] })).toBeNull();
    expect(textoFreteGratis({ minimo_centavos: 300_000, ufs: ['XX'] })).toBeNull();
    expect(freteGratisAplica(null, 'SP', 10_000_000)).toBe(false);
  });

  it('applies exactly in the covered states from the minimum on', () => {
    const uf = fc.constantFrom(...Object.keys(ESTADOS));
    fc.assert(
      fc.property(
        fc.subarray(Object.keys(ESTADOS), { minLength: 1 }),
        fc.nat(1_000_000),
        uf,
        fc.nat(2_000_000),
        (ufs, minimo, destino, total) => {
          const config = { minimo_centavos: minimo, ufs };
          return freteGratisAplica(config, destino, total) === (ufs.includes(destino) && total >= minimo);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('every covered state is named, by its region or by itself', () => {
    fc.assert(
      fc.property(fc.subarray(Object.keys(ESTADOS), { minLength: 1 }), (ufs) => {
        const texto = ondeFreteGratis(ufs);
        if (ufs.length === Object.keys(ESTADOS).length) return texto === 'todo o Brasil';
        return ufs.every(
          (u) =>
            texto.includes(ESTADOS[u]!) ||
            REGIOES.some((r) => r.ufs.includes(u) && r.ufs.every((x) => ufs.includes(x)) && texto.includes(r.nome)),
        );
      }),
      { numRuns: 1000 },
    );
  });
});

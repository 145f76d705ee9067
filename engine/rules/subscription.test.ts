// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  diaEmBrasilia,
  escolherTipoAssinatura,
  mensagemRecorrencia,
  precosAcimaDoLimite,
  proximaDataAssinatura,
  SEM_ASSINATURA,
  somarDias,
  type TipoAssinatura,
} from './subscription';

const tiposArb: fc.Arbitrary<TipoAssinatura[]> = fc.uniqueArray(
  fc.record({
    idtipoassinatura: fc.integer({ min: 1, max: 50 }),
    nome: fc.constantFrom('Semanal', 'Mensal'),
    intervalo_dias: fc.integer({ min: 1, max: 366 }),
  }),
  { selector: (t) => t.idtipoassinatura, maxLength: 5 },
);

describe('subscription type choice (spec section 5)', () => {
  it('property: none for null or 0; the type when found; else the first type; never a type the supplier lacks', () => {
    fc.assert(
      fc.property(tiposArb, fc.option(fc.integer({ min: 0, max: 60 }), { nil: null }), (tipos, id) => {
        const escolhido = escolherTipoAssinatura(tipos, id);
        if (id === null || id === SEM_ASSINATURA) expect(escolhido).toBeNull();
        else if (tipos.some((t) => t.idtipoassinatura === id)) expect(escolhido?.idtipoassinatura).toBe(id);
        else expect(escolhido).toBe(tipos[0] ?? null);
        if (escolhido !== null) expect(tipos).toContain(escolhido);
      }),
      { numRuns: 1000 },
    );
  });

  it('says how often the order repeats', () => {
    expect(mensagemRecorrencia({ idtipoassinatura: 1, nome: 'Quinzenal', intervalo_dias: 15 })).toBe(
      'Assinatura quinzenal: este pedido será repetido a cada 15 dias, até você cancelar.',
    );
    expect(mensagemRecorrencia({ idtipoassinatura: 2, nome: 'Diária', intervalo_dias: 1 })).toBe(
      'Assinatura diária: este pedido será repetido todo dia, até você cancelar.',
    );
  });
});

describe('subscription dates (Brasília days)', () => {
  it('reads the day in Brasília time (UTC-3)', () => {
    expect(diaEmBrasilia(new Date('2026-03-10T02:59:00Z'))).toBe('2026-03-09');
    expect(diaEmBrasilia(new Date('2026-03-10T03:00:00Z'))).toBe('2026-03-10');
  });
  it('adds days across months and years', () => {
    expect(somarDias('2026-01-25', 15)).toBe('2026-02-09');
    expect(somarDias('2026-12-20', 15)).toBe('2027-01-04');
  });
  it('the next date is one interval later and always after today', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 60 }), fc.integer({ min: 0, max: 400 }), (intervalo, atraso) => {
        const devida = '2026-01-01';
        const hoje = somarDias(devida, atraso);
        const proxima = proximaDataAssinatura(devida, intervalo, hoje);
        expect(proxima > hoje).toBe(true);
        expect(somarDias(proxima, -intervalo) <= hoje).toBe(true);
      }),
    );
  });
});

describe('price rise beyond the supplier limit', () => {
  it('flags only rises strictly above the limit', () => {
    const linhas = [
      { id: 1, precoAssinado: 1000, precoAtual: 1100 },
      { id: 2, precoAssinado: 1000, precoAtual: 1101 },
      { id: 3, precoAssinado: 1000, precoAtual: 500 },
    ];
    expect(precosAcimaDoLimite(linhas, 10).map((l) => l.id)).toEqual([2]);
    expect(precosAcimaDoLimite(linhas, 0).map((l) => l.id)).toEqual([1, 2]);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escolherTipoAssinatura, mensagemRecorrencia, SEM_ASSINATURA, type TipoAssinatura } from './subscription';

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

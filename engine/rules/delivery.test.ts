// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  datasAgendamento,
  hojeEmBrasilia,
  taxaEntrega,
  tipoEntregaInicial,
  tipoEntregaValido,
  tiposEntrega,
} from './delivery';

const RUNS = { numRuns: 1000 };
const regra = fc.record({
  prazo_dias: fc.integer({ min: 0, max: 60 }),
  hora_corte: fc.integer({ min: 0, max: 24 }),
  dias_semana: fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 7 }),
  datas_oferecidas: fc.integer({ min: 1, max: 30 }),
});
const agora = fc.date({
  min: new Date('2020-01-01T00:00:00Z'),
  max: new Date('2035-12-31T23:59:59Z'),
  noInvalidDate: true,
});

describe('tipo de entrega (spec section 4)', () => {
  it('only collect gives RETIRADA; both or only delivery give DELIVERY', () => {
    expect(tipoEntregaInicial(['has-collect'])).toBe('RETIRADA');
    expect(tipoEntregaInicial(['has-collect', 'has-delivery'])).toBe('DELIVERY');
    expect(tipoEntregaInicial(['has-delivery'])).toBe('DELIVERY');
    expect(tipoEntregaInicial([])).toBe('DELIVERY');
    expect(tiposEntrega(['has-collect', 'has-delivery', 'store-prefers-delivery-with-pickup'])).toEqual([
      'DELIVERY',
      'RETIRADA',
    ]);
  });
  it('an unavailable type resets to the only available one', () => {
    expect(tipoEntregaValido(['has-delivery'], 'RETIRADA')).toBe('DELIVERY');
    expect(tipoEntregaValido(['has-collect'], 'DELIVERY')).toBe('RETIRADA');
    expect(tipoEntregaValido(['has-collect', 'has-delivery'], 'RETIRADA')).toBe('RETIRADA');
    expect(tipoEntregaValido(['has-collect', 'has-delivery'], null)).toBe('DELIVERY');
  });
});

describe('datasAgendamento', () => {
  it('offers the asked number of dates, increasing, on allowed weekdays, none before the lead time', () => {
    fc.assert(
      fc.property(regra, agora, (r, quando) => {
        const datas = datasAgendamento(r, quando);
        expect(datas).toHaveLength(r.datas_oferecidas);
        const hoje = Date.parse(`${hojeEmBrasilia(quando)}T00:00:00Z`);
        const primeiro = hoje + r.prazo_dias * 86_400_000;
        for (let i = 0; i < datas.length; i++) {
          const dia = Date.parse(`${datas[i]}T00:00:00Z`);
          expect(r.dias_semana).toContain(new Date(dia).getUTCDay());
          expect(dia).toBeGreaterThanOrEqual(primeiro);
          if (i > 0) expect(dia).toBeGreaterThan(Date.parse(`${datas[i - 1]}T00:00:00Z`));
        }
      }),
      RUNS,
    );
  });
  it('skips no allowed day: every allowed day between the first and the last date is offered', () => {
    fc.assert(
      fc.property(regra, agora, (r, quando) => {
        const datas = datasAgendamento(r, quando);
        const inicio = Date.parse(`${datas[0]}T00:00:00Z`);
        const fim = Date.parse(`${datas.at(-1)}T00:00:00Z`);
        let permitidos = 0;
        for (let d = inicio; d <= fim; d += 86_400_000)
          if (r.dias_semana.includes(new Date(d).getUTCDay())) permitidos++;
        expect(permitidos).toBe(datas.length);
      }),
      RUNS,
    );
  });
  it('uses Brasília time and the cut-off hour', () => {
    const semanaToda = { prazo_dias: 0, hora_corte: 16, dias_semana: [0, 1, 2, 3, 4, 5, 6], datas_oferecidas: 2 };
    // 2026-11-24 (Tuesday) 18:59 UTC is 15:59 in Brasília: before the cut-off.
    expect(datasAgendamento(semanaToda, new Date('2026-11-24T18:59:00Z'))).toEqual(['2026-11-24', '2026-11-25']);
    // 19:00 UTC is 16:00 in Brasília: the first date moves a day.
    expect(datasAgendamento(semanaToda, new Date('2026-11-24T19:00:00Z'))).toEqual(['2026-11-25', '2026-11-26']);
    // 02:00 UTC on the 25th is still the 24th in Brasília (23:00).
    expect(datasAgendamento({ ...semanaToda, hora_corte: 24 }, new Date('2026-11-25T02:00:00Z'))).toEqual([
      '2026-11-24',
      '2026-11-25',
    ]);
    // Weekdays only, from a Friday with one day of lead time: Monday first.
    expect(
      datasAgendamento(
        { prazo_dias: 1, hora_corte: 24, dias_semana: [1, 2, 3, 4, 5], datas_oferecidas: 2 },
        new Date('2026-11-27T12:00:00Z'),
      ),
    ).toEqual(['2026-11-30', '2026-12-01']);
  });
  it('offers nothing without a weekday', () => {
    expect(
      datasAgendamento({ prazo_dias: 0, hora_corte: 24, dias_semana: [], datas_oferecidas: 5 }, new Date()),
    ).toEqual([]);
  });
});

describe('taxaEntrega', () => {
  const frete = { minimo_centavos: 300_000, ufs: ['SP', 'PR'] };
  it("is free for pickup, free over the minimum in a covered state, the option's fee otherwise", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.constantFrom('SP', 'PR', 'BA', null),
        (taxa, total, uf) => {
          expect(taxaEntrega({ tipo: 'RETIRADA', taxa_centavos: taxa }, total, uf, frete)).toBe(0);
          const cobrada = taxaEntrega({ tipo: 'DELIVERY', taxa_centavos: taxa }, total, uf, frete);
          const gratis = (uf === 'SP' || uf === 'PR') && total >= 300_000;
          expect(cobrada).toBe(gratis ? 0 : taxa);
          expect(taxaEntrega({ tipo: 'DELIVERY', taxa_centavos: taxa }, total, uf, null)).toBe(taxa);
        },
      ),
      RUNS,
    );
  });
});

// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checarLimite,
  dataBrasilia,
  diasAtraso,
  limiteDisponivel,
  mensagemLimiteExcedido,
  parcelasDoPrazo,
  situacaoTitulo,
  valorAtualizado,
  valorComEncargos,
  type EncargosAtraso,
} from './faturas';

const AURORA: EncargosAtraso = { multaPontosBase: 200, jurosPontosBase: 100, jurosPeriodo: 'mes' };

const encargos = fc.record({
  multaPontosBase: fc.integer({ min: 0, max: 2_000 }),
  jurosPontosBase: fc.integer({ min: 0, max: 1_000 }),
  jurosPeriodo: fc.constantFrom('dia' as const, 'mes' as const),
});

describe('dates in Brasília', () => {
  it('the day changes at midnight in São Paulo (UTC−3), not at midnight UTC', () => {
    expect(dataBrasilia(new Date('2026-03-10T02:59:59Z'))).toBe('2026-03-09');
    expect(dataBrasilia(new Date('2026-03-10T03:00:00Z'))).toBe('2026-03-10');
  });

  it("a title is 'a vencer' through its due date in Brasília, 'vencido' from the next day, 'pago' once paid", () => {
    const titulo = { vencimento: '2026-03-09', pago: false };
    // 23:30 of the due date in Brasília is already the 10th in UTC: still 'a vencer'.
    expect(situacaoTitulo(titulo, new Date('2026-03-10T02:30:00Z'))).toBe('a_vencer');
    expect(situacaoTitulo(titulo, new Date('2026-03-10T03:00:00Z'))).toBe('vencido');
    expect(diasAtraso('2026-03-09', new Date('2026-03-12T15:00:00Z'))).toBe(3);
    expect(situacaoTitulo({ ...titulo, pago: true }, new Date('2026-04-10T12:00:00Z'))).toBe('pago');
    expect(diasAtraso('2026-03-09', new Date('2026-03-01T12:00:00Z'))).toBe(0);
  });
});

describe('the updated value of an overdue title', () => {
  it('Aurora: 2 % fine and 1 % a month pro rata; R$ 350,00 ten days late is R$ 358,17', () => {
    const v = valorComEncargos(35_000, 10, AURORA);
    expect(v).toEqual({
      diasAtraso: 10,
      valorOriginalCentavos: 35_000,
      multaCentavos: 700,
      // 35 000 × 1 % × 10 / 30 = 116,67 → 117
      jurosCentavos: 117,
      totalCentavos: 35_817,
    });
    expect(valorComEncargos(35_000, 0, AURORA).totalCentavos).toBe(35_000);
    expect(valorComEncargos(10_000, 3, { multaPontosBase: 0, jurosPontosBase: 33, jurosPeriodo: 'dia' })).toMatchObject(
      { jurosCentavos: 99, totalCentavos: 10_099 },
    );
    expect(
      valorAtualizado({ valorCentavos: 35_000, vencimento: '2026-03-01' }, AURORA, new Date('2026-03-11T12:00:00Z')),
    ).toMatchObject({ diasAtraso: 10, totalCentavos: 35_817 });
  });

  it('property: never less than the original, exact centavos, the parts sum to the total', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000_000 }), fc.nat(3_650), encargos, (valor, dias, e) => {
        const v = valorComEncargos(valor, dias, e);
        expect(v.totalCentavos).toBeGreaterThanOrEqual(valor);
        for (const parte of [v.multaCentavos, v.jurosCentavos, v.totalCentavos])
          expect(Number.isSafeInteger(parte)).toBe(true);
        expect(v.valorOriginalCentavos + v.multaCentavos + v.jurosCentavos).toBe(v.totalCentavos);
        if (dias === 0) expect(v.totalCentavos).toBe(valor);
      }),
      { numRuns: 2000 },
    );
  });

  it('property: monotonic in the days late', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000_000 }),
        fc.nat(3_650),
        fc.nat(3_650),
        encargos,
        (valor, a, b, e) => {
          const [menos, mais] = a <= b ? [a, b] : [b, a];
          expect(valorComEncargos(valor, mais, e).totalCentavos).toBeGreaterThanOrEqual(
            valorComEncargos(valor, menos, e).totalCentavos,
          );
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('property: the interest is the exact rational value rounded half up (checked against BigInt arithmetic by hand)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000_000 }),
        fc.integer({ min: 1, max: 2_000 }),
        encargos,
        (valor, dias, e) => {
          const v = valorComEncargos(valor, dias, e);
          const den = 10_000 * (e.jurosPeriodo === 'mes' ? 30 : 1);
          const exato = (BigInt(valor) * BigInt(e.jurosPontosBase) * BigInt(dias) * 2n) / BigInt(den); // 2× the value, floored
          // |juros − exact| ≤ ½ centavo: 2·juros within [2·exact − 1, 2·exact + 1].
          expect(BigInt(v.jurosCentavos) * 2n - exato).toBeGreaterThanOrEqual(-1n);
          expect(BigInt(v.jurosCentavos) * 2n - exato).toBeLessThanOrEqual(1n);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('refuses negative or fractional inputs', () => {
    expect(() => valorComEncargos(-1, 2, AURORA)).toThrow(RangeError);
    expect(() => valorComEncargos(100, 1.5, AURORA)).toThrow(RangeError);
  });
});

describe('the titles of an order paid a prazo', () => {
  it('28/56/84 days from the order day in Brasília, the remainder on the first instalments', () => {
    expect(parcelasDoPrazo(100_000, [28, 56, 84], new Date('2026-03-10T02:00:00Z'))).toEqual([
      { parcela: 1, totalParcelas: 3, vencimento: '2026-04-06', valorCentavos: 33_334 },
      { parcela: 2, totalParcelas: 3, vencimento: '2026-05-04', valorCentavos: 33_333 },
      { parcela: 3, totalParcelas: 3, vencimento: '2026-06-01', valorCentavos: 33_333 },
    ]);
    expect(parcelasDoPrazo(5_000, [28], new Date('2026-03-10T12:00:00Z'))).toEqual([
      { parcela: 1, totalParcelas: 1, vencimento: '2026-04-07', valorCentavos: 5_000 },
    ]);
  });

  it('property: the instalments sum to the total, differ by at most one centavo, in order of the terms', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000_000 }),
        fc
          .uniqueArray(fc.integer({ min: 1, max: 365 }), { minLength: 1, maxLength: 12 })
          .map((a) => a.sort((x, y) => x - y)),
        (total, prazos) => {
          const parcelas = parcelasDoPrazo(total, prazos, new Date('2026-01-15T12:00:00Z'));
          expect(parcelas.reduce((s, p) => s + p.valorCentavos, 0)).toBe(total);
          const valores = parcelas.map((p) => p.valorCentavos);
          expect(Math.max(...valores) - Math.min(...valores)).toBeLessThanOrEqual(1);
          expect(parcelas.map((p) => p.vencimento)).toEqual([...parcelas.map((p) => p.vencimento)].sort());
        },
      ),
    );
  });
});

describe('the credit limit', () => {
  it('available = total − open titles, never below zero', () => {
    expect(limiteDisponivel(200_000, [35_000, 42_000, 42_000])).toBe(81_000);
    expect(limiteDisponivel(10_000, [35_000])).toBe(0);
    expect(limiteDisponivel(10_000, [])).toBe(10_000);
  });

  it('refuses an a prazo order past the available limit with the pt-BR message; other methods pass', () => {
    expect(checarLimite({ aPrazo: true, totalCentavos: 81_000, disponivelCentavos: 81_000 })).toEqual({ ok: true });
    expect(checarLimite({ aPrazo: true, totalCentavos: 81_001, disponivelCentavos: 81_000 })).toEqual({
      ok: false,
      codigo: 'pagamento.limite-excedido',
      mensagem: 'Este pedido passa do seu limite de crédito disponível (R$ 810,00). Escolha outra forma de pagamento.',
    });
    expect(checarLimite({ aPrazo: false, totalCentavos: 10_000_000, disponivelCentavos: 0 })).toEqual({ ok: true });
    expect(mensagemLimiteExcedido(0)).toContain('(R$ 0,00)');
  });

  it('property: an a prazo order passes exactly when it fits; after it, what is left never goes negative', () => {
    fc.assert(
      fc.property(
        fc.nat(100_000_000),
        fc.array(fc.nat(10_000_000), { maxLength: 10 }),
        fc.nat(100_000_000),
        (limite, abertos, total) => {
          const disponivel = limiteDisponivel(limite, abertos);
          const r = checarLimite({ aPrazo: true, totalCentavos: total, disponivelCentavos: disponivel });
          expect(r.ok).toBe(total <= disponivel);
          if (r.ok) expect(limiteDisponivel(limite, [...abertos, total])).toBe(disponivel - total);
        },
      ),
    );
  });
});

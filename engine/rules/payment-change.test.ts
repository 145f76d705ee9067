// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { paymentAdjusted } from './pricing';
import { precoSemAjuste, reajustarParaForma } from './payment-change';

describe('precoSemAjuste', () => {
  it('gives back the price the variance was applied to, for any price and variance', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), fc.integer({ min: -5000, max: 5000 }), (preco, bp) => {
        const ajustado = paymentAdjusted(preco, bp);
        // Another price may round to the same adjusted one; re-adjusting it gives the same price.
        return paymentAdjusted(precoSemAjuste(ajustado, bp), bp) === ajustado;
      }),
    );
  });

  it('Pix 3 % off: R$ 10,00 became R$ 9,70 and comes back to R$ 10,00', () => {
    expect(paymentAdjusted(1000, -300)).toBe(970);
    expect(precoSemAjuste(970, -300)).toBe(1000);
    expect(precoSemAjuste(970, 0)).toBe(970);
  });
});

describe('reajustarParaForma', () => {
  const linhas = [
    { preco: 970, atendente: false, quantidade: 2000, embalagem: 0 },
    { preco: 4850, atendente: false, quantidade: 1500, embalagem: 300 },
    { preco: 1234, atendente: true, quantidade: 1000, embalagem: 0 },
  ];

  it('from Pix (−3 %) to boleto (0): each unit price loses the discount, an attendant’s price stays; coupon and fee stay', () => {
    const r = reajustarParaForma(linhas, 500, 2500, -300, 0);
    expect(r.precos).toEqual([1000, 5000, 1234]);
    expect(r.linhas.map((l) => l.mercadorias)).toEqual([2000, 7500, 1234]);
    expect(r.mercadorias).toBe(10734);
    expect(r.embalagem).toBe(300);
    expect(r.desconto).toBe(500);
    expect(r.total).toBe(10734 + 300 - 500 + 2500);
  });

  it('and back to Pix gives the Pix order again', () => {
    const boleto = reajustarParaForma(linhas, 500, 2500, -300, 0);
    const pix = reajustarParaForma(
      linhas.map((l, i) => ({ ...l, preco: boleto.precos[i] as number })),
      500,
      2500,
      0,
      -300,
    );
    expect(pix.precos).toEqual([970, 4850, 1234]);
  });

  it('the same variance changes nothing', () => {
    const r = reajustarParaForma(linhas, 0, 0, -300, -300);
    expect(r.precos).toEqual([970, 4850, 1234]);
  });
});

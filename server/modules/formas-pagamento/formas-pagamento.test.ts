/**
 * Payment methods (PGlite, and PostgreSQL with DATABASE_URL): the list per client (a method
 * reserved for the company clients), the price variance only under support-price-variance-by-payment,
 * the order's check of method and installments, the call's session rules through inject, and the
 * cart's prices with `idformapagamento` (Aurora's Pix 3 % off; nothing for a method not offered).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentAdjusted } from '#engine/rules/pricing';
import type { FornecedorRow } from '../fornecedor';
import { produtoDePrecoSimples } from '../../testing/produto-preco-simples';
import { anonToken, criarSessao, startTestApp, type TestApp } from '../../testing/test-app';
import { FORMA_INVALIDA } from './formas-pagamento-service';

let t: TestApp;
let aurora: FornecedorRow;
let construforte: FornecedorRow;
const MARIA = 1;
const BOM_PRECO = 2;

beforeAll(async () => {
  t = await startTestApp({ rateLimitMax: 0 });
  aurora = await t.app.fornecedorService.porId(t.aurora);
  construforte = await t.app.fornecedorService.porId(t.construforte);
});
afterAll(async () => {
  await t?.close();
});

describe('FormasPagamentoService', () => {
  it("lists Aurora's methods in order, the invoiced one only to the company clients, Pix with −3 %", async () => {
    const maria = await t.app.formasPagamentoService.listar(aurora, MARIA);
    expect(maria.map((f) => f.idformapagto)).toEqual([1, 2, 3, 4, 6]);
    expect(maria[0]).toEqual({
      idformapagto: 1,
      descricao: 'Pix',
      tipo: 'PIX',
      quantParcelasMax: 1,
      parcelaMinima: 0,
      ajustePercentual: -3,
    });
    expect(maria[1]).toEqual({
      idformapagto: 2,
      descricao: 'Boleto bancário',
      tipo: 'BOLETO',
      quantParcelasMax: 3,
      parcelaMinima: 500,
      ajustePercentual: 0,
    });
    expect((await t.app.formasPagamentoService.listar(aurora, BOM_PRECO)).map((f) => f.idformapagto)).toEqual([
      1, 2, 3, 4, 5, 6,
    ]);
    // Issue 28: an 'a prazo' method carries its terms and the client's available credit (Maria: R$ 2.000,00 − R$ 1.190,00 open).
    expect(maria[4]).toMatchObject({ tipo: 'A_PRAZO', prazosDias: [28, 56, 84], limiteCreditoDisponivel: 810 });
    expect((await t.app.formasPagamentoService.listar(construforte, MARIA)).map((f) => f.idformapagto)).toEqual([
      11, 12, 13,
    ]);
  });

  it('gives no variance without the tag, an inactive method is not listed', async () => {
    const semTag = { ...aurora, tags: aurora.tags.filter((tag) => tag !== 'support-price-variance-by-payment') };
    expect((await t.app.formasPagamentoService.listar(semTag, MARIA))[0]?.ajustePercentual).toBe(0);
    expect(await t.app.formasPagamentoService.ajusteDe(semTag, MARIA, 1)).toBe(0);
    await t.db.updateTable('formas_pagamento').set({ ativa: false }).where('idformapagto', '=', 4).execute();
    try {
      expect((await t.app.formasPagamentoService.listar(aurora, MARIA)).map((f) => f.idformapagto)).toEqual([
        1, 2, 3, 6,
      ]);
    } finally {
      await t.db.updateTable('formas_pagamento').set({ ativa: true }).where('idformapagto', '=', 4).execute();
    }
  });

  it("ajusteDe: the offered method's basis points, 0 for none, one not offered, or another supplier's", async () => {
    const s = t.app.formasPagamentoService;
    expect(await s.ajusteDe(aurora, MARIA, 1)).toBe(-300);
    expect(await s.ajusteDe(aurora, MARIA, 3)).toBe(0);
    expect(await s.ajusteDe(aurora, MARIA, null)).toBe(0);
    await t.db.updateTable('formas_pagamento').set({ ajuste_pontos_base: 200 }).where('idformapagto', '=', 5).execute();
    try {
      expect(await s.ajusteDe(aurora, BOM_PRECO, 5)).toBe(200);
      expect(await s.ajusteDe(aurora, MARIA, 5)).toBe(0);
    } finally {
      await t.db.updateTable('formas_pagamento').set({ ajuste_pontos_base: 0 }).where('idformapagto', '=', 5).execute();
    }
    expect(await s.ajusteDe(aurora, MARIA, 11)).toBe(0);
  });

  it('resolverParaPedido accepts an offered method within its installments', async () => {
    const s = t.app.formasPagamentoService;
    expect(
      await s.resolverParaPedido({
        fornecedor: aurora,
        idcliente: MARIA,
        idformapagto: 1,
        quantParcelas: 1,
        totalCentavos: 10_000,
      }),
    ).toEqual({
      idformapagto: 1,
      descricao: 'Pix',
      tipo: 'PIX',
      quantParcelas: 1,
      ajustePontosBase: -300,
      prazosDias: [],
    });
    // Boleto: at most 3, each at least R$ 500,00.
    expect(
      (
        await s.resolverParaPedido({
          fornecedor: aurora,
          idcliente: MARIA,
          idformapagto: 2,
          quantParcelas: 3,
          totalCentavos: 150_000,
        })
      ).quantParcelas,
    ).toBe(3);
    expect(
      (
        await s.resolverParaPedido({
          fornecedor: aurora,
          idcliente: BOM_PRECO,
          idformapagto: 5,
          quantParcelas: 1,
          totalCentavos: 1,
        })
      ).tipo,
    ).toBe('A_PRAZO');
  });

  it('resolverParaPedido refuses a method not offered and installments out of bounds, in pt-BR', async () => {
    const s = t.app.formasPagamentoService;
    const pedir = (idformapagto: number, quantParcelas: number, totalCentavos = 100_000, idcliente = MARIA) =>
      s.resolverParaPedido({ fornecedor: aurora, idcliente, idformapagto, quantParcelas, totalCentavos });
    for (const id of [5, 11, 999_999, 0]) {
      await expect(pedir(id, 1)).rejects.toMatchObject({
        statusCode: 422,
        codigo: 'pagamento.forma-invalida',
        message: FORMA_INVALIDA,
      });
    }
    await expect(pedir(2, 4)).rejects.toMatchObject({
      statusCode: 422,
      codigo: 'pagamento.parcelas-invalidas',
      message: 'Boleto bancário aceita de 1 a 3 parcelas.',
    });
    await expect(pedir(1, 2)).rejects.toMatchObject({
      statusCode: 422,
      codigo: 'pagamento.parcelas-invalidas',
      message: 'Pix é só à vista (1 parcela).',
    });
    await expect(pedir(2, 0)).rejects.toMatchObject({ codigo: 'pagamento.parcelas-invalidas' });
    await expect(pedir(2, 1.5)).rejects.toMatchObject({ codigo: 'pagamento.parcelas-invalidas' });
    await expect(pedir(2, 3, 100_000)).rejects.toMatchObject({
      statusCode: 422,
      codigo: 'pagamento.parcelas-invalidas',
      message: 'A parcela mínima em Boleto bancário é de R$ 500,00: para este pedido, escolha até 2 parcelas.',
    });
    await expect(pedir(3, 2, 15_000)).rejects.toMatchObject({
      message: 'A parcela mínima em Cartão de crédito é de R$ 100,00: para este pedido, escolha até 1 parcela.',
    });
    expect((await pedir(3, 6, 60_000)).quantParcelas).toBe(6);
  });
});

describe('GET /v2/app/{auth}/fornecedor/{idfornecedor}/formas-pagamento', () => {
  const url = (auth: string, idfornecedor: string, idcliente: number) =>
    `/api/v2/app/${auth}/fornecedor/${idfornecedor}/formas-pagamento?idcliente=${idcliente}`;

  it("answers the session's client its methods", async () => {
    const s = await criarSessao(t.db, { idfornecedor: t.aurora });
    const r = await t.app.inject({ url: url(s.token, t.aurora, s.idcliente) });
    expect(r.statusCode, r.body).toBe(200);
    expect(
      r.json().map((f: { descricao: string; ajustePercentual: number }) => [f.descricao, f.ajustePercentual]),
    ).toEqual([
      ['Pix', -3],
      ['Boleto bancário', 0],
      ['Cartão de crédito', 0],
      ['Dinheiro na entrega', 0],
      ['A prazo 28/56/84 dias (boleto)', 0],
    ]);
  });

  it('refuses anonymous callers, an expired session, another client and another supplier with 403', async () => {
    const s = await criarSessao(t.db, { idfornecedor: t.aurora });
    const expirada = await criarSessao(t.db, { idfornecedor: t.aurora, expirada: true });
    const daConstruforte = await criarSessao(t.db, { idfornecedor: t.construforte });
    const casos: [string, string][] = [
      [url(anonToken(), t.aurora, MARIA), 'pagamento.sem-cliente'],
      [url(expirada.token, t.aurora, expirada.idcliente), 'pagamento.sem-cliente'],
      [url(s.token, t.aurora, 0), 'pagamento.sem-cliente'],
      [url(s.token, t.aurora, BOM_PRECO), 'sessao.cliente-invalido'],
      [url(daConstruforte.token, t.aurora, daConstruforte.idcliente), 'sessao.cliente-invalido'],
      [url(s.token, t.construforte, s.idcliente), 'sessao.cliente-invalido'],
    ];
    for (const [endereco, codigo] of casos) {
      const r = await t.app.inject({ url: endereco });
      expect(r.statusCode, `${endereco} ${r.body}`).toBe(403);
      expect(r.json().codigo).toBe(codigo);
      expect(r.json().mensagem).toMatch(/[a-zà-ú]/);
    }
  });
});

describe('the cart with idformapagamento (support-price-variance-by-payment)', () => {
  /** An Aurora product whose price is its list price at any quantity (no wholesale, tiers or limits). */
  const produtoSimples = (idfornecedor: string) =>
    produtoDePrecoSimples(t.db, idfornecedor, { acimaDeCentavos: 999, estoqueMinimo: 100_000 });
  const cart = (s: { token: string; idcliente: number }, idfornecedor: string, forma?: number) =>
    `/api/v2/app/${s.token}~${s.idcliente}/usuario/${s.idcliente}/cart?idfornecedor=${idfornecedor}&cupomAplicacaoAutomatica=false${forma === undefined ? '' : `&idformapagamento=${forma}`}`;

  it("applies Aurora's Pix −3 % to every price on save and load; another method, none, or one not offered: list prices", async () => {
    const s = await criarSessao(t.db, { idfornecedor: t.aurora });
    const produto = await produtoSimples(t.aurora);
    const pix = paymentAdjusted(produto.preco_centavos, -300);
    expect(pix).toBeLessThan(produto.preco_centavos);
    const salvo = await t.app.inject({
      method: 'POST',
      url: cart(s, t.aurora, 1),
      payload: { cartItens: [{ id: produto.id, quantidade: 2 }] },
    });
    expect(salvo.statusCode, salvo.body).toBe(200);
    expect(salvo.json().produtosSelecionados[0].precoUnitario).toBe(pix / 100);
    expect(salvo.json().totalCompras).toBe((pix * 2) / 100);
    const precoCom = async (forma?: number) => {
      const r = await t.app.inject({ url: cart(s, t.aurora, forma) });
      expect(r.statusCode, r.body).toBe(200);
      return [r.json().produtosSelecionados[0].precoUnitario, r.json().totalCompras];
    };
    expect(await precoCom(1)).toEqual([pix / 100, (pix * 2) / 100]);
    const lista = [produto.preco_centavos / 100, (produto.preco_centavos * 2) / 100];
    expect(await precoCom(3)).toEqual(lista);
    expect(await precoCom()).toEqual(lista);
    expect(await precoCom(0)).toEqual(lista);
    // 'Faturado 28 dias' is the company clients' only: given a variance, it still does not apply here.
    await t.db
      .updateTable('formas_pagamento')
      .set({ ajuste_pontos_base: -1000 })
      .where('idformapagto', '=', 5)
      .execute();
    try {
      expect(await precoCom(5)).toEqual(lista);
    } finally {
      await t.db.updateTable('formas_pagamento').set({ ajuste_pontos_base: 0 }).where('idformapagto', '=', 5).execute();
    }
  });

  it('a supplier without the tag applies no variance (ConstruForte)', async () => {
    const s = await criarSessao(t.db, { idfornecedor: t.construforte });
    const produto = await produtoSimples(t.construforte);
    await t.db
      .updateTable('formas_pagamento')
      .set({ ajuste_pontos_base: -500 })
      .where('idformapagto', '=', 11)
      .execute();
    try {
      const r = await t.app.inject({
        method: 'POST',
        url: cart(s, t.construforte, 11),
        payload: { cartItens: [{ id: produto.id, quantidade: 1 }] },
      });
      expect(r.statusCode, r.body).toBe(200);
      expect(r.json().produtosSelecionados[0].precoUnitario).toBe(produto.preco_centavos / 100);
    } finally {
      await t.db
        .updateTable('formas_pagamento')
        .set({ ajuste_pontos_base: 0 })
        .where('idformapagto', '=', 11)
        .execute();
    }
  });
});

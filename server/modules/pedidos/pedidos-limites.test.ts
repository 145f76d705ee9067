/**
 * Issue 27, item 3: sane order sizes. A supplier's ceiling on one line's quantity and on one
 * order's total (config.limites_pedido; defaults 100,000 units and R$ 10.000.000,00) refuses a cart
 * save and a submit over it, in pt-BR, losing nothing; 'mais vendidos' counts an order once it is
 * paid or delivered, with one order's weight capped.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  criarSessao,
  openSeededTestDatabase,
  type SessaoDeTeste,
  type TestDatabase,
} from '../../testing/test-app';
import { corpoPedido, primeiraData, produtoDeTeste, RETIRADA_AURORA, submeter } from './pedidos-teste';
import { VENDIDOS_MAXIMO_POR_PEDIDO } from './pedidos-repository';

let t: TestDatabase;
let app: FastifyInstance;
let cliente: SessaoDeTeste;
let data: string | null;

beforeAll(async () => {
  t = await openSeededTestDatabase();
  // Aurora's own ceilings (R$ 10,00 a unit for the test products): 5,000 units, R$ 100.000,00.
  const { config } = await t.db
    .selectFrom('fornecedores')
    .select('config')
    .where('idfornecedor', '=', t.aurora)
    .executeTakeFirstOrThrow();
  await t.db
    .updateTable('fornecedores')
    .set({
      config: JSON.stringify({
        ...config,
        limites_pedido: { quantidade_maxima_linha: 5_000, total_maximo_centavos: 10_000_000 },
      }),
    })
    .where('idfornecedor', '=', t.aurora)
    .execute();
  app = buildTestApp(t, { rateLimitMax: 0 });
  await app.ready();
  cliente = await criarSessao(t.db, { idfornecedor: t.aurora });
  data = await primeiraData(t.db, RETIRADA_AURORA);
});
afterAll(async () => {
  await app?.close();
  await t?.close();
});

const cartUrl = (s: SessaoDeTeste, idfornecedor: string) =>
  `/api/v2/app/${s.token}~${s.idcliente}/usuario/${s.idcliente}/cart?idfornecedor=${idfornecedor}&cupomAplicacaoAutomatica=false`;
const salvarCarrinho = (s: SessaoDeTeste, idfornecedor: string, itens: { id: number; quantidade: number }[]) =>
  app.inject({
    method: 'POST',
    url: cartUrl(s, idfornecedor),
    payload: { cartItens: itens.map((i) => ({ ...i, embalarParaPresente: false })) },
  });
const linhasDoCarrinho = async (s: SessaoDeTeste, idfornecedor: string) =>
  (
    (await app.inject({ url: cartUrl(s, idfornecedor) })).json().produtosSelecionados as {
      id: number;
      quantidade: number;
    }[]
  ).map((l) => [l.id, l.quantidade]);

describe('order ceilings (issue 27, item 3)', () => {
  it('a line over the ceiling is refused at submit with a pt-BR message naming the product; nothing is written', async () => {
    const id = await produtoDeTeste(t.db, t.aurora, null, 'Parafuso sem estoque controlado');
    for (const quantidade of [1_000_000_000, 5_001]) {
      const r = await submeter(
        app,
        cliente.token,
        cliente.idcliente,
        corpoPedido(t.aurora, [{ id, quantidade }], data),
      );
      expect(r.statusCode, r.body).toBe(422);
      expect(r.json()).toMatchObject({
        codigo: 'pedido.quantidade-acima-do-limite',
        mensagem:
          'Parafuso sem estoque controlado: a quantidade passa do máximo de 5.000 unidades por item aceito por esta loja. Confira a quantidade digitada.',
      });
    }
    const pedidos = await t.db.selectFrom('pedido_itens').select('numpedido').where('idproduto', '=', id).execute();
    expect(pedidos).toEqual([]);
    const ok = await submeter(
      app,
      cliente.token,
      cliente.idcliente,
      corpoPedido(t.aurora, [{ id, quantidade: 5_000 }], data),
    );
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it("an order over the total's ceiling is refused at submit", async () => {
    const a = await produtoDeTeste(t.db, t.aurora, null);
    const b = await produtoDeTeste(t.db, t.aurora, null);
    const c = await produtoDeTeste(t.db, t.aurora, null);
    const r = await submeter(
      app,
      cliente.token,
      cliente.idcliente,
      corpoPedido(
        t.aurora,
        [
          { id: a, quantidade: 5_000 },
          { id: b, quantidade: 5_000 },
          { id: c, quantidade: 5_000 },
        ],
        data,
      ),
    );
    expect(r.statusCode, r.body).toBe(422);
    expect(r.json()).toEqual({
      codigo: 'pedido.total-acima-do-limite',
      mensagem:
        'O total do pedido passa do máximo de R$ 100.000,00 aceito por esta loja. Confira as quantidades ou divida o pedido.',
    });
  });

  it('the cart refuses a line or a total over the ceiling and keeps what it had', async () => {
    const s = await criarSessao(t.db, { idfornecedor: t.aurora });
    const a = await produtoDeTeste(t.db, t.aurora, null, 'Cimento de teste');
    const b = await produtoDeTeste(t.db, t.aurora, null);
    const c = await produtoDeTeste(t.db, t.aurora, null);
    expect((await salvarCarrinho(s, t.aurora, [{ id: a, quantidade: 2 }])).statusCode).toBe(200);
    const linha = await salvarCarrinho(s, t.aurora, [{ id: a, quantidade: 1_000_000_000 }]);
    expect(linha.statusCode).toBe(422);
    expect(linha.json()).toMatchObject({
      codigo: 'carrinho.quantidade-acima-do-limite',
      mensagem: expect.stringMatching(/^Cimento de teste: a quantidade passa do máximo de 5\.000 unidades/),
    });
    const total = await salvarCarrinho(s, t.aurora, [
      { id: a, quantidade: 5_000 },
      { id: b, quantidade: 5_000 },
      { id: c, quantidade: 5_000 },
    ]);
    expect(total.statusCode).toBe(422);
    expect(total.json().codigo).toBe('carrinho.total-acima-do-limite');
    expect(await linhasDoCarrinho(s, t.aurora)).toEqual([[a, 2]]);
  });

  it('a supplier without its own ceilings refuses 1,000,000,000 units by the default (100,000 a line)', async () => {
    const s = await criarSessao(t.db, { idfornecedor: t.construforte });
    const id = await produtoDeTeste(t.db, t.construforte, null, 'Areia de teste');
    const r = await salvarCarrinho(s, t.construforte, [{ id, quantidade: 1_000_000_000 }]);
    expect(r.statusCode).toBe(422);
    expect(r.json()).toMatchObject({
      codigo: 'carrinho.quantidade-acima-do-limite',
      mensagem:
        'Areia de teste: a quantidade passa do máximo de 100.000 unidades por item aceito por esta loja. Confira a quantidade digitada.',
    });
    expect((await salvarCarrinho(s, t.construforte, [{ id, quantidade: 100_000 }])).statusCode).toBe(200);
  });
});

describe("'mais vendidos' (issue 27, item 3)", () => {
  const vendidos = async (id: number) =>
    (await t.db.selectFrom('produtos').select('vendidos').where('id', '=', id).executeTakeFirstOrThrow()).vendidos;
  const mover = (numpedido: number, de: string, para: string) =>
    app.pedidosFornecedorService.mudarStatus({
      idfornecedor: t.aurora,
      numpedido,
      de: de as never,
      para: para as never,
      em: new Date(),
      idusuario: cliente.idusuario,
      nome: null,
    });

  it('counts an order once it is paid or delivered, once, capped per order; a cancelled unpaid one counts nothing', async () => {
    const id = await produtoDeTeste(t.db, t.aurora, null);
    const grande = await submeter(
      app,
      cliente.token,
      cliente.idcliente,
      corpoPedido(t.aurora, [{ id, quantidade: 4_000 }], data),
    );
    expect(grande.statusCode, grande.body).toBe(200);
    expect(await vendidos(id)).toBe(0);
    const n = grande.json().numpedido as number;
    expect(await mover(n, 'ENVIADO', 'PAGO')).toBe(true);
    expect(await vendidos(id)).toBe(VENDIDOS_MAXIMO_POR_PEDIDO);
    expect(await mover(n, 'PAGO', 'PRONTO_RETIRADA')).toBe(true);
    expect(await mover(n, 'PRONTO_RETIRADA', 'ENTREGUE')).toBe(true);
    expect(await vendidos(id)).toBe(VENDIDOS_MAXIMO_POR_PEDIDO);

    const cancelado = await submeter(
      app,
      cliente.token,
      cliente.idcliente,
      corpoPedido(t.aurora, [{ id, quantidade: 7 }], data),
    );
    expect(cancelado.statusCode, cancelado.body).toBe(200);
    expect(await mover(cancelado.json().numpedido, 'ENVIADO', 'CANCELADO')).toBe(true);
    expect(await vendidos(id)).toBe(VENDIDOS_MAXIMO_POR_PEDIDO);

    const entregue = await submeter(
      app,
      cliente.token,
      cliente.idcliente,
      corpoPedido(t.aurora, [{ id, quantidade: 8 }], data),
    );
    expect(entregue.statusCode, entregue.body).toBe(200);
    const m = entregue.json().numpedido as number;
    expect(await mover(m, 'ENVIADO', 'SEPARANDO')).toBe(true);
    expect(await mover(m, 'SEPARANDO', 'PRONTO_RETIRADA')).toBe(true);
    expect(await vendidos(id)).toBe(VENDIDOS_MAXIMO_POR_PEDIDO);
    expect(await mover(m, 'PRONTO_RETIRADA', 'ENTREGUE')).toBe(true);
    expect(await vendidos(id)).toBe(VENDIDOS_MAXIMO_POR_PEDIDO + 8);
  });
});

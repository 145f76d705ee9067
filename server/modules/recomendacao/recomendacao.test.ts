import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarSessao, startTestApp, type SessaoDeTeste, type TestApp } from '../../testing/test-app';
import { corpoPedido, primeiraData, produtoDeTeste, RETIRADA_AURORA, submeter } from '../pedidos/pedidos-teste';

let t: TestApp;
let compradores: SessaoDeTeste[];
let cliente: SessaoDeTeste;
let outro: SessaoDeTeste;
let clienteConstruforte: SessaoDeTeste;
let a: number;
let b: number;
let c: number;
let semEstoque: number;
let oculto: number;

const bearer = (s: SessaoDeTeste) => ({ authorization: `Bearer ${s.token}` });
const buscar = (s: SessaoDeTeste, query = '', idcliente = s.idcliente, idfornecedor = t.aurora) =>
  t.app.inject({ url: `/api/v4/sugestao/produtos/${idfornecedor}/${idcliente}${query}`, headers: bearer(s) });
const feedback = (s: SessaoDeTeste, corpo: object) =>
  t.app.inject({ method: 'POST', url: '/api/v4/sugestao/feedback', headers: bearer(s), payload: corpo });
const salvarCarrinho = (s: SessaoDeTeste, cartItens: object[]) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v2/app/${s.token}~${s.idcliente}/usuario/${s.idcliente}/cart?idfornecedor=${t.aurora}`,
    payload: { cartItens },
  });
const ids = (r: { json(): { produtos: { id: number }[] } }) => r.json().produtos.map((p) => p.id);

beforeAll(async () => {
  t = await startTestApp();
  compradores = [];
  for (let i = 0; i < 4; i++) compradores.push(await criarSessao(t.db, { idfornecedor: t.aurora }));
  cliente = await criarSessao(t.db, { idfornecedor: t.aurora });
  outro = await criarSessao(t.db, { idfornecedor: t.aurora });
  clienteConstruforte = await criarSessao(t.db, { idfornecedor: t.construforte });
  a = await produtoDeTeste(t.db, t.aurora, null, 'Produto A');
  b = await produtoDeTeste(t.db, t.aurora, null, 'Produto B');
  c = await produtoDeTeste(t.db, t.aurora, null, 'Produto C');
  semEstoque = await produtoDeTeste(t.db, t.aurora, 100, 'Produto sem estoque');
  oculto = await produtoDeTeste(t.db, t.aurora, null, 'Produto oculto');
  const data = await primeiraData(t.db, RETIRADA_AURORA);
  // A is bought with B three times, with C twice, with the two that will not be sold four times.
  const cestas = [
    [a, b, semEstoque, oculto],
    [a, b, semEstoque, oculto],
    [a, b, c, semEstoque, oculto],
    [a, c, semEstoque, oculto],
  ];
  for (const [i, cesta] of cestas.entries()) {
    const comprador = compradores[i] as SessaoDeTeste;
    const r = await submeter(
      t.app,
      comprador.token,
      comprador.idcliente,
      corpoPedido(
        t.aurora,
        cesta.map((id) => ({ id, quantidade: 1 })),
        data,
      ),
    );
    expect(r.statusCode, r.body).toBe(200);
  }
  await t.db.updateTable('produtos').set({ maximo_disponivel_milesimos: 0 }).where('id', '=', semEstoque).execute();
  await t.db.updateTable('produtos').set({ ativo: false }).where('id', '=', oculto).execute();
});
afterAll(async () => {
  await t?.close();
});

describe('GET /v4/sugestao/produtos/{idfornecedor}/{idcliente}', () => {
  it('recomenda pelo que os outros compraram junto, depois da recomputação, nunca o oculto nem o sem estoque', async () => {
    expect((await salvarCarrinho(cliente, [{ id: a, quantidade: 1 }])).statusCode).toBe(200);
    // Before the job ran nothing of A's pairs is known: the category's best sellers fill in.
    const antes = await buscar(cliente);
    expect(antes.statusCode, antes.body).toBe(200);
    expect(ids(antes).slice(0, 2)).not.toEqual([b, c]);
    const resumo = await t.app.recomendacaoService.recalcular(t.aurora);
    expect(resumo.pedidos).toBeGreaterThanOrEqual(4);
    const r = await buscar(cliente);
    expect(r.statusCode, r.body).toBe(200);
    const corpo = r.json();
    expect(corpo.sucesso).toBe(true);
    expect(corpo.sessao_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(ids(r).slice(0, 2)).toEqual([b, c]);
    expect(ids(r)).not.toContain(semEstoque);
    expect(ids(r)).not.toContain(oculto);
    // Already in the cart: never recommended.
    expect(ids(r)).not.toContain(a);
    expect(ids(r).length).toBeLessThanOrEqual(8);
  });

  it('na página do produto parte do produto; na home, do histórico do cliente', async () => {
    const produto = await buscar(cliente, `?visao=PRODUCT&idproduto=${c}`);
    expect(produto.statusCode, produto.body).toBe(200);
    // C was bought with A twice and with B once; A is already in this client's cart.
    expect(ids(produto)[0]).toBe(b);
    expect(ids(produto)).not.toContain(a);
    expect(ids(produto)).not.toContain(c);
    // The first buyer bought A and B: the home recommends what others bought with them (C).
    const comprador = compradores[0] as SessaoDeTeste;
    const home = await buscar(comprador, '?visao=HOME');
    expect(home.statusCode, home.body).toBe(200);
    expect(ids(home)[0]).toBe(c);
  });

  it('recusa outro cliente, outro fornecedor, sem sessão, forma de pagamento alheia e fornecedor sem a tag', async () => {
    expect((await buscar(outro, '', cliente.idcliente)).json().codigo).toBe('sessao.cliente-invalido');
    expect((await buscar(clienteConstruforte, '', clienteConstruforte.idcliente)).statusCode).toBe(403);
    const semTag = await buscar(clienteConstruforte, '', clienteConstruforte.idcliente, t.construforte);
    expect(semTag.statusCode).toBe(404);
    expect(semTag.json()).toEqual({
      mensagem: 'As recomendações não estão ativas nesta loja.',
      codigo: 'sugestao.desativada',
    });
    const anonimo = await t.app.inject({ url: `/api/v4/sugestao/produtos/${t.aurora}/${cliente.idcliente}` });
    expect(anonimo.statusCode).toBe(401);
    const forma = await buscar(cliente, '?idformapagamento=999999');
    expect(forma.statusCode).toBe(400);
    expect(forma.json().codigo).toBe('sugestao.forma-invalida');
    expect((await buscar(cliente, '?visao=OUTRA')).statusCode).toBe(400);
  });
});

describe('POST /v4/sugestao/feedback', () => {
  it('guarda a visualização, o clique e a adição com o sessao_id, uma vez cada', async () => {
    const r = await buscar(cliente);
    const { sessao_id } = r.json();
    const item = ids(r)[0] as number;
    for (const acao of ['VIEW', 'CLICK', 'ADD_TO_CART', 'VIEW']) {
      const f = await feedback(cliente, { acao, visao: 'CART', item_id: item, sessao_id });
      expect(f.statusCode, f.body).toBe(200);
      expect(f.json()).toEqual({ sucesso: true });
    }
    const linhas = await t.db
      .selectFrom('recomendacao_feedback')
      .select(['acao', 'visao', 'item_id', 'idcliente'])
      .where('sessao_id', '=', sessao_id)
      .orderBy('id')
      .execute();
    expect(linhas).toEqual([
      { acao: 'VIEW', visao: 'CART', item_id: item, idcliente: cliente.idcliente },
      { acao: 'CLICK', visao: 'CART', item_id: item, idcliente: cliente.idcliente },
      { acao: 'ADD_TO_CART', visao: 'CART', item_id: item, idcliente: cliente.idcliente },
    ]);
  });

  it('recusa a sessão de outro cliente, um produto não recomendado, outra visão e uma sessão desconhecida', async () => {
    const r = await buscar(cliente);
    const { sessao_id } = r.json();
    const item = ids(r)[0] as number;
    const alheia = await feedback(outro, { acao: 'VIEW', visao: 'CART', item_id: item, sessao_id });
    expect(alheia.statusCode).toBe(403);
    expect(alheia.json().codigo).toBe('sugestao.sessao-invalida');
    const naoRecomendado = await feedback(cliente, { acao: 'VIEW', visao: 'CART', item_id: a, sessao_id });
    expect(naoRecomendado.json()).toEqual({
      mensagem: 'Este produto não foi recomendado nesta sessão.',
      codigo: 'sugestao.item-invalido',
    });
    const visao = await feedback(cliente, { acao: 'VIEW', visao: 'HOME', item_id: item, sessao_id });
    expect(visao.json().codigo).toBe('sugestao.visao-invalida');
    const desconhecida = await feedback(cliente, {
      acao: 'VIEW',
      visao: 'CART',
      item_id: item,
      sessao_id: '00000000-0000-4000-8000-000000000000',
    });
    expect(desconhecida.statusCode).toBe(404);
    const ruim = await feedback(cliente, { acao: 'COMPRA', visao: 'CART', item_id: item, sessao_id });
    expect(ruim.statusCode).toBe(400);
  });
});

// @vitest-environment node
import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import type { components } from '#openapi/generated/v2';
import { $api } from '../app';
import { $cartLines, type CartLine } from '../cart';
import { $rota } from '../navigation';
import { $token, $usuario } from '../session';
import { $fornecedor } from '../supplier';
import { aurora, carrinhoDe, createFakeApi, json, produto } from '../testing/fake-api';
import {
  $mensagemPedido,
  $reviewMessage,
  $mensagemPedidos,
  $ordenacao,
  $pedido,
  $pedidos,
  $temMais,
  reviewSubmitted,
  loadMorePedidosClicked,
  sortChosen,
  pedidoOpened,
  pedidosPageShown,
  repeatItemsClicked,
  repeatLastPurchaseClicked,
} from './index';
import { TEXTOS_PEDIDOS, ultimaCompra } from './texts';

type PedidoResumo = components['schemas']['PedidoResumo'];
type Pedido = components['schemas']['Pedido'];

const SESSION = 'sessao_0123456789abcdefABCDEF';
const usuario = {
  idusuario: 7,
  idcliente: 42,
  nome: 'Maria',
  email: 'maria@exemplo.com.br',
  cpf: null,
  papel: 'cliente' as const,
  principal: true,
  cadastro_aprovado: true,
  fornecedor_logado: aurora.idfornecedor,
};

const resumo = (numpedido: number, over: Partial<PedidoResumo> = {}): PedidoResumo => ({
  numpedido,
  status: 'ENVIADO',
  criadoEm: '2026-11-20T13:00:00.000Z',
  totalpedido: 100,
  quantidadeItens: 2,
  tipoEntrega: 'DELIVERY',
  dataEntrega: '2026-11-22',
  formaPagamento: 'Pix',
  orcamento: false,
  avaliacao: null,
  emitidoPor: null,
  ...over,
});
const detalhe = (numpedido: number, over: Partial<Pedido> = {}): Pedido => ({
  ...resumo(numpedido),
  caracteristicas: [],
  itens: [
    {
      id: 1,
      nome: 'Café Torrado',
      quantidade: 2,
      unidade: 'UN',
      precoUnitario: 20,
      total: 40,
      embalarParaPresente: false,
    },
    { id: 5, nome: 'Arroz', quantidade: 3, unidade: 'UN', precoUnitario: 20, total: 60, embalarParaPresente: false },
  ],
  subtotal: 100,
  desconto: 0,
  taxaentrega: 0,
  anotacoes: null,
  numPedidoCliente: null,
  canalVenda: 'WEB',
  entrega: { tipoEntrega: 'DELIVERY', nome: 'Entrega agendada', dataEntrega: '2026-11-22', endereco: null, loja: null },
  pagamento: { idformapagto: 3, descricao: 'Pix', tipo: 'PIX', quantParcelas: 1 },
  historico: [{ status: 'ENVIADO', em: '2026-11-20T13:00:00.000Z', por: null }],
  comentarioAvaliacao: null,
  danfe: null,
  ...over,
});

const cafe = produto(1, { nome: 'Café Torrado', preco: 20 });
const linhas: CartLine[] = [
  { produto: cafe, quantidadeMilesimos: 1000, embalarParaPresente: false, precoAtendenteCentavos: null },
];

function escopo(todos = Array.from({ length: 13 }, (_, i) => resumo(100001 + i, { totalpedido: 10 * (i + 1) }))) {
  const carrinhos: unknown[] = [];
  const avaliacoes: string[] = [];
  const fake = createFakeApi([
    [
      /^\/v2\/app\/pedido\/cliente\/42$/,
      (r, _m, url) => {
        if (r.headers.get('Authorization') !== `Bearer ${SESSION}`)
          return json({ mensagem: 'Sessão expirada, efetue login novamente', codigo: 'sessao.expirada' }, 401);
        const ordem = url.searchParams.get('ordenacao');
        const lista =
          ordem === 'antigos'
            ? todos
            : ordem === 'maior-valor'
              ? [...todos].sort((a, b) => b.totalpedido - a.totalpedido)
              : [...todos].reverse();
        const page = Number(url.searchParams.get('page'));
        const limit = Number(url.searchParams.get('limit'));
        return json({
          pedidos: lista.slice((page - 1) * limit, page * limit),
          total: lista.length,
          temMais: page * limit < lista.length,
        });
      },
    ],
    [
      /^\/v2\/app\/[^/]+\/order\/(\d+)$/,
      (_r, m) =>
        m[1] === '100001'
          ? json(detalhe(100001, { status: 'ENTREGUE' }))
          : m[1] === '100002'
            ? json(detalhe(100002))
            : json({ mensagem: 'Pedido não encontrado.', codigo: 'pedido.nao-encontrado' }, 404),
    ],
    [
      /^\/v1\/app\/[^/]+\/pedido\/(\d+)\/avaliar$/,
      async (r) => {
        const corpo = await r.text();
        avaliacoes.push(`${r.headers.get('Content-Type')}|${corpo}`);
        const p = new URLSearchParams(corpo);
        return json({ avaliacao: Number(p.get('nota')), comentarioAvaliacao: p.get('comentario') });
      },
    ],
    [
      /^\/v2\/app\/[^/]+~42\/usuario\/42\/cart$/,
      async (r) => {
        const corpo = (await r.json()) as { cartItens: { id: number; quantidade: number }[] };
        carrinhos.push(corpo);
        return json(
          carrinhoDe(
            corpo.cartItens.map((i) => ({
              produto: produto(i.id, { nome: i.id === 1 ? 'Café Torrado' : `Produto ${i.id}` }),
              quantidade: i.quantidade,
            })),
            { idfornecedor: aurora.idfornecedor },
          ),
        );
      },
    ],
  ]);
  const scope = fork({
    values: [
      [$api, fake.api],
      [$fornecedor, aurora],
      [$token, SESSION],
      [$usuario, usuario],
      [$cartLines, linhas],
    ],
  });
  return { scope, fake, carrinhos, avaliacoes };
}

describe('orders model', () => {
  it('lists 10 at a time newest first, appends with Carregar mais, sorts again from the first page', async () => {
    const { scope, fake } = escopo();
    await allSettled(pedidosPageShown, { scope });
    expect(scope.getState($pedidos)?.map((p) => p.numpedido)).toEqual([
      100013, 100012, 100011, 100010, 100009, 100008, 100007, 100006, 100005, 100004,
    ]);
    expect(scope.getState($temMais)).toBe(true);
    await allSettled(loadMorePedidosClicked, { scope });
    expect(scope.getState($pedidos)).toHaveLength(13);
    expect(scope.getState($pedidos)?.at(-1)?.numpedido).toBe(100001);
    expect(scope.getState($temMais)).toBe(false);
    await allSettled(loadMorePedidosClicked, { scope });
    expect(fake.requests).toHaveLength(2);

    await allSettled(sortChosen, { scope, params: 'maior-valor' });
    expect(scope.getState($ordenacao)).toBe('maior-valor');
    expect(
      scope
        .getState($pedidos)
        ?.slice(0, 2)
        .map((p) => p.totalpedido),
    ).toEqual([130, 120]);
    expect(new URL(fake.requests.at(-1)!.url).searchParams.get('page')).toBe('1');
  });

  it('a list or an order already there (the server prepared it) is not asked again when its page mounts; leaving the page drops it', async () => {
    const { scope, fake } = escopo();
    await allSettled($rota, { scope, params: { pagina: 'pedidos' } });
    await allSettled(pedidosPageShown, { scope });
    await allSettled(pedidosPageShown, { scope });
    expect(fake.requests).toHaveLength(1);
    await allSettled($rota, { scope, params: { pagina: 'pedido', slug: '100002' } });
    expect(scope.getState($pedidos)).toBeNull();
    await allSettled(pedidoOpened, { scope, params: 100002 });
    await allSettled(pedidoOpened, { scope, params: 100002 });
    expect(fake.requests).toHaveLength(2);
    expect(scope.getState($pedido)?.numpedido).toBe(100002);
    // Another order on the same page asks; leaving drops it, so coming back asks again.
    await allSettled(pedidoOpened, { scope, params: 100001 });
    expect(fake.requests).toHaveLength(3);
    await allSettled($rota, { scope, params: { pagina: 'home' } });
    expect(scope.getState($pedido)).toBeNull();
    await allSettled($rota, { scope, params: { pagina: 'pedidos' } });
    await allSettled(pedidosPageShown, { scope });
    expect(fake.requests).toHaveLength(4);
  });

  it("opens an order; 'Repetir itens' adds its items to the cart through the cart model", async () => {
    const { scope, carrinhos } = escopo();
    await allSettled(pedidoOpened, { scope, params: 100002 });
    expect(scope.getState($pedido)?.numpedido).toBe(100002);
    await allSettled(repeatItemsClicked, { scope });
    // The café already in the cart (1) plus the order's 2; the rice added.
    expect(carrinhos).toEqual([
      expect.objectContaining({
        cartItens: [
          { id: 1, quantidade: 3, embalarParaPresente: false },
          { id: 5, quantidade: 3, embalarParaPresente: false },
        ],
      }),
    ]);
    expect(scope.getState($cartLines).map((l) => [l.produto.id, l.quantidadeMilesimos])).toEqual([
      [1, 3000],
      [5, 3000],
    ]);
    expect(scope.getState($mensagemPedido)).toEqual({ tom: 'positive', texto: TEXTOS_PEDIDOS.repetido });
  });

  it("rates only a delivered order, 1 to 5, form-encoded; another client's order says not found", async () => {
    const { scope, avaliacoes } = escopo();
    await allSettled(pedidoOpened, { scope, params: 100002 });
    await allSettled(reviewSubmitted, { scope, params: { nota: 5, comentario: '' } });
    expect(avaliacoes).toEqual([]);

    await allSettled(pedidoOpened, { scope, params: 100001 });
    await allSettled(reviewSubmitted, { scope, params: { nota: 0, comentario: '' } });
    expect(avaliacoes).toEqual([]);
    await allSettled(reviewSubmitted, { scope, params: { nota: 4, comentario: 'Chegou antes do previsto' } });
    expect(avaliacoes).toEqual(['application/x-www-form-urlencoded|nota=4&comentario=Chegou+antes+do+previsto']);
    expect(scope.getState($pedido)).toMatchObject({ avaliacao: 4, comentarioAvaliacao: 'Chegou antes do previsto' });
    // Said beside the rating form (issue 35), not at the page's top.
    expect(scope.getState($reviewMessage)?.texto).toBe(TEXTOS_PEDIDOS.avaliado);
    expect(scope.getState($mensagemPedido)).toBeNull();

    await allSettled(pedidoOpened, { scope, params: 999 });
    expect(scope.getState($pedido)).toBeNull();
  });

  it("'Repetir última compra' adds the newest order that is neither a quote nor cancelled, whatever the list's sort", async () => {
    // Newest first: 100013…100003 are quotes or cancelled (page 1 and part of page 2 of 'recentes'); 100002 is the last purchase.
    const todos = Array.from({ length: 13 }, (_, i) =>
      resumo(
        100001 + i,
        i >= 2 ? (i % 2 === 0 ? { orcamento: true, status: 'ORCAMENTO_NOVO' } : { status: 'CANCELADO' }) : {},
      ),
    );
    const { scope, carrinhos, fake } = escopo(todos);
    await allSettled(sortChosen, { scope, params: 'antigos' });
    await allSettled(repeatLastPurchaseClicked, { scope });
    const listas = fake.requests
      .filter((r) => r.url.includes('/pedido/cliente/'))
      .slice(1)
      .map((r) => new URL(r.url).searchParams);
    expect(listas.map((q) => [q.get('ordenacao'), q.get('page')])).toEqual([
      ['recentes', '1'],
      ['recentes', '2'],
    ]);
    expect(carrinhos).toEqual([
      expect.objectContaining({
        cartItens: [
          { id: 1, quantidade: 3, embalarParaPresente: false },
          { id: 5, quantidade: 3, embalarParaPresente: false },
        ],
      }),
    ]);
    expect(scope.getState($mensagemPedidos)).toEqual({ tom: 'positive', texto: TEXTOS_PEDIDOS.ultimaRepetida(100002) });
  });

  it("'Repetir última compra' says so when there is no purchase to repeat, and touches no cart", async () => {
    const { scope, carrinhos } = escopo([
      resumo(100001, { status: 'CANCELADO' }),
      resumo(100002, { orcamento: true, status: 'ORCAMENTO_PRECIFICADO' }),
    ]);
    await allSettled(repeatLastPurchaseClicked, { scope });
    expect(carrinhos).toEqual([]);
    expect(scope.getState($mensagemPedidos)).toEqual({ tom: 'critical', texto: TEXTOS_PEDIDOS.semUltimaCompra });
  });

  it('ultimaCompra skips quotes and cancelled orders and keeps the list order', () => {
    expect(
      ultimaCompra([resumo(3, { orcamento: true }), resumo(2, { status: 'CANCELADO' }), resumo(1), resumo(0)])
        ?.numpedido,
    ).toBe(1);
    expect(ultimaCompra([])).toBeNull();
  });
});

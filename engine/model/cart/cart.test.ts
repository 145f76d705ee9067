import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { $api } from '../app';
import { $loginOpen, $mensagemAbertura } from '../login';
import { $token, $usuario } from '../session';
import { $fornecedor } from '../supplier';
import { aurora, carrinhoDe, createFakeApi, json, produto } from '../testing/fake-api';
import type { FakeHandler } from '../testing/fake-api';
import { $cartCount, $cartLines, restoreCartLines } from './lines';
import {
  addToCartClicked,
  $assinaturas,
  $bloqueado,
  $bloqueioAberto,
  cartCleared,
  cartLoadRequested,
  cartPageHydrated,
  cartPreparationRequested,
  cartPanelClosed,
  $cartPanelOpen,
  cartPanelOpened,
  clientePedidoNumberChanged,
  $erro,
  giftWrapToggled,
  $idtipoassinatura,
  lineTotalOf,
  MAX_OBSERVACAO,
  noteChanged,
  $numPedidoCliente,
  $observacao,
  PRECISA_LOGIN,
  quantityChanged,
  $recorrencia,
  subscriptionTypeChosen,
  $toast,
  $totais,
  unlockRequested,
} from './index';
import { ADICIONADO, REMOVIDO } from './texts';
import { loadCartFx } from './sync';
import { checkoutRequested } from './checkout-gate';

const SESSION = 'sessao_0123456789abcdefABCDEF';

const usuario = {
  idusuario: 7,
  idcliente: 42,
  nome: 'Maria Oliveira Santos',
  email: 'maria@exemplo.com.br',
  cpf: null,
  papel: 'cliente' as const,
  principal: true,
  cadastro_aprovado: true,
  fornecedor_logado: aurora.idfornecedor,
};

function escopo(routes: [RegExp, FakeHandler][], logado = true) {
  const fake = createFakeApi(routes);
  const scope = fork({
    values: [
      [$api, fake.api],
      [$fornecedor, aurora],
      [$token, logado ? SESSION : 'anon-0123456789abcdef0123456789abcdef'],
      [$usuario, logado ? usuario : null],
    ],
  });
  return { scope, fake };
}

const cafe = produto(1, { nome: 'Café Torrado', preco: 12.9 });
const acucar = produto(2, {
  nome: 'Açúcar Cristal',
  preco: 5.5,
  granularidade: 0.5,
  unidade: 'KG',
  min_por_pedido: 0.5,
});
const limitado = produto(3, { nome: 'Arroz', preco: 20, maxporpedido: 2 });
const embrulho = produto(4, { nome: 'Vinho', preco: 50, permite_embalagem: true, preco_embalagem: 3 });

describe('cart model', () => {
  it('adds, steps and removes lines with the quantity rules, sorted by name, with the toasts; a visitor saves nothing', async () => {
    const { scope, fake } = escopo([], false);
    await allSettled(quantityChanged, { scope, params: { produto: cafe, acao: 'INC' } });
    expect(scope.getState($toast)).toBe(ADICIONADO);
    await allSettled(quantityChanged, { scope, params: { produto: acucar, acao: 'INC' } });
    await allSettled(quantityChanged, { scope, params: { produto: acucar, acao: 'INC' } });
    await allSettled(quantityChanged, { scope, params: { produto: acucar, acao: 'INC' } });
    expect(scope.getState($cartLines).map((l) => [l.produto.nome, l.quantidadeMilesimos])).toEqual([
      ['Açúcar Cristal', 1500],
      ['Café Torrado', 1000],
    ]);
    await allSettled(quantityChanged, { scope, params: { produto: limitado, acao: 'SET', valor: 10 } });
    expect(scope.getState($cartLines).find((l) => l.produto.id === 3)?.quantidadeMilesimos).toBe(2000);
    await allSettled(quantityChanged, { scope, params: { produto: cafe, acao: 'DEC' } });
    expect(scope.getState($toast)).toBe(REMOVIDO);
    expect(scope.getState($cartCount)).toBe(2);
    expect(fake.requests).toHaveLength(0);
    // 1,5 kg × 5,50 + 2 × 20,00 = 48,25
    expect(scope.getState($totais)?.total).toBe(4825);
  });

  it('saves a client cart once, 1000 ms after the last change, and takes the server answer', async () => {
    const enviados: unknown[] = [];
    const { scope, fake } = escopo([
      [
        /^\/v2\/app\/[^/]+~42\/usuario\/42\/cart$/,
        async (request) => {
          const corpo = (await request.json()) as { cartItens: { id: number; quantidade: number }[] };
          enviados.push(corpo);
          // The server corrects the quantity (e.g. stock): 3 → 2.
          return json(carrinhoDe([{ produto: cafe, quantidade: 2 }]));
        },
      ],
    ]);
    await Promise.all([
      allSettled(quantityChanged, { scope, params: { produto: cafe, acao: 'INC' } }),
      allSettled(quantityChanged, { scope, params: { produto: cafe, acao: 'INC' } }),
      allSettled(quantityChanged, { scope, params: { produto: cafe, acao: 'INC' } }),
    ]);
    expect(fake.requests.filter((r) => r.method === 'POST')).toHaveLength(1);
    expect(enviados).toEqual([
      { cartItens: [{ id: 1, quantidade: 3, embalarParaPresente: false }], observacao: '', numPedidoCliente: '' },
    ]);
    expect(new URL(fake.requests[0]!.url).searchParams.get('idfornecedor')).toBe(aurora.idfornecedor);
    expect(scope.getState($cartLines)[0]?.quantidadeMilesimos).toBe(2000);
  });

  it("shows the server's refusal, or 'Não foi possivel salvar o carrinho'", async () => {
    const { scope } = escopo([[/cart$/, () => json({ mensagem: 'Erro qualquer do servidor', codigo: 'x' }, 500)]]);
    await allSettled(quantityChanged, { scope, params: { produto: cafe, acao: 'INC' } });
    expect(scope.getState($erro)).toBe('Não foi possivel salvar o carrinho');
    const travado = 'Seu carrinho está sendo atendido e não pode ser alterado agora.';
    const outro = escopo([[/cart$/, () => json({ mensagem: travado, codigo: 'carrinho.bloqueado' }, 423)]]);
    await allSettled(quantityChanged, { scope: outro.scope, params: { produto: cafe, acao: 'INC' } });
    expect(outro.scope.getState($erro)).toBe(travado);
    expect(outro.scope.getState($bloqueioAberto)).toBe(true);
  });

  it('a line removed while the cart was loading stays removed: the late answer does not bring it back, the save sends the change', async () => {
    const posts: { cartItens: { id: number }[] }[] = [];
    let responder: () => void = () => undefined;
    const carregou = new Promise<void>((resolve) => (responder = resolve));
    const doServidor = carrinhoDe([
      { produto: acucar, quantidade: 1 },
      { produto: cafe, quantidade: 1 },
    ]);
    const { scope } = escopo([
      [
        /cart$/,
        async (request) => {
          if (request.method === 'GET') {
            await carregou;
            return json(doServidor);
          }
          const corpo = (await request.json()) as { cartItens: { id: number }[] };
          posts.push(corpo);
          return json(carrinhoDe([{ produto: acucar, quantidade: 1 }]));
        },
      ],
    ]);
    await allSettled($cartLines, {
      scope,
      params: [
        { produto: acucar, quantidadeMilesimos: 1000, embalarParaPresente: false, precoAtendenteCentavos: null },
        { produto: cafe, quantidadeMilesimos: 1000, embalarParaPresente: false, precoAtendenteCentavos: null },
      ],
    });
    // The page's load is on its way when the client removes the coffee.
    // (allSettled of either waits for the load too, so the answer is let go before awaiting them.)
    const carga = allSettled(cartLoadRequested, { scope });
    const remocao = allSettled(quantityChanged, { scope, params: { produto: cafe, acao: 'DEL' } });
    expect(scope.getState($cartLines).map((l) => l.produto.id)).toEqual([2]);
    responder();
    await Promise.all([carga, remocao]);
    expect(scope.getState($cartLines).map((l) => l.produto.id)).toEqual([2]);
    expect(posts.map((p) => p.cartItens.map((i) => i.id))).toEqual([[2]]);
  });

  it("a load that left before a change answers with the server's lines for everything the client did not touch (a list sent to the cart on the server)", async () => {
    let responder: () => void = () => undefined;
    const carregou = new Promise<void>((resolve) => (responder = resolve));
    const posts: { cartItens: { id: number; quantidade: number }[] }[] = [];
    const { scope } = escopo([
      [
        /cart$/,
        async (request) => {
          if (request.method === 'GET') {
            await carregou;
            // The server's cart has the list's lines: 3 sugars, and a vinho the browser has not seen.
            return json(
              carrinhoDe([
                { produto: acucar, quantidade: 3 },
                { produto: cafe, quantidade: 1 },
                { produto: embrulho, quantidade: 1 },
              ]),
            );
          }
          const corpo = (await request.json()) as { cartItens: { id: number; quantidade: number }[] };
          posts.push(corpo);
          return json(
            carrinhoDe(
              corpo.cartItens.map((i) => ({
                produto: [cafe, acucar, embrulho].find((p) => p.id === i.id)!,
                quantidade: i.quantidade,
              })),
            ),
          );
        },
      ],
    ]);
    await allSettled($cartLines, {
      scope,
      params: [
        { produto: acucar, quantidadeMilesimos: 1000, embalarParaPresente: false, precoAtendenteCentavos: null },
        { produto: cafe, quantidadeMilesimos: 1000, embalarParaPresente: false, precoAtendenteCentavos: null },
      ],
    });
    const carga = allSettled(cartLoadRequested, { scope });
    // The notes change while the load is on its way: not a change of lines.
    const nota = allSettled(noteChanged, { scope, params: 'Portão azul' });
    // The coffee goes up to 2 while the load is on its way.
    const mudanca = allSettled(quantityChanged, { scope, params: { produto: cafe, acao: 'SET', valor: 2 } });
    responder();
    await Promise.all([carga, nota, mudanca]);
    const linhas = () => scope.getState($cartLines).map((l) => [l.produto.id, l.quantidadeMilesimos / 1000]);
    // The server's sugar (3) and vinho stay; the client's coffee (2) is kept and saved.
    expect(linhas()).toEqual([
      [2, 3],
      [1, 2],
      [4, 1],
    ]);
    expect(posts.at(-1)?.cartItens.map((i) => [i.id, i.quantidade])).toEqual(expect.arrayContaining([[1, 2]]));
  });

  it("once the save that carried a change has answered, the next load is the server's cart as it is", async () => {
    let quantidadeNoServidor = 0;
    const { scope } = escopo([
      [
        /cart$/,
        async (request) => {
          if (request.method === 'POST') {
            const corpo = (await request.json()) as { cartItens: { id: number; quantidade: number }[] };
            // The server corrects the quantity to its maximum (2 per order).
            quantidadeNoServidor = Math.min(2, corpo.cartItens.find((i) => i.id === limitado.id)?.quantidade ?? 0);
          }
          return json(
            carrinhoDe(quantidadeNoServidor ? [{ produto: limitado, quantidade: quantidadeNoServidor }] : []),
          );
        },
      ],
    ]);
    await allSettled(quantityChanged, {
      scope,
      params: { produto: { ...limitado, maxporpedido: null }, acao: 'SET', valor: 5 },
    });
    await allSettled(cartLoadRequested, { scope });
    expect(scope.getState($cartLines).map((l) => l.quantidadeMilesimos / 1000)).toEqual([2]);
  });

  it("keeps the visitor's lines after login: merged into the client's cart and saved", async () => {
    const posts: { cartItens: { id: number }[] }[] = [];
    const { scope } = escopo([
      [
        /cart$/,
        async (request) => {
          if (request.method === 'GET') return json(carrinhoDe([{ produto: acucar, quantidade: 1 }]));
          const corpo = (await request.json()) as { cartItens: { id: number; quantidade: number }[] };
          posts.push(corpo);
          return json(
            carrinhoDe([
              { produto: acucar, quantidade: 1 },
              { produto: cafe, quantidade: 1 },
            ]),
          );
        },
      ],
    ]);
    await allSettled($cartLines, {
      scope,
      params: [{ produto: cafe, quantidadeMilesimos: 1000, embalarParaPresente: false, precoAtendenteCentavos: null }],
    });
    await allSettled(cartLoadRequested, { scope });
    expect(posts.map((p) => p.cartItens.map((i) => i.id).sort())).toEqual([[1, 2]]);
    expect(scope.getState($cartLines).map((l) => l.produto.id)).toEqual([2, 1]);
  });

  it("the cart page's preparation shows the server's cart as it is; the page's own load then merges the visitor's lines", async () => {
    const posts: { cartItens: { id: number }[] }[] = [];
    const { scope } = escopo([
      [
        /cart$/,
        async (request) => {
          if (request.method === 'GET') return json(carrinhoDe([{ produto: acucar, quantidade: 1 }]));
          posts.push((await request.json()) as { cartItens: { id: number }[] });
          return json(
            carrinhoDe([
              { produto: acucar, quantidade: 1 },
              { produto: cafe, quantidade: 1 },
            ]),
          );
        },
      ],
    ]);
    await allSettled($cartLines, {
      scope,
      params: [{ produto: cafe, quantidadeMilesimos: 1000, embalarParaPresente: false, precoAtendenteCentavos: null }],
    });
    // Before hydrating: what the server rendered (it cannot know the browser's lines), nothing saved.
    await allSettled(cartPreparationRequested, { scope });
    expect(scope.getState($cartLines).map((l) => l.produto.id)).toEqual([2]);
    expect(posts).toEqual([]);
    // Another load before the page is live (the checkout's payment variance): still nothing merged.
    await allSettled(cartLoadRequested, { scope });
    expect(scope.getState($cartLines).map((l) => l.produto.id)).toEqual([2]);
    expect(posts).toEqual([]);
    // The page's load, once live: the visitor's line kept aside joins the cart and is saved.
    await allSettled(cartPageHydrated, { scope });
    await allSettled(cartLoadRequested, { scope });
    expect(posts.map((p) => p.cartItens.map((i) => i.id).sort())).toEqual([[1, 2]]);
    expect(scope.getState($cartLines).map((l) => l.produto.id)).toEqual([2, 1]);
  });

  it('a locked cart is read-only: a change opens the notice and changes nothing', async () => {
    const { scope, fake } = escopo([
      [
        /cart$/,
        () => json(carrinhoDe([{ produto: cafe, quantidade: 2, precoatendente: 9.9 }], { bloqueio_atendimento: true })),
      ],
    ]);
    await allSettled(cartLoadRequested, { scope });
    expect(scope.getState($bloqueado)).toBe(true);
    expect(scope.getState($cartLines)[0]?.precoAtendenteCentavos).toBe(990);
    expect(scope.getState($totais)?.total).toBe(1980);
    await allSettled(quantityChanged, { scope, params: { produto: cafe, acao: 'INC' } });
    await allSettled(giftWrapToggled, { scope, params: 1 });
    expect(scope.getState($bloqueioAberto)).toBe(true);
    expect(scope.getState($cartLines)[0]?.quantidadeMilesimos).toBe(2000);
    expect(fake.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('the unlock button forces the release and the lines come back editable', async () => {
    let travado = true;
    const salvos: unknown[] = [];
    const { scope } = escopo([
      [/cart\/desbloquear$/, () => ((travado = false), json(carrinhoDe([{ produto: cafe, quantidade: 2 }])))],
      [
        /cart$/,
        async (request) => {
          if (request.method === 'POST') salvos.push(await request.json());
          return json(
            carrinhoDe([{ produto: cafe, quantidade: 2, precoatendente: travado ? 9.9 : null }], {
              bloqueio_atendimento: travado,
            }),
          );
        },
      ],
    ]);
    await allSettled(cartLoadRequested, { scope });
    await allSettled(quantityChanged, { scope, params: { produto: cafe, acao: 'INC' } });
    expect(scope.getState($bloqueioAberto)).toBe(true);
    await allSettled(unlockRequested, { scope });
    expect(scope.getState($bloqueado)).toBe(false);
    expect(scope.getState($bloqueioAberto)).toBe(false);
    expect(scope.getState($cartLines)[0]?.precoAtendenteCentavos).toBeNull();
    await allSettled(quantityChanged, { scope, params: { produto: cafe, acao: 'INC' } });
    expect(salvos).toEqual([
      { cartItens: [{ id: 1, quantidade: 3, embalarParaPresente: false }], observacao: '', numPedidoCliente: '' },
    ]);
  });

  it('gift wrap only where the product permits it, priced into the total', async () => {
    const { scope } = escopo([], false);
    await allSettled(quantityChanged, { scope, params: { produto: embrulho, acao: 'SET', valor: 2 } });
    await allSettled(quantityChanged, { scope, params: { produto: cafe, acao: 'INC' } });
    await allSettled(giftWrapToggled, { scope, params: 4 });
    await allSettled(giftWrapToggled, { scope, params: 1 });
    expect(scope.getState($cartLines).map((l) => [l.produto.id, l.embalarParaPresente])).toEqual([
      [1, false],
      [4, true],
    ]);
    expect(scope.getState($totais)).toMatchObject({ embalagem: 600, total: 10_000 + 600 + 1290 });
  });

  it("'FINALIZAR COMPRA' without login opens the login with the spec's message; clearing empties the cart", async () => {
    const { scope } = escopo([], false);
    await allSettled(quantityChanged, { scope, params: { produto: cafe, acao: 'INC' } });
    await allSettled(checkoutRequested, { scope });
    expect(scope.getState($loginOpen)).toBe(true);
    expect(scope.getState($mensagemAbertura)?.texto).toBe(PRECISA_LOGIN);
    await allSettled(cartCleared, { scope });
    expect(scope.getState($cartLines)).toEqual([]);
  });

  it('totals are unknown while a price is hidden', async () => {
    const { scope } = escopo([], false);
    await allSettled(quantityChanged, {
      scope,
      params: { produto: produto(9, { preco: null, preconf: null }), acao: 'INC' },
    });
    expect(scope.getState($totais)).toBeNull();
  });

  it('restores only well-formed saved lines', () => {
    expect(restoreCartLines('x')).toBeUndefined();
    expect(
      restoreCartLines([
        { produto: cafe, quantidadeMilesimos: 1000, embalarParaPresente: false, precoAtendenteCentavos: null },
        { produto: { id: 'x' }, quantidadeMilesimos: 1 },
        null,
      ]),
    ).toHaveLength(1);
  });

  it("'Adicionar ao carrinho' adds one step and opens the side panel; a locked cart opens the notice instead", async () => {
    const { scope } = escopo([], false);
    await allSettled(addToCartClicked, { scope, params: acucar });
    expect(scope.getState($cartLines).map((l) => l.quantidadeMilesimos)).toEqual([500]);
    expect(scope.getState($toast)).toBe(ADICIONADO);
    expect(scope.getState($cartPanelOpen)).toBe(true);
    await allSettled(cartPanelClosed, { scope });
    expect(scope.getState($cartPanelOpen)).toBe(false);
    await allSettled(cartPanelOpened, { scope });
    expect(scope.getState($cartPanelOpen)).toBe(true);

    const travado = escopo([
      [
        /cart$/,
        () => json(carrinhoDe([{ produto: cafe, quantidade: 1, precoatendente: 9.9 }], { bloqueio_atendimento: true })),
      ],
    ]);
    await allSettled(cartLoadRequested, { scope: travado.scope });
    await allSettled(addToCartClicked, { scope: travado.scope, params: acucar });
    expect(travado.scope.getState($cartPanelOpen)).toBe(false);
    expect(travado.scope.getState($bloqueioAberto)).toBe(true);
    expect(travado.scope.getState($cartLines).map((l) => l.produto.id)).toEqual([1]);
  });

  it('a line total with the wholesale price from its minimum (the pricing core)', () => {
    const atacado = produto(5, { nome: 'Óleo', preco: 10, precovendaatacado: 8, minvendaatacado: 6 });
    const linha = (q: number) => ({
      produto: atacado,
      quantidadeMilesimos: q * 1000,
      embalarParaPresente: false,
      precoAtendenteCentavos: null,
    });
    expect(lineTotalOf(linha(5), { ignorarMultiplo: false })).toMatchObject({
      unitario: { centavos: 1000, origem: 'normal' },
      total: 5000,
    });
    expect(lineTotalOf(linha(6), { ignorarMultiplo: false })).toMatchObject({
      unitario: { centavos: 800, origem: 'atacado' },
      total: 4800,
    });
    expect(
      lineTotalOf({ ...linha(1), produto: { ...atacado, preco: null, preconf: null } }, { ignorarMultiplo: false }),
    ).toBeNull();
  });

  it('observations and the order number are saved with the cart (debounced), and a save answer does not overwrite what was typed', async () => {
    const enviados: { observacao?: string; numPedidoCliente?: string }[] = [];
    const { scope, fake } = escopo([
      [
        /cart$/,
        async (request) => {
          if (request.method === 'GET')
            return json(carrinhoDe([], { observacao: 'Do servidor', numPedidoCliente: 'PC-1' }));
          const corpo = (await request.json()) as { observacao: string; numPedidoCliente: string };
          enviados.push(corpo);
          return json(carrinhoDe([], { observacao: 'resposta antiga', numPedidoCliente: corpo.numPedidoCliente }));
        },
      ],
    ]);
    await allSettled(cartLoadRequested, { scope });
    expect(scope.getState($observacao)).toBe('Do servidor');
    expect(scope.getState($numPedidoCliente)).toBe('PC-1');
    await Promise.all([
      allSettled(noteChanged, { scope, params: 'Entregar' }),
      allSettled(noteChanged, { scope, params: 'Entregar pela manhã' }),
      allSettled(clientePedidoNumberChanged, { scope, params: 'PC-42' }),
    ]);
    expect(fake.requests.filter((r) => r.method === 'POST')).toHaveLength(1);
    expect(enviados).toEqual([{ cartItens: [], observacao: 'Entregar pela manhã', numPedidoCliente: 'PC-42' }]);
    expect(scope.getState($observacao)).toBe('Entregar pela manhã');
    await allSettled(noteChanged, { scope, params: 'x'.repeat(MAX_OBSERVACAO + 10) });
    expect(scope.getState($observacao)).toHaveLength(MAX_OBSERVACAO);
  });

  it('a load that answers after the customer typed does not wipe the typed texts', async () => {
    const { scope } = escopo([
      [
        /cart$/,
        (request) =>
          json(
            carrinhoDe(
              [],
              request.method === 'GET'
                ? { observacao: '', numPedidoCliente: '' }
                : { observacao: 'x', numPedidoCliente: 'y' },
            ),
          ),
      ],
    ]);
    await allSettled(cartLoadRequested, { scope });
    // The periodic reload answers while the debounced save still waits.
    await Promise.all([
      allSettled(noteChanged, { scope, params: 'Portão azul' }),
      allSettled(loadCartFx, { scope, params: { mesclar: true } }),
    ]);
    expect(scope.getState($observacao)).toBe('Portão azul');
  });

  it("a visitor's observations stay in the browser (no save)", async () => {
    const { scope, fake } = escopo([], false);
    await allSettled(noteChanged, { scope, params: 'Sem pressa' });
    expect(scope.getState($observacao)).toBe('Sem pressa');
    expect(fake.requests).toHaveLength(0);
  });

  it('the subscription choice is saved with the cart (0: a one-off order) and shows the type and notice the server answers, with its fallback', async () => {
    const tipos = [
      { idtipoassinatura: 11, nome: 'Semanal', descricao: '', intervalo_dias: 7 },
      { idtipoassinatura: 12, nome: 'Mensal', descricao: '', intervalo_dias: 30 },
    ];
    const pedidos: (string | null)[] = [];
    const resposta = (id: number | null) =>
      carrinhoDe([], {
        idtipoassinatura: id,
        assinaturas: { tipos, label: 'Repetir este pedido' },
        meta_info: { hasRecorrencia: id !== null, recorrencia: id === null ? null : { mensagem: `tipo ${id}` } },
      });
    const { scope } = escopo([
      [
        /cart$/,
        (request) => {
          if (request.method === 'GET') return json(resposta(null));
          const pedido = new URL(request.url).searchParams.get('idtipoassinatura');
          pedidos.push(pedido);
          // The server's fallback: an unknown type becomes the first one.
          return json(
            resposta(
              pedido === null || pedido === '0'
                ? null
                : tipos.some((t) => String(t.idtipoassinatura) === pedido)
                  ? Number(pedido)
                  : 11,
            ),
          );
        },
      ],
    ]);
    await allSettled(cartLoadRequested, { scope });
    expect(scope.getState($assinaturas)?.tipos.map((t) => t.nome)).toEqual(['Semanal', 'Mensal']);
    expect(scope.getState($idtipoassinatura)).toBeNull();
    expect(scope.getState($recorrencia)).toBeNull();

    await allSettled(subscriptionTypeChosen, { scope, params: 12 });
    expect(pedidos).toEqual(['12']);
    expect(scope.getState($idtipoassinatura)).toBe(12);
    expect(scope.getState($recorrencia)).toBe('tipo 12');

    // A change of lines afterwards does not send the choice again.
    await allSettled(quantityChanged, { scope, params: { produto: cafe, acao: 'INC' } });
    expect(pedidos).toEqual(['12', null]);

    await allSettled(subscriptionTypeChosen, { scope, params: 99 });
    expect(scope.getState($idtipoassinatura)).toBe(11);
    await allSettled(subscriptionTypeChosen, { scope, params: 0 });
    expect(pedidos.at(-1)).toBe('0');
    expect(scope.getState($idtipoassinatura)).toBeNull();
    expect(scope.getState($recorrencia)).toBeNull();
  });

  it('a supplier without subscription types shows no choice', async () => {
    const { scope } = escopo([[/cart$/, () => json(carrinhoDe([]))]]);
    await allSettled(cartLoadRequested, { scope });
    expect(scope.getState($assinaturas)).toBeNull();
  });
});

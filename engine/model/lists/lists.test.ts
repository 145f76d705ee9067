// @vitest-environment node
import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { $api } from '../app';
import { $cartPanelOpen, cartPanelClosed } from '../cart';
import { $cartNotice, $cartNoticeCount } from '../cart/notice';
import { $rota } from '../navigation';
import { $token, $usuario } from '../session';
import { $fornecedor } from '../supplier';
import { aurora, carrinhoDe, createFakeApi, json } from '../testing/fake-api';
import {
  $listsError,
  $listsMessage,
  $ownLists,
  $savedToList,
  $suggestedLists,
  TEXTOS_LISTAS,
  listsPageShown,
  saveToListSubmitted,
  sendToCartClicked,
  type ShoppingList,
} from './index';

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
const lista = (idlista: number, nome: string, tipo: ShoppingList['tipo'] = 'FROM_CLIENT'): ShoppingList => ({
  idlista,
  nome,
  tipo,
  quantidadeProdutos: 2,
  atualizadoEm: '2026-01-15T12:00:00.000Z',
});
const detalhe = (idlista: number, nome: string) => ({ ...lista(idlista, nome), itens: [], total: 0 });
const CARRINHO = carrinhoDe([], { totalCompras: 0, totalEmbalagem: 0, cupom: null });

function escopo(aplicar: () => Response = () => json({ carrinho: CARRINHO, ajustes: [], adicionados: 2 })) {
  const corpos: unknown[] = [];
  const fake = createFakeApi([
    [
      /^\/v4\/shopping-list\/[^/]+$/,
      async (request) => {
        if (request.method === 'POST') {
          const corpo = (await request.json()) as { nome: string };
          corpos.push(corpo);
          return json(detalhe(9, corpo.nome));
        }
        const type = new URL(request.url).searchParams.get('type');
        return json({
          listas: type === 'TO_CLIENT' ? [lista(3, 'Kit café da manhã', 'TO_CLIENT')] : [lista(1, 'Compra semanal')],
        });
      },
    ],
    [/^\/v4\/shopping-list\/[^/]+\/apply\/\d+$/, aplicar],
    [/^\/v2\/app\/[^/]+\/usuario\/42\/cart$/, () => json(CARRINHO)],
  ]);
  const scope = fork({
    values: [
      [$api, fake.api],
      [$fornecedor, aurora],
      [$token, SESSION],
      [$usuario, usuario],
    ],
  });
  return { scope, fake, corpos };
}

describe('lists model', () => {
  it("loads the client's own and suggested lists with the session as Bearer and idclient the session's client", async () => {
    const { scope, fake } = escopo();
    await allSettled(listsPageShown, { scope });
    expect(scope.getState($ownLists)?.map((l) => l.nome)).toEqual(['Compra semanal']);
    expect(scope.getState($suggestedLists)?.map((l) => l.nome)).toEqual(['Kit café da manhã']);
    const pedido = fake.requests[0]!;
    expect(new URL(pedido.url).pathname).toBe(`/api/v4/shopping-list/${aurora.idfornecedor}`);
    expect(new URL(pedido.url).searchParams.get('idclient')).toBe('42');
    expect(pedido.headers.get('authorization')).toBe(`Bearer ${SESSION}`);
  });

  it('asks once for a first view the server prepared (the page mounting asks nothing), and again after leaving the lists', async () => {
    const { scope, fake } = escopo();
    await allSettled($rota, { scope, params: { pagina: 'listas' } });
    const pedidos = () =>
      fake.requests.filter((r) => /\/v4\/shopping-list\/[^/]+$/.test(new URL(r.url).pathname)).length;
    await allSettled(listsPageShown, { scope }); // the server's (and the browser's) preparation
    expect(pedidos()).toBe(2); // own and suggested
    await allSettled(listsPageShown, { scope }); // the page mounting
    expect(pedidos()).toBe(2);
    await allSettled($rota, { scope, params: { pagina: 'home' } });
    await allSettled($rota, { scope, params: { pagina: 'listas' } });
    await allSettled(listsPageShown, { scope });
    expect(pedidos()).toBe(4);
  });

  it("'Salvar carrinho como lista' creates a new list with the products and says where they went", async () => {
    const { scope, corpos } = escopo();
    await allSettled(saveToListSubmitted, {
      scope,
      params: { nome: 'Compra do mês', produtos: [{ id: 10098, quantidade: 2 }] },
    });
    expect(corpos).toEqual([{ nome: 'Compra do mês', produtos: [{ id: 10098, quantidade: 2 }] }]);
    expect(scope.getState($savedToList)?.nome).toBe('Compra do mês');
    expect(scope.getState($listsMessage)).toBe(TEXTOS_LISTAS.salva);
  });

  it("'Enviar para o carrinho' reloads the cart and opens the panel with the server's adjustments (the page then goes home); a refusal shows the server's message", async () => {
    const ajustes = [{ id: 1, nome: 'Açúcar', mensagem: 'quantidade ajustada para 6 (máximo de 6 por pedido)' }];
    const { scope, fake } = escopo(() => json({ carrinho: CARRINHO, ajustes, adicionados: 1 }));
    await allSettled(sendToCartClicked, { scope, params: 1 });
    expect(scope.getState($cartNotice)).toEqual({
      mensagem: 'Lista enviada para o carrinho.',
      detalhes: ['Açúcar: quantidade ajustada para 6 (máximo de 6 por pedido)'],
    });
    expect(scope.getState($cartNoticeCount)).toBe(1);
    expect(scope.getState($cartPanelOpen)).toBe(true);
    expect(scope.getState($listsMessage)).toBe(TEXTOS_LISTAS.enviada);
    // Closing the panel clears what it said; the count stays (a page on screen moves only on a new one).
    await allSettled(cartPanelClosed, { scope });
    expect(scope.getState($cartNotice)).toBeNull();
    expect(scope.getState($cartNoticeCount)).toBe(1);
    expect(fake.requests.some((r) => /\/usuario\/42\/cart$/.test(new URL(r.url).pathname))).toBe(true);

    const recusa = escopo(() =>
      json(
        { mensagem: 'Seu carrinho está sendo atendido e não pode ser alterado agora.', codigo: 'carrinho.bloqueado' },
        423,
      ),
    );
    await allSettled(sendToCartClicked, { scope: recusa.scope, params: 1 });
    expect(recusa.scope.getState($listsError)).toBe('Seu carrinho está sendo atendido e não pode ser alterado agora.');
    expect(recusa.scope.getState($cartNotice)).toBeNull();
    expect(recusa.scope.getState($cartNoticeCount)).toBe(0);

    // Nothing went in: spec section 8's message, not 'Lista enviada para o carrinho.'.
    const nenhum = escopo(() =>
      json({
        carrinho: CARRINHO,
        ajustes: [{ id: 1, nome: 'Açúcar', mensagem: 'produto sem estoque' }],
        adicionados: 0,
      }),
    );
    await allSettled(sendToCartClicked, { scope: nenhum.scope, params: 1 });
    expect(nenhum.scope.getState($listsError)).toBe('Não foi possível carregar nenhum produto para o carrinho.');
    expect(nenhum.scope.getState($listsMessage)).toBeNull();
    expect(nenhum.scope.getState($cartNoticeCount)).toBe(0);
  });
});

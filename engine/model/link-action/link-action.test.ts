// @vitest-environment node
/**
 * Action links (issue 31): a banner link `acao:{idacao}` asks GET /v4/link-acao/{idfornecedor}/{idacao}
 * and runs the answer: a coupon opens the cart and is submitted to the coupon box; a list opens it;
 * a refused lookup keeps the server's message ($linkActionError).
 */
import { fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { $api } from '../app';
import { $cartLines, $cartPanelOpen } from '../cart';
import { rotas } from '../navigation';
import { $token, $usuario } from '../session';
import { $fornecedor } from '../supplier';
import { aurora, createFakeApi, json, produto } from '../testing/fake-api';
import { $linkActionError, runLinkAction } from './index';

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
const acao = (over: Record<string, unknown>) => ({
  idacao: 1,
  idfornecedor: aurora.idfornecedor,
  tipo: 'APLICAR_CUPOM',
  idproduto: null,
  quantidade: null,
  codigocupom: null,
  idlista: null,
  slug: null,
  ...over,
});

function escopo() {
  const fake = createFakeApi([
    [/^\/v4\/link-acao\/[^/]+\/1$/, () => json(acao({ codigocupom: 'AURORA10' }))],
    [/^\/v4\/link-acao\/[^/]+\/2$/, () => json(acao({ idacao: 2, tipo: 'ABRIR_LISTA', idlista: 3 }))],
    [
      /^\/v4\/link-acao\/[^/]+\/3$/,
      () => json(acao({ idacao: 3, tipo: 'ADICIONAR_PRODUTO', idproduto: 5, quantidade: 2, slug: 'cafe-5' })),
    ],
    [
      /^\/v2\/app\/[^/]+\/fornecedor\/[^/]+\/produto\/cafe-5$/,
      () =>
        json({
          ...produto(5, { nome: 'Café' }),
          descricao: '',
          categoria: { idcategoria: 1, nome: 'Cafés', slug: 'cafes' },
          similares: [],
        }),
    ],
    [
      /^\/v4\/link-acao\/[^/]+\/\d+$/,
      () => json({ mensagem: 'Ação do link não encontrada', codigo: 'link-acao.nao-encontrada' }, 404),
    ],
    [/^\/v2\/app\/cupom-desconto\/validar-desconto\//, () => json({ mensagem: 'Cupom inválido', codigo: 'x' }, 400)],
  ]);
  const scope = fork({
    values: [
      [$api, fake.api],
      [$fornecedor, aurora],
      [$token, 'sessao_0123456789abcdefABCDEF'],
      [$usuario, usuario],
    ],
  });
  const navegou: string[] = [];
  return { scope, fake, navegou, navigate: (to: string) => void navegou.push(to) };
}

describe('action links', () => {
  it("asks the supplier's action and, for a coupon, opens the cart and submits the coupon", async () => {
    const { scope, fake, navegou, navigate } = escopo();
    await runLinkAction(scope, 1, navigate);
    const caminhos = fake.requests.map((r) => new URL(r.url).pathname);
    expect(caminhos[0]).toBe(`/api/v4/link-acao/${aurora.idfornecedor}/1`);
    expect(navegou).toEqual([rotas.carrinho(`/${aurora.slug}`)]);
    expect(
      caminhos.some((c) => c.startsWith('/api/v2/app/cupom-desconto/validar-desconto/') && c.endsWith('/AURORA10')),
    ).toBe(true);
    expect(scope.getState($linkActionError)).toBeNull();
  });

  it('opens the shopping list of an open-list action', async () => {
    const { scope, navegou, navigate } = escopo();
    await runLinkAction(scope, 2, navigate);
    expect(navegou).toEqual([rotas.lista(`/${aurora.slug}`, 3)]);
  });

  it('adds the quantity of an add-product action to the cart and opens the cart panel', async () => {
    const { scope, navegou, navigate } = escopo();
    await runLinkAction(scope, 3, navigate);
    const linha = scope.getState($cartLines).find((l) => l.produto.id === 5);
    expect(linha?.quantidadeMilesimos).toBe(2000);
    expect(scope.getState($cartPanelOpen)).toBe(true);
    expect(navegou).toEqual([]);
  });

  it("keeps the server's message when the action is not found, and goes nowhere", async () => {
    const { scope, navegou, navigate } = escopo();
    await runLinkAction(scope, 99, navigate);
    expect(scope.getState($linkActionError)).toBe('Ação do link não encontrada');
    expect(navegou).toEqual([]);
  });
});

// @vitest-environment node
import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { $api } from '../app';
import { $bloqueado, $cartLines, $cartPanelOpen } from '../cart';
import { $cartNotice, $cartNoticeCount } from '../cart/notice';
import { $rota } from '../navigation';
import { $token, $usuario } from '../session';
import { $fornecedor } from '../supplier';
import { aurora, createFakeApi, json, produto } from '../testing/fake-api';
import { $combos, $currentCombo, $combosError, comboAddClicked, combosShown, type ComboPromocional } from './index';

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

const COMBO: ComboPromocional = {
  idcombopromocional_cabecalho: 1,
  idfornecedor: aurora.idfornecedor,
  nome: 'Combo Cesta Básica',
  descricao: '',
  inicio: '2026-01-01',
  fim: null,
  idformapagamento: 1,
  formaPagamento: 'Pix',
  tipoEntrega: null,
  preco: 26.9,
  precoNormal: 30.98,
  economia: 4.08,
  itens: [
    { produto: produto(10098), quantidade: 2, precoUnitario: 6.34, precoNormal: 6.5 },
    { produto: produto(10111), quantidade: 2, precoUnitario: 7.11, precoNormal: 8.99 },
  ],
};

function escopo(logado: boolean, resposta: () => Response = () => json({ combos: [COMBO] })) {
  const fake = createFakeApi([
    [/^\/v4\/promotional-combo-client\/[^/]+\/42$/, resposta],
    [/^\/v4\/promotional-combo-all\/[^/]+$/, () => json({ combos: [] })],
  ]);
  const scope = fork({
    values: [
      [$api, fake.api],
      [$fornecedor, aurora],
      ...(logado
        ? [
            [$token, SESSION],
            [$usuario, usuario],
          ]
        : []),
      [$rota, { pagina: 'combo', slug: '1' }],
    ] as never,
  });
  return { scope, fake };
}

describe('combos model', () => {
  it("a client's combos (with the session), asked once; the combo page's combo by its id", async () => {
    const { scope, fake } = escopo(true);
    await allSettled(combosShown, { scope });
    await allSettled(combosShown, { scope });
    const chamadas = fake.requests.filter((r) => r.url.includes('promotional-combo'));
    expect(chamadas).toHaveLength(1);
    expect(chamadas[0]?.headers.get('Authorization')).toBe(`Bearer ${SESSION}`);
    expect(scope.getState($combos)).toEqual([COMBO]);
    expect(scope.getState($currentCombo)?.nome).toBe('Combo Cesta Básica');
  });

  it('a visitor gets the combos open to every client', async () => {
    const { scope, fake } = escopo(false);
    await allSettled(combosShown, { scope });
    expect(fake.requests.map((r) => new URL(r.url).pathname)).toEqual([
      expect.stringMatching(/\/v4\/promotional-combo-all\//),
    ]);
    expect(scope.getState($combos)).toEqual([]);
    expect(scope.getState($currentCombo)).toBeNull();
  });

  it("'Adicionar combo' puts its items in the cart as lines of the combo, added to what was there", async () => {
    const fake = createFakeApi([]);
    const scope = fork({
      values: [
        [$api, fake.api],
        [$fornecedor, aurora],
        [
          $cartLines,
          [
            {
              produto: produto(10098),
              quantidadeMilesimos: 1000,
              embalarParaPresente: false,
              precoAtendenteCentavos: null,
            },
          ],
        ],
      ] as never,
    });
    await allSettled(comboAddClicked, { scope, params: COMBO });
    const linhas = scope.getState($cartLines);
    expect(linhas.map((l) => [l.produto.id, l.quantidadeMilesimos, l.idcombo])).toEqual([
      [10098, 3000, 1],
      [10111, 2000, 1],
    ]);
    // The panel says so (and the page goes home: features/cart/home-after-cart).
    expect(scope.getState($cartNotice)).toEqual({ mensagem: 'Combo adicionado ao carrinho!', detalhes: [] });
    expect(scope.getState($cartNoticeCount)).toBe(1);
    expect(scope.getState($cartPanelOpen)).toBe(true);
  });

  it('a cart an attendant locked takes no combo: no notice, the page stays', async () => {
    const scope = fork({
      values: [
        [$api, createFakeApi([]).api],
        [$fornecedor, aurora],
        [$bloqueado, true],
      ],
    });
    await allSettled(comboAddClicked, { scope, params: COMBO });
    expect(scope.getState($cartLines)).toEqual([]);
    expect(scope.getState($cartNoticeCount)).toBe(0);
  });

  it("the server's refusal is shown", async () => {
    const { scope } = escopo(true, () => json({ mensagem: 'Acesso negado.', codigo: 'sessao.cliente-invalido' }, 403));
    await allSettled(combosShown, { scope });
    expect(scope.getState($combosError)).toBe('Acesso negado.');
  });
});

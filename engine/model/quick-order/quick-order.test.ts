import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { $api } from '../app';
import { $cartLines } from '../cart';
import { $token } from '../session';
import { $fornecedor } from '../supplier';
import { aurora, createFakeApi, json, produto } from '../testing/fake-api';
import {
  $adicionados,
  $erro,
  $exampleLines,
  $resultado,
  quickOrderAddedToCart,
  quickOrderChecked,
  quickOrderFileChosen,
  quickOrderOpened,
} from './index';
import './to-cart';

const kit = produto(5, { nome: 'Kit', maxporpedido: 10 });
const cafe = produto(6, { nome: 'Café' });

function escopo(status = 200) {
  const fake = createFakeApi([
    [
      /^\/v2\/app\/[^/]+\/pedido-rapido$/,
      () =>
        status === 200
          ? json({
              linhas: [
                {
                  linha: 1,
                  codigo: '5',
                  quantidadeTexto: '50',
                  ok: true,
                  quantidade: 10,
                  mensagem: 'quantidade ajustada para 10 (máximo de 10 por pedido)',
                  produto: kit,
                },
                { linha: 2, codigo: '6', quantidadeTexto: '2', ok: true, quantidade: 2, mensagem: null, produto: cafe },
                {
                  linha: 3,
                  codigo: '9',
                  quantidadeTexto: '1',
                  ok: false,
                  quantidade: null,
                  mensagem: 'código não encontrado',
                  produto: null,
                },
              ],
              invalidas: [],
            })
          : json(
              { mensagem: 'Requisição inválida: envie no máximo 500 linhas por vez', codigo: 'requisicao.invalida' },
              400,
            ),
    ],
    [
      /^\/v2\/app\/[^/]+\/listaprodutos\/[^/]+$/,
      () =>
        json({
          produtos: [
            produto(10001, { idcadastroextraproduto: 510001 }),
            produto(10002, { idcadastroextraproduto: 510002 }),
          ],
          quantidadeProdutos: 616,
          page: 1,
          limit: 2,
          listaTemPrecos: true,
          ordenacao: [],
        }),
    ],
    [
      /^\/v4\/product\/spreadsheet\/[^/]+$/,
      () =>
        status === 200
          ? json({
              linhas: [
                { linha: 2, codigo: '6', quantidadeTexto: '2', ok: true, quantidade: 2, mensagem: null, produto: cafe },
              ],
              invalidas: [],
            })
          : json(
              {
                mensagem: 'Não foi possível ler a planilha: envie um arquivo do Excel (.xlsx) válido.',
                codigo: 'planilha.invalida',
              },
              400,
            ),
    ],
  ]);
  const scope = fork({
    values: [
      [$api, fake.api],
      [$fornecedor, aurora],
      [$token, 'anon-0123456789abcdef0123456789abcdef'],
    ],
  });
  return { scope, fake };
}

describe('quick order model', () => {
  it('checks the pasted text on the server, then puts the valid lines in the cart in one step', async () => {
    const { scope, fake } = escopo();
    await allSettled(quickOrderChecked, { scope, params: '5 50\n6 2\n9 1' });
    expect(fake.requests).toHaveLength(1);
    expect(scope.getState($resultado)?.linhas).toHaveLength(3);
    await allSettled(quickOrderAddedToCart, { scope });
    expect(scope.getState($cartLines).map((l) => [l.produto.nome, l.quantidadeMilesimos])).toEqual([
      ['Café', 2000],
      ['Kit', 10_000],
    ]);
    expect(scope.getState($adicionados)).toBe(2);
  });

  it("shows the server's refusal; nothing is sent for an empty text", async () => {
    const { scope, fake } = escopo(400);
    await allSettled(quickOrderChecked, { scope, params: '   ' });
    expect(fake.requests).toHaveLength(0);
    await allSettled(quickOrderChecked, { scope, params: '1 1' });
    expect(scope.getState($erro)).toBe('Requisição inválida: envie no máximo 500 linhas por vez');
  });

  it('sends an .xlsx file as it is (its bytes, its type) and shows the lines the server read; a bad file shows its pt-BR message', async () => {
    const { scope, fake } = escopo();
    const bytes = new Uint8Array([0x50, 0x4b, 3, 4, 9, 9]);
    await allSettled(quickOrderFileChosen, { scope, params: new Blob([bytes]) });
    const pedido = fake.requests.at(-1)!;
    expect(new URL(pedido.url).pathname).toBe(`/api/v4/product/spreadsheet/${aurora.idfornecedor}`);
    expect(pedido.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(new Uint8Array(await pedido.arrayBuffer())).toEqual(bytes);
    expect(pedido.headers.get('authorization')).toBeNull();
    expect(scope.getState($resultado)?.linhas.map((l) => l.linha)).toEqual([2]);
    await allSettled(quickOrderAddedToCart, { scope });
    expect(scope.getState($adicionados)).toBe(1);

    const ruim = escopo(400);
    await allSettled(quickOrderFileChosen, { scope: ruim.scope, params: new Blob(['x']) });
    expect(ruim.scope.getState($erro)).toMatch(/^Não foi possível ler a planilha/);
    expect(ruim.scope.getState($resultado)).toBeNull();
  });

  it("makes the page's example of this shop's real codes, asked once (issue 35)", async () => {
    const { scope, fake } = escopo();
    expect(scope.getState($exampleLines)).toBe('');
    await allSettled(quickOrderOpened, { scope });
    expect(scope.getState($exampleLines)).toBe('510001 12\n510002 6');
    const pedido = new URL(fake.requests.at(-1)!.url);
    expect(pedido.pathname).toBe(
      `/api/v2/app/anon-0123456789abcdef0123456789abcdef/listaprodutos/${aurora.idfornecedor}`,
    );
    expect(pedido.searchParams.get('limit')).toBe('2');
    await allSettled(quickOrderOpened, { scope });
    expect(fake.requests).toHaveLength(1);
  });
});

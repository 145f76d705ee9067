import { allSettled, fork } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $api } from '../app';
import { $token, $usuario } from '../session';
import { $fornecedor } from '../supplier';
import { ADMIN_AURORA, aurora, createFakeApi, json, SESSAO_ADMIN } from '../testing/fake-api';
import {
  $erroBuscaProduto,
  $nomesProdutos,
  $produtosSugeridos,
  ESPERA_BUSCA_PRODUTO_MS,
  produtoSearched,
  produtoRemembered,
  SUGESTOES_PRODUTO,
  TEXTOS_SELETOR_PRODUTO,
} from './product-picker';

const CATALOGO = [
  { id: 10001, nome: 'Café Torrado Cafezal 500 g' },
  { id: 10002, nome: 'Café Solúvel Aurora 200 g' },
  { id: 20001, nome: 'Arroz Agulhinha 5 kg' },
];

function escopo() {
  const fake = createFakeApi([
    [
      /^\/v4\/admin\/[^/]+\/produtos$/,
      (request) => {
        const url = new URL(request.url);
        const busca = (url.searchParams.get('busca') ?? '').toLowerCase();
        if (busca === 'falha') return json({ mensagem: 'Erro.', codigo: 'teste' }, 500);
        const achados = CATALOGO.filter((p) => p.nome.toLowerCase().includes(busca) || String(p.id) === busca);
        return json({
          produtos: achados.map((p) => ({
            ...p,
            ativo: true,
            categoria: 'Mercearia',
            imagem: `/imagens/produtos/x/${p.id}.webp?v=1`,
            imagemEnviada: null,
          })),
          total: achados.length,
        });
      },
    ],
  ]);
  const scope = fork({
    values: [
      [$api, fake.api],
      [$fornecedor, aurora],
      [$token, SESSAO_ADMIN],
      [$usuario, ADMIN_AURORA],
    ] as never,
  });
  return { scope, fake };
}

const buscas = (fake: ReturnType<typeof escopo>['fake']) =>
  fake.requests.map((r) => new URL(r.url).searchParams.get('busca'));

afterEach(() => {
  vi.useRealTimers();
});

describe('the studio product picker', () => {
  it('searches once typing pauses, at most 8, with the admin Bearer; learns the names', async () => {
    vi.useFakeTimers();
    const { scope, fake } = escopo();
    await allSettled(produtoSearched, { scope, params: 'c' });
    await allSettled(produtoSearched, { scope, params: 'ca' });
    await allSettled(produtoSearched, { scope, params: 'café ' });
    expect(fake.requests).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(ESPERA_BUSCA_PRODUTO_MS);
    await allSettled(scope);
    expect(buscas(fake)).toEqual(['café']);
    const pedido = fake.requests[0]!;
    expect(new URL(pedido.url).searchParams.get('limit')).toBe(String(SUGESTOES_PRODUTO));
    expect(pedido.headers.get('authorization')).toBe(`Bearer ${SESSAO_ADMIN}`);
    expect(scope.getState($produtosSugeridos).map((p) => p.id)).toEqual([10001, 10002]);
    expect(scope.getState($nomesProdutos)[10002]).toBe('Café Solúvel Aurora 200 g');
    // Emptied: no call, no suggestions.
    await allSettled(produtoSearched, { scope, params: '' });
    await vi.advanceTimersByTimeAsync(ESPERA_BUSCA_PRODUTO_MS);
    expect(fake.requests).toHaveLength(1);
    expect(scope.getState($produtosSugeridos)).toEqual([]);
  });

  it('replaces the suggestions with each search; a failed one says so in pt-BR', async () => {
    vi.useFakeTimers();
    const { scope } = escopo();
    await allSettled(produtoSearched, { scope, params: 'arroz' });
    await vi.advanceTimersByTimeAsync(ESPERA_BUSCA_PRODUTO_MS);
    await allSettled(scope);
    expect(scope.getState($produtosSugeridos).map((p) => p.id)).toEqual([20001]);
    await allSettled(produtoSearched, { scope, params: 'falha' });
    await vi.advanceTimersByTimeAsync(ESPERA_BUSCA_PRODUTO_MS);
    await allSettled(scope);
    expect(scope.getState($erroBuscaProduto)).toBe(TEXTOS_SELETOR_PRODUTO.erro);
  });

  it('learns the name of a product already in the document, once', async () => {
    const { scope, fake } = escopo();
    await allSettled(produtoRemembered, { scope, params: 20001 });
    await allSettled(produtoRemembered, { scope, params: 20001 });
    expect(scope.getState($nomesProdutos)).toEqual({ 20001: 'Arroz Agulhinha 5 kg' });
    expect(buscas(fake)).toEqual(['20001']);
  });
});

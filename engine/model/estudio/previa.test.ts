import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { $api } from '../app';
import { $produtos } from '../catalogue';
import { $categorias } from '../categories';
import { $rota } from '../navigation';
import { $fornecedor } from '../supplier';
import type { Categoria, Produto } from '../types';
import { $previewPage, previewOpened, previewPageChosen, previewPath } from './previa';

describe('the preview follows the studio’s page', () => {
  it('a page type’s route, with a category or product of the shop’s own where it needs one', () => {
    const sample = { category: 'bebidas', product: 'cafe-torrado' };
    expect(previewPath('/aurora', 'home', sample)).toBe('/aurora/');
    expect(previewPath('/aurora', 'categoria', sample)).toBe('/aurora/categoria/bebidas');
    expect(previewPath('/aurora', 'produto', sample)).toBe('/aurora/produto/cafe-torrado');
    expect(previewPath('/aurora', 'produto', {})).toBe('/aurora/');
    expect(previewPath('/aurora', 'carrinho', {})).toBe('/aurora/carrinho');
    expect(previewPath('/aurora', 'alterar-dados', {})).toBe('/aurora/minha-conta/alterar-dados');
    // One order, a static page, a reset code: nothing the preview may choose.
    expect(previewPath('/aurora', 'pedido', sample)).toBe('/aurora/');
  });

  it('an expired-session answer in the preview does not open the login over it', async () => {
    const listeners: (((m: string) => void) | null)[] = [];
    const api = { onSessionExpired: (l: ((m: string) => void) | null) => listeners.push(l) };
    const scope = fork({ values: [[$api, api as never]] });
    await allSettled(previewOpened, { scope });
    expect(listeners.at(-1)).toBeNull();
  });

  it('leaves every other scope alone (on the server, every page rendered after a preview was)', async () => {
    const scope = fork({
      values: [[$fornecedor, { idfornecedor: 'x', slug: 'aurora', nome: 'Aurora', tags: [] } as never]],
    });
    await allSettled($categorias, {
      scope,
      params: [{ slug: 'bebidas', nome: 'Bebidas', subcategorias: [] } as unknown as Categoria],
    });
    await allSettled($produtos, { scope, params: [{ slug: 'cafe-torrado' } as Produto] });
    await allSettled(previewPageChosen, { scope, params: 'carrinho' });
    expect(scope.getState($rota)).toEqual({ pagina: 'outra' });
  });

  it('moves the model to the chosen page, once the shop’s products are there', async () => {
    const scope = fork({
      values: [
        [$fornecedor, { idfornecedor: 'x', slug: 'aurora', nome: 'Aurora', tags: [] } as never],
        [$categorias, [{ slug: 'bebidas', nome: 'Bebidas', subcategorias: [] } as unknown as Categoria]],
      ],
    });
    await allSettled(previewOpened, { scope });
    expect(scope.getState($rota)).toEqual({ pagina: 'home' });
    await allSettled(previewPageChosen, { scope, params: 'carrinho' });
    expect(scope.getState($rota)).toEqual({ pagina: 'carrinho' });
    await allSettled(previewPageChosen, { scope, params: 'categoria' });
    expect(scope.getState($rota)).toEqual({
      pagina: 'categoria',
      slug: 'bebidas',
      lista: { agrupadores: [], ordenacao: null, tags: [] },
    });
    await allSettled(previewPageChosen, { scope, params: 'produto' });
    expect(scope.getState($rota)).toEqual({ pagina: 'home' });
    await allSettled($produtos, { scope, params: [{ slug: 'cafe-torrado' } as Produto] });
    expect(scope.getState($rota)).toEqual({ pagina: 'produto', slug: 'cafe-torrado' });
    await allSettled(previewPageChosen, { scope, params: 'nao-existe' });
    expect(scope.getState($previewPage)).toBe('produto');
  });
});

import { fork } from 'effector';
import type { StoreWritable } from 'effector';
import { Provider } from 'effector-react';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $produto } from '../../engine/model/product';
import { $documentos, $documentosCarregados, $fornecedor } from '../../engine/model/supplier';
import { aurora, construforte, produto } from '../../engine/model/testing/fake-api';
import { AppRoutes } from './app';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

type Values = { values: [StoreWritable<unknown>, unknown][] };

function renderAt(path: string, values: Values = { values: [] }) {
  const scope = fork(values);
  render(
    <Provider value={scope}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
      </MemoryRouter>
    </Provider>,
  );
  return scope;
}

const ready = (extra: [StoreWritable<never>, unknown][] = []): Values => ({
  values: [[$fornecedor, aurora], [$documentosCarregados, true], ...extra] as Values['values'],
});

describe('routes', () => {
  it.each([
    ['/aurora/carrinho', 'Carrinho: em breve'],
    ['/aurora/minha-conta', 'Minha conta: em breve'],
    ['/aurora/minha-conta/faturas', 'Minha conta: em breve'],
    ['/aurora/pedidos', 'Pedidos: em breve'],
    ['/aurora/listas', 'Listas de compras: em breve'],
    ['/aurora/login', 'Entrar: em breve'],
    ['/aurora/login-token/abc/x%40y.com', 'Entrando na sua conta: em breve'],
    ['/aurora/submissao/123', 'Pedido submetido: em breve'],
    ['/aurora/pagina/quem-somos', 'Página: em breve'],
  ])('%s → "%s" with a link back home', async (path, title) => {
    renderAt(path, ready());
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voltar para o início' }).getAttribute('href')).toBe('/aurora/');
  });

  it('unknown sub-route → Página não encontrada', async () => {
    renderAt('/aurora/nada/aqui', ready());
    expect(await screen.findByRole('heading', { level: 1, name: 'Página não encontrada' })).toBeTruthy();
  });

  it('HTTP 429 page in pt-BR', async () => {
    renderAt('/aurora/erro/too-many-request', ready());
    expect(await screen.findByRole('heading', { level: 1, name: 'Muitas solicitações' })).toBeTruthy();
  });

  it('a bad layout document falls back to the default layout (never blank) and logs the errors', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderAt('/aurora', ready([[$documentos as unknown as StoreWritable<never>, { layout: { schemaVersion: 1, regions: { header: [{ type: 'nope', id: 'x' }], footer: [] }, pages: { home: [], categoria: [], busca: [], produto: [] } }, menu: null, features: null, atualizado_em: null }]]));
    expect(await screen.findByRole('banner')).toBeTruthy(); // the default header
    expect(screen.getByRole('heading', { name: 'Produtos' })).toBeTruthy(); // the default home grid
    expect(error.mock.calls.flat().join(' ')).toMatch(/bloco desconhecido "nope"/);
  });

  it('the product page (lazy) shows the product from getProduto, with the hidden-price text when prices are hidden', async () => {
    const detalhe = {
      ...produto(5, { nome: 'Cimento <b>CP II</b> 50 kg', preco: null, preconf: null }),
      descricao: 'Saco de 50 kg.',
      categoria: { idcategoria: 1, nome: 'Cimento', slug: 'cimento' },
      similares: [],
    };
    renderAt('/construforte/produto/produto-5', { values: [[$fornecedor, construforte], [$documentosCarregados, true], [$produto, detalhe]] as Values['values'] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Cimento CP II 50 kg' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('Faça login para ver o preço')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Cimento' }).getAttribute('href')).toBe('/construforte/categoria/cimento');
    await waitFor(() => expect(document.title).toContain('Cimento CP II 50 kg'));
  });
});

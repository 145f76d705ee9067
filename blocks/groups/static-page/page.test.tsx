import { fork } from 'effector';
import type { StoreWritable } from 'effector';
import { Provider } from 'effector-react';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultLayout } from '#blocks/default-layout';
import { anonymousGateContext } from '#engine/layout/gate';
import { LayoutRegion } from '#engine/layout/renderer';
import { $erroPagina, $pagina } from '#engine/model/static-page';
import type { ErroPagina, PaginaEstatica } from '#engine/model/static-page';
import { $fornecedor } from '#engine/model/supplier';
import { aurora } from '#engine/model/testing/fake-api';
import { pageTitle, shopTitle } from '#engine/rules/page-title';
import { Frame, registry } from './page';

afterEach(cleanup);

const pagina = {
  titulo: 'Quem somos',
  conteudo: 'Uma distribuidora de bairro desde 1998.',
  atualizado_em: '2026-01-15T12:00:00.000Z',
} as PaginaEstatica;

function renderPagina(values: { pagina?: PaginaEstatica; erro?: ErroPagina }) {
  const scope = fork({
    values: [
      [$fornecedor, aurora],
      [$pagina, values.pagina ?? null],
      [$erroPagina, values.erro ?? null],
    ] as [StoreWritable<unknown>, unknown][],
  });
  return render(
    <Provider value={scope}>
      <MemoryRouter initialEntries={['/aurora/pagina/quem-somos']}>
        <Frame pageType="pagina">
          <LayoutRegion nodes={defaultLayout.pages.pagina} registry={registry} context={anonymousGateContext()} />
        </Frame>
      </MemoryRouter>
    </Provider>,
  );
}

describe('the pagina page type', () => {
  it("is the article labelled by the page's title as its one h1, around the default layout: the page's content", () => {
    expect(defaultLayout.pages.pagina.map((node) => node.type)).toEqual(['static-page-content']);
    document.title = 'Distribuidora Aurora';
    renderPagina({ pagina });
    const h1 = screen.getByRole('heading', { level: 1, name: 'Quem somos' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const article = h1.closest('article')!;
    expect(article.getAttribute('aria-labelledby')).toBe(h1.id);
    expect(article.textContent).toContain('Atualizada em 15 de janeiro de 2026');
    expect(article.textContent).toContain('Uma distribuidora de bairro desde 1998.');
    // 'Página | Loja' (engine/rules/page-title), the shop's title after.
    expect(document.title).toBe(pageTitle('Quem somos', aurora.config.seo));
    cleanup();
    expect(document.title).toBe(shopTitle(aurora.config.seo));
  });

  it("says 'Página não encontrada' for no such page, and the server's message for one not shown in the shop", () => {
    renderPagina({ erro: { status: 404, mensagem: 'Página não encontrada.' } });
    expect(screen.getByRole('heading', { level: 1, name: 'Página não encontrada' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voltar para o início' }).getAttribute('href')).toBe('/aurora/');
    cleanup();
    renderPagina({ erro: { status: 403, mensagem: 'Esta página não pode ser exibida na loja.' } });
    expect(screen.getByRole('heading', { level: 1, name: 'Página indisponível' })).toBeTruthy();
    expect(screen.getByText('Esta página não pode ser exibida na loja.')).toBeTruthy();
  });

  it('shows the loading state until the page is there', () => {
    renderPagina({});
    expect(screen.getByRole('status').textContent).toContain('Carregando a página…');
    expect(screen.queryByRole('article')).toBeNull();
  });
});

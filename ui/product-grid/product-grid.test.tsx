import { cleanup, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { ProductCardProduct } from '../product-card';
import { ProductGrid, ProductGridSkeleton } from '.';

afterEach(cleanup);

const links = (p: { id: number }) => ({ href: `/aurora/produto/${p.id}`, imagemSrc: `/img/${p.id}.webp` });
const produtos: ProductCardProduct[] = Array.from({ length: 8 }, (_, i) => ({
  id: i + 1,
  idcadastroextraproduto: 510_001 + i,
  nome: `Produto ${i + 1}`,
  labelunidade: 'CX 12 un',
  mensagemcardproduto: null,
  preco: 24.9,
  preco_original: null,
  precovendaatacado: 21.9,
  minvendaatacado: 10,
  multiploincremento: 1,
  granularidade: 1,
  unidade: 'CX',
}));

describe('product cards and grids (issue 11, item 4)', () => {
  it('reads price, wholesale line, then the unit, on the server as in the browser', () => {
    const html = renderToString(
      <MemoryRouter>
        <ProductGrid produtos={produtos.slice(0, 1)} linksFor={links} mostrarPrecos={true} />
      </MemoryRouter>,
    ).replace(/<!-- -->/g, '');
    const preco = html.indexOf('R$ 24,90');
    const atacado = html.indexOf('Atacado: R$ 21,90');
    const unidade = html.indexOf('CX 12 un');
    expect(preco).toBeGreaterThan(html.indexOf('Produto 1'));
    expect(atacado).toBeGreaterThan(preco);
    expect(unidade).toBeGreaterThan(atacado);
    // The supplier's code, the one quick order takes, beside the unit (issue 35).
    expect(html.indexOf('CX 12 un · Cód. 510001')).toBe(unidade);
    // The EAN on a line of its own under it where the product has one, none where it has not.
    const comEan = renderToString(
      <MemoryRouter>
        <ProductGrid
          produtos={[
            { ...produtos[0]!, ean: '7890005100013' },
            { ...produtos[1]!, ean: null },
          ]}
          linksFor={links}
          mostrarPrecos={true}
        />
      </MemoryRouter>,
    ).replace(/<!-- -->/g, '');
    expect(comEan).toContain('CX 12 un · Cód. 510001<br/>EAN 7890005100013</p>');
    expect(comEan.match(/EAN /g)).toHaveLength(1);
  });

  it('lays the similar products out as one row: every card rendered, a layout of its own', () => {
    render(
      <MemoryRouter>
        <ProductGrid
          produtos={produtos}
          linksFor={links}
          mostrarPrecos={true}
          layout="row"
          testId="similar-product-card"
        />
        <ProductGrid produtos={produtos} linksFor={links} mostrarPrecos={true} />
      </MemoryRouter>,
    );
    const [linha, grade] = screen.getAllByRole('list');
    expect(within(linha!).getAllByTestId('similar-product-card')).toHaveLength(8);
    expect(linha!.className).not.toBe(grade!.className);
    expect(within(linha!).getAllByRole('listitem')[0]!.className).not.toBe(
      within(grade!).getAllByRole('listitem')[0]!.className,
    );
  });

  it('draws skeletons in the grid’s own layout, hidden from assistive technology', () => {
    render(
      <MemoryRouter>
        <ProductGridSkeleton count={4} />
        <ProductGrid produtos={produtos} linksFor={links} mostrarPrecos={true} />
      </MemoryRouter>,
    );
    const esqueletos = Array.from(document.querySelectorAll('ul[aria-hidden="true"] > li'));
    expect(esqueletos).toHaveLength(4);
    const lista = esqueletos[0]!.parentElement!;
    expect(lista.getAttribute('aria-hidden')).toBe('true');
    expect(lista.className).toBe(screen.getByRole('list').className);
    expect(screen.getAllByRole('list')).toHaveLength(1);
  });
});

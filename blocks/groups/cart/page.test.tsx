import { fork } from 'effector';
import { Provider } from 'effector-react';
import { cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { $cartLines } from '#engine/model/cart';
import type { CartLine } from '#engine/model/cart';
import { aurora, produto } from '#engine/model/testing/fake-api';
import { $fornecedor } from '#engine/model/supplier';
import { blockRegistry } from '#blocks/registry';
import { entryBlockSchemas } from '#blocks/schemas';
import { cartBlockSchemas } from './schemas';
import { cartDefaultNodes } from './defaults';
import { Frame, registry } from './page';

afterEach(cleanup);

const linha: CartLine = {
  produto: produto(1, { nome: 'Arroz', preco: 20 }),
  quantidadeMilesimos: 1000,
  embalarParaPresente: false,
  precoAtendenteCentavos: null,
};

function frame(lines: CartLine[]) {
  const scope = fork({
    values: [
      [$fornecedor, aurora],
      [$cartLines, lines],
    ],
  });
  return (
    <Provider value={scope}>
      <MemoryRouter initialEntries={['/aurora/carrinho']}>
        <Frame pageType="carrinho">
          <p>os blocos</p>
        </Frame>
      </MemoryRouter>
    </Provider>
  );
}

describe('the cart page frame', () => {
  it('says it is loading in the server HTML (the server cannot know a visitor’s cart)', () => {
    const html = renderToString(frame([linha]));
    expect(html).toContain('Carregando o carrinho…');
    expect(html).not.toContain('os blocos');
  });

  it('wraps the layout in the page’s one h1 with the quick-order hint', () => {
    render(frame([linha]));
    expect(screen.getByRole('heading', { level: 1, name: 'Carrinho' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'pedido rápido' }).getAttribute('href')).toBe('/aurora/pedido-rapido');
    expect(screen.getByText('os blocos')).toBeTruthy();
  });

  it('an empty cart gets its own screen, without the blocks', () => {
    render(frame([]));
    expect(screen.getByRole('heading', { level: 1, name: 'Seu carrinho está vazio.' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ver produtos' }).getAttribute('href')).toMatch(/^\/aurora\/?$/);
    expect(screen.getByRole('link', { name: 'Pedido rápido' })).toBeTruthy();
    expect(screen.queryByText('os blocos')).toBeNull();
  });

  it('the default nodes are blocks of its registry (or first-view blocks, allowed on any page), valid with empty props, ids with the padrao- prefix', () => {
    const schemas = { ...entryBlockSchemas, ...cartBlockSchemas };
    for (const node of cartDefaultNodes) {
      expect({ ...blockRegistry, ...registry }).toHaveProperty(node.type);
      expect(schemas[node.type as keyof typeof schemas].props.safeParse(node.props).success).toBe(true);
      expect(node.id).toMatch(/^padrao-/);
    }
    expect(new Set(cartDefaultNodes.map((n) => n.id)).size).toBe(cartDefaultNodes.length);
  });
});

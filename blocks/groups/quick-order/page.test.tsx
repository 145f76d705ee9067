import { fork } from 'effector';
import { Provider } from 'effector-react';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultLayout } from '#blocks/default-layout';
import { anonymousGateContext } from '#engine/layout/gate';
import { LayoutRegion } from '#engine/layout/renderer';
import { Frame, registry } from './page';

afterEach(cleanup);

describe('the pedido-rapido page type', () => {
  it("is the section labelled by its one h1, 'Pedido rápido', around the default layout: the quick order", () => {
    expect(defaultLayout.pages['pedido-rapido'].map((node) => node.type)).toEqual(['quick-order']);
    render(
      <Provider value={fork()}>
        <MemoryRouter initialEntries={['/aurora/pedido-rapido']}>
          <Frame pageType="pedido-rapido">
            <LayoutRegion
              nodes={defaultLayout.pages['pedido-rapido']}
              registry={registry}
              context={anonymousGateContext()}
            />
          </Frame>
        </MemoryRouter>
      </Provider>,
    );
    const h1 = screen.getByRole('heading', { level: 1, name: 'Pedido rápido' });
    expect(h1.id).toBe('pedido-rapido-titulo');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(h1.closest('section')!.contains(screen.getByLabelText('Código e quantidade'))).toBe(true);
    expect(screen.getByRole('button', { name: 'Conferir linhas' })).toBeTruthy();
  });
});

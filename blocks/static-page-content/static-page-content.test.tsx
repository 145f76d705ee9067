import { fork } from 'effector';
import type { StoreWritable } from 'effector';
import { Provider } from 'effector-react';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { $pagina } from '#engine/model/static-page';
import type { PaginaEstatica } from '#engine/model/static-page';
import { staticPageContentProps } from './schema';
import { StaticPageContent } from './static-page-content';

afterEach(cleanup);

const pagina = {
  titulo: 'Quem somos',
  conteudo: 'Uma distribuidora de bairro desde 1998.',
  atualizado_em: '2026-01-15T12:00:00.000Z',
} as PaginaEstatica;

function renderWith(props: object, aberta: PaginaEstatica | null = pagina) {
  const scope = fork({ values: [[$pagina, aberta]] as [StoreWritable<unknown>, unknown][] });
  return render(
    <Provider value={scope}>
      <StaticPageContent id="conteudo" props={staticPageContentProps.parse(props)} />
    </Provider>,
  );
}

describe('static-page-content block', () => {
  it("by default shows the page's update date above its content", () => {
    expect(staticPageContentProps.parse({})).toEqual({ mostrarAtualizacao: true });
    renderWith({});
    expect(screen.getByText('Atualizada em 15 de janeiro de 2026')).toBeTruthy();
    expect(screen.getByText('Uma distribuidora de bairro desde 1998.')).toBeTruthy();
  });

  it('leaves the date out when told, and renders nothing without a page', () => {
    renderWith({ mostrarAtualizacao: false });
    expect(screen.queryByText(/Atualizada em/)).toBeNull();
    expect(screen.getByText('Uma distribuidora de bairro desde 1998.')).toBeTruthy();
    cleanup();
    const { container } = renderWith({}, null);
    expect(container.innerHTML).toBe('');
  });
});

import { allSettled, fork } from 'effector';
import type { Scope } from 'effector';
import { Provider } from 'effector-react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { $avisos, $bloqueado, $bloqueioAberto, $erro } from '#engine/model/cart';
import { CartNotices } from './cart-notices';
import { cartNoticesProps, TEXTO_BLOQUEIO } from './schema';

afterEach(cleanup);

const aviso = {
  id: 1,
  codigo: 'carrinho.quantidade-ajustada' as const,
  mensagem: 'A quantidade do Café foi ajustada.',
};

function renderNotices(scope: Scope, props: object = {}) {
  render(
    <Provider value={scope}>
      <CartNotices id="avisos" props={cartNoticesProps.parse(props)} />
    </Provider>,
  );
  return scope;
}

describe('the cart notices block', () => {
  it('renders nothing with nothing to say', () => {
    const { container } = render(
      <Provider value={fork()}>
        <CartNotices id="avisos" props={cartNoticesProps.parse({})} />
      </Provider>,
    );
    expect(container.innerHTML).toBe('');
  });

  it("shows the error, the server's notices and the lock; once opened, 'Desbloquear carrinho' and 'Cancelar'", async () => {
    const scope = renderNotices(
      fork({
        values: [
          [$erro, 'Não foi possivel salvar o carrinho'],
          [$avisos, [aviso]],
          [$bloqueado, true],
        ],
      }),
    );
    expect(screen.getByRole('alert').textContent).toBe('Não foi possivel salvar o carrinho');
    expect(screen.getByText(aviso.mensagem)).toBeTruthy();
    expect(screen.getByText(TEXTO_BLOQUEIO)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Desbloquear carrinho' })).toBeNull();
    await act(async () => {
      await allSettled($bloqueioAberto, { scope, params: true });
    });
    expect(screen.getByRole('button', { name: 'Desbloquear carrinho' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeTruthy();
  });

  it("takes the lock notice from its props, and can leave the server's notices out", () => {
    renderNotices(
      fork({
        values: [
          [$avisos, [aviso]],
          [$bloqueado, true],
        ],
      }),
      { textoBloqueio: 'Um vendedor está revisando seu carrinho.', mostrarAvisos: false },
    );
    expect(screen.getByText('Um vendedor está revisando seu carrinho.')).toBeTruthy();
    expect(screen.queryByText(aviso.mensagem)).toBeNull();
  });
});

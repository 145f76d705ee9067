import { allSettled, fork } from 'effector';
import type { Scope } from 'effector';
import { Provider } from 'effector-react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { $api } from '#engine/model/app';
import { $avisos, $bloqueado, $bloqueioAberto, $erro, cartPreparationRequested } from '#engine/model/cart';
import { $token, $usuario, type UsuarioSessao } from '#engine/model/session';
import { aurora, createFakeApi, json } from '#engine/model/testing/fake-api';
import { CartNotices, DESBLOQUEIO_PERDE_PRECO, SEM_PERMISSAO_ENVIO } from './cart-notices';
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
    // Before the button: the attendant's prices go with the lock (issue 35).
    const nota = screen.getByRole('button', { name: 'Desbloquear carrinho' }).parentElement!.textContent!;
    expect(nota).toContain(DESBLOQUEIO_PERDE_PRECO);
    expect(nota.indexOf(DESBLOQUEIO_PERDE_PRECO)).toBeLessThan(nota.indexOf('Desbloquear carrinho'));
  });

  describe("a linked user's permission to send (issue 35)", () => {
    const SESSAO = 'sess_0123456789abcdef0123456789abcdef';
    const vinculado = (idcliente: number): UsuarioSessao => ({
      idusuario: 8,
      idcliente,
      nome: 'Bruno Lima',
      email: 'bruno@bompreco.com.br',
      cpf: null,
      papel: 'usuario_vinculado',
      principal: false,
      cadastro_aprovado: true,
      fornecedor_logado: aurora.idfornecedor,
      cliente_nome: 'Mercado Bom Preço Ltda',
    });
    function escopo(usuario: UsuarioSessao | null, pode: boolean) {
      const fake = createFakeApi([
        [
          /^\/v2\/app\/[^/]+\/get-configuracoes-cliente$/,
          () => json({ pode_submeter_pedido: pode, autenticado: true, idcliente: usuario?.idcliente ?? 0 }),
        ],
      ]);
      const scope = fork({
        values: [
          [$api, fake.api],
          [$token, SESSAO],
          [$usuario, usuario],
        ],
      });
      return { scope, fake };
    }

    it('without submissao_pedido: the cart page says it before the checkout, and what he can do; asked once', async () => {
      const { scope, fake } = escopo(vinculado(2), false);
      // The page prepared on the server asks; the block's mount then asks nothing more.
      await allSettled(cartPreparationRequested, { scope });
      expect(fake.requests.map((r) => new URL(r.url).pathname)).toEqual([
        `/api/v2/app/${SESSAO}~2/get-configuracoes-cliente`,
      ]);
      renderNotices(scope);
      const aviso = await screen.findByTestId('cart-sem-permissao');
      expect(aviso.textContent).toBe(SEM_PERMISSAO_ENVIO);
      expect(aviso.textContent).toContain("'Salvar carrinho como lista'");
      expect(fake.requests).toHaveLength(1);
    });

    it('says nothing to a linked user who may send, and asks nothing for a customer', async () => {
      const pode = escopo(vinculado(2), true);
      await allSettled(cartPreparationRequested, { scope: pode.scope });
      const { container } = render(
        <Provider value={pode.scope}>
          <CartNotices id="avisos" props={cartNoticesProps.parse({})} />
        </Provider>,
      );
      expect(container.innerHTML).toBe('');
      const cliente = escopo({ ...vinculado(1), papel: 'cliente', nome: 'Maria' }, false);
      await allSettled(cartPreparationRequested, { scope: cliente.scope });
      expect(cliente.fake.requests).toHaveLength(0);
    });
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

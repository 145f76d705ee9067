/**
 * The cart's notices (spec section 2, cart screen): the error of the last save or load, the
 * server's notices about the lines, and the lock while an attendant prices the cart (spec
 * section 8), with 'Desbloquear carrinho' once the customer tried to change it, saying first that
 * the attendant's prices go with the lock (issue 35). A linked user who may not send this client's
 * order is told so here, before the checkout, with what he can do (issue 35). All from the cart
 * model; nothing when there is nothing to say.
 */
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import type { BlockComponentProps } from '#engine/layout/define-block';
import {
  $avisos,
  $bloqueado,
  $bloqueioAberto,
  $cannotSubmit,
  $erro,
  lockNoticeClosed,
  submissionPermissionAsked,
  unlockRequested,
} from '#engine/model/cart';
import { Button } from '#ui/button';
import { Message } from '#ui/message';
import type { CartNoticesProps } from './schema';

/** What a linked user without `submissao_pedido` reads on the cart page, before the checkout. */
export const SEM_PERMISSAO_ENVIO =
  "Você não tem permissão para enviar pedidos para este cliente: o pedido será recusado em 'Enviar pedido'. Você pode montar o carrinho e guardá-lo com 'Salvar carrinho como lista', para o usuário principal da conta enviar, ou pedir a ele a permissão em 'Usuários'.";

/** Said before 'Desbloquear carrinho': the lock and the attendant's prices go together. */
export const DESBLOQUEIO_PERDE_PRECO =
  'Ao desbloquear, os preços combinados com o atendente deixam de valer e cada item volta ao preço da loja.';

export function CartNotices({ id, props }: BlockComponentProps<CartNoticesProps>) {
  const [erro, avisos, bloqueado, bloqueioAberto, semPermissao, closeLock, unlock, perguntar] = useUnit([
    $erro,
    $avisos,
    $bloqueado,
    $bloqueioAberto,
    $cannotSubmit,
    lockNoticeClosed,
    unlockRequested,
    submissionPermissionAsked,
  ]);
  // A linked user's permission to send (asked once per client; a page prepared on the server has it).
  useEffect(() => {
    perguntar();
  }, [perguntar]);
  const avisosVisiveis = props.mostrarAvisos ? avisos : [];
  if (!erro && avisosVisiveis.length === 0 && !bloqueado && !semPermissao) return null;
  return (
    <div data-block-id={id}>
      {erro ? (
        <Message tone="critical" role="alert">
          {erro}
        </Message>
      ) : null}
      {avisosVisiveis.map((aviso) => (
        <Message key={`${aviso.id}-${aviso.codigo}`} tone="caution">
          {aviso.mensagem}
        </Message>
      ))}
      {semPermissao ? (
        <Message tone="caution" data-testid="cart-sem-permissao">
          {SEM_PERMISSAO_ENVIO}
        </Message>
      ) : null}
      {bloqueado ? (
        <Message tone="info" role={bloqueioAberto ? 'alert' : undefined}>
          {props.textoBloqueio}{' '}
          {bloqueioAberto ? (
            <>
              {DESBLOQUEIO_PERDE_PRECO}{' '}
              <Button variant="ghost" size="sm" onClick={closeLock}>
                Cancelar
              </Button>{' '}
              <Button size="sm" onClick={unlock}>
                Desbloquear carrinho
              </Button>
            </>
          ) : null}
        </Message>
      ) : null}
    </div>
  );
}

/**
 * The cart's notices (spec section 2, cart screen): the error of the last save or load, the
 * server's notices about the lines, and the lock while an attendant prices the cart (spec
 * section 8), with 'Desbloquear carrinho' once the customer tried to change it. All from the
 * cart model; nothing when there is nothing to say.
 */
import { useUnit } from 'effector-react';
import type { BlockComponentProps } from '#engine/layout/define-block';
import { $avisos, $bloqueado, $bloqueioAberto, $erro, lockNoticeClosed, unlockRequested } from '#engine/model/cart';
import { Button } from '#ui/button';
import { Message } from '#ui/message';
import type { CartNoticesProps } from './schema';

export function CartNotices({ id, props }: BlockComponentProps<CartNoticesProps>) {
  const [erro, avisos, bloqueado, bloqueioAberto, closeLock, unlock] = useUnit([
    $erro,
    $avisos,
    $bloqueado,
    $bloqueioAberto,
    lockNoticeClosed,
    unlockRequested,
  ]);
  const avisosVisiveis = props.mostrarAvisos ? avisos : [];
  if (!erro && avisosVisiveis.length === 0 && !bloqueado) return null;
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
      {bloqueado ? (
        <Message tone="info" role={bloqueioAberto ? 'alert' : undefined}>
          {props.textoBloqueio}{' '}
          {bloqueioAberto ? (
            <>
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

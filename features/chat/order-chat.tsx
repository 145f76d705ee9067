/**
 * The order-chat block's component: 'Conversar sobre este pedido' opens the chat (the header's
 * entry, ./chat-entry) on the order's room, 'Chat pedido {n}', with its unread count. A customer's
 * order page only; the studio's preview shows the button too.
 */
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import type { BlockComponentProps } from '#engine/layout/define-block';
import { $rooms, chatStarted, orderChatOpened } from '#engine/model/chat';
import { salaDoPedido } from '#engine/rules/chat-text';
import { useOrderOfPage } from '#features/orders/order-of-page';
import * as shared from '#features/orders/orders.css';
import { Button } from '#ui/button';
import { useHydrated } from '#ui/use-hydrated';
import { naoLidasTexto } from './chat-window';

export default function OrderChat({ id, props }: BlockComponentProps<{ rotulo: string; texto: string }>) {
  const pedido = useOrderOfPage();
  const [salas, abrir, iniciar] = useUnit([$rooms, orderChatOpened, chatStarted]);
  const hidratado = useHydrated();
  useEffect(() => {
    iniciar();
  }, [iniciar]);
  if (!pedido) return null;
  const naoLidas = salas.find((s) => s.sala === salaDoPedido(pedido.numpedido))?.total_mensagens ?? 0;
  return (
    <section className={shared.section} aria-labelledby={`${id}-titulo`} data-block-id={id}>
      <h2 id={`${id}-titulo`} className={shared.subtitle}>
        Chat pedido {pedido.numpedido}
      </h2>
      {props.texto ? <p className={shared.muted}>{props.texto}</p> : null}
      <Button variant="secondary" disabled={!hidratado} onClick={() => abrir(pedido.numpedido)}>
        {props.rotulo}
        {naoLidas > 0 ? ` (${naoLidasTexto(naoLidas)})` : ''}
      </Button>
    </section>
  );
}

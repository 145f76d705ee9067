/**
 * The order-chat block's component: 'Conversar sobre este pedido' opens the chat (the header's
 * entry, ./chat-entry) on the order's room, 'Chat pedido {n}', with its unread count. A customer's
 * order page only; the studio's preview shows the button too.
 *
 * Rendered on the server with the order's page; the chat itself (its model and socket.io-client,
 * ./order-chat-live) loads once the page is idle after its load, or at the first tap of the button
 * (`idleNow`: the header's chat window loads with it), which then opens the room. Until then the
 * button has no count.
 */
import { lazy, Suspense, useState } from 'react';
import type { BlockComponentProps } from '#engine/layout/define-block';
import { useOrderOfPage } from '#features/orders/order-of-page';
import * as shared from '#features/orders/orders.css';
import { Button } from '#ui/button';
import { useHydrated } from '#ui/use-hydrated';
import { idleNow, useIdle } from '#ui/use-idle';

const OrderChatLive = lazy(() => import('./order-chat-live'));

export default function OrderChat({ id, props }: BlockComponentProps<{ rotulo: string; texto: string }>) {
  const pedido = useOrderOfPage();
  const hidratado = useHydrated();
  const ocioso = useIdle();
  const [tocado, setTocado] = useState(false);
  if (!pedido) return null;
  const botao = (
    <Button
      variant="secondary"
      disabled={!hidratado}
      onClick={() => {
        setTocado(true);
        idleNow();
      }}
    >
      {props.rotulo}
    </Button>
  );
  return (
    <section className={shared.section} aria-labelledby={`${id}-titulo`} data-block-id={id}>
      <h2 id={`${id}-titulo`} className={shared.subtitle}>
        Chat pedido {pedido.numpedido}
      </h2>
      {props.texto ? <p className={shared.muted}>{props.texto}</p> : null}
      {ocioso ? (
        <Suspense fallback={botao}>
          <OrderChatLive numpedido={pedido.numpedido} rotulo={props.rotulo} abrir={tocado} />
        </Suspense>
      ) : (
        botao
      )}
    </section>
  );
}

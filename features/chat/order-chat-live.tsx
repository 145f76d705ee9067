/**
 * The order chat's live button (./order-chat loads it once the page is idle, or at the first tap):
 * starts the chat (its model and socket.io-client come with this chunk), shows the order's room's
 * unread count, and opens the room, 'Chat pedido {n}', in the header's chat window (./chat-entry).
 */
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { $rooms, chatStarted, orderChatOpened } from '#engine/model/chat';
import { salaDoPedido } from '#engine/rules/chat-text';
import { Button } from '#ui/button';
import { naoLidasTexto } from './chat-window';

export default function OrderChatLive({
  numpedido,
  rotulo,
  abrir = false,
}: {
  numpedido: number;
  rotulo: string;
  /** The button was tapped before this chunk loaded: the room opens at once. */
  abrir?: boolean;
}) {
  const [salas, abrirSala, iniciar] = useUnit([$rooms, orderChatOpened, chatStarted]);
  useEffect(() => {
    iniciar();
    if (abrir) abrirSala(numpedido);
    // Once, on mount: `abrir` is the tap that loaded this chunk.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [iniciar]);
  const naoLidas = salas.find((s) => s.sala === salaDoPedido(numpedido))?.total_mensagens ?? 0;
  return (
    <Button variant="secondary" onClick={() => abrirSala(numpedido)}>
      {rotulo}
      {naoLidas > 0 ? ` (${naoLidasTexto(naoLidas)})` : ''}
    </Button>
  );
}

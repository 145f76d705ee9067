/**
 * The customer's chat in the header (issue 30): loaded once the page is idle after its load, or at
 * the first tap of the header's button (blocks/header/user-menu, which draws the same button until
 * then), for a logged-in customer only, with the chat model and socket.io-client (its own lazy
 * chunk: the first view carries none of it). The 'Chat' button with the unread count (the sum of the rooms' total_mensagens)
 * opens and hides the window (./chat-window); a message that arrives while the chat is closed
 * shows a notification ('Abrir' opens its room); the live updates show their toasts (the cart's
 * toast look), each with a link to where it is seen.
 */
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import {
  $connectionState,
  $liveToast,
  $notification,
  $unread,
  $visible,
  chatStarted,
  liveToastDismissed,
  notificationDismissed,
  roomOpened,
  visibilityToggled,
  type AvisoAoVivo,
} from '#engine/model/chat';
import { rotas } from '#engine/model/navigation';
import { pageLink } from '#schemas/page-types';
import { ChatIcon } from './chat-icon';
import { ChatWindow, naoLidasTexto } from './chat-window';
import * as styles from './chat.css';

/** How long a live update's toast stays. */
export const AVISO_MS = 6000;

function destinoDoAviso(base: string, aviso: AvisoAoVivo): { to: string; texto: string } | null {
  const d = aviso.destino;
  if (!d) return null;
  if (d.pagina === 'pedido') return { to: pageLink(base, 'pedido', String(d.numpedido)), texto: 'Ver pedido' };
  if (d.pagina === 'faturas') return { to: rotas.faturas(base), texto: 'Ver faturas' };
  return { to: rotas.carrinho(base), texto: 'Ver carrinho' };
}

function Toasts({ base }: { base: string }) {
  const [notificacao, aviso, abrir, dispensar, dispensarAviso] = useUnit([
    $notification,
    $liveToast,
    roomOpened,
    notificationDismissed,
    liveToastDismissed,
  ]);
  useEffect(() => {
    if (!aviso) return undefined;
    const timer = window.setTimeout(dispensarAviso, AVISO_MS);
    return () => window.clearTimeout(timer);
  }, [aviso, dispensarAviso]);
  if (aviso) {
    const destino = destinoDoAviso(base, aviso);
    return (
      <div role="status" className={styles.toast} data-testid="chat-aviso">
        <span>{aviso.texto}</span>
        {destino ? (
          <Link to={destino.to} className={styles.toastLink} onClick={() => dispensarAviso()}>
            {destino.texto}
          </Link>
        ) : null}
      </div>
    );
  }
  if (notificacao)
    return (
      <div role="status" className={styles.toast} data-testid="chat-notificacao">
        <span>
          Nova mensagem em {notificacao.titulo} — {notificacao.autor}: {notificacao.texto}
        </span>
        <button type="button" className={styles.toastButton} onClick={() => abrir(notificacao.sala)}>
          Abrir
        </button>
        <button type="button" className={styles.toastButton} onClick={() => dispensar()}>
          Fechar
        </button>
      </div>
    );
  return null;
}

export default function ChatEntry({
  base,
  className,
  badgeClassName,
  abrir = false,
}: {
  base: string;
  className: string;
  badgeClassName: string;
  /** The header's button was tapped before this chunk loaded: the window opens at once. */
  abrir?: boolean;
}) {
  const [naoLidas, visivel, estado, alternar, iniciar] = useUnit([
    $unread,
    $visible,
    $connectionState,
    visibilityToggled,
    chatStarted,
  ]);
  useEffect(() => {
    iniciar();
    if (abrir && !visivel) alternar();
    // Once, on mount: `abrir` is the tap that loaded this chunk.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [iniciar]);
  return (
    <>
      <button
        type="button"
        className={className}
        aria-label={`Chat: ${naoLidasTexto(naoLidas)}`}
        aria-expanded={visivel}
        onClick={() => alternar()}
        data-testid="chat-entrada"
        data-estado={estado}
      >
        <ChatIcon />
        <span className={badgeClassName} aria-hidden="true">
          {naoLidas}
        </span>
      </button>
      {visivel ? <ChatWindow /> : null}
      <Toasts base={base} />
    </>
  );
}

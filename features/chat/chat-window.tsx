/**
 * The customer's chat window: the rooms ('Chat geral' first, then each order's, with their unread
 * counts) or, once one is open, its conversation (./conversation). 'Conversas' goes back to the
 * rooms (close room), 'Fechar' hides the window (toggle visibility); the socket's state is said
 * when it is not connected ('Tentar novamente' after the retries ran out).
 */
import { useUnit } from 'effector-react';
import {
  $connectionError,
  $connectionState,
  $roomOpen,
  $rooms,
  retryRequested,
  roomClosed,
  roomOpened,
  visibilityToggled,
  type Sala,
} from '#engine/model/chat';
import { salaGeral } from '#engine/rules/chat-text';
import { $fornecedor } from '#engine/model/supplier';
import { $usuario } from '#engine/model/session';
import { Button } from '#ui/button';
import { Message } from '#ui/message';
import { Conversation } from './conversation';
import * as styles from './chat.css';

export function naoLidasTexto(n: number): string {
  return n === 1 ? '1 mensagem não lida' : `${n} mensagens não lidas`;
}

function Salas() {
  const [salas, abrir, fornecedor, usuario] = useUnit([$rooms, roomOpened, $fornecedor, $usuario]);
  const geral = usuario?.idcliente && fornecedor ? salaGeral(usuario.idcliente, fornecedor.idfornecedor) : null;
  // 'Chat geral' is always there (the server lists it; before it answers, by its name).
  const lista: Pick<Sala, 'sala' | 'titulo' | 'total_mensagens' | 'ultima'>[] = [
    ...(geral && !salas.some((s) => s.sala === geral)
      ? [{ sala: geral, titulo: 'Chat geral', total_mensagens: 0 }]
      : []),
    ...[...salas].sort((a, b) => Number(b.canal === 'geral') - Number(a.canal === 'geral')),
  ];
  return (
    <div className={styles.body}>
      <p className={styles.muted}>Converse com a loja sobre a sua conta ou sobre um pedido.</p>
      <ul className={styles.rooms} aria-label="Conversas">
        {lista.map((s) => (
          <li key={s.sala}>
            <button
              type="button"
              className={styles.room}
              onClick={() => abrir(s.sala)}
              aria-label={s.total_mensagens > 0 ? `${s.titulo}: ${naoLidasTexto(s.total_mensagens)}` : s.titulo}
            >
              <span className={styles.roomTitle}>{s.titulo}</span>
              {s.total_mensagens > 0 ? (
                <span className={styles.unread} aria-hidden="true">
                  {s.total_mensagens}
                </span>
              ) : (
                <span />
              )}
              {s.ultima ? (
                <span className={styles.excerpt}>
                  {s.ultima.autor.nome}: {s.ultima.texto}
                </span>
              ) : null}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function ConnectionNotice() {
  const [estado, erro, tentar] = useUnit([$connectionState, $connectionError, retryRequested]);
  if (estado === 'reconectando')
    return (
      <Message tone="caution" role="status">
        Reconectando ao chat…
      </Message>
    );
  if (estado === 'falhou')
    return (
      <Message tone="critical" role="alert">
        {erro ?? 'Não foi possível conectar ao chat.'}{' '}
        <Button size="sm" variant="secondary" onClick={() => tentar()}>
          Tentar novamente
        </Button>
      </Message>
    );
  return null;
}

export function ChatWindow() {
  const [room, fechar, voltar] = useUnit([$roomOpen, visibilityToggled, roomClosed]);
  return (
    <section className={styles.window} aria-labelledby="chat-titulo" data-testid="chat-janela">
      <header className={styles.windowHeader}>
        {room ? (
          <button type="button" className={styles.headerButton} onClick={() => voltar()}>
            Conversas
          </button>
        ) : null}
        <h2 id="chat-titulo" className={styles.windowTitle}>
          {room ? room.titulo : 'Chat'}
        </h2>
        <button type="button" className={styles.headerButton} onClick={() => fechar()} aria-label="Fechar chat">
          Fechar
        </button>
      </header>
      <ConnectionNotice />
      {room ? <Conversation idPrefix="chat" /> : <Salas />}
    </section>
  );
}

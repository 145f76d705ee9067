/**
 * The open room's conversation, shared by the customer's chat and the staff's inbox: its messages
 * (oldest first, 'Carregar mensagens anteriores' while older ones exist), the errors, and the
 * composer (text only, the 2000-character limit shown as it is typed; Enter sends, Shift+Enter
 * breaks the line).
 */
import { useUnit } from 'effector-react';
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import {
  $chatError,
  $hasOlder,
  $olderLoading,
  $openMessages,
  $reader,
  $roomLoading,
  $roomOpen,
  $sending,
  $sentCount,
  messageSubmitted,
  olderRequested,
} from '#engine/model/chat';
import { MAX_MENSAGEM_CHAT, tamanhoMensagem } from '#engine/rules/chat-text';
import { Button } from '#ui/button';
import { Message } from '#ui/message';
import { MessageText } from './message-text';
import * as styles from './chat.css';

const hora = (iso: string) =>
  new Date(iso).toLocaleString('pt-BR', { day: '2-digit', month: '2-digit', hour: '2-digit', minute: '2-digit' });

export function Conversation({ idPrefix }: { idPrefix: string }) {
  const [room, mensagens, leitor, temMais, carregando, antigas, erro, enviando, enviadas] = useUnit([
    $roomOpen,
    $openMessages,
    $reader,
    $hasOlder,
    $roomLoading,
    $olderLoading,
    $chatError,
    $sending,
    $sentCount,
  ]);
  const [enviar, mais] = useUnit([messageSubmitted, olderRequested]);
  const [texto, setTexto] = useState('');
  const fim = useRef<HTMLLIElement>(null);
  const ultimo = mensagens.at(-1)?.id;
  // The newest message in view when one arrives (not when older ones are added above).
  useEffect(() => {
    fim.current?.scrollIntoView({ block: 'end' });
  }, [ultimo]);
  // The composer clears once the server has the message.
  useEffect(() => {
    if (enviadas > 0) setTexto('');
  }, [enviadas]);
  if (!room) return null;
  const tamanho = tamanhoMensagem(texto);
  const longa = tamanho > MAX_MENSAGEM_CHAT;
  const campo = `${idPrefix}-texto`;
  const contador = `${idPrefix}-contador`;
  const submeter = (e?: FormEvent) => {
    e?.preventDefault();
    if (!enviando) enviar(texto);
  };
  const tecla = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      submeter();
    }
  };
  return (
    <>
      <div className={styles.body}>
        {temMais[room.sala] ? (
          <Button variant="ghost" size="sm" onClick={() => mais()} disabled={antigas}>
            {antigas ? 'Carregando…' : 'Carregar mensagens anteriores'}
          </Button>
        ) : null}
        {carregando && mensagens.length === 0 ? <p className={styles.muted}>Carregando a conversa…</p> : null}
        {!carregando && mensagens.length === 0 ? (
          <p className={styles.muted}>Nenhuma mensagem ainda. Escreva a primeira.</p>
        ) : null}
        <ol className={styles.messages} aria-label={`Mensagens: ${room.titulo}`} data-testid="chat-mensagens">
          {mensagens.map((m) => (
            <li
              key={m.id}
              className={m.autor.tipo === leitor ? `${styles.message} ${styles.mine}` : styles.message}
              data-testid="chat-mensagem"
            >
              <p className={styles.author}>
                {m.autor.nome} · <time dateTime={m.criado_em}>{hora(m.criado_em)}</time>
              </p>
              <MessageText texto={m.texto} className={styles.text} />
            </li>
          ))}
          <li ref={fim} aria-hidden="true" />
        </ol>
      </div>
      <form className={styles.composer} onSubmit={submeter}>
        {erro ? (
          <Message tone="critical" role="alert">
            {erro}
          </Message>
        ) : null}
        <label htmlFor={campo} className={styles.muted}>
          Mensagem
        </label>
        <textarea
          id={campo}
          className={styles.textarea}
          value={texto}
          aria-describedby={contador}
          aria-invalid={longa || undefined}
          onChange={(e) => setTexto(e.currentTarget.value)}
          onKeyDown={tecla}
        />
        <div className={styles.composerRow}>
          <span id={contador} className={longa ? `${styles.counter} ${styles.over}` : styles.counter}>
            {tamanho}/{MAX_MENSAGEM_CHAT} caracteres
          </span>
          <Button type="submit" size="sm" disabled={enviando || longa || texto.trim() === ''}>
            {enviando ? 'Enviando…' : 'Enviar'}
          </Button>
        </div>
      </form>
    </>
  );
}

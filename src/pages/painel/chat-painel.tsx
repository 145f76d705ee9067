/**
 * `/{slug}/painel/chat` (issue 30): the attendants' inbox. The shop's conversations, unread first
 * ('Todas', 'Por cliente': each client's 'Chat geral', 'Por pedido': each order's room), each with
 * its unread count and who it is assigned to; the open one's messages (live, over the chat's
 * socket), the reply, 'Marcar como lida', 'Atribuir a' (the shop's staff, or 'Ninguém'), and the
 * client's order and cart one click away (the desk's own screens). Its own lazy chunk (with the
 * chat model and socket.io-client); the server answers only the shop's staff.
 */
import { useUnit } from 'effector-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import {
  $assignError,
  $assigning,
  $connectionState,
  $roomOpen,
  $rooms,
  $team,
  $teamError,
  $unread,
  assignFx,
  chatStarted,
  ordenarCaixa,
  readRequested,
  roomOpened,
  type MembroEquipe,
  type Sala,
} from '#engine/model/chat';
import { $usuario } from '#engine/model/session';
import { $rotaBase } from '#engine/model/supplier';
import { Button, ButtonLink } from '#ui/button';
import { FormField } from '#ui/form-field';
import { Message } from '#ui/message';
import { StatusScreen } from '#ui/status-screen';
import * as pedidos from '#features/orders/orders.css';
import { Conversation } from '#features/chat/conversation';
import { ConnectionNotice, naoLidasTexto } from '#features/chat/chat-window';
import * as chat from '#features/chat/chat.css';
import * as styles from './painel.css';

type Filtro = 'todas' | 'geral' | 'pedido';
const FILTROS: [Filtro, string][] = [
  ['todas', 'Todas'],
  ['geral', 'Por cliente'],
  ['pedido', 'Por pedido'],
];

/** The client's name (the server sends it), or its id when the name is unknown. */
const nomeDoCliente = (sala: Sala): string => sala.cliente_nome || `cliente ${sala.idcliente}`;

/**
 * Whom the room may be assigned to: the staff the server listed, plus the caller and the current
 * assignee (so the choice on screen is always one of the options, even before the list comes).
 */
function opcoesDeAtribuicao(
  equipe: MembroEquipe[] | null,
  eu: { idusuario: number; nome: string } | null,
  atual: { id: number; nome: string } | null | undefined,
): MembroEquipe[] {
  const todos = [
    ...(equipe ?? []),
    ...(eu ? [{ idusuario: eu.idusuario, nome: eu.nome }] : []),
    ...(atual ? [{ idusuario: atual.id, nome: atual.nome }] : []),
  ];
  return todos.filter((m, i) => todos.findIndex((o) => o.idusuario === m.idusuario) === i);
}

function Sala({ sala, aberta, onAbrir }: { sala: Sala; aberta: boolean; onAbrir: () => void }) {
  const nome = nomeDoCliente(sala);
  const cliente = sala.canal === 'geral' ? nome : `Pedido ${sala.numpedido} · ${nome}`;
  return (
    <button
      type="button"
      className={aberta ? `${chat.room} ${chat.roomActive}` : chat.room}
      aria-current={aberta || undefined}
      onClick={onAbrir}
      data-sala={sala.sala}
      aria-label={`${sala.titulo}, ${cliente}${sala.total_mensagens > 0 ? `: ${naoLidasTexto(sala.total_mensagens)}` : ''}`}
    >
      <span className={chat.roomTitle}>{sala.titulo}</span>
      {sala.total_mensagens > 0 ? (
        <span className={chat.unread} aria-hidden="true">
          {sala.total_mensagens}
        </span>
      ) : (
        <span />
      )}
      <span className={chat.excerpt}>
        {cliente}
        {sala.atribuida_a ? ` · com ${sala.atribuida_a.nome}` : ''}
      </span>
      {sala.ultima ? (
        <span className={chat.excerpt}>
          {sala.ultima.autor.nome}: {sala.ultima.texto}
        </span>
      ) : null}
    </button>
  );
}

function Aberta({ sala }: { sala: Sala }) {
  const [base, usuario, equipe, erroEquipe, atribuindo, erro, atribuir, marcar] = useUnit([
    $rotaBase,
    $usuario,
    $team,
    $teamError,
    $assigning,
    $assignError,
    assignFx,
    readRequested,
  ]);
  const opcoes = opcoesDeAtribuicao(equipe, usuario, sala.atribuida_a);
  return (
    <section className={pedidos.section} aria-labelledby="chat-aberta-titulo">
      <h2 id="chat-aberta-titulo" className={pedidos.subtitle}>
        {nomeDoCliente(sala)} · {sala.titulo}
      </h2>
      <p className={pedidos.muted}>
        {sala.atribuida_a ? `Atribuída a ${sala.atribuida_a.nome}.` : 'Sem atendente atribuído.'}
      </p>
      <div className={styles.acoes}>
        {sala.numpedido ? (
          <Link to={`${base}/painel/pedidos/${sala.numpedido}`}>Ver pedido {sala.numpedido}</Link>
        ) : null}
        <Link to={`${base}/painel/clientes/${sala.idcliente}/carrinho`}>Ver carrinho do cliente</Link>
      </div>
      <div className={styles.acoes}>
        <Button size="sm" variant="secondary" onClick={() => marcar()} disabled={sala.total_mensagens === 0}>
          Marcar como lida
        </Button>
      </div>
      <FormField
        label="Atribuir a"
        error={erroEquipe}
        renderInput={(a11y) => (
          <select
            {...a11y}
            name="atribuir"
            value={sala.atribuida_a?.id ?? ''}
            disabled={atribuindo}
            onChange={(e) => {
              const valor = e.currentTarget.value;
              atribuir({ sala: sala.sala, idusuario: valor === '' ? null : Number(valor) }).catch(() => undefined);
            }}
          >
            <option value="">Ninguém</option>
            {opcoes.map((m) => (
              <option key={m.idusuario} value={m.idusuario}>
                {m.idusuario === usuario?.idusuario ? `${m.nome} (você)` : m.nome}
              </option>
            ))}
          </select>
        )}
      />
      {erro ? (
        <Message tone="critical" role="alert">
          {erro}
        </Message>
      ) : null}
      <div className={styles.chatConversa}>
        <Conversation idPrefix="painel-chat" />
      </div>
    </section>
  );
}

export default function ChatPainel() {
  const [salas, room, naoLidas, estado, base, iniciar, abrir] = useUnit([
    $rooms,
    $roomOpen,
    $unread,
    $connectionState,
    $rotaBase,
    chatStarted,
    roomOpened,
  ]);
  const [filtro, setFiltro] = useState<Filtro>('todas');
  useEffect(() => {
    iniciar();
  }, [iniciar]);
  if (estado === 'conectando' && salas.length === 0)
    return <StatusScreen titulo="Carregando as conversas…" carregando />;
  const lista = ordenarCaixa(salas).filter((s) => filtro === 'todas' || s.canal === filtro);
  const aberta = room ? salas.find((s) => s.sala === room.sala) : undefined;
  return (
    <section className={pedidos.page} aria-labelledby="chat-painel-titulo">
      <h1 id="chat-painel-titulo" className={pedidos.title}>
        Chat com clientes
      </h1>
      <p className={pedidos.muted}>
        As conversas dos clientes com a loja, as não lidas primeiro ({naoLidasTexto(naoLidas)}).{' '}
        <Link to={`${base}/painel`}>Voltar ao painel</Link>
      </p>
      <ConnectionNotice />
      <div className={styles.acoes} role="group" aria-label="Mostrar">
        {FILTROS.map(([valor, rotulo]) => (
          <Button
            key={valor}
            size="sm"
            variant={filtro === valor ? 'primary' : 'secondary'}
            aria-pressed={filtro === valor}
            onClick={() => setFiltro(valor)}
          >
            {rotulo}
          </Button>
        ))}
      </div>
      <div className={styles.chatCaixa}>
        <nav aria-label="Conversas">
          {lista.length === 0 ? (
            <p className={pedidos.muted}>Nenhuma conversa por aqui.</p>
          ) : (
            <ul className={chat.rooms}>
              {lista.map((s) => (
                <li key={s.sala}>
                  <Sala sala={s} aberta={room?.sala === s.sala} onAbrir={() => abrir(s.sala)} />
                </li>
              ))}
            </ul>
          )}
        </nav>
        {aberta ? (
          <Aberta sala={aberta} />
        ) : (
          <p className={pedidos.muted}>Escolha uma conversa para ler e responder.</p>
        )}
      </div>
      <ButtonLink variant="ghost" to={`${base}/painel`}>
        Voltar ao painel
      </ButtonLink>
    </section>
  );
}

/**
 * The chat's socket (spec section 7 "Socket": a JWT in query and auth; events handshake,
 * handshake-room, handshake-success; section 9: 5 retries). The effects own the socket.io-client
 * connection and turn what it hears into this file's events; nothing else touches the socket.
 *
 * Two kinds of failure: the network (socket.io retries by itself, with back-off: 1 s doubling up
 * to 5 s, randomised, 5 attempts) and a refusal by the server (an expired or ended JWT: the socket
 * stops; the model asks a fresh JWT and tries again, up to 5 times, with the same back-off).
 */
import { attach, createEffect, createEvent, createStore, scopeBind, type EventCallable } from 'effector';
import { io } from 'socket.io-client';
import { requestData } from '../../api';
import { $api, requireApi } from '../app';
import { $token } from '../session';
import {
  ESPERA_ACK_MS,
  TENTATIVAS_SOCKET,
  TEXTOS_CHAT,
  type CarrinhoBloqueado,
  type ChatSocket,
  type CotacaoPrecificada,
  type Mensagem,
  type PedidoStatus,
  type RespostaMensagem,
  type RespostaSala,
  type Sala,
  type TituloNovo,
} from './texts';

// ---- what the socket hears ----
export const socketConnected = createEvent();
export const socketDisconnected = createEvent<string>();
/** connect_error: `recusado` when the server refused (the socket will not retry by itself). */
export const socketRefused = createEvent<{ mensagem: string; codigo: string; recusado: boolean }>();
export const reconnectAttempted = createEvent<number>();
export const reconnectFailed = createEvent();
export const handshakeSucceeded = createEvent<{ salas: Sala[]; notificacoes?: number }>();
export const messageReceived = createEvent<Mensagem>();
export const roomUpdated = createEvent<Sala>();
/** The server ended the socket's session (logout elsewhere, password change): it disconnects. */
export const sessionEnded = createEvent<{ mensagem: string; codigo: string }>();
export const cartLockReceived = createEvent<CarrinhoBloqueado>();
export const pedidoStatusReceived = createEvent<PedidoStatus>();
export const quotePricedReceived = createEvent<CotacaoPrecificada>();
export const newTitleReceived = createEvent<TituloNovo>();

/** The connection (memory only; never serialised). */
export const $socket = createStore<ChatSocket | null>(null, { serialize: 'ignore' });

/** A fresh `jwttoken` for the session (`GET /v1/app/{auth}/usuario/jwttoken`, 15 minutes). */
export const jwtFx = attach({
  source: { api: $api, token: $token },
  effect: async ({ api, token }): Promise<string> => {
    if (!token) throw new Error(TEXTOS_CHAT.semSessao);
    return (
      await requestData(
        requireApi(api).v1.GET('/v1/app/{auth}/usuario/jwttoken', { params: { path: { auth: token } } }),
      )
    ).jwttoken;
  },
});

/** The last JWT (the REST calls send it too); memory only. */
export const $jwt = createStore<string | null>(null, { serialize: 'ignore' }).on(jwtFx.doneData, (_, jwt) => jwt);

/** Opens the socket.io connection on this origin (the tests replace it with a fake socket). */
export const openSocketFx = createEffect(
  (jwt: string): ChatSocket =>
    io(location.origin, {
      path: '/socket.io',
      query: { token: jwt },
      auth: { token: jwt },
      reconnectionAttempts: TENTATIVAS_SOCKET,
      reconnectionDelay: 1000,
      reconnectionDelayMax: 5000,
      randomizationFactor: 0.5,
      transports: ['websocket', 'polling'],
    }) as unknown as ChatSocket,
);

const erroDe = (err: unknown): { mensagem: string; codigo: string } => {
  const data = (err as { data?: { mensagem?: unknown; codigo?: unknown } } | null)?.data;
  return {
    mensagem: typeof data?.mensagem === 'string' ? data.mensagem : TEXTOS_CHAT.semConexao,
    codigo: typeof data?.codigo === 'string' ? data.codigo : 'chat.conexao',
  };
};

/** Turns what the socket hears into this scope's events (bound before any await). */
export const listenSocketFx = createEffect((socket: ChatSocket): ChatSocket => {
  const b = <T>(evento: EventCallable<T>): ((payload: T) => void) => scopeBind(evento, { safe: true });
  const conectou = scopeBind(socketConnected, { safe: true });
  const caiu = b(socketDisconnected);
  const recusou = b(socketRefused);
  const tentando = b(reconnectAttempted);
  const desistiu = scopeBind(reconnectFailed, { safe: true });
  const ouvir = <T>(evento: string, alvo: (payload: T) => unknown) =>
    socket.on(evento, ((payload: T) => {
      alvo(payload);
    }) as never);
  socket.on('connect', (() => conectou()) as never);
  socket.on('disconnect', ((motivo: string) => caiu(String(motivo))) as never);
  socket.on('connect_error', ((err: unknown) => recusou({ ...erroDe(err), recusado: !socket.active })) as never);
  socket.io.on('reconnect_attempt', ((n: number) => tentando(n)) as never);
  socket.io.on('reconnect_failed', (() => desistiu()) as never);
  ouvir('handshake-success', b(handshakeSucceeded));
  ouvir('mensagem', b(messageReceived));
  ouvir('sala-atualizada', b(roomUpdated));
  ouvir('sala-atribuida', b(roomUpdated));
  ouvir('sessao-encerrada', b(sessionEnded));
  ouvir('carrinho-bloqueado', b(cartLockReceived));
  ouvir('pedido-status', b(pedidoStatusReceived));
  ouvir('cotacao-precificada', b(quotePricedReceived));
  ouvir('titulo-novo', b(newTitleReceived));
  return socket;
});

const precisaSocket = (socket: ChatSocket | null): ChatSocket => {
  if (!socket) throw new Error(TEXTOS_CHAT.semConexao);
  return socket;
};

/** Tries again after a refusal, with a fresh JWT in query and auth. */
export const reconnectFx = attach({
  source: $socket,
  effect: (socket, jwt: string) => {
    const s = precisaSocket(socket);
    s.auth = { token: jwt };
    s.io.opts.query = { token: jwt };
    s.connect();
  },
});

/** The back-off before a retry after a refusal: 1 s doubling up to 5 s. */
export const backOffFx = createEffect(
  (tentativa: number) =>
    new Promise<void>((resolve) => {
      setTimeout(resolve, Math.min(1000 * 2 ** Math.max(0, tentativa - 1), 5000));
    }),
);

/** `handshake`: its ack carries the rooms too (as `handshake-success` does). */
export const handshakeFx = attach({
  source: $socket,
  effect: async (socket, idfornecedor: string): Promise<{ salas: Sala[] } | null> => {
    const ack = (await precisaSocket(socket).timeout(ESPERA_ACK_MS).emitWithAck('handshake', { idfornecedor })) as
      { ok: true; salas: Sala[] } | { ok: false } | null;
    return ack && ack.ok && Array.isArray(ack.salas) ? ack : null;
  },
});

export const joinRoomFx = attach({
  source: $socket,
  effect: async (socket, params: { sala: string; depois?: number }): Promise<RespostaSala> =>
    (await precisaSocket(socket).timeout(ESPERA_ACK_MS).emitWithAck('handshake-room', params)) as RespostaSala,
});

export const sendMessageFx = attach({
  source: $socket,
  effect: async (socket, params: { sala: string; texto: string; chave: string }): Promise<RespostaMensagem> =>
    (await precisaSocket(socket).timeout(ESPERA_ACK_MS).emitWithAck('mensagem', params)) as RespostaMensagem,
});

/** `lida`: the ack is the room as this reader now sees it. */
export const markReadFx = attach({
  source: $socket,
  effect: async (socket, params: { sala: string; ate: number }): Promise<Sala | null> => {
    const ack = (await precisaSocket(socket).timeout(ESPERA_ACK_MS).emitWithAck('lida', params)) as
      { ok: true; sala: Sala } | { ok: false } | null;
    return ack && ack.ok ? ack.sala : null;
  },
});

export const leaveRoomFx = attach({
  source: $socket,
  effect: async (socket, sala: string) => {
    await precisaSocket(socket).timeout(ESPERA_ACK_MS).emitWithAck('sair-sala', { sala });
  },
});

export const closeSocketFx = attach({
  source: $socket,
  effect: (socket) => {
    socket?.disconnect();
  },
});

/** A client-made idempotency key for a message (`chave`). */
export const newKeyFx = createEffect((): string =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`,
);

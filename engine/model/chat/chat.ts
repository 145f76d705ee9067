/**
 * The chat (spec sections 3 and 4 "Chat"): the rooms (merged by `sala` unless cleared), the unread
 * count (the sum of `total_mensagens`), the open room (`roomOpen`), open, close and toggle the
 * chat's visibility, each room's messages (page 1 of 30 on opening, older pages on request; once
 * each and in order), sending, reading, and the notification of a message that arrives while the
 * chat is closed. The same model serves the customer's chat and the staff's inbox: who reads is
 * `$reader` ('cliente' or 'equipe'), set when the chat starts.
 */
import { attach, combine, createEvent, createStore, sample } from 'effector';
import {
  MAX_MENSAGEM_CHAT,
  MENSAGEM_LONGA_DEMAIS,
  salaDoPedido,
  tamanhoMensagem,
  tituloDaSala,
} from '../../rules/chat-text';
import { loggedOut, sessionExpired, $usuario } from '../session';
import { $fornecedor } from '../supplier';
import {
  $jwt,
  $socket,
  backOffFx,
  closeSocketFx,
  handshakeFx,
  handshakeSucceeded,
  joinRoomFx,
  jwtFx,
  leaveRoomFx,
  listenSocketFx,
  markReadFx,
  messageReceived,
  newKeyFx,
  openSocketFx,
  reconnectFx,
  roomUpdated,
  sendMessageFx,
  sessionEnded,
  socketConnected,
  socketDisconnected,
  reconnectFailed,
  reconnectAttempted,
  socketRefused,
} from './connection';
import { comMensagem, juntarMensagens, mergeSalas, roomOpenDe, salaPeloNome, somaNaoLidas, ultimoId } from './rooms';
import { TENTATIVAS_SOCKET, TEXTOS_CHAT, type EstadoConexao, type Mensagem, type RoomOpen, type Sala } from './texts';

/** The chat's UI is on screen (after hydration): connect once, for a customer or a staff member. */
export const chatStarted = createEvent();
/** Open a room ('Chat geral', a room of the list). */
export const roomOpened = createEvent<string>();
/** 'Chat pedido {n}' from the order's page: opens the chat on the order's room. */
export const orderChatOpened = createEvent<number>();
export const roomClosed = createEvent();
export const visibilityToggled = createEvent();
export const chatClosed = createEvent();
export const olderRequested = createEvent();
export const messageSubmitted = createEvent<string>();
export const roomsCleared = createEvent();
export const notificationDismissed = createEvent();
/** 'Marcar como lida' (the staff's inbox): the open room read up to its last message. */
export const readRequested = createEvent();
/** 'Tentar novamente' after the retries ran out. */
export const retryRequested = createEvent();

export type Leitor = 'cliente' | 'equipe';

export const $reader = createStore<Leitor | null>(null);
export const $connectionState = createStore<EstadoConexao>('desligado');
export const $connectionError = createStore<string | null>(null);
export const $rooms = createStore<Sala[]>([]);
/** Spec: the unread count is the sum of the rooms' total_mensagens. */
export const $unread = $rooms.map(somaNaoLidas);
export const $roomOpen = createStore<RoomOpen | null>(null);
export const $visible = createStore(false);
export const $messages = createStore<Record<string, Mensagem[]>>({});
/** Whether a room has older messages than those shown. */
export const $hasOlder = createStore<Record<string, boolean>>({});
/** The last page of a room asked for (1: the newest 30). */
export const $pageOf = createStore<Record<string, number>>({});
export const $roomLoading = joinRoomFx.pending;
export const $sending = sendMessageFx.pending;
export const $chatError = createStore<string | null>(null);
/** A message arrived while the chat (or its room) was not on screen. */
export const $notification = createStore<{ sala: string; titulo: string; texto: string; autor: string } | null>(null);
/** Refusals in a row (reset by a connection). */
const $refusals = createStore(0);

/** The open room's messages. */
export const $openMessages = combine($messages, $roomOpen, (m, r) => (r ? (m[r.sala] ?? []) : []));

// ---- connecting ----
const readerFx = attach({
  source: $usuario,
  effect: (usuario): Leitor | null => {
    if (!usuario) return null;
    if (usuario.papel === 'atendente' || usuario.papel === 'admin_fornecedor') return 'equipe';
    return usuario.idcliente ? 'cliente' : null;
  },
});

sample({ clock: chatStarted, source: $socket, filter: (s) => s === null, target: readerFx });
sample({ clock: readerFx.doneData, filter: (l): l is Leitor => l !== null, target: [$reader, jwtFx] });
sample({ clock: retryRequested, source: $reader, filter: (l) => l !== null, fn: () => undefined, target: jwtFx });
$connectionState.on([readerFx.doneData, retryRequested], (e, l) => (l === null ? e : 'conectando'));
sample({
  clock: jwtFx.doneData,
  source: $socket,
  filter: (s) => s === null,
  fn: (_, jwt) => jwt,
  target: openSocketFx,
});
sample({ clock: jwtFx.doneData, source: $socket, filter: (s) => s !== null, fn: (_, jwt) => jwt, target: reconnectFx });
sample({ clock: openSocketFx.doneData, target: listenSocketFx });
sample({ clock: listenSocketFx.doneData, target: $socket });

// Connected (the first time or after a reconnection): the handshake, then the open room's missed messages.
$connectionState.on(socketConnected, () => 'conectado');
$refusals.reset(socketConnected);
$connectionError.reset(socketConnected);
sample({
  clock: socketConnected,
  source: $fornecedor,
  filter: Boolean,
  fn: (f) => f.idfornecedor,
  target: handshakeFx,
});
sample({
  clock: socketConnected,
  source: { room: $roomOpen, mensagens: $messages },
  filter: ({ room }) => room !== null,
  fn: ({ room, mensagens }) => {
    const depois = ultimoId(mensagens[room!.sala]);
    return depois === null ? { sala: room!.sala } : { sala: room!.sala, depois };
  },
  target: joinRoomFx,
});

$connectionState.on(reconnectAttempted, () => 'reconectando');
$connectionState.on(socketDisconnected, (e, motivo) => {
  if (e === 'falhou') return e;
  // Closed on purpose (by this page, or by the server): socket.io does not retry; else it does.
  return motivo === 'io client disconnect' || motivo === 'io server disconnect' ? 'desligado' : 'reconectando';
});
// The server ended the session behind the socket: say why (the socket does not come back by itself).
$connectionState.on(sessionEnded, () => 'falhou');
$connectionError.on(sessionEnded, (_, e) => e.mensagem);

// The network failed 5 times: stop and say so ('Tentar novamente' asks again).
$connectionState.on(reconnectFailed, () => 'falhou');
$connectionError.on(reconnectFailed, () => TEXTOS_CHAT.semConexao);
// The server refused (an expired JWT): a fresh one after the back-off, 5 times at most.
$refusals.on(socketRefused, (n, e) => (e.recusado ? n + 1 : n));
sample({
  clock: socketRefused,
  source: $refusals,
  filter: (n, e) => e.recusado && n <= TENTATIVAS_SOCKET,
  fn: (n) => n,
  target: backOffFx,
});
sample({ clock: backOffFx.done, target: jwtFx });
sample({
  clock: socketRefused,
  source: $refusals,
  filter: (n, e) => e.recusado && n > TENTATIVAS_SOCKET,
  fn: (_, e) => e.mensagem,
  target: $connectionError,
});
$connectionState.on(socketRefused, (e, r) => (r.recusado ? 'reconectando' : e));
sample({
  clock: socketRefused,
  source: $refusals,
  filter: (n, e) => e.recusado && n > TENTATIVAS_SOCKET,
  fn: (): EstadoConexao => 'falhou',
  target: $connectionState,
});
$connectionState.on(jwtFx.fail, () => 'falhou');
$connectionError.on(jwtFx.fail, () => TEXTOS_CHAT.semConexao);

// ---- rooms ----
$rooms.on(handshakeSucceeded, (atuais, { salas }) => mergeSalas(atuais, salas));
$rooms.on(handshakeFx.doneData, (atuais, ack) => (ack ? mergeSalas(atuais, ack.salas) : atuais));
$rooms.on(roomUpdated, (atuais, sala) => mergeSalas(atuais, [sala]));
$rooms.reset(roomsCleared);

// Opening a room: its roomOpen, then its messages from the server (only those after the last known).
const openRoomFx = attach({
  source: { salas: $rooms, usuario: $usuario },
  effect: ({ salas, usuario }, sala: string): RoomOpen | null => {
    const achada = salas.find((s) => s.sala === sala) ?? salaPeloNome(sala, usuario?.idcliente ?? 0);
    return achada ? roomOpenDe(achada) : null;
  },
});
sample({ clock: roomOpened, target: openRoomFx });
sample({ clock: orderChatOpened, fn: salaDoPedido, target: openRoomFx });
sample({ clock: openRoomFx.doneData, filter: Boolean, target: $roomOpen });
$visible.on(openRoomFx.doneData, (v, r) => (r ? true : v));
sample({
  clock: openRoomFx.doneData,
  source: { socket: $socket, mensagens: $messages },
  filter: ({ socket }, r) => socket !== null && r !== null,
  fn: ({ mensagens }, r) => {
    const depois = ultimoId(mensagens[r!.sala]);
    return depois === null ? { sala: r!.sala } : { sala: r!.sala, depois };
  },
  target: joinRoomFx,
});
// Leaving the previous room (its live messages stop; reopening asks for what was missed).
sample({
  clock: openRoomFx.done,
  source: $roomOpen,
  filter: (atual, { params }) => atual !== null && atual.sala !== params,
  fn: (atual) => atual!.sala,
  target: leaveRoomFx,
});

$messages.on(joinRoomFx.done, (m, { result }) =>
  result.ok ? { ...m, [result.sala.sala]: juntarMensagens(m[result.sala.sala] ?? [], result.mensagens) } : m,
);
// The first page says whether older messages exist; a reconnection's catch-up keeps what was known.
$hasOlder.on(joinRoomFx.done, (t, { params, result }) =>
  result.ok && params.depois === undefined ? { ...t, [result.sala.sala]: result.temMais } : t,
);
$pageOf.on(joinRoomFx.done, (p, { params, result }) =>
  result.ok && params.depois === undefined ? { ...p, [result.sala.sala]: 1 } : p,
);
$rooms.on(joinRoomFx.done, (salas, { result }) => (result.ok ? mergeSalas(salas, [result.sala]) : salas));
$chatError.on(joinRoomFx.done, (e, { result }) => (result.ok ? null : result.mensagem));
$chatError.on(joinRoomFx.fail, () => TEXTOS_CHAT.falhaSala);

$roomOpen.reset(roomClosed);
$visible.on(visibilityToggled, (v) => !v).reset(chatClosed);
sample({ clock: roomClosed, source: $roomOpen, filter: Boolean, fn: (r) => r.sala, target: leaveRoomFx });

// ---- reading: the open, visible room's messages are read ----
const $readingRoom = combine($roomOpen, $visible, (r, v) => (r && v ? r.sala : null));
const $lastRead = combine($readingRoom, $messages, (sala, m) => (sala ? { sala, ate: ultimoId(m[sala]) } : null));
sample({
  clock: [joinRoomFx.done, visibilityToggled],
  source: { lida: $lastRead, salas: $rooms },
  filter: ({ lida, salas }) =>
    lida !== null && lida.ate !== null && (salas.find((s) => s.sala === lida.sala)?.total_mensagens ?? 0) > 0,
  fn: ({ lida }) => ({ sala: lida!.sala, ate: lida!.ate! }),
  target: markReadFx,
});
$rooms.on(markReadFx, (salas, params) => salas.map((s) => (s.sala === params.sala ? { ...s, total_mensagens: 0 } : s)));
$rooms.on(markReadFx.doneData, (salas, sala) => (sala ? mergeSalas(salas, [sala]) : salas));

sample({
  clock: readRequested,
  source: $lastRead,
  filter: (lida) => lida !== null && lida.ate !== null,
  fn: (lida) => ({ sala: lida!.sala, ate: lida!.ate! }),
  target: markReadFx,
});

// ---- a message arrives ----
const deOutro = (leitor: Leitor | null, m: Mensagem) => leitor !== null && m.autor.tipo !== leitor;
$messages.on(messageReceived, (m, msg) => ({ ...m, [msg.sala]: juntarMensagens(m[msg.sala] ?? [], [msg]) }));
const chegou = sample({
  clock: messageReceived,
  source: { leitor: $reader, aberta: $readingRoom, salas: $rooms },
  fn: ({ leitor, aberta, salas }, m) => ({
    m,
    outro: deOutro(leitor, m),
    vista: aberta === m.sala,
    conhecida: salas.some((s) => s.sala === m.sala),
  }),
});
$rooms.on(chegou, (salas, { m, outro, vista }) => comMensagem(salas, m, outro && !vista));
sample({
  clock: chegou,
  filter: ({ outro, vista }) => outro && vista,
  fn: ({ m }) => ({ sala: m.sala, ate: m.id }),
  target: markReadFx,
});
// A room the list does not have yet (a new conversation): ask the rooms again.
sample({
  clock: chegou,
  source: $fornecedor,
  filter: (f, { conhecida }) => f !== null && !conhecida,
  fn: (f) => f!.idfornecedor,
  target: handshakeFx,
});
sample({
  clock: chegou,
  source: $rooms,
  filter: (_, { outro, vista }) => outro && !vista,
  fn: (salas, { m }) => ({
    sala: m.sala,
    titulo:
      salas.find((s) => s.sala === m.sala)?.titulo ??
      tituloDaSala(m.sala.startsWith('CODPED:') ? 'pedido' : 'geral', Number(m.sala.slice(7)) || null),
    texto: m.texto.length > 140 ? `${m.texto.slice(0, 140)}…` : m.texto,
    autor: m.autor.nome,
  }),
  target: $notification,
});
$notification.reset([notificationDismissed, openRoomFx.done, visibilityToggled]);

// ---- sending ----
const validar = sample({
  clock: messageSubmitted,
  source: $roomOpen,
  filter: Boolean,
  fn: (room, texto) => ({ sala: room.sala, texto: texto.trim() }),
});
sample({
  clock: validar,
  filter: ({ texto }) => texto === '',
  fn: () => TEXTOS_CHAT.mensagemVazia,
  target: $chatError,
});
sample({
  clock: validar,
  filter: ({ texto }) => tamanhoMensagem(texto) > MAX_MENSAGEM_CHAT,
  fn: () => MENSAGEM_LONGA_DEMAIS,
  target: $chatError,
});
const valida = sample({
  clock: validar,
  filter: ({ texto }) => texto !== '' && tamanhoMensagem(texto) <= MAX_MENSAGEM_CHAT,
});
const $draft = createStore<{ sala: string; texto: string } | null>(null, { serialize: 'ignore' });
sample({ clock: valida, target: [$draft, newKeyFx] });
sample({
  clock: newKeyFx.doneData,
  source: $draft,
  filter: Boolean,
  fn: (r, chave) => ({ ...r, chave }),
  target: sendMessageFx,
});
$messages.on(sendMessageFx.doneData, (m, r) =>
  r.ok ? { ...m, [r.mensagem.sala]: juntarMensagens(m[r.mensagem.sala] ?? [], [r.mensagem]) } : m,
);
$rooms.on(sendMessageFx.doneData, (salas, r) => (r.ok ? comMensagem(salas, r.mensagem, false) : salas));
$chatError.on(sendMessageFx.doneData, (e, r) => (r.ok ? null : r.mensagem));
$chatError.on(sendMessageFx.fail, () => TEXTOS_CHAT.falhaEnvio);
$chatError.reset([roomClosed, openRoomFx.done]);

/** The message was sent (the composer clears its text). */
export const messageSent = sendMessageFx.doneData.filterMap((r) => (r.ok ? r.mensagem : undefined));
/** How many messages this page sent (the composer clears its text when it grows). */
export const $sentCount = createStore(0).on(messageSent, (n) => n + 1);

// ---- the end of the session ----
const fim = [loggedOut, sessionExpired];
sample({ clock: fim, target: closeSocketFx });
// The socket is forgotten once closed (closing reads it).
$socket.reset(closeSocketFx.finally);
$jwt.reset(fim);
$rooms.reset(fim);
$roomOpen.reset(fim);
$visible.reset(fim);
$messages.reset(fim);
$hasOlder.reset(fim);
$pageOf.reset(fim);
$chatError.reset(fim);
$notification.reset(fim);
$reader.reset(fim);
$refusals.reset(fim);
$connectionError.reset(fim);
$connectionState.reset(fim);

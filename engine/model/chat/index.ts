/**
 * The chat slice (issue 30; spec sections 1, 3, 4 "Chat", 7 "Socket", 9): loaded with the chat's
 * lazy chunk after hydration, for a logged-in customer (the header's entry) or a staff member (the
 * desk's inbox), never at first view. The rooms and messages (./chat.ts, over the pure
 * ./rooms.ts), the socket (./connection.ts) and the live updates (./live.ts).
 */
export {
  $roomLoading,
  $sending,
  $chatError,
  $connectionError,
  $connectionState,
  $reader,
  $messages,
  $openMessages,
  $notification,
  $unread,
  $pageOf,
  $roomOpen,
  $rooms,
  $sentCount,
  $hasOlder,
  $visible,
  chatClosed,
  chatStarted,
  messageSent,
  messageSubmitted,
  notificationDismissed,
  olderRequested,
  orderChatOpened,
  readRequested,
  retryRequested,
  roomClosed,
  roomOpened,
  roomsCleared,
  visibilityToggled,
  type Leitor,
} from './chat';
export { $olderLoading, $assigning, $assignError, $team, $teamError, assignFx, teamFx } from './history';
export { $liveToast, liveToastDismissed, type AvisoAoVivo } from './live';
export { ordenarCaixa, somaNaoLidas, mergeSalas, juntarMensagens } from './rooms';
export {
  POR_PAGINA_CHAT,
  TEXTOS_CHAT,
  type ChatSocket,
  type EstadoConexao,
  type MembroEquipe,
  type Mensagem,
  type RoomOpen,
  type Sala,
} from './texts';

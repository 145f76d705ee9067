/**
 * The chat's wire shapes (the contract with the server: /work/helpers/chat-protocol.md, then
 * docs/chat.md) and its pt-BR texts.
 */
import type { CanalChat } from '../../rules/chat-text';

export interface AutorMensagem {
  tipo: 'cliente' | 'equipe';
  id: number;
  nome: string;
}

export interface Mensagem {
  id: number;
  sala: string;
  /** Plain text: shown as text, never as HTML. */
  texto: string;
  autor: AutorMensagem;
  criado_em: string;
}

/** A room (spec section 3: `sala`, `total_mensagens`: unread for this reader). */
export interface Sala {
  sala: string;
  canal: CanalChat;
  numpedido?: number | null;
  idcliente: number;
  titulo: string;
  total_mensagens: number;
  ultima?: Mensagem | null;
  atribuida_a?: { id: number; nome: string } | null;
  /** The client's name (the staff's inbox), when the server sends it. */
  cliente_nome?: string | null;
}

/** A member of the supplier's staff a room may be assigned to. */
export interface MembroEquipe {
  idusuario: number;
  nome: string;
}

/** The open room (spec section 3 `roomOpen`). */
export interface RoomOpen {
  sala: string;
  canal: CanalChat;
  numpedido: number | null;
  idcliente: number;
  titulo: string;
}

/** A refusal the server acknowledges with. */
export interface Recusa {
  ok: false;
  mensagem: string;
  codigo: string;
}

export type RespostaSala = { ok: true; sala: Sala; mensagens: Mensagem[]; temMais: boolean } | Recusa;
export type RespostaMensagem = { ok: true; mensagem: Mensagem } | Recusa;

/** Live updates on the same socket (server → the customer's sockets). */
export interface CarrinhoBloqueado {
  bloqueado: boolean;
  atendente?: string;
}
export interface PedidoStatus {
  numpedido: number;
  status: string;
  descricao: string;
}
export interface CotacaoPrecificada {
  numpedido: number;
}
export interface TituloNovo {
  idtitulo?: number;
  numpedido?: number;
}

/**
 * What of a socket.io client socket the model uses (socket.io-client's `Socket` has it; the tests
 * give a fake one).
 */
export interface ChatSocket {
  on(evento: string, ouvinte: (...args: never[]) => void): unknown;
  emit(evento: string, ...args: unknown[]): unknown;
  timeout(ms: number): { emitWithAck(evento: string, ...args: unknown[]): Promise<unknown> };
  connect(): unknown;
  disconnect(): unknown;
  /** false once the server refused the connection (no automatic retry then). */
  readonly active: boolean;
  auth: unknown;
  io: { on(evento: string, ouvinte: (...args: never[]) => void): unknown; opts: { query?: unknown } };
}

/** How the socket is doing, as the chat window says it. */
export type EstadoConexao = 'desligado' | 'conectando' | 'conectado' | 'reconectando' | 'falhou';

/** Spec section 9: socket retries default 5. */
export const TENTATIVAS_SOCKET = 5;
/** The chat's page size (spec sections 3 and 9: page 1, perpage 30). */
export const POR_PAGINA_CHAT = 30;
/** Longest wait for the server's acknowledgement of an event. */
export const ESPERA_ACK_MS = 10_000;

export const TEXTOS_CHAT = {
  semConexao: 'Não foi possível conectar ao chat. Tente novamente.',
  reconectando: 'Reconectando ao chat…',
  falhaEnvio: 'Não foi possível enviar a mensagem. Tente novamente.',
  falhaSala: 'Não foi possível abrir esta conversa. Tente novamente.',
  falhaAntigas: 'Não foi possível carregar as mensagens anteriores.',
  falhaAtribuir: 'Não foi possível atribuir a conversa.',
  falhaEquipe: 'Não foi possível carregar a equipe para atribuir a conversa.',
  semSessao: 'Entre na sua conta para conversar com a loja.',
  mensagemVazia: 'Escreva uma mensagem.',
} as const;

/** The live updates' toasts. */
export const AVISOS_CHAT = {
  pedidoStatus: (numpedido: number, descricao: string) => `Pedido ${numpedido}: ${descricao}`,
  cotacaoPrecificada: (numpedido: number) => `Seu orçamento ${numpedido} foi precificado. Confira e confirme.`,
  tituloNovo: 'Você tem um novo título em Faturas.',
  carrinhoBloqueado: (atendente?: string) =>
    atendente ? `${atendente} está atendendo o seu carrinho.` : 'Um atendente está atendendo o seu carrinho.',
  carrinhoLiberado: 'Seu carrinho foi liberado pelo atendente.',
} as const;

/**
 * The chat's rules (issue 30; spec sections 1, 3 and 4 "Chat"), shared by the socket events and
 * the REST calls (docs/chat.md):
 * - Rooms: `IDCLI:{idcliente}:{idfornecedor}` ('Chat geral') and `CODPED:{numpedido}` ('Chat
 *   pedido {n}'). A customer (the client the session acts for: a customer, a linked user, a
 *   representative who chose a client) enters only the general room of that client at the
 *   session's supplier and the rooms of that client's orders there (a linked user who is not the
 *   principal: only the orders they placed); staff (attendant, admin) enter the rooms of their own
 *   supplier's clients and orders. Anything else, a malformed name included, is refused the same
 *   way (403 `chat.sala-negada`), so a foreign room's existence never shows.
 * - A message: plain text, 1 to 2,000 characters, with the sender's idempotency key `chave` (the
 *   same key again answers the first message, unsent twice); at most RATE_MAX messages per user in
 *   RATE_JANELA_MS (429 `chat.limite-mensagens`), counted in Redis across processes when REDIS_URL is set.
 * - Unread: per reader, the other side's messages after the reader's mark (`lida`).
 */
import { HttpError } from '../../shared/http-error';
import type { AttemptCounter } from '../../shared/attempt-counter';
import type { Papel } from '../usuario/tables';
import type { ChatRepository, MensagemRow, SalaRow } from './chat-repository';
import type { AutorTipo, CanalChat } from './tables';

export const TEXTO_MAX = 2000;
export const PERPAGE_PADRAO = 30;
export const PERPAGE_MAX = 100;
export const RATE_MAX = 10;
export const RATE_JANELA_MS = 10_000;
/** At most this many missed messages come back on a reconnection (`depois`); more: `temMais`. */
export const DEPOIS_MAX = 500;
const SALAS_MAX = 200;

export const MSG = {
  salaNegada: 'Acesso negado: esta conversa não é sua.',
  vazia: 'Escreva uma mensagem antes de enviar.',
  longa: `A mensagem pode ter no máximo ${TEXTO_MAX} caracteres.`,
  chave: 'Requisição inválida: a mensagem precisa de uma chave de 1 a 100 caracteres.',
  limite: 'Você enviou muitas mensagens seguidas. Aguarde alguns segundos e tente de novo.',
  soEquipe: 'Acesso negado: só a equipe do fornecedor atribui conversas.',
  atendenteInvalido: 'Escolha um atendente ou administrador deste fornecedor.',
  semCliente: 'Escolha um cliente antes de abrir o chat.',
  ate: 'Requisição inválida: informe o id da última mensagem lida.',
} as const;

export interface Ator {
  idusuario: number;
  idfornecedor: string;
  papel: Papel;
  /** The client the session acts for (null: staff, a representative before choosing). */
  idcliente: number | null;
}

export interface Autor {
  tipo: AutorTipo;
  id: number | null;
  nome: string;
}

export interface MensagemWire {
  id: number;
  sala: string;
  texto: string;
  autor: Autor;
  criado_em: string;
}

export interface SalaWire {
  sala: string;
  canal: CanalChat;
  numpedido?: number;
  idcliente: number;
  /** The client's name (null if unknown). */
  cliente_nome: string | null;
  titulo: string;
  total_mensagens: number;
  ultima?: MensagemWire;
  atribuida_a: { id: number; nome: string } | null;
}

/** What the socket layer does when something changes (the service knows no sockets). */
export interface EmissorChat {
  mensagem(sala: SalaRow, mensagem: MensagemWire): void;
  /** The room as this user now sees it (their unread count), to their own sockets. */
  salaAtualizada(idusuario: number, sala: SalaWire): void;
  /** The room changed for the supplier's staff (assignment). */
  salaDaEquipe(idfornecedor: string, sala: SalaWire): void;
}

export const ehEquipe = (papel: Papel): boolean => papel === 'atendente' || papel === 'admin_fornecedor';

const IDCLI = /^IDCLI:([1-9][0-9]{0,9}):([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;
const CODPED = /^CODPED:([1-9][0-9]{0,9})$/;
const INT_MAX = 2_147_483_647;

export const nomeSalaGeral = (idcliente: number, idfornecedor: string): string => `IDCLI:${idcliente}:${idfornecedor}`;
export const nomeSalaPedido = (numpedido: number): string => `CODPED:${numpedido}`;

function negada(): HttpError {
  return new HttpError(403, MSG.salaNegada, 'chat.sala-negada');
}

export function paraMensagem(m: MensagemRow): MensagemWire {
  return {
    id: m.id,
    sala: m.sala,
    texto: m.texto,
    autor: { tipo: m.autor_tipo, id: m.idusuario, nome: m.autor_nome },
    criado_em: new Date(m.criado_em).toISOString(),
  };
}

/** Control characters other than line breaks and tabs are dropped; the text stays plain text. */
function limparTexto(texto: string): string {
  // eslint-disable-next-line no-control-regex
  return texto.replace(/\r\n?/g, '\n').replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '');
}

export class ChatService {
  private emissor: EmissorChat | undefined;

  constructor(
    private readonly repository: ChatRepository,
    private readonly deps: {
      limite: AttemptCounter;
      /** Linked user: principal of the client? (one who is not sees only their own orders' rooms). */
      principal: (idusuario: number, idcliente: number) => Promise<boolean>;
      now?: () => Date;
    },
  ) {}

  usarEmissor(emissor: EmissorChat): void {
    this.emissor = emissor;
  }

  private agora(): Date {
    return this.deps.now?.() ?? new Date();
  }

  private lado(ator: Ator): AutorTipo {
    return ehEquipe(ator.papel) ? 'equipe' : 'cliente';
  }

  private outroLado(ator: Ator): AutorTipo {
    return ehEquipe(ator.papel) ? 'cliente' : 'equipe';
  }

  /** The orders a non-principal linked user may see: their own (null: all the client's). */
  private async soPedidosDe(ator: Ator): Promise<number | null> {
    if (ator.papel !== 'usuario_vinculado' || ator.idcliente === null) return null;
    return (await this.deps.principal(ator.idusuario, ator.idcliente)) ? null : ator.idusuario;
  }

  /** Whether this customer sees every order of their client (not a linked user limited to their own). */
  async veTodosOsPedidos(ator: Ator): Promise<boolean> {
    return (await this.soPedidosDe(ator)) === null;
  }

  /** The room `sala` if this caller may enter it (created on first use); 403 otherwise. */
  async autorizar(ator: Ator, sala: unknown): Promise<SalaRow> {
    if (typeof sala !== 'string' || sala.length > 120) throw negada();
    const equipe = ehEquipe(ator.papel);
    if (!equipe && ator.idcliente === null) throw negada();
    const geral = IDCLI.exec(sala);
    if (geral) {
      const idcliente = Number(geral[1]);
      const idfornecedor = (geral[2] as string).toLowerCase();
      if (idcliente > INT_MAX || idfornecedor !== ator.idfornecedor.toLowerCase()) throw negada();
      if (
        equipe
          ? !(await this.repository.clienteNoFornecedor(idcliente, ator.idfornecedor))
          : idcliente !== ator.idcliente
      )
        throw negada();
      return this.repository.garantirSala({
        idfornecedor: ator.idfornecedor,
        sala: nomeSalaGeral(idcliente, ator.idfornecedor),
        canal: 'geral',
        idcliente,
        numpedido: null,
      });
    }
    const pedido = CODPED.exec(sala);
    if (pedido) {
      const numpedido = Number(pedido[1]);
      if (numpedido > INT_MAX) throw negada();
      const row = await this.repository.pedido(numpedido);
      if (!row || row.idfornecedor !== ator.idfornecedor) throw negada();
      if (!equipe) {
        if (row.idcliente !== ator.idcliente) throw negada();
        const so = await this.soPedidosDe(ator);
        if (so !== null && row.idusuario !== so) throw negada();
      }
      return this.repository.garantirSala({
        idfornecedor: ator.idfornecedor,
        sala: nomeSalaPedido(numpedido),
        canal: 'pedido',
        idcliente: row.idcliente,
        numpedido,
      });
    }
    throw negada();
  }

  private async paraSala(ator: Ator, s: SalaRow, naoLidas?: number, ultima?: MensagemRow): Promise<SalaWire> {
    const total = naoLidas ?? (await this.repository.naoLidas(s.idsala, ator.idusuario, this.outroLado(ator)));
    const ultimaMsg =
      ultima ?? (naoLidas === undefined ? (await this.repository.ultimas([s.idsala])).get(s.idsala) : undefined);
    return {
      sala: s.sala,
      canal: s.canal,
      ...(s.numpedido === null ? {} : { numpedido: s.numpedido }),
      idcliente: s.idcliente,
      cliente_nome: s.cliente_nome ?? null,
      titulo: s.canal === 'geral' ? 'Chat geral' : `Chat pedido ${s.numpedido}`,
      total_mensagens: total,
      ...(ultimaMsg ? { ultima: paraMensagem(ultimaMsg) } : {}),
      atribuida_a: s.atribuida_a === null ? null : { id: s.atribuida_a, nome: s.atribuida_nome ?? '' },
    };
  }

  /**
   * The caller's rooms and `notificacoes` (the sum of `total_mensagens`). A customer: the client's
   * general room (always) and the client's order rooms that were opened; staff: the supplier's
   * rooms with messages, unread first (`naoLidas`: only those; `atribuidaAMim`: only theirs).
   */
  async salas(
    ator: Ator,
    filtros: { naoLidas?: boolean; atribuidaAMim?: boolean } = {},
  ): Promise<{ salas: SalaWire[]; notificacoes: number }> {
    const equipe = ehEquipe(ator.papel);
    if (!equipe && ator.idcliente === null) return { salas: [], notificacoes: 0 };
    if (!equipe) await this.autorizar(ator, nomeSalaGeral(ator.idcliente as number, ator.idfornecedor));
    const rows = await this.repository.listar({
      idfornecedor: ator.idfornecedor,
      ...(equipe ? {} : { idcliente: ator.idcliente as number, soPedidosDe: await this.soPedidosDe(ator) }),
      leitor: ator.idusuario,
      outroLado: this.outroLado(ator),
      ...(filtros.atribuidaAMim ? { atribuidaA: ator.idusuario } : {}),
      soNaoLidas: filtros.naoLidas === true,
      limite: SALAS_MAX,
    });
    const ultimas = await this.repository.ultimas(rows.map((r) => r.idsala));
    const salas = await Promise.all(rows.map((r) => this.paraSala(ator, r, r.nao_lidas, ultimas.get(r.idsala))));
    return { salas, notificacoes: salas.reduce((soma, s) => soma + s.total_mensagens, 0) };
  }

  async sala(ator: Ator, nome: unknown): Promise<{ row: SalaRow; sala: SalaWire }> {
    const row = await this.autorizar(ator, nome);
    return { row, sala: await this.paraSala(ator, row) };
  }

  /** Page `page` of the room (page 1: the newest `perpage`, oldest first). */
  async mensagens(
    ator: Ator,
    nome: unknown,
    page = 1,
    perpage = PERPAGE_PADRAO,
  ): Promise<{ mensagens: MensagemWire[]; page: number; perpage: number; total: number }> {
    const row = await this.autorizar(ator, nome);
    const r = await this.repository.pagina(row.idsala, page, perpage);
    return { mensagens: r.mensagens.map(paraMensagem), page, perpage, total: r.total };
  }

  /** What a socket gets when it opens a room: the last page, or (reconnecting) what came after `depois`. */
  async abrir(
    ator: Ator,
    nome: unknown,
    depois: unknown,
  ): Promise<{ row: SalaRow; sala: SalaWire; mensagens: MensagemWire[]; temMais: boolean }> {
    const { row, sala } = await this.sala(ator, nome);
    if (typeof depois === 'number' && Number.isSafeInteger(depois) && depois >= 0) {
      const rows = await this.repository.depois(row.idsala, depois, DEPOIS_MAX + 1);
      return {
        row,
        sala,
        mensagens: rows.slice(0, DEPOIS_MAX).map(paraMensagem),
        temMais: rows.length > DEPOIS_MAX,
      };
    }
    const r = await this.repository.pagina(row.idsala, 1, PERPAGE_PADRAO);
    return { row, sala, mensagens: r.mensagens.map(paraMensagem), temMais: r.total > PERPAGE_PADRAO };
  }

  /**
   * Sends a message (the rules above); answers it, the first one again for a repeated `chave`.
   * `sala` may be the room as this caller's socket already authorised it (the same room name).
   */
  async enviar(
    ator: Ator,
    nome: unknown,
    texto: unknown,
    chave: unknown,
    opcoes: { sala?: SalaRow; nomeAutor?: string } = {},
  ): Promise<MensagemWire> {
    if (typeof chave !== 'string' || chave.length < 1 || chave.length > 100)
      throw new HttpError(400, MSG.chave, 'chat.chave-invalida');
    if (typeof texto !== 'string' || texto.trim() === '') throw new HttpError(400, MSG.vazia, 'chat.mensagem-vazia');
    const limpo = limparTexto(texto).trim();
    if (limpo === '') throw new HttpError(400, MSG.vazia, 'chat.mensagem-vazia');
    if ([...limpo].length > TEXTO_MAX) throw new HttpError(400, MSG.longa, 'chat.mensagem-longa');
    const row = opcoes.sala && opcoes.sala.sala === nome ? opcoes.sala : await this.autorizar(ator, nome);
    const repetida = await this.repository.porChave(row.idsala, ator.idusuario, chave);
    if (repetida) return paraMensagem(repetida);
    const chaveLimite = String(ator.idusuario);
    if ((await this.deps.limite.bloqueadoPor(chaveLimite)) > 0)
      throw new HttpError(429, MSG.limite, 'chat.limite-mensagens');
    await this.deps.limite.registrarFalha(chaveLimite);
    const nomeAutor = opcoes.nomeAutor ?? (await this.repository.nomeUsuario(ator.idusuario)) ?? '';
    const agora = this.agora();
    const nova = await this.repository.inserir({
      sala: row.sala,
      idsala: row.idsala,
      idusuario: ator.idusuario,
      autor_tipo: this.lado(ator),
      autor_nome: nomeAutor,
      texto: limpo,
      chave,
      agora,
    });
    if (!nova) {
      // Sent at the same moment under the same key (a retry racing its original): the first one.
      const primeira = await this.repository.porChave(row.idsala, ator.idusuario, chave);
      if (!primeira) throw new Error('chat: mensagem não gravada');
      return paraMensagem(primeira);
    }
    const wire = paraMensagem(nova);
    // The room hears it as soon as it is stored; the room's bookkeeping follows.
    this.emissor?.mensagem(row, wire);
    await this.repository.depoisDeGravar({ idsala: row.idsala, idusuario: ator.idusuario, id: nova.id, agora });
    return wire;
  }

  /** Marks the room read up to message `ate` (the room's last message when larger); answers the room. */
  async marcarLida(ator: Ator, nome: unknown, ate: unknown): Promise<SalaWire> {
    if (typeof ate !== 'number' || !Number.isSafeInteger(ate) || ate < 0 || ate > INT_MAX)
      throw new HttpError(400, MSG.ate, 'chat.lida-invalida');
    const row = await this.autorizar(ator, nome);
    const ultimo = await this.repository.ultimoId(row.idsala);
    await this.repository.marcarLida(row.idsala, ator.idusuario, Math.min(ate, ultimo));
    const sala = await this.paraSala(ator, row);
    this.emissor?.salaAtualizada(ator.idusuario, sala);
    return sala;
  }

  /** Staff only: assigns the room to a staff member of the supplier (or to nobody, null). */
  async atribuir(ator: Ator, nome: unknown, idusuario: unknown): Promise<SalaWire> {
    if (!ehEquipe(ator.papel)) throw new HttpError(403, MSG.soEquipe, 'chat.somente-equipe');
    if (idusuario !== null && (typeof idusuario !== 'number' || !Number.isSafeInteger(idusuario) || idusuario < 1))
      throw new HttpError(400, MSG.atendenteInvalido, 'chat.atendente-invalido');
    const row = await this.autorizar(ator, nome);
    if (idusuario !== null && !(await this.repository.equipeDoFornecedor(idusuario, ator.idfornecedor)))
      throw new HttpError(400, MSG.atendenteInvalido, 'chat.atendente-invalido');
    await this.repository.atribuir(row.idsala, idusuario);
    const { sala } = await this.sala(ator, row.sala);
    this.emissor?.salaDaEquipe(ator.idfornecedor, sala);
    return sala;
  }

  /** Staff only: the supplier's attendants and admins a room may be assigned to. */
  async equipe(ator: Ator): Promise<{ equipe: { idusuario: number; nome: string }[] }> {
    if (!ehEquipe(ator.papel)) throw new HttpError(403, MSG.soEquipe, 'chat.somente-equipe');
    return { equipe: await this.repository.equipe(ator.idfornecedor) };
  }

  /** A user's name (the attendant named in a cart lock notice). */
  nomeUsuario(idusuario: number): Promise<string | null> {
    return this.repository.nomeUsuario(idusuario);
  }
}

/**
 * The chat's pure rules over rooms and messages (spec section 4 "Chat"): rooms merge by `sala`
 * unless cleared, the unread count is the sum of the rooms' `total_mensagens`, messages of a room
 * are kept once each (by id) and in order, the inbox shows unread rooms first.
 */
import { lerSala, tituloDaSala } from '../../rules/chat-text';
import type { Mensagem, RoomOpen, Sala } from './texts';

/** `novas` replace the rooms of the same `sala`; the others stay, in their place. */
export function mergeSalas(atuais: readonly Sala[], novas: readonly Sala[]): Sala[] {
  const porSala = new Map(novas.map((s) => [s.sala, s]));
  const juntas = atuais.map((s) => porSala.get(s.sala) ?? s);
  const conhecidas = new Set(atuais.map((s) => s.sala));
  for (const s of novas) if (!conhecidas.has(s.sala)) juntas.push(s);
  return juntas;
}

/** The unread count: the sum of `total_mensagens`. */
export const somaNaoLidas = (salas: readonly Sala[]): number =>
  salas.reduce((soma, s) => soma + Math.max(0, s.total_mensagens || 0), 0);

/** A room's messages with `novas` added: each id once (the newest copy), ordered by id. */
export function juntarMensagens(atuais: readonly Mensagem[], novas: readonly Mensagem[]): Mensagem[] {
  if (novas.length === 0) return atuais as Mensagem[];
  const porId = new Map(atuais.map((m) => [m.id, m]));
  for (const m of novas) porId.set(m.id, m);
  return [...porId.values()].sort((a, b) => a.id - b.id);
}

/** The last message's id of a room (the reconnection asks for those after it), or null. */
export const ultimoId = (mensagens: readonly Mensagem[] | undefined): number | null =>
  mensagens && mensagens.length > 0 ? mensagens[mensagens.length - 1]!.id : null;

/** The inbox's order: unread rooms first, then the latest conversation first. */
export function ordenarCaixa(salas: readonly Sala[]): Sala[] {
  const quando = (s: Sala) => (s.ultima ? Date.parse(s.ultima.criado_em) || 0 : 0);
  return [...salas].sort(
    (a, b) =>
      Number(b.total_mensagens > 0) - Number(a.total_mensagens > 0) ||
      quando(b) - quando(a) ||
      (a.sala < b.sala ? -1 : 1),
  );
}

/** `roomOpen` of a room. */
export const roomOpenDe = (s: Sala): RoomOpen => ({
  sala: s.sala,
  canal: s.canal,
  numpedido: s.numpedido ?? null,
  idcliente: s.idcliente,
  titulo: s.titulo,
});

/** A room known only by its name (an order's room opened before the server listed it). */
export function salaPeloNome(sala: string, idcliente: number): Sala | null {
  const lida = lerSala(sala);
  if (!lida) return null;
  return {
    sala,
    canal: lida.canal,
    numpedido: lida.numpedido,
    idcliente,
    titulo: tituloDaSala(lida.canal, lida.numpedido),
    total_mensagens: 0,
  };
}

/** A message arrived in a room: its last message and, when it is unread, one more to read. */
export function comMensagem(salas: readonly Sala[], m: Mensagem, naoLida: boolean): Sala[] {
  return salas.map((s) =>
    s.sala === m.sala ? { ...s, ultima: m, total_mensagens: s.total_mensagens + (naoLida ? 1 : 0) } : s,
  );
}

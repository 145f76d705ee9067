/**
 * The tables the chat module owns (migration 0045), as Kysely sees them; server/db/schema.ts
 * composes them into `Database` (server/modules/README.md).
 */
import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from '../../db/column-types';

export type CanalChat = 'pedido' | 'geral';
export type AutorTipo = 'cliente' | 'equipe';

export interface ChatSalasTable {
  idsala: Generated<number>;
  idfornecedor: string;
  /** The spec's room name: `IDCLI:{idcliente}:{idfornecedor}` or `CODPED:{numpedido}`. */
  sala: string;
  canal: CanalChat;
  idcliente: number;
  numpedido: number | null;
  /** The staff member the room is assigned to (null: nobody). */
  atribuida_a: ColumnType<number | null, number | null | undefined, number | null>;
  criado_em: Timestamp;
  ultima_em: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface ChatMensagensTable {
  id: Generated<number>;
  idsala: number;
  idusuario: number | null;
  autor_tipo: AutorTipo;
  autor_nome: string;
  texto: string;
  chave: string;
  criado_em: Timestamp;
}

export interface ChatLeiturasTable {
  idsala: number;
  idusuario: number;
  /** The last message id this reader has seen in the room. */
  ate: number;
}

export interface ChatTables {
  chat_salas: ChatSalasTable;
  chat_mensagens: ChatMensagensTable;
  chat_leituras: ChatLeiturasTable;
}

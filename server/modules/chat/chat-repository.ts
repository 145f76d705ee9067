/** Kysely over the chat tables (migration 0045); the reads of orders, clients and users the rooms need. */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { AutorTipo, CanalChat } from './tables';

export interface SalaRow {
  idsala: number;
  idfornecedor: string;
  sala: string;
  canal: CanalChat;
  idcliente: number;
  numpedido: number | null;
  atribuida_a: number | null;
  atribuida_nome: string | null;
  /** The client's name (clientes.nome). */
  cliente_nome: string | null;
}

export interface MensagemRow {
  id: number;
  idsala: number;
  sala: string;
  idusuario: number | null;
  autor_tipo: AutorTipo;
  autor_nome: string;
  texto: string;
  criado_em: Date | string;
}

export interface SalaListada extends SalaRow {
  nao_lidas: number;
}

const COLUNAS_SALA = sql`s.idsala, s.idfornecedor, s.sala, s.canal, s.idcliente, s.numpedido, s.atribuida_a,
  (SELECT u.nome FROM usuarios u WHERE u.idusuario = s.atribuida_a) AS atribuida_nome,
  (SELECT c.nome FROM clientes c WHERE c.idcliente = s.idcliente) AS cliente_nome`;

export class ChatRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async pedido(
    numpedido: number,
  ): Promise<{ idfornecedor: string; idcliente: number; idusuario: number | null } | null> {
    return (
      (await this.db
        .selectFrom('pedidos')
        .select(['idfornecedor', 'idcliente', 'idusuario'])
        .where('numpedido', '=', numpedido)
        .executeTakeFirst()) ?? null
    );
  }

  async clienteNoFornecedor(idcliente: number, idfornecedor: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('cadastros_cliente')
      .select('idcliente')
      .where('idcliente', '=', idcliente)
      .where('idfornecedor', '=', idfornecedor)
      .executeTakeFirst();
    return row !== undefined;
  }

  async nomeUsuario(idusuario: number): Promise<string | null> {
    const row = await this.db
      .selectFrom('usuarios')
      .select('nome')
      .where('idusuario', '=', idusuario)
      .executeTakeFirst();
    return row?.nome ?? null;
  }

  /** A staff member (attendant or admin) of this supplier, with their name. */
  async equipeDoFornecedor(
    idusuario: number,
    idfornecedor: string,
  ): Promise<{ idusuario: number; nome: string } | null> {
    return (
      (await this.db
        .selectFrom('usuarios')
        .select(['idusuario', 'nome'])
        .where('idusuario', '=', idusuario)
        .where('idfornecedor', '=', idfornecedor)
        .where('papel', 'in', ['atendente', 'admin_fornecedor'])
        .executeTakeFirst()) ?? null
    );
  }

  /** The supplier's staff (attendants and admins), by name. */
  async equipe(idfornecedor: string): Promise<{ idusuario: number; nome: string }[]> {
    return this.db
      .selectFrom('usuarios')
      .select(['idusuario', 'nome'])
      .where('idfornecedor', '=', idfornecedor)
      .where('papel', 'in', ['atendente', 'admin_fornecedor'])
      .orderBy('nome')
      .orderBy('idusuario')
      .execute();
  }

  async sala(idfornecedor: string, sala: string): Promise<SalaRow | null> {
    const r = await sql<SalaRow>`SELECT ${COLUNAS_SALA} FROM chat_salas s
      WHERE s.idfornecedor = ${idfornecedor} AND s.sala = ${sala}`.execute(this.db);
    return r.rows[0] ?? null;
  }

  /** The room, created on first use. */
  async garantirSala(nova: {
    idfornecedor: string;
    sala: string;
    canal: CanalChat;
    idcliente: number;
    numpedido: number | null;
  }): Promise<SalaRow> {
    const existente = await this.sala(nova.idfornecedor, nova.sala);
    if (existente) return existente;
    await this.db
      .insertInto('chat_salas')
      .values(nova)
      .onConflict((oc) => oc.columns(['idfornecedor', 'sala']).doNothing())
      .execute();
    const criada = await this.sala(nova.idfornecedor, nova.sala);
    if (!criada) throw new Error('chat: sala não criada');
    return criada;
  }

  /**
   * Rooms with what `leitor` has not read (messages of the other side after their read mark), the
   * unread first, then the latest activity.
   */
  async listar(filtro: {
    idfornecedor: string;
    idcliente?: number;
    /** Only the orders this user placed (a linked user who is not the principal). */
    soPedidosDe?: number | null;
    leitor: number;
    outroLado: AutorTipo;
    atribuidaA?: number;
    soNaoLidas?: boolean;
    limite: number;
  }): Promise<SalaListada[]> {
    const r = await sql<SalaListada>`
      SELECT * FROM (
        SELECT ${COLUNAS_SALA}, s.ultima_em,
          (SELECT count(*)::int FROM chat_mensagens m
             WHERE m.idsala = s.idsala AND m.autor_tipo = ${filtro.outroLado}
               AND m.id > coalesce((SELECT l.ate FROM chat_leituras l
                                    WHERE l.idsala = s.idsala AND l.idusuario = ${filtro.leitor}), 0)
          ) AS nao_lidas
        FROM chat_salas s
        WHERE s.idfornecedor = ${filtro.idfornecedor}
          ${filtro.idcliente === undefined ? sql`` : sql`AND s.idcliente = ${filtro.idcliente}`}
          ${
            filtro.soPedidosDe == null
              ? sql``
              : sql`AND (s.canal = 'geral' OR EXISTS (SELECT 1 FROM pedidos p
                     WHERE p.numpedido = s.numpedido AND p.idusuario = ${filtro.soPedidosDe}))`
          }
          ${filtro.atribuidaA === undefined ? sql`` : sql`AND s.atribuida_a = ${filtro.atribuidaA}`}
          ${filtro.idcliente === undefined ? sql`AND s.ultima_em IS NOT NULL` : sql``}
      ) x
      ${filtro.soNaoLidas ? sql`WHERE x.nao_lidas > 0` : sql``}
      ORDER BY (x.nao_lidas > 0) DESC, x.ultima_em DESC NULLS LAST, x.idsala DESC
      LIMIT ${filtro.limite}`.execute(this.db);
    return r.rows.map((s) => ({ ...s, nao_lidas: Number(s.nao_lidas) }));
  }

  async naoLidas(idsala: number, leitor: number, outroLado: AutorTipo): Promise<number> {
    const r = await sql<{ n: number }>`SELECT count(*)::int AS n FROM chat_mensagens m
      WHERE m.idsala = ${idsala} AND m.autor_tipo = ${outroLado}
        AND m.id > coalesce((SELECT l.ate FROM chat_leituras l WHERE l.idsala = ${idsala} AND l.idusuario = ${leitor}), 0)`.execute(
      this.db,
    );
    return Number(r.rows[0]?.n ?? 0);
  }

  /** The latest message of each room. */
  async ultimas(idsalas: readonly number[]): Promise<Map<number, MensagemRow>> {
    if (idsalas.length === 0) return new Map();
    const r = await sql<MensagemRow>`
      SELECT m.id, m.idsala, s.sala, m.idusuario, m.autor_tipo, m.autor_nome, m.texto, m.criado_em
      FROM chat_mensagens m JOIN chat_salas s ON s.idsala = m.idsala
      WHERE m.id IN (SELECT max(id) FROM chat_mensagens WHERE idsala IN (${sql.join(idsalas)}) GROUP BY idsala)`.execute(
      this.db,
    );
    return new Map(r.rows.map((m) => [m.idsala, m]));
  }

  private mensagensDa(idsala: number) {
    return this.db
      .selectFrom('chat_mensagens as m')
      .innerJoin('chat_salas as s', 's.idsala', 'm.idsala')
      .select(['m.id', 'm.idsala', 's.sala', 'm.idusuario', 'm.autor_tipo', 'm.autor_nome', 'm.texto', 'm.criado_em'])
      .where('m.idsala', '=', idsala);
  }

  /** Page `page` of `perpage`, page 1 the newest; oldest first within the page. */
  async pagina(idsala: number, page: number, perpage: number): Promise<{ mensagens: MensagemRow[]; total: number }> {
    const [rows, total] = await Promise.all([
      this.mensagensDa(idsala)
        .orderBy('m.id', 'desc')
        .offset((page - 1) * perpage)
        .limit(perpage)
        .execute(),
      this.db
        .selectFrom('chat_mensagens')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('idsala', '=', idsala)
        .executeTakeFirstOrThrow(),
    ]);
    return { mensagens: rows.reverse(), total: Number(total.n) };
  }

  /** The messages after `depois`, oldest first, at most `limite`. */
  async depois(idsala: number, depois: number, limite: number): Promise<MensagemRow[]> {
    return this.mensagensDa(idsala).where('m.id', '>', depois).orderBy('m.id', 'asc').limit(limite).execute();
  }

  async porChave(idsala: number, idusuario: number, chave: string): Promise<MensagemRow | null> {
    return (
      (await this.mensagensDa(idsala)
        .where('m.idusuario', '=', idusuario)
        .where('m.chave', '=', chave)
        .executeTakeFirst()) ?? null
    );
  }

  /**
   * Stores a message (once per sender, room and key): the new row, or null when that key was
   * already used (the caller answers the first message). `depoisDeGravar` does the room's
   * bookkeeping (its last activity, the sender's read mark), which the caller may run after telling the room.
   */
  async inserir(nova: {
    sala: string;
    idsala: number;
    idusuario: number;
    autor_tipo: AutorTipo;
    autor_nome: string;
    texto: string;
    chave: string;
    agora: Date;
  }): Promise<MensagemRow | null> {
    const { agora, sala, ...valores } = nova;
    const inserida = await this.db
      .insertInto('chat_mensagens')
      .values({ ...valores, criado_em: agora })
      .onConflict((oc) => oc.columns(['idsala', 'idusuario', 'chave']).doNothing())
      .returning(['id', 'idsala', 'idusuario', 'autor_tipo', 'autor_nome', 'texto', 'criado_em'])
      .executeTakeFirst();
    return inserida ? { ...inserida, sala } : null;
  }

  /** After a new message: the room's last activity, and the sender has read up to it. */
  async depoisDeGravar(m: { idsala: number; idusuario: number; id: number; agora: Date }): Promise<void> {
    await this.db.updateTable('chat_salas').set({ ultima_em: m.agora }).where('idsala', '=', m.idsala).execute();
    await this.marcarLida(m.idsala, m.idusuario, m.id);
  }

  /** Moves the reader's mark forward (never back). */
  async marcarLida(idsala: number, idusuario: number, ate: number): Promise<void> {
    await this.db
      .insertInto('chat_leituras')
      .values({ idsala, idusuario, ate })
      .onConflict((oc) =>
        oc.columns(['idsala', 'idusuario']).doUpdateSet({ ate: sql`greatest(chat_leituras.ate, excluded.ate)` }),
      )
      .execute();
  }

  async ultimoId(idsala: number): Promise<number> {
    const r = await this.db
      .selectFrom('chat_mensagens')
      .select((eb) => eb.fn.max('id').as('id'))
      .where('idsala', '=', idsala)
      .executeTakeFirst();
    return Number(r?.id ?? 0);
  }

  async atribuir(idsala: number, idusuario: number | null): Promise<void> {
    await this.db.updateTable('chat_salas').set({ atribuida_a: idusuario }).where('idsala', '=', idsala).execute();
  }
}

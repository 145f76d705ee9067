/**
 * The order feed's rows, the webhook endpoints, the events and their deliveries (migration 0053).
 * The client's name and ERP code of an order are read from the usuario module's tables in one
 * query (typed by its tables.ts).
 */
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { SituacaoEntrega, WebhooksEndpointsTable } from './tables';

export type EndpointRow = Selectable<WebhooksEndpointsTable> & {
  pendentes: number;
  entregues: number;
  falhas: number;
};

/** A cursor of the feed: the last row handed out, as (transaction id, sequence). */
export interface CursorFeed {
  xid: bigint;
  seq: bigint;
}

export interface EntregaListada {
  identrega: number;
  idendpoint: number;
  url: string;
  evento: string;
  idevento: number;
  situacao: SituacaoEntrega;
  tentativas: number;
  ultimo_status_http: number | null;
  ultimo_erro: string | null;
  criado_em: Date;
  ultima_tentativa_em: Date | null;
  entregue_em: Date | null;
}

/** What one attempt of a delivery needs. */
export interface EntregaParaEnviar {
  identrega: number;
  idfornecedor: string;
  situacao: SituacaoEntrega;
  tentativas: number;
  url: string;
  segredo: string;
  revogado: boolean;
  idevento: number;
  tipo: string;
  dados: Record<string, unknown>;
  criado_em: Date;
}

export interface EventoPendente {
  idevento: number;
  idfornecedor: string;
  tipo: string;
  dados: Record<string, unknown>;
  criado_em: Date;
}

const n = (v: string | number | bigint | null | undefined): number => Number(v ?? 0);

export class IntegracaoPedidosRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * A page of the feed after `cursor`: only rows of transactions older than every one still
   * running (`pg_snapshot_xmin`), so no row can later appear behind the cursor. One row more than
   * `limite` says whether there is more.
   */
  async feed(
    idfornecedor: string,
    cursor: CursorFeed | null,
    limite: number,
  ): Promise<{ numpedido: number; xid: bigint; seq: bigint }[]> {
    const apos = cursor ?? { xid: -1n, seq: -1n };
    const { rows } = await sql<{ numpedido: number; xid: string | number; seq: string | number }>`
      SELECT numpedido, xid, seq FROM feed_pedidos
      WHERE idfornecedor = ${idfornecedor}
        AND (xid, seq) > (${apos.xid.toString()}::bigint, ${apos.seq.toString()}::bigint)
        AND xid < pg_snapshot_xmin(pg_current_snapshot())::text::bigint
      ORDER BY xid, seq
      LIMIT ${limite + 1}
    `.execute(this.db);
    return rows.map((r) => ({ numpedido: r.numpedido, xid: BigInt(r.xid), seq: BigInt(r.seq) }));
  }

  /** The client of an order as the ERP knows it (its code at the supplier). */
  async clientePedido(
    idcliente: number,
    idfornecedor: string,
  ): Promise<{ nome: string; documento: string; email: string; cod_erp: string | null } | undefined> {
    return this.db
      .selectFrom('clientes as c')
      .leftJoin('cadastros_cliente as cc', (j) =>
        j.onRef('cc.idcliente', '=', 'c.idcliente').on('cc.idfornecedor', '=', idfornecedor),
      )
      .select(['c.nome', 'c.documento', 'c.email', 'cc.cod_erp'])
      .where('c.idcliente', '=', idcliente)
      .executeTakeFirst();
  }

  async endpoints(idfornecedor: string): Promise<EndpointRow[]> {
    const rows = await this.db
      .selectFrom('webhooks_endpoints as e')
      .selectAll('e')
      .select((eb) => [
        eb
          .selectFrom('entregas_webhook as d')
          .select(sql<number>`count(*)`.as('c'))
          .whereRef('d.idendpoint', '=', 'e.idendpoint')
          .where('d.situacao', '=', 'pendente')
          .as('pendentes'),
        eb
          .selectFrom('entregas_webhook as d')
          .select(sql<number>`count(*)`.as('c'))
          .whereRef('d.idendpoint', '=', 'e.idendpoint')
          .where('d.situacao', '=', 'entregue')
          .as('entregues'),
        eb
          .selectFrom('entregas_webhook as d')
          .select(sql<number>`count(*)`.as('c'))
          .whereRef('d.idendpoint', '=', 'e.idendpoint')
          .where('d.situacao', '=', 'falhou')
          .as('falhas'),
      ])
      .where('e.idfornecedor', '=', idfornecedor)
      .orderBy('e.idendpoint', 'desc')
      .execute();
    return rows.map((r) => ({ ...r, pendentes: n(r.pendentes), entregues: n(r.entregues), falhas: n(r.falhas) }));
  }

  async endpoint(idfornecedor: string, idendpoint: number): Promise<EndpointRow | undefined> {
    return (await this.endpoints(idfornecedor)).find((e) => e.idendpoint === idendpoint);
  }

  async contarVivos(idfornecedor: string): Promise<number> {
    const r = await this.db
      .selectFrom('webhooks_endpoints')
      .select(sql<number>`count(*)`.as('c'))
      .where('idfornecedor', '=', idfornecedor)
      .where('revogado_em', 'is', null)
      .executeTakeFirstOrThrow();
    return n(r.c);
  }

  /** Whether any supplier has a live endpoint (the dispatcher runs only then). */
  async algumVivo(): Promise<boolean> {
    const r = await this.db
      .selectFrom('webhooks_endpoints')
      .select('idendpoint')
      .where('revogado_em', 'is', null)
      .limit(1)
      .executeTakeFirst();
    return r !== undefined;
  }

  async criarEndpoint(v: {
    idfornecedor: string;
    url: string;
    eventos: string[];
    segredo: string;
    criado_por: number | null;
    criado_em: Date;
  }): Promise<number> {
    const r = await this.db
      .insertInto('webhooks_endpoints')
      .values({ ...v, eventos: JSON.stringify(v.eventos) })
      .returning('idendpoint')
      .executeTakeFirstOrThrow();
    return r.idendpoint;
  }

  /** Revokes it (once) and cancels its deliveries not yet made; false when it is not the supplier's. */
  async revogarEndpoint(idfornecedor: string, idendpoint: number, agora: Date): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const existe = await trx
        .selectFrom('webhooks_endpoints')
        .select('idendpoint')
        .where('idfornecedor', '=', idfornecedor)
        .where('idendpoint', '=', idendpoint)
        .executeTakeFirst();
      if (!existe) return false;
      await trx
        .updateTable('webhooks_endpoints')
        .set({ revogado_em: agora })
        .where('idendpoint', '=', idendpoint)
        .where('revogado_em', 'is', null)
        .execute();
      await trx
        .updateTable('entregas_webhook')
        .set({ situacao: 'cancelada' })
        .where('idendpoint', '=', idendpoint)
        .where('situacao', '=', 'pendente')
        .execute();
      return true;
    });
  }

  async entregas(idfornecedor: string, idendpoint: number | null, limite = 50): Promise<EntregaListada[]> {
    let q = this.db
      .selectFrom('entregas_webhook as d')
      .innerJoin('webhooks_endpoints as e', 'e.idendpoint', 'd.idendpoint')
      .innerJoin('eventos_integracao as v', 'v.idevento', 'd.idevento')
      .select([
        'd.identrega',
        'd.idendpoint',
        'e.url',
        'v.tipo as evento',
        'd.idevento',
        'd.situacao',
        'd.tentativas',
        'd.ultimo_status_http',
        'd.ultimo_erro',
        'd.criado_em',
        'd.ultima_tentativa_em',
        'd.entregue_em',
      ])
      .where('e.idfornecedor', '=', idfornecedor);
    if (idendpoint !== null) q = q.where('d.idendpoint', '=', idendpoint);
    const rows = await q.orderBy('d.identrega', 'desc').limit(limite).execute();
    return rows.map((r) => ({ ...r, identrega: n(r.identrega), idevento: n(r.idevento) }));
  }

  /** The oldest events not yet fanned out. */
  async eventosPendentes(limite: number): Promise<EventoPendente[]> {
    const rows = await this.db
      .selectFrom('eventos_integracao')
      .select(['idevento', 'idfornecedor', 'tipo', 'dados', 'criado_em'])
      .where('despachado_em', 'is', null)
      .orderBy('idevento')
      .limit(limite)
      .execute();
    return rows.map((r) => ({ ...r, idevento: n(r.idevento) }));
  }

  /**
   * Fans one event out, once: locks it (skipped when another process has it or did it), makes one
   * delivery per live endpoint that asked for its type and existed when it happened, stores the
   * body's data, marks it done, and lets `enfileirar` queue each delivery in the same transaction.
   */
  async despachar(
    evento: EventoPendente,
    dados: Record<string, unknown>,
    agora: Date,
    enfileirar: (trx: Transaction<Database>, identrega: number) => Promise<void>,
  ): Promise<number> {
    return this.db.transaction().execute(async (trx) => {
      const livre = await trx
        .selectFrom('eventos_integracao')
        .select('idevento')
        .where('idevento', '=', String(evento.idevento) as never)
        .where('despachado_em', 'is', null)
        .forUpdate()
        .skipLocked()
        .executeTakeFirst();
      if (!livre) return 0;
      const endpoints = await trx
        .selectFrom('webhooks_endpoints')
        .select('idendpoint')
        .where('idfornecedor', '=', evento.idfornecedor)
        .where('revogado_em', 'is', null)
        .where('criado_em', '<=', evento.criado_em)
        .where(sql<boolean>`eventos ? ${evento.tipo}`)
        .execute();
      await trx
        .updateTable('eventos_integracao')
        .set({ despachado_em: agora, dados: JSON.stringify(dados) })
        .where('idevento', '=', String(evento.idevento) as never)
        .execute();
      for (const e of endpoints) {
        const d = await trx
          .insertInto('entregas_webhook')
          .values({ idendpoint: e.idendpoint, idevento: evento.idevento })
          .returning('identrega')
          .executeTakeFirstOrThrow();
        await enfileirar(trx, n(d.identrega));
      }
      return endpoints.length;
    });
  }

  /** Deletes the events fanned out before `antes` (their deliveries go with them). */
  async apagarAntigos(antes: Date): Promise<void> {
    await this.db.deleteFrom('eventos_integracao').where('despachado_em', '<', antes).execute();
  }

  async paraEnviar(identrega: number): Promise<EntregaParaEnviar | undefined> {
    const r = await this.db
      .selectFrom('entregas_webhook as d')
      .innerJoin('webhooks_endpoints as e', 'e.idendpoint', 'd.idendpoint')
      .innerJoin('eventos_integracao as v', 'v.idevento', 'd.idevento')
      .select([
        'd.identrega',
        'e.idfornecedor',
        'd.situacao',
        'd.tentativas',
        'e.url',
        'e.segredo',
        'e.revogado_em',
        'v.idevento',
        'v.tipo',
        'v.dados',
        'v.criado_em',
      ])
      .where('d.identrega', '=', String(identrega) as never)
      .executeTakeFirst();
    if (!r) return undefined;
    const { revogado_em, ...resto } = r;
    return { ...resto, identrega: n(r.identrega), idevento: n(r.idevento), revogado: revogado_em !== null };
  }

  async registrarTentativa(
    identrega: number,
    t: { situacao: SituacaoEntrega; status: number | null; erro: string | null; em: Date },
  ): Promise<void> {
    await this.db
      .updateTable('entregas_webhook')
      .set((eb) => ({
        tentativas: eb('tentativas', '+', 1),
        situacao: t.situacao,
        ultimo_status_http: t.status,
        ultimo_erro: t.erro,
        ultima_tentativa_em: t.em,
        ...(t.situacao === 'entregue' ? { entregue_em: t.em } : {}),
      }))
      .where('identrega', '=', String(identrega) as never)
      .execute();
  }

  async cancelar(identrega: number): Promise<void> {
    await this.db
      .updateTable('entregas_webhook')
      .set({ situacao: 'cancelada' })
      .where('identrega', '=', String(identrega) as never)
      .where('situacao', '=', 'pendente')
      .execute();
  }
}

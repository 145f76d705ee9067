import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type {
  AssinaturaPedidosTable,
  AssinaturasTable,
  EntregaAssinatura,
  ItemAssinatura,
  PagamentoAssinatura,
} from './tables';
import type { Papel } from '../usuario/tables';

export interface TipoAssinaturaRow {
  idtipoassinatura: number;
  nome: string;
  descricao: string;
  intervalo_dias: number;
}

export type AssinaturaRow = Selectable<AssinaturasTable> & { tipo: TipoAssinaturaRow };
export type AssinaturaPedidoRow = Selectable<AssinaturaPedidosTable>;

/** A subscription as the submit's transaction records it. */
export interface NovaAssinatura {
  idfornecedor: string;
  idcliente: number;
  idusuario: number;
  papel: Papel;
  idtipoassinatura: number;
  proximaData: string;
  numpedidoOrigem: number;
  itens: ItemAssinatura[];
  entrega: EntregaAssinatura;
  pagamento: PagamentoAssinatura;
  caracteristicas: { idcaracteristica: number; valor: string }[];
  anotacoes: string | null;
  criadoEm: Date;
}

/** The default limit on a unit price's rise before a subscription order is refused (%). */
export const LIMITE_AUMENTO_PADRAO = 10;

export class AssinaturasRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** A supplier's active subscription types, in its order. */
  async tipos(idfornecedor: string): Promise<TipoAssinaturaRow[]> {
    return this.db
      .selectFrom('tipos_assinatura')
      .select(['idtipoassinatura', 'nome', 'descricao', 'intervalo_dias'])
      .where('idfornecedor', '=', idfornecedor)
      .where('ativo', '=', true)
      .orderBy('ordem')
      .orderBy('idtipoassinatura')
      .execute();
  }

  /** Records a subscription inside the order's transaction (one per order: `numpedido_origem` is unique). */
  async criar(trx: Transaction<Database>, a: NovaAssinatura): Promise<number> {
    const row = await trx
      .insertInto('assinaturas')
      .values({
        idfornecedor: a.idfornecedor,
        idcliente: a.idcliente,
        idusuario: a.idusuario,
        papel: a.papel,
        idtipoassinatura: a.idtipoassinatura,
        proxima_data: a.proximaData,
        numpedido_origem: a.numpedidoOrigem,
        itens: JSON.stringify(a.itens),
        entrega: JSON.stringify(a.entrega),
        pagamento: JSON.stringify(a.pagamento),
        caracteristicas: JSON.stringify(a.caracteristicas),
        anotacoes: a.anotacoes,
        criado_em: a.criadoEm,
      })
      .returning('idassinatura')
      .executeTakeFirstOrThrow();
    return row.idassinatura;
  }

  private base(db: Kysely<Database> = this.db) {
    return db
      .selectFrom('assinaturas as a')
      .innerJoin('tipos_assinatura as t', 't.idtipoassinatura', 'a.idtipoassinatura')
      .selectAll('a')
      .select(['t.nome as tipo_nome', 't.descricao as tipo_descricao', 't.intervalo_dias as tipo_intervalo']);
  }

  private static linha(
    r: Selectable<AssinaturasTable> & { tipo_nome: string; tipo_descricao: string; tipo_intervalo: number },
  ): AssinaturaRow {
    const { tipo_nome, tipo_descricao, tipo_intervalo, ...a } = r;
    return {
      ...a,
      tipo: {
        idtipoassinatura: a.idtipoassinatura,
        nome: tipo_nome,
        descricao: tipo_descricao,
        intervalo_dias: tipo_intervalo,
      },
    };
  }

  /** A client's subscriptions at a supplier, newest first. */
  async doCliente(idfornecedor: string, idcliente: number): Promise<AssinaturaRow[]> {
    const rows = await this.base()
      .where('a.idfornecedor', '=', idfornecedor)
      .where('a.idcliente', '=', idcliente)
      .orderBy('a.idassinatura', 'desc')
      .execute();
    return rows.map(AssinaturasRepository.linha);
  }

  async porId(idassinatura: number): Promise<AssinaturaRow | null> {
    const row = await this.base().where('a.idassinatura', '=', idassinatura).executeTakeFirst();
    return row ? AssinaturasRepository.linha(row) : null;
  }

  /** The due dates handled of these subscriptions, newest first. */
  async pedidos(idassinaturas: readonly number[]): Promise<AssinaturaPedidoRow[]> {
    if (idassinaturas.length === 0) return [];
    return this.db
      .selectFrom('assinatura_pedidos')
      .selectAll()
      .where('idassinatura', 'in', idassinaturas)
      .orderBy('data_prevista', 'desc')
      .execute();
  }

  /** Cancels an active subscription (false: it was not active). */
  async cancelar(idassinatura: number, em: Date): Promise<boolean> {
    const r = await this.db
      .updateTable('assinaturas')
      .set({ status: 'cancelada', cancelada_em: em })
      .where('idassinatura', '=', idassinatura)
      .where('status', '=', 'ativa')
      .executeTakeFirst();
    return Number(r.numUpdatedRows) > 0;
  }

  /** The active subscriptions due on or before `hoje` ('AAAA-MM-DD'). */
  async devidas(hoje: string, limite: number): Promise<AssinaturaRow[]> {
    const rows = await this.base()
      .where('a.status', '=', 'ativa')
      .where('a.proxima_data', '<=', hoje)
      .orderBy('a.proxima_data')
      .orderBy('a.idassinatura')
      .limit(limite)
      .execute();
    return rows.map(AssinaturasRepository.linha);
  }

  /** The active subscriptions due on `dia` whose day-before e-mail has not gone out. */
  async aAvisar(dia: string, limite: number): Promise<AssinaturaRow[]> {
    const rows = await this.base()
      .where('a.status', '=', 'ativa')
      .where('a.proxima_data', '=', dia)
      .where((eb) => eb.or([eb('a.aviso_enviado_para', 'is', null), eb('a.aviso_enviado_para', '!=', dia)]))
      .orderBy('a.idassinatura')
      .limit(limite)
      .execute();
    return rows.map(AssinaturasRepository.linha);
  }

  /** Takes the day-before e-mail of `dia` (true for the one caller that took it). */
  async marcarAviso(idassinatura: number, dia: string): Promise<boolean> {
    const r = await this.db
      .updateTable('assinaturas')
      .set({ aviso_enviado_para: dia })
      .where('idassinatura', '=', idassinatura)
      .where('proxima_data', '=', dia)
      .where((eb) => eb.or([eb('aviso_enviado_para', 'is', null), eb('aviso_enviado_para', '!=', dia)]))
      .executeTakeFirst();
    return Number(r.numUpdatedRows) > 0;
  }

  /** Links the order made for a due date, inside the order's transaction (the date's row is unique). */
  async vincularPedido(
    trx: Transaction<Database>,
    idassinatura: number,
    dataPrevista: string,
    numpedido: number,
    em: Date,
  ): Promise<void> {
    await trx
      .insertInto('assinatura_pedidos')
      .values({ idassinatura, data_prevista: dataPrevista, numpedido, resultado: 'pedido-criado', motivo: null, em })
      .onConflict((oc) =>
        oc
          .columns(['idassinatura', 'data_prevista'])
          .doUpdateSet({ numpedido, resultado: 'pedido-criado', motivo: null }),
      )
      .execute();
  }

  /** Records a due date that made no order (true for the one caller that recorded it first). */
  async registrarFalha(idassinatura: number, dataPrevista: string, motivo: string, em: Date): Promise<boolean> {
    const r = await this.db
      .insertInto('assinatura_pedidos')
      .values({ idassinatura, data_prevista: dataPrevista, numpedido: null, resultado: 'falhou', motivo, em })
      .onConflict((oc) => oc.columns(['idassinatura', 'data_prevista']).doNothing())
      .returning('idassinatura')
      .executeTakeFirst();
    return r !== undefined;
  }

  /** What is recorded for a due date, if anything. */
  async doDia(idassinatura: number, dataPrevista: string): Promise<AssinaturaPedidoRow | null> {
    const r = await this.db
      .selectFrom('assinatura_pedidos')
      .selectAll()
      .where('idassinatura', '=', idassinatura)
      .where('data_prevista', '=', dataPrevista)
      .executeTakeFirst();
    return r ?? null;
  }

  /** Moves the next date on from `de` (a no-op when another process moved it already). */
  async avancar(idassinatura: number, de: string, para: string): Promise<void> {
    await this.db
      .updateTable('assinaturas')
      .set({ proxima_data: para })
      .where('idassinatura', '=', idassinatura)
      .where('proxima_data', '=', de)
      .execute();
  }

  /** Who hears about a subscription: the user who subscribed (when known), else the client. */
  async destinatario(idusuario: number | null, idcliente: number): Promise<{ email: string; nome: string } | null> {
    const u =
      idusuario === null
        ? undefined
        : await this.db
            .selectFrom('usuarios')
            .select(['email', 'nome'])
            .where('idusuario', '=', idusuario)
            .executeTakeFirst();
    if (u?.email) return { email: u.email, nome: u.nome };
    const c = await this.db
      .selectFrom('clientes')
      .select(['email', 'nome'])
      .where('idcliente', '=', idcliente)
      .executeTakeFirst();
    return c ? { email: c.email, nome: c.nome } : null;
  }

  /** The supplier's limit on a unit price's rise (%), default 10. */
  async limiteAumento(idfornecedor: string): Promise<number> {
    const r = await this.db
      .selectFrom('assinatura_config')
      .select('limite_aumento_preco_pct')
      .where('idfornecedor', '=', idfornecedor)
      .executeTakeFirst();
    return r?.limite_aumento_preco_pct ?? LIMITE_AUMENTO_PADRAO;
  }

  /** Sets the supplier's limit (%). */
  async definirLimiteAumento(idfornecedor: string, pct: number): Promise<void> {
    await this.db
      .insertInto('assinatura_config')
      .values({ idfornecedor, limite_aumento_preco_pct: pct })
      .onConflict((oc) => oc.column('idfornecedor').doUpdateSet({ limite_aumento_preco_pct: pct }))
      .execute();
  }
}

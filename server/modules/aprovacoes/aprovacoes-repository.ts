/**
 * Registration approvals (migration 0054): the supplier's registrations with their client's data
 * and their latest decision, and a decision (the registration's approval and its record in one
 * transaction, with the customer's e-mail queued in it). `cadastros_cliente` and `clientes` are
 * the usuario module's tables (typed by its tables.ts): the approval and its record must commit
 * together, so they stay SQL here.
 */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';

export type SituacaoCadastro = 'pendente' | 'recusado' | 'aprovado';

export interface CadastroRow {
  idcadastro: number;
  idcliente: number;
  nome: string;
  documento: string;
  tipoDocumento: 'CPF' | 'CNPJ' | 'ESTRANGEIRO';
  email: string;
  telefone: string | null;
  razaoSocial: string | null;
  nomeFantasia: string | null;
  inscricaoEstadual: string | null;
  criadoEm: Date;
  aprovado: boolean;
  decisao: 'aprovado' | 'recusado' | null;
  motivo: string | null;
  decididoEm: Date | null;
  decididoPor: string | null;
}

export function situacaoDe(r: Pick<CadastroRow, 'aprovado' | 'decisao'>): SituacaoCadastro {
  if (r.aprovado) return 'aprovado';
  return r.decisao === 'recusado' ? 'recusado' : 'pendente';
}

export class AprovacoesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  private base(db: Kysely<Database>, idfornecedor: string) {
    return db
      .selectFrom('cadastros_cliente as cc')
      .innerJoin('clientes as c', 'c.idcliente', 'cc.idcliente')
      .leftJoinLateral(
        (eb) =>
          eb
            .selectFrom('decisoes_cadastro as d')
            .select(['d.decisao', 'd.motivo', 'd.em', 'd.por'])
            .whereRef('d.idcadastroextracliente', '=', 'cc.idcadastroextracliente')
            .orderBy('d.iddecisao', 'desc')
            .limit(1)
            .as('ultima'),
        (join) => join.onTrue(),
      )
      .select([
        'cc.idcadastroextracliente as idcadastro',
        'cc.idcliente',
        'c.nome',
        'c.documento',
        'c.tipo_documento as tipoDocumento',
        'c.email',
        'c.telefone',
        'c.razao_social as razaoSocial',
        'c.nome_fantasia as nomeFantasia',
        'c.inscricao_estadual as inscricaoEstadual',
        'cc.criado_em as criadoEm',
        'cc.cadastro_aprovado as aprovado',
        'ultima.decisao',
        'ultima.motivo',
        'ultima.em as decididoEm',
        'ultima.por as decididoPor',
      ])
      .where('cc.idfornecedor', '=', idfornecedor);
  }

  /** Awaiting a decision (oldest first), or refused and not approved since. */
  async listar(idfornecedor: string, situacao: 'pendente' | 'recusado', limite = 200): Promise<CadastroRow[]> {
    let q = this.base(this.db, idfornecedor).where('cc.cadastro_aprovado', '=', false);
    q =
      situacao === 'recusado'
        ? q.where('ultima.decisao', '=', 'recusado')
        : q.where((eb) => eb.or([eb('ultima.decisao', 'is', null), eb('ultima.decisao', '!=', 'recusado')]));
    return (await q
      .orderBy('cc.criado_em')
      .orderBy('cc.idcadastroextracliente')
      .limit(limite)
      .execute()) as CadastroRow[];
  }

  async um(idfornecedor: string, idcadastro: number, db: Kysely<Database> = this.db): Promise<CadastroRow | undefined> {
    return (await this.base(db, idfornecedor)
      .where('cc.idcadastroextracliente', '=', idcadastro)
      .executeTakeFirst()) as CadastroRow | undefined;
  }

  /**
   * Records a decision: the registration's approval (locked for the transaction), its record,
   * and whatever `depois` queues in the same transaction (the customer's e-mail). Undefined when
   * the registration is not the supplier's; `antes` is the registration as it was.
   */
  async decidir(
    d: {
      idfornecedor: string;
      idcadastro: number;
      decisao: 'aprovado' | 'recusado';
      motivo: string | null;
      idusuario: number | null;
      por: string;
      em: Date;
    },
    verificar: (antes: CadastroRow) => void,
    depois: (trx: Transaction<Database>, antes: CadastroRow) => Promise<void>,
  ): Promise<CadastroRow | undefined> {
    return this.db.transaction().execute(async (trx) => {
      const travado = await trx
        .selectFrom('cadastros_cliente')
        .select('idcadastroextracliente')
        .where('idcadastroextracliente', '=', d.idcadastro)
        .where('idfornecedor', '=', d.idfornecedor)
        .forUpdate()
        .executeTakeFirst();
      if (!travado) return undefined;
      const antes = await this.um(d.idfornecedor, d.idcadastro, trx);
      if (!antes) return undefined;
      verificar(antes);
      if (d.decisao === 'aprovado' && antes.aprovado) return antes;
      await trx
        .updateTable('cadastros_cliente')
        .set({ cadastro_aprovado: d.decisao === 'aprovado' })
        .where('idcadastroextracliente', '=', d.idcadastro)
        .execute();
      await trx
        .insertInto('decisoes_cadastro')
        .values({
          idcadastroextracliente: d.idcadastro,
          idfornecedor: d.idfornecedor,
          decisao: d.decisao,
          motivo: d.motivo,
          idusuario: d.idusuario,
          por: d.por,
          em: d.em,
        })
        .execute();
      await depois(trx, antes);
      return this.um(d.idfornecedor, d.idcadastro, trx);
    });
  }

  /** A staff member's name, for the record. */
  async nomeUsuario(idusuario: number): Promise<string | null> {
    const r = await this.db.selectFrom('usuarios').select('nome').where('idusuario', '=', idusuario).executeTakeFirst();
    return r?.nome ?? null;
  }
}

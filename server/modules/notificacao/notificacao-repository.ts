/** Availability alerts (migration 0017) and the stock column of `produtos` they follow. */
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { AlertasDisponibilidadeTable } from './tables';

export type AlertaRow = Selectable<AlertasDisponibilidadeTable>;

export interface ProdutoDoAlerta {
  id: number;
  idcadastroextraproduto: number;
  slug: string;
  nome: string;
  maximo_disponivel_milesimos: number | null;
}

/** A claimed alert with what its e-mail needs. */
export interface AlertaParaEnviar {
  id: number;
  idcliente: number;
  origem: string;
  email: string | null;
  emailCliente: string;
  nomeUsuario: string;
  produtoNome: string;
  produtoSlug: string;
}

export class NotificacaoRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** An active product of the supplier, by id or by idcadastroextraproduto. */
  async produto(
    idfornecedor: string,
    chave: { id: number } | { idcadastroextraproduto: number },
  ): Promise<ProdutoDoAlerta | undefined> {
    let query = this.db
      .selectFrom('produtos')
      .select(['id', 'idcadastroextraproduto', 'slug', 'nome', 'maximo_disponivel_milesimos'])
      .where('idfornecedor', '=', idfornecedor)
      .where('ativo', '=', true);
    query =
      'id' in chave
        ? query.where('id', '=', chave.id)
        : query.where('idcadastroextraproduto', '=', chave.idcadastroextraproduto);
    return query.orderBy('id').limit(1).executeTakeFirst();
  }

  /** The waiting subscription of a client for a product, if any. */
  async pendente(
    idfornecedor: string,
    idcliente: number,
    idcadastroextraproduto: number,
  ): Promise<AlertaRow | undefined> {
    return this.db
      .selectFrom('alertas_disponibilidade')
      .selectAll()
      .where('idfornecedor', '=', idfornecedor)
      .where('idcliente', '=', idcliente)
      .where('idcadastroextraproduto', '=', idcadastroextraproduto)
      .where('enviado_em', 'is', null)
      .executeTakeFirst();
  }

  /** Subscribes; a waiting subscription of the same client and product is kept as it is. */
  async inscrever(alerta: {
    idfornecedor: string;
    idcliente: number;
    idusuario: number;
    idproduto: number;
    idcadastroextraproduto: number;
    origem: string;
  }): Promise<void> {
    await this.db
      .insertInto('alertas_disponibilidade')
      .values(alerta)
      .onConflict((oc) =>
        oc.columns(['idfornecedor', 'idcliente', 'idcadastroextraproduto']).where('enviado_em', 'is', null).doNothing(),
      )
      .execute();
  }

  async remover(idfornecedor: string, idcliente: number, idcadastroextraproduto: number): Promise<void> {
    await this.db
      .deleteFrom('alertas_disponibilidade')
      .where('idfornecedor', '=', idfornecedor)
      .where('idcliente', '=', idcliente)
      .where('idcadastroextraproduto', '=', idcadastroextraproduto)
      .where('enviado_em', 'is', null)
      .execute();
  }

  /**
   * In one transaction: writes the stock of each product (all must be the supplier's, else
   * nothing is written and `faltando` names the first missing id), then claims (marks sent) the
   * waiting alerts of the products `disponivel` says are available now. A claimed alert is never
   * claimed again: the UPDATE only takes rows still waiting, so two updates at once split them.
   */
  async atualizarEstoque(
    idfornecedor: string,
    produtos: readonly { idproduto: number; milesimos: number | null }[],
    disponivel: (milesimos: number | null) => boolean,
    agora: Date,
  ): Promise<{ faltando: number | null; atualizados: number; alertas: AlertaParaEnviar[] }> {
    return this.db
      .transaction()
      .execute(async (trx) => {
        for (const p of produtos) {
          const r = await trx
            .updateTable('produtos')
            .set({ maximo_disponivel_milesimos: p.milesimos })
            .where('idfornecedor', '=', idfornecedor)
            .where('id', '=', p.idproduto)
            .executeTakeFirst();
          if (Number(r.numUpdatedRows) === 0) throw new ProdutoFaltando(p.idproduto);
        }
        const disponiveis = produtos.filter((p) => disponivel(p.milesimos)).map((p) => p.idproduto);
        const alertas = disponiveis.length === 0 ? [] : await this.reivindicar(trx, idfornecedor, disponiveis, agora);
        return { faltando: null, atualizados: produtos.length, alertas };
      })
      .catch((error: unknown) => {
        if (error instanceof ProdutoFaltando) return { faltando: error.idproduto, atualizados: 0, alertas: [] };
        throw error;
      });
  }

  /** Gives an alert back to the waiting ones (its e-mail could not be sent). */
  async devolver(id: number): Promise<void> {
    await this.db.updateTable('alertas_disponibilidade').set({ enviado_em: null }).where('id', '=', id).execute();
  }

  private async reivindicar(
    trx: Transaction<Database>,
    idfornecedor: string,
    idprodutos: number[],
    agora: Date,
  ): Promise<AlertaParaEnviar[]> {
    const marcados = await trx
      .updateTable('alertas_disponibilidade')
      .set({ enviado_em: agora })
      .where('idfornecedor', '=', idfornecedor)
      .where('idproduto', 'in', idprodutos)
      .where('enviado_em', 'is', null)
      .returning(['id'])
      .execute();
    if (marcados.length === 0) return [];
    return trx
      .selectFrom('alertas_disponibilidade as a')
      .innerJoin('usuarios as u', 'u.idusuario', 'a.idusuario')
      .innerJoin('clientes as c', 'c.idcliente', 'a.idcliente')
      .innerJoin('produtos as p', 'p.id', 'a.idproduto')
      .select([
        'a.id',
        'a.idcliente',
        'a.origem',
        'u.email as email',
        'c.email as emailCliente',
        'u.nome as nomeUsuario',
        'p.nome as produtoNome',
        'p.slug as produtoSlug',
      ])
      .where(
        'a.id',
        'in',
        marcados.map((m) => m.id),
      )
      .orderBy('a.id')
      .execute();
  }
}

class ProdutoFaltando extends Error {
  constructor(readonly idproduto: number) {
    super(`produto ${idproduto} não encontrado`);
  }
}

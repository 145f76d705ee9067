/**
 * ERP batches of more than 10,000 lines run as a job (issue 33, item 2; docs/erp-integration.md):
 * the call answers 202 with the import's id at once, and the ERP asks its state at
 * `GET /v4/integracao/{idfornecedor}/importacoes/{idimportacao}`.
 *
 * - On arrival the batch's codes are checked as a call's are (an empty or repeated `cod_erp` is
 *   refused with its line), and the other lines are kept in parts of 10,000 (categories in one
 *   part: a parent may come after its child), with the job, in one transaction.
 * - The job runs each part through the same upsert a call of 10,000 lines runs, in order, and
 *   keeps its report with the lines' indexes in the whole batch; a job that dies (a deploy, a
 *   crash) resumes at the first part without a report. Each part commits on its own, so the
 *   storefront sees the catalogue grow part by part, as it would under calls of 10,000.
 * - After `TENTATIVAS` failed attempts the import is `falhou`, with the pt-BR reason; the parts
 *   done stay done (an upsert is idempotent: the ERP may send the batch again).
 * - An import ended is kept DIAS_GUARDADOS days for its status call, then deleted by a daily job.
 */
import { sql, type Kysely, type Selectable } from 'kysely';
import type { components } from '#openapi/generated/v4';
import { HttpError } from '../../shared/http-error';
import type { Database } from '../../db/schema';
import type { EscopoIntegracao } from './integracao-service';
import type { ImportacoesErpTable, TipoImportacao } from './tables';
import { codigos, Relatorio, type RelatorioImportacao } from './upserts';

type S = components['schemas'];
export type ImportacaoWire = S['ImportacaoErp'];

/** A call answers this many lines at once; more run as a job, in parts of this size. */
export const LINHAS_POR_CHAMADA = 10_000;
/** Attempts of a job before its import is `falhou`. */
export const TENTATIVAS = 4;
export const FILA_IMPORTACAO = 'integracao-importacao';
/** The daily clean-up of old imports. */
export const FILA_LIMPEZA_IMPORTACOES = 'integracao-importacoes-limpeza';
/** An import ended (done or failed) is kept this long for its status call, then deleted. */
export const DIAS_GUARDADOS = 30;

export const ESCOPO_DA_IMPORTACAO: Record<TipoImportacao, EscopoIntegracao> = {
  categorias: 'catalogue',
  produtos: 'catalogue',
  precos: 'prices',
  estoque: 'stock',
  clientes: 'customers',
};

/** Runs a part (an upsert of the kind) for a supplier: the same as a call of up to 10,000 lines. */
export type ExecutarImportacao = (
  tipo: TipoImportacao,
  idfornecedor: string,
  itens: readonly { cod_erp: string }[],
  /** The shop's origin the ERP called from (the links of the invitations a client import sends). */
  origem: string | null,
) => Promise<RelatorioImportacao>;

type ImportacaoRow = Selectable<ImportacoesErpTable>;

/** A part's report renumbered to the batch: its `linha` and each field path `itens[i]…`. */
function renumerar(relatorio: RelatorioImportacao, linhas: readonly number[]): RelatorioImportacao {
  return {
    ...relatorio,
    itens: relatorio.itens.map((item) => {
      const linha = linhas[item.linha]!;
      return {
        ...item,
        linha,
        erros: item.erros.map((e) => ({ ...e, campo: e.campo.replace(/^itens\[\d+\]/, `itens[${linha}]`) })),
      };
    }),
  };
}

export class Importacoes {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly executar: ExecutarImportacao,
    private readonly enfileirar: (trx: Kysely<Database>, idimportacao: number, idfornecedor: string) => Promise<void>,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Keeps the batch in parts and enqueues its job, in one transaction. */
  async criar(
    idfornecedor: string,
    idcredencial: number,
    tipo: TipoImportacao,
    itens: readonly { cod_erp: string }[],
    origem: string | null = null,
  ): Promise<{ importacao: ImportacaoWire }> {
    const antes = new Relatorio();
    const linhas = [...codigos(itens, antes).keys()];
    const recusados = antes.final();
    const tamanho = tipo === 'categorias' ? Math.max(1, linhas.length) : LINHAS_POR_CHAMADA;
    const row = await this.db.transaction().execute(async (trx) => {
      const importacao = await trx
        .insertInto('importacoes_erp')
        .values({
          idfornecedor,
          idcredencial,
          tipo,
          total: itens.length,
          processados: recusados.itens.length,
          recusados: recusados.itens.length,
          recusados_antes: JSON.stringify(recusados.itens),
          origem,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      for (let inicio = 0, parte = 0; inicio < linhas.length; inicio += tamanho, parte++) {
        const daParte = linhas.slice(inicio, inicio + tamanho);
        await trx
          .insertInto('importacoes_erp_partes')
          .values({
            idimportacao: importacao.idimportacao,
            parte,
            linhas: JSON.stringify(daParte),
            itens: JSON.stringify(daParte.map((l) => itens[l])),
          })
          .execute();
      }
      await this.enfileirar(trx, importacao.idimportacao, idfornecedor);
      return importacao;
    });
    return { importacao: this.wire(row, null) };
  }

  /** The supplier's import, with its report once done; 404 for another supplier's. */
  async uma(idfornecedor: string, idimportacao: number): Promise<{ importacao: ImportacaoWire }> {
    const row = await this.linha(idfornecedor, idimportacao);
    if (!row) throw naoEncontrada();
    let relatorio: RelatorioImportacao | null = null;
    if (row.situacao === 'concluida') {
      const partes = await this.db
        .selectFrom('importacoes_erp_partes')
        .select('relatorio')
        .where('idimportacao', '=', idimportacao)
        .orderBy('parte')
        .execute();
      const itens = [...row.recusados_antes, ...partes.flatMap((p) => p.relatorio?.itens ?? [])].sort(
        (a, b) => a.linha - b.linha,
      );
      relatorio = {
        criados: row.criados,
        atualizados: row.atualizados,
        inalterados: row.inalterados,
        recusados: row.recusados,
        itens,
      };
    }
    return { importacao: this.wire(row, relatorio) };
  }

  /** The kind of a supplier's import (its scope decides who may read it); undefined when not theirs. */
  async tipo(idfornecedor: string, idimportacao: number): Promise<TipoImportacao | undefined> {
    return (await this.linha(idfornecedor, idimportacao))?.tipo;
  }

  /** The job: the parts without a report, in order; then `concluida`. */
  async processar(idimportacao: number): Promise<void> {
    const inicio = await this.db
      .updateTable('importacoes_erp')
      .set({ situacao: 'processando', tentativas: sql`tentativas + 1` })
      .where('idimportacao', '=', idimportacao)
      .where('situacao', 'in', ['na-fila', 'processando'])
      .returningAll()
      .executeTakeFirst();
    if (!inicio) return; // done, failed, or its supplier gone
    try {
      for (;;) {
        const parte = await this.db
          .selectFrom('importacoes_erp_partes')
          .selectAll()
          .where('idimportacao', '=', idimportacao)
          .where('relatorio', 'is', null)
          .orderBy('parte')
          .limit(1)
          .executeTakeFirst();
        if (!parte) break;
        const relatorio = renumerar(
          await this.executar(inicio.tipo, inicio.idfornecedor, parte.itens as { cod_erp: string }[], inicio.origem),
          parte.linhas,
        );
        await this.db.transaction().execute(async (trx) => {
          await trx
            .updateTable('importacoes_erp_partes')
            .set({ relatorio: JSON.stringify(relatorio), itens: '[]' })
            .where('idimportacao', '=', idimportacao)
            .where('parte', '=', parte.parte)
            .execute();
          await trx
            .updateTable('importacoes_erp')
            .set({
              processados: sql`processados + ${parte.linhas.length}`,
              criados: sql`criados + ${relatorio.criados}`,
              atualizados: sql`atualizados + ${relatorio.atualizados}`,
              inalterados: sql`inalterados + ${relatorio.inalterados}`,
              recusados: sql`recusados + ${relatorio.recusados}`,
            })
            .where('idimportacao', '=', idimportacao)
            .execute();
        });
      }
      await this.db
        .updateTable('importacoes_erp')
        .set({ situacao: 'concluida', concluida_em: this.now(), motivo: null })
        .where('idimportacao', '=', idimportacao)
        .execute();
    } catch (error) {
      const ultima = inicio.tentativas >= TENTATIVAS;
      await this.db
        .updateTable('importacoes_erp')
        .set({
          motivo: `a importação parou: ${(error as Error).message}`.slice(0, 500),
          ...(ultima ? { situacao: 'falhou' as const, concluida_em: this.now() } : {}),
        })
        .where('idimportacao', '=', idimportacao)
        .execute();
      if (!ultima) throw error; // the queue tries again later
    }
  }

  /** Deletes the imports ended more than DIAS_GUARDADOS days ago (their parts go with them). */
  async limpar(): Promise<number> {
    const limite = new Date(this.now().getTime() - DIAS_GUARDADOS * 86_400_000);
    const r = await this.db
      .deleteFrom('importacoes_erp')
      .where('situacao', 'in', ['concluida', 'falhou'])
      .where('concluida_em', '<', limite)
      .executeTakeFirst();
    return Number(r.numDeletedRows);
  }

  private linha(idfornecedor: string, idimportacao: number): Promise<ImportacaoRow | undefined> {
    return this.db
      .selectFrom('importacoes_erp')
      .selectAll()
      .where('idimportacao', '=', idimportacao)
      .where('idfornecedor', '=', idfornecedor)
      .executeTakeFirst();
  }

  private wire(row: ImportacaoRow, relatorio: RelatorioImportacao | null): ImportacaoWire {
    return {
      idimportacao: row.idimportacao,
      tipo: row.tipo,
      situacao: row.situacao,
      total: row.total,
      processados: row.processados,
      criados: row.criados,
      atualizados: row.atualizados,
      inalterados: row.inalterados,
      recusados: row.recusados,
      criadaEm: row.criada_em.toISOString(),
      concluidaEm: row.concluida_em?.toISOString() ?? null,
      motivo: row.motivo,
      relatorio,
    };
  }
}

function naoEncontrada(): HttpError {
  return new HttpError(404, 'Importação não encontrada.', 'integracao.importacao-nao-encontrada');
}

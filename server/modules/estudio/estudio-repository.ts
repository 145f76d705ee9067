/**
 * The versions of the storefront documents (`documentos_loja_versoes`) and the published store
 * (`documentos_loja`, with its pointer to the published version): migration 0031.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { TipoDocumentoLoja } from './tables';

export interface VersaoRow {
  versao: number;
  documento: unknown;
  idusuario: number | null;
  autor: string;
  nota: string | null;
  salvo_em: Date;
  restaurada_de: number | null;
}

export interface PublicacaoRow {
  versao_publicada: number | null;
  publicado_em: Date | null;
  publicado_por: string | null;
  documento: unknown;
}

export interface NovaVersao {
  idfornecedor: string;
  tipo: TipoDocumentoLoja;
  /** The version the edit was based on: the new one is `esperada + 1`, written only if that is still the latest. */
  esperada: number;
  documento: unknown;
  idusuario: number | null;
  autor: string;
  nota: string | null;
  restauradaDe: number | null;
}

const data = (valor: unknown): Date => (valor instanceof Date ? valor : new Date(String(valor)));

function paraVersao(row: {
  versao: number;
  documento: unknown;
  idusuario: number | null;
  autor: string;
  nota: string | null;
  salvo_em: unknown;
  restaurada_de: number | null;
}): VersaoRow {
  return {
    ...row,
    versao: Number(row.versao),
    salvo_em: data(row.salvo_em),
    restaurada_de: row.restaurada_de === null ? null : Number(row.restaurada_de),
  };
}

export class EstudioRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The latest version (the draft), or undefined before the first save. */
  async ultima(idfornecedor: string, tipo: TipoDocumentoLoja): Promise<VersaoRow | undefined> {
    const row = await this.db
      .selectFrom('documentos_loja_versoes')
      .select(['versao', 'documento', 'idusuario', 'autor', 'nota', 'salvo_em', 'restaurada_de'])
      .where('idfornecedor', '=', idfornecedor)
      .where('tipo', '=', tipo)
      .orderBy('versao', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row ? paraVersao(row) : undefined;
  }

  async versao(idfornecedor: string, tipo: TipoDocumentoLoja, versao: number): Promise<VersaoRow | undefined> {
    const row = await this.db
      .selectFrom('documentos_loja_versoes')
      .select(['versao', 'documento', 'idusuario', 'autor', 'nota', 'salvo_em', 'restaurada_de'])
      .where('idfornecedor', '=', idfornecedor)
      .where('tipo', '=', tipo)
      .where('versao', '=', versao)
      .executeTakeFirst();
    return row ? paraVersao(row) : undefined;
  }

  /** The latest `limite` versions, newest first. */
  async versoes(idfornecedor: string, tipo: TipoDocumentoLoja, limite: number): Promise<VersaoRow[]> {
    const rows = await this.db
      .selectFrom('documentos_loja_versoes')
      .select(['versao', 'documento', 'idusuario', 'autor', 'nota', 'salvo_em', 'restaurada_de'])
      .where('idfornecedor', '=', idfornecedor)
      .where('tipo', '=', tipo)
      .orderBy('versao', 'desc')
      .limit(limite)
      .execute();
    return rows.map(paraVersao);
  }

  /** The published document of this type and its pointer, or undefined when none was ever stored. */
  async publicacao(idfornecedor: string, tipo: TipoDocumentoLoja): Promise<PublicacaoRow | undefined> {
    const row = await this.db
      .selectFrom('documentos_loja')
      .select(['versao_publicada', 'publicado_em', 'publicado_por', 'documento'])
      .where('idfornecedor', '=', idfornecedor)
      .where('tipo', '=', tipo)
      .executeTakeFirst();
    if (!row) return undefined;
    return {
      versao_publicada: row.versao_publicada === null ? null : Number(row.versao_publicada),
      publicado_em: row.publicado_em === null ? null : data(row.publicado_em),
      publicado_por: row.publicado_por,
      documento: row.documento,
    };
  }

  /**
   * Writes version `esperada + 1` in one conditional insert: only while `esperada` is still the
   * latest version, and the primary key (idfornecedor, tipo, versao) makes the second of two
   * concurrent saves insert nothing. Returns the new version, or null on a conflict.
   */
  async salvar(nova: NovaVersao, db: Kysely<Database> = this.db): Promise<{ versao: number; salvo_em: Date } | null> {
    const versao = nova.esperada + 1;
    const { rows } = await sql<{ versao: number; salvo_em: Date | string }>`
      INSERT INTO documentos_loja_versoes (idfornecedor, tipo, versao, documento, idusuario, autor, nota, restaurada_de)
      SELECT ${nova.idfornecedor}::text, ${nova.tipo}::text, ${versao}::integer, ${JSON.stringify(nova.documento)}::jsonb, ${nova.idusuario}::integer, ${nova.autor}::text, ${nova.nota}::text, ${nova.restauradaDe}::integer
      WHERE (SELECT COALESCE(MAX(versao), 0) FROM documentos_loja_versoes WHERE idfornecedor = ${nova.idfornecedor}::text AND tipo = ${nova.tipo}::text) = ${nova.esperada}::integer
      ON CONFLICT (idfornecedor, tipo, versao) DO NOTHING
      RETURNING versao, salvo_em
    `.execute(db);
    const row = rows[0];
    return row ? { versao: Number(row.versao), salvo_em: data(row.salvo_em) } : null;
  }

  /** Makes `versao` (its document already migrated and validated) the published one. */
  async publicar(
    entrada: {
      idfornecedor: string;
      tipo: TipoDocumentoLoja;
      versao: number;
      documento: unknown;
      autor: string;
      em: Date;
    },
    db: Kysely<Database> = this.db,
  ): Promise<void> {
    const json = JSON.stringify(entrada.documento);
    await db
      .insertInto('documentos_loja')
      .values({
        idfornecedor: entrada.idfornecedor,
        tipo: entrada.tipo,
        documento: json,
        atualizado_em: entrada.em,
        versao_publicada: entrada.versao,
        publicado_em: entrada.em,
        publicado_por: entrada.autor,
      })
      .onConflict((oc) =>
        oc.columns(['idfornecedor', 'tipo']).doUpdateSet({
          documento: json,
          atualizado_em: entrada.em,
          versao_publicada: entrada.versao,
          publicado_em: entrada.em,
          publicado_por: entrada.autor,
        }),
      )
      .execute();
  }

  async nomeUsuario(idusuario: number): Promise<string | null> {
    const row = await this.db
      .selectFrom('usuarios')
      .select('nome')
      .where('idusuario', '=', idusuario)
      .executeTakeFirst();
    return row?.nome ?? null;
  }

  transacao<T>(fn: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(fn);
  }
}

/**
 * The tables the link-acao module owns, as Kysely sees them; server/db/schema.ts composes them
 * into `Database` (server/modules/README.md).
 */
import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from '../../db/column-types';

export type TipoLinkAcao = 'ADICIONAR_PRODUTO' | 'APLICAR_CUPOM' | 'ABRIR_LISTA';

/** Migration 0048: an action a supplier's banner or carousel link runs. */
export interface LinksAcaoTable {
  idacao: Generated<number>;
  idfornecedor: string;
  tipo: TipoLinkAcao;
  idproduto: number | null;
  /** numeric: read as a string. */
  quantidade: ColumnType<string | null, number | string | null, number | string | null>;
  codigocupom: string | null;
  idlista: number | null;
  criado_em: Timestamp;
}

/** The link-acao module's tables, by name. */
export interface LinkAcaoTables {
  links_acao: LinksAcaoTable;
}

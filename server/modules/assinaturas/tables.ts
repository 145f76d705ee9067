/**
 * The tables the assinaturas module owns, as Kysely sees them; server/db/schema.ts composes them into
 * `Database`. Other modules reach them through this module's service, or import these types
 * (server/modules/README.md).
 */
import type { Generated } from 'kysely';

/** Migration 0019: a supplier's subscription types (a cart repeated every `intervalo_dias` days). */
export interface TiposAssinaturaTable {
  idtipoassinatura: Generated<number>;
  idfornecedor: string;
  nome: string;
  descricao: Generated<string>;
  intervalo_dias: number;
  ordem: Generated<number>;
  ativo: Generated<boolean>;
}

/** The assinaturas module's tables, by name. */
export interface AssinaturasTables {
  tipos_assinatura: TiposAssinaturaTable;
}

/**
 * The tables the paginas-estaticas module owns, as Kysely sees them; server/db/schema.ts composes them into
 * `Database`. Other modules reach them through this module's service, or import these types
 * (server/modules/README.md).
 */
import type { Generated, JSONColumnType } from 'kysely';
import type { Timestamp } from '../../db/column-types';

/** Migration 0021: a supplier's static pages (HTML content; the storefront shows those tagged WEB). */
export interface PaginasEstaticasTable {
  idpagina: Generated<number>;
  idfornecedor: string;
  slug: string;
  titulo: string;
  conteudo: string;
  tags: JSONColumnType<string[]>;
  ordem: Generated<number>;
  atualizado_em: Timestamp;
}

/** The paginas-estaticas module's tables, by name. */
export interface PaginasEstaticasTables {
  paginas_estaticas: PaginasEstaticasTable;
}

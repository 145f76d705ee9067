/**
 * The tables the imagens module owns, as Kysely sees them; server/db/schema.ts composes them into
 * `Database`. Other modules reach them through this module's service, or import these types
 * (server/modules/README.md).
 */
import type { Timestamp } from '../../db/column-types';

/** A product picture uploaded by the supplier's admin (migration 0032): the re-encoded WebP. */
export interface ProdutoImagemEnviadaTable {
  id: number;
  idfornecedor: string;
  webp: Uint8Array;
  /** sha1 of the WebP, base64url, 27 characters (the ETag's seed). */
  sha: string;
  largura: number;
  altura: number;
  idusuario: number | null;
  enviado_em: Timestamp; // defaults to now()
}

/** The imagens module's tables, by name. */
export interface ImagensTables {
  produto_imagem_enviada: ProdutoImagemEnviadaTable;
}

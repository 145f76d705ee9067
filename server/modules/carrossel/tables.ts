/**
 * The tables the carrossel module owns, as Kysely sees them; server/db/schema.ts composes them into
 * `Database`. Other modules reach them through this module's service, or import these types
 * (server/modules/README.md).
 */
import type { Generated, JSONColumnType } from 'kysely';

export interface CarrosseisTable {
  idcarrossel: Generated<number>; // identity; the demo seed uses fixed ids
  idfornecedor: string;
  titulo: string;
  tipo: 'BANNER' | 'PRODUTOS';
  pagina: string; // 'HOME' or a static page slug
  ordem: number;
  banners: JSONColumnType<{ imagem: string; link: string | null; titulo: string; subtitulo: string | null }[]>;
  filtro_produtos: JSONColumnType<{ idcategoria?: number; tags?: string[]; ofertas?: boolean; limite: number } | null>;
}

/** The carrossel module's tables, by name. */
export interface CarrosselTables {
  carrosseis: CarrosseisTable;
}

/**
 * The tables the usuarios-vinculados module owns, as Kysely sees them; server/db/schema.ts composes them into
 * `Database`. Other modules reach them through this module's service, or import these types
 * (server/modules/README.md).
 */
import type { Timestamp } from '../../db/column-types';

/** Migration 0009: what a principal user lets a linked user do for the client (spec section 5). */
export interface UsuarioClientePermissoesTable {
  idusuario: number;
  idcliente: number;
  idpermissao: 'submissao_pedido';
  concedida_em: Timestamp; // defaults to now()
}

/** The usuarios-vinculados module's tables, by name. */
export interface UsuariosVinculadosTables {
  usuario_cliente_permissoes: UsuarioClientePermissoesTable;
}

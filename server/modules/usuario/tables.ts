/**
 * The tables the usuario module owns, as Kysely sees them; server/db/schema.ts composes them into
 * `Database`. Other modules reach them through this module's service, or import these types
 * (server/modules/README.md).
 */
import type { ColumnType, Generated, JSONColumnType } from 'kysely';
import type { Timestamp } from '../../db/column-types';

export type Papel = 'cliente' | 'representante' | 'usuario_vinculado' | 'atendente' | 'admin_fornecedor';

export interface ClientesTable {
  idcliente: Generated<number>; // identity; the demo seed uses fixed ids
  nome: string;
  documento: string; // digits only
  tipo_documento: 'CPF' | 'CNPJ' | 'ESTRANGEIRO';
  email: string;
  tags: JSONColumnType<string[]>;
  /** Migration 0050 (issue 34): digits, DDD first (10 or 11). */
  telefone: ColumnType<string | null, string | null | undefined, string | null>;
  whatsapp_optin: Generated<boolean>;
  /** Migration 0050: a CNPJ's company data; the IE is digits (or letters some UFs use), or 'ISENTO'. */
  razao_social: ColumnType<string | null, string | null | undefined, string | null>;
  nome_fantasia: ColumnType<string | null, string | null | undefined, string | null>;
  inscricao_estadual: ColumnType<string | null, string | null | undefined, string | null>;
  uf_inscricao_estadual: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface CadastrosClienteTable {
  idcadastroextracliente: Generated<number>; // identity; the demo seed uses fixed ids
  idcliente: number;
  idfornecedor: string;
  cadastro_aprovado: boolean;
  tags: JSONColumnType<string[]>;
  /** When the supplier's terms of use were accepted (registration); null for older rows. */
  termos_aceitos_em: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  criado_em: Timestamp; // defaults to now()
  /**
   * The ERP's code of the client at this supplier and its credit limit (migration 0049, issue 33);
   * its payment terms are the payment methods reserved to it (formas_pagamento_clientes).
   */
  cod_erp: ColumnType<string | null, string | null | undefined, string | null>;
  limite_credito_centavos: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface UsuariosTable {
  idusuario: Generated<number>; // identity; the demo seed uses fixed ids
  email: string | null;
  documento: string | null; // digits only, for CPF/CNPJ logins
  nome: string;
  /** argon2id PHC string (server/shared/password), or an older scrypt$N$salt$hash rehashed on the next login. */
  senha_hash: string;
  papel: Papel;
  idfornecedor: string | null; // staff (representante, atendente, admin) belong to one supplier
  idcliente: number | null; // the client a cliente or usuario_vinculado acts for by default
  principal: boolean;
  criado_em: Timestamp; // defaults to now()
}

/** Clients a representative serves, and clients a linked user may switch among. */
export interface UsuarioClientesTable {
  idusuario: number;
  idcliente: number;
  principal: boolean;
}

/** The usuario module's tables, by name. */
export interface UsuarioTables {
  clientes: ClientesTable;
  cadastros_cliente: CadastrosClienteTable;
  usuarios: UsuariosTable;
  usuario_clientes: UsuarioClientesTable;
}

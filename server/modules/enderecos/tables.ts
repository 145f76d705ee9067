/**
 * The tables the enderecos module owns, as Kysely sees them; server/db/schema.ts composes them into
 * `Database`. Other modules reach them through this module's service, or import these types
 * (server/modules/README.md).
 */
import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from '../../db/column-types';

/** Migration 0020: a client's addresses at a supplier; at most one primary per client and supplier. */
export interface EnderecosTable {
  idendereco: Generated<number>;
  idcliente: number;
  idfornecedor: string;
  apelido: string | null;
  /** 8 digits, no hyphen (spec section 5). */
  cep: string;
  uf: string;
  pais: Generated<string>;
  cidade: string;
  bairro: string;
  rua: string;
  numero: string;
  complemento: string | null;
  referencia: string | null;
  lat: number | null;
  lng: number | null;
  primario: Generated<boolean>;
  /** The ERP's code of the address (an integration writes it; the storefront never does). */
  cod_erp: string | null;
  /** The spec's manualAddress: typed by the person, not filled from the CEP lookup. */
  manual: Generated<boolean>;
  /** Migration 0055 (issue 34): who receives there (null: the client). */
  destinatario: ColumnType<string | null, string | null | undefined, string | null>;
  /** Migration 0055: the phone at that address, 10 or 11 digits. */
  telefone: ColumnType<string | null, string | null | undefined, string | null>;
  /** Migration 0055: the WhatsApp opt-in for that phone (false unless asked). */
  whatsapp_optin: Generated<boolean>;
  criado_em: Timestamp;
  atualizado_em: Timestamp;
}

/** The enderecos module's tables, by name. */
export interface EnderecosTables {
  enderecos: EnderecosTable;
}

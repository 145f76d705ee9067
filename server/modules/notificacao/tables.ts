/**
 * The tables the notificacao module owns, as Kysely sees them; server/db/schema.ts composes them into
 * `Database`. Other modules reach them through this module's service, or import these types
 * (server/modules/README.md).
 */
import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from '../../db/column-types';

/** Migration 0017: availability alerts; one waiting (enviado_em null) per client, supplier and product. */
export interface AlertasDisponibilidadeTable {
  id: Generated<number>;
  idfornecedor: string;
  idcliente: number;
  /** The user who subscribed: the alert is e-mailed to them. */
  idusuario: number;
  idproduto: number;
  idcadastroextraproduto: number;
  /** The storefront origin of the subscription (the e-mail's link points there). */
  origem: string;
  criado_em: Timestamp; // defaults to now()
  enviado_em: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** The notificacao module's tables, by name. */
export interface NotificacaoTables {
  alertas_disponibilidade: AlertasDisponibilidadeTable;
}

/**
 * The tables the entrega module owns, as Kysely sees them; server/db/schema.ts composes them into
 * `Database`. Other modules reach them through this module's service, or import these types
 * (server/modules/README.md).
 */
import type { Generated } from 'kysely';

export type TipoEntrega = 'DELIVERY' | 'RETIRADA';

/** A supplier's delivery or pickup option and its scheduling rule (migration 0022). */
export interface FormasEntregaTable {
  idformaentrega: Generated<number>;
  idfornecedor: string;
  nome: string;
  descricao: string | null;
  tipo: TipoEntrega;
  taxa_centavos: Generated<number>;
  prazo_dias: Generated<number>;
  /** Orders from this hour (Brasília time, 0–24; 24 = no cut-off) move the first date by a day. */
  hora_corte: Generated<number>;
  /** Weekdays with deliveries, 0 = Sunday … 6 = Saturday. */
  dias_semana: Generated<number[]>;
  datas_oferecidas: Generated<number>;
  ordem: Generated<number>;
  ativa: Generated<boolean>;
}

/** A store an order can be picked up from (migration 0022). */
export interface LojasRetiradaTable {
  idloja: Generated<number>;
  idfornecedor: string;
  nome: string;
  descricao_endereco_loja: string;
  horario: string | null;
  lat: number;
  lng: number;
  ordem: Generated<number>;
  ativa: Generated<boolean>;
}

/** The entrega module's tables, by name. */
export interface EntregaTables {
  formas_entrega: FormasEntregaTable;
  lojas_retirada: LojasRetiradaTable;
}

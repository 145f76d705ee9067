/**
 * The tables the conteudo module owns, as Kysely sees them; server/db/schema.ts composes them into
 * `Database`. Other modules reach them through this module's service, or import these types
 * (server/modules/README.md).
 */
import type { Generated, JSONColumnType } from 'kysely';
import type { Timestamp } from '../../db/column-types';

export interface TextosEstaticosTable {
  idfornecedor: string;
  lang: string;
  chave: string;
  texto: string;
}

/** Migration 0027: a supplier's custom content by type (ORDER_INSTRUCTIONS). */
export interface ConteudosPersonalizadosTable {
  idfornecedor: string;
  content_type: 'ORDER_INSTRUCTIONS';
  html: string;
  atualizado_em: Timestamp;
}

/** Migration 0027: a question the supplier asks at checkout, about the client or the order. */
export interface CaracteristicasTable {
  idcaracteristica: Generated<number>;
  idfornecedor: string;
  alvo: 'CLIENTE' | 'PEDIDO';
  nome: string;
  tipo: 'TEXTO' | 'ESCOLHA' | 'SIM_NAO';
  opcoes: JSONColumnType<string[], string | undefined, string>;
  obrigatoria: Generated<boolean>;
  ordem: Generated<number>;
  ativa: Generated<boolean>;
}

/** The conteudo module's tables, by name. */
export interface ConteudoTables {
  textos_estaticos: TextosEstaticosTable;
  conteudos_personalizados: ConteudosPersonalizadosTable;
  caracteristicas: CaracteristicasTable;
}

/**
 * The tables the fornecedor module owns, as Kysely sees them; server/db/schema.ts composes them into
 * `Database`. Other modules reach them through this module's service, or import these types
 * (server/modules/README.md).
 */
import type { Generated, JSONColumnType } from 'kysely';
import type { FreteGratisConfig } from '#engine/rules/free-shipping';
import type { OrderCeilingConfig } from '#engine/rules/order-ceiling';
import type { Tema } from '#schemas/theme';
import type { Timestamp } from '../../db/column-types';
import type { TipoEntrega } from '../entrega/tables';

export interface SeoFornecedor {
  title: string;
  subtitle?: string | null;
  description?: string | null;
  keywords?: string | null;
  og_image?: string | null;
}

export interface RodapeFornecedor {
  razao_social: string;
  cnpj: string;
  texto?: string | null;
  contato: { telefone?: string | null; whatsapp?: string | null; email?: string | null; endereco?: string | null };
  colunas: { titulo: string; links: { label: string; url: string }[] }[];
  redes_sociais: { rede: 'instagram' | 'facebook' | 'linkedin' | 'youtube' | 'whatsapp'; url: string }[];
}

export interface ConfigFornecedor {
  /** The supplier's colours (spec section 9 defaults for any missing). */
  tema: Tema;
  seo: SeoFornecedor;
  dominio: { dominio: string | null; dominio_adicionais: string[] };
  rodape: RodapeFornecedor;
  analytics: { ga4_measurement_id: string | null; habilitado_localhost: boolean };
  /** Spec section 2 'Age-over-18 check': the storefront asks every visitor on entry (absent: false). */
  exige_maioridade?: boolean;
  /** Free shipping from a minimum, in some states (engine/rules/free-shipping); absent or null: none. */
  frete_gratis?: FreteGratisConfig | null;
  /**
   * Issue 27: the ceiling on one line's quantity and on one order's total (engine/rules/order-ceiling);
   * absent or null: 100,000 units per line and R$ 10.000.000,00 per order.
   */
  limites_pedido?: OrderCeilingConfig | null;
}

export interface OrdenacaoProduto {
  idordenacao: string;
  descricao: string;
}

export interface FornecedoresTable {
  idfornecedor: string; // uuid, fixed per supplier in the demo seed
  slug: string;
  idempresa: number;
  nome: string;
  tags: JSONColumnType<string[]>;
  segmentos: JSONColumnType<{ idsegmento: number; nome: string }[]>;
  modulos: JSONColumnType<string[]>;
  logo: string | null;
  meta_info: JSONColumnType<{
    descricao_endereco_loja?: string | null;
    latitude?: number | null;
    longitude?: number | null;
  }>;
  ordenacoes_produto: JSONColumnType<OrdenacaoProduto[]>;
  config: JSONColumnType<ConfigFornecedor>;
  criado_em: Timestamp; // defaults to now()
}

/** Every host name a supplier answers on (config.dominio.dominio and dominio_adicionais). */
export interface FornecedorDominiosTable {
  dominio: string; // lower-case host without port, primary key
  idfornecedor: string;
  principal: boolean;
}

/** Where a supplier delivers or collects (migration 0025); `poligono` holds [lat, lng] pairs. */
export interface AreasAtendimentoTable {
  idarea: Generated<number>;
  idfornecedor: string;
  nome: string;
  tipo: TipoEntrega;
  poligono: JSONColumnType<[number, number][], string | undefined, string>;
  cidades: Generated<string[]>;
  ativa: Generated<boolean>;
}

/** The fornecedor module's tables, by name. */
export interface FornecedorTables {
  fornecedores: FornecedoresTable;
  fornecedor_dominios: FornecedorDominiosTable;
  areas_atendimento: AreasAtendimentoTable;
}

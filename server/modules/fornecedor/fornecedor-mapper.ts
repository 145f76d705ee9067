/**
 * Supplier rows → the wire shapes of the contract (Fornecedor, ConfiguracaoFornecedor, Tema, Seo, Rodape).
 * Optional JSON members are normalised to explicit nulls/empties so the wire is always complete.
 */
import type { components } from '#openapi/generated/v2';
import { resolveTema } from '#schemas/theme';
import type { RodapeFornecedor, SeoFornecedor } from './tables';
import type { FornecedorRow } from './fornecedor-repository';
import { textoFreteGratis, ufsValidas, type FreteGratisConfig } from '#engine/rules/free-shipping';

type Schemas = components['schemas'];
export type TemaWire = Schemas['Tema'];
export type SeoWire = Schemas['Seo'];
export type DominioWire = Schemas['Dominio'];
export type RodapeWire = Schemas['Rodape'];
export type FornecedorWire = Schemas['Fornecedor'];
export type ConfiguracaoFornecedorWire = Schemas['ConfiguracaoFornecedor'];

const textOrNull = (value: string | null | undefined): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;

/** The supplier's own shop origin (`https://` its configured domain), or null without one. */
export function origemDoDominio(fornecedor: {
  config?: { dominio?: { dominio: string | null } } | null;
}): string | null {
  const dominio = fornecedor.config?.dominio?.dominio;
  return dominio ? `https://${dominio}` : null;
}

export function toSeo(seo: Partial<SeoFornecedor> | undefined | null, nome: string): SeoWire {
  return {
    title: textOrNull(seo?.title) ?? nome,
    subtitle: textOrNull(seo?.subtitle),
    description: textOrNull(seo?.description),
    keywords: textOrNull(seo?.keywords),
    og_image: textOrNull(seo?.og_image),
  };
}

function toDominio(row: FornecedorRow): DominioWire {
  const dominio = row.config?.dominio;
  return {
    dominio: textOrNull(dominio?.dominio),
    dominio_adicionais: Array.isArray(dominio?.dominio_adicionais) ? [...dominio.dominio_adicionais] : [],
  };
}

export function toRodape(rodape: Partial<RodapeFornecedor> | undefined | null, nome: string): RodapeWire {
  const contato: RodapeWire['contato'] = {};
  for (const key of ['telefone', 'whatsapp', 'email', 'endereco'] as const) {
    const value = textOrNull(rodape?.contato?.[key]);
    if (value !== null) contato[key] = value;
  }
  return {
    razao_social: textOrNull(rodape?.razao_social) ?? nome,
    cnpj: rodape?.cnpj ?? '',
    texto: textOrNull(rodape?.texto),
    contato,
    colunas: (rodape?.colunas ?? []).map((coluna) => ({
      titulo: coluna.titulo,
      links: coluna.links.map((link) => ({ label: link.label, url: link.url })),
    })),
    redes_sociais: (rodape?.redes_sociais ?? []).map((rede) => ({ rede: rede.rede, url: rede.url })),
  };
}

function toMetaInfo(meta: FornecedorRow['meta_info']): FornecedorWire['meta_info'] {
  const out: FornecedorWire['meta_info'] = {};
  if (typeof meta?.descricao_endereco_loja === 'string') out.descricao_endereco_loja = meta.descricao_endereco_loja;
  if (typeof meta?.latitude === 'number') out.latitude = meta.latitude;
  if (typeof meta?.longitude === 'number') out.longitude = meta.longitude;
  return out;
}

export function toFornecedor(row: FornecedorRow): FornecedorWire {
  return {
    idfornecedor: row.idfornecedor,
    slug: row.slug,
    idempresa: row.idempresa,
    nome: row.nome,
    tags: [...row.tags],
    segmentos: row.segmentos.map((s) => ({ idsegmento: s.idsegmento, nome: s.nome })),
    modulos: [...row.modulos],
    logo: textOrNull(row.logo),
    meta_info: toMetaInfo(row.meta_info),
    ordenacoes_produto: row.ordenacoes_produto.map((o) => ({ idordenacao: o.idordenacao, descricao: o.descricao })),
    config: {
      tema: resolveTema(row.config?.tema),
      seo: toSeo(row.config?.seo, row.nome),
      dominio: toDominio(row),
      frete_gratis: toFreteGratis(row.config?.frete_gratis),
    },
  };
}

/** The supplier's free shipping with the banner's text (null when it offers none). */
function toFreteGratis(config: FreteGratisConfig | null | undefined): FornecedorWire['config']['frete_gratis'] {
  const texto = textoFreteGratis(config);
  return config && texto !== null
    ? { minimo_centavos: config.minimo_centavos, ufs: ufsValidas(config.ufs), texto }
    : null;
}

export function toConfiguracaoFornecedor(row: FornecedorRow): ConfiguracaoFornecedorWire {
  const base = toFornecedor(row);
  const analytics = row.config?.analytics;
  return {
    idfornecedor: base.idfornecedor,
    slug: base.slug,
    nome: base.nome,
    tags: base.tags,
    modulos: base.modulos,
    ordenacoes_produto: base.ordenacoes_produto,
    config: {
      ...base.config,
      rodape: toRodape(row.config?.rodape, row.nome),
      analytics: {
        ga4_measurement_id: textOrNull(analytics?.ga4_measurement_id),
        habilitado_localhost: analytics?.habilitado_localhost === true,
      },
      exige_maioridade: row.config?.exige_maioridade === true,
    },
  };
}

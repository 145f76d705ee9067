/**
 * The database as Kysely sees it. One source of truth for the migrations (server/db/migrations),
 * the demo seed (server/db/seed) and the repositories of server/modules.
 *
 * Units: money is integer centavos (`*_centavos`), quantities are integer thousandths
 * (`*_milesimos`: 500 = 0,5 KG). The API speaks the spec's names in reais and units; the
 * conversion happens once, in each module's mapper, with engine/rules/money and quantity.
 */
import type { ColumnType, Generated, JSONColumnType } from 'kysely';
import type { CategoryType } from '#engine/rules/offers';
import type { Tema } from '#schemas/theme';
import type { FreteGratisConfig } from '#engine/rules/free-shipping';

export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export type TipoEntrega = 'DELIVERY' | 'RETIRADA';
export type Papel = 'cliente' | 'representante' | 'usuario_vinculado' | 'atendente' | 'admin_fornecedor';

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

export interface CategoriasTable {
  idcategoria: Generated<number>; // identity; the demo seed uses fixed ids
  idfornecedor: string;
  idcategoriapai: number | null;
  nome: string;
  slug: string;
  ordem: number;
  /** OFERTAS lists the products whose preco_original is above preco, whatever their category. */
  tipo: CategoryType;
}

export interface DescontoProgressivoFaixa {
  quantidade_milesimos: number;
  preco_centavos: number;
}

export interface SubitemProduto {
  id: number;
  nome: string;
  preco_centavos: number;
  quantidade_itens: number;
  labelunidademultiplo: string;
}

export interface ProdutosTable {
  id: Generated<number>; // identity; the demo seed uses fixed ids
  idfornecedor: string;
  idcategoria: number;
  idcadastroextraproduto: number;
  slug: string;
  nome: string;
  descricao: string;
  marca: string;
  unidade: 'UN' | 'CX' | 'KG';
  labelunidade: string;
  preco_centavos: number;
  /** List price before an offer; above preco_centavos when the product is on offer. */
  preco_original_centavos: number | null;
  precovendaatacado_centavos: number | null;
  minvendaatacado_milesimos: number | null;
  multiploincremento: number;
  granularidade_milesimos: number;
  maxporpedido_milesimos: number | null;
  min_por_pedido_milesimos: number | null;
  maximo_disponivel_milesimos: number | null;
  permite_embalagem: boolean;
  preco_embalagem_centavos: number | null;
  desconto_progressivo: JSONColumnType<DescontoProgressivoFaixa[]>;
  tipo_produto: 'SIMPLES' | 'CONJUNTO';
  subitens: JSONColumnType<SubitemProduto[]>;
  esconder_preco_sub_itens: boolean;
  produto_adicional_de: number | null;
  mensagemcardproduto: string | null;
  quantidade_decimais: number;
  /** Search tags (tagsPesquisa) and filter groups (agrupadores), e.g. ["sem-gluten"], ["marca:Aurora"]. */
  tags: JSONColumnType<string[]>;
  agrupadores: JSONColumnType<string[]>;
  /** Manual order of the supplier, and sales count for the 'mais vendidos' ordering. */
  ordem: number;
  vendidos: number;
  ativo: boolean;
  imagem_versao: string; // yyyymmdd, or yyyymmddhhmmss after an upload: the cache-busting query of the image URL
  criado_em: Timestamp;
  /** Generated column: unaccented full-text vector of nome, marca, descricao and tags. */
  busca: ColumnType<string, never, never>;
  /** Generated column (0014): unaccented, lower-case nome and marca, under a trigram index (typos). */
  busca_nome: ColumnType<string, never, never>;
}

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

export interface TextosEstaticosTable {
  idfornecedor: string;
  lang: string;
  chave: string;
  texto: string;
}

export type TipoDocumentoLoja = 'layout' | 'menu' | 'features' | 'tema';

/**
 * The published JSON documents a supplier admin edits (schemas/), one per type: what the
 * storefront reads. `versao_publicada` points at `documentos_loja_versoes` (null: written before
 * the studio, or by an old seed).
 */
export interface DocumentosLojaTable {
  idfornecedor: string;
  tipo: TipoDocumentoLoja;
  documento: ColumnType<unknown, string, string>; // jsonb, written as JSON text
  atualizado_em: Timestamp; // defaults to now()
  versao_publicada: ColumnType<number | null, number | null | undefined, number | null>;
  publicado_em: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  publicado_por: ColumnType<string | null, string | null | undefined, string | null>;
}

/** Every save of a document in the layout studio (issue 14): versions 1, 2, 3… per supplier and type. */
export interface DocumentosLojaVersoesTable {
  idfornecedor: string;
  tipo: TipoDocumentoLoja;
  versao: number;
  documento: ColumnType<unknown, string, string>; // jsonb, written as JSON text
  idusuario: number | null; // null: the CLI, the seed or a removed user
  autor: string;
  nota: string | null;
  salvo_em: Timestamp; // defaults to now()
  restaurada_de: number | null;
}

export interface ClientesTable {
  idcliente: Generated<number>; // identity; the demo seed uses fixed ids
  nome: string;
  documento: string; // digits only
  tipo_documento: 'CPF' | 'CNPJ' | 'ESTRANGEIRO';
  email: string;
  tags: JSONColumnType<string[]>;
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
}

export interface UsuariosTable {
  idusuario: Generated<number>; // identity; the demo seed uses fixed ids
  email: string | null;
  documento: string | null; // digits only, for CPF/CNPJ logins
  nome: string;
  /** argon2id PHC string (server/shared/senha), or an older scrypt$N$salt$hash rehashed on the next login. */
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

/** Migration 0009: what a principal user lets a linked user do for the client (spec section 5). */
export interface UsuarioClientePermissoesTable {
  idusuario: number;
  idcliente: number;
  idpermissao: 'submissao_pedido';
  concedida_em: Timestamp; // defaults to now()
}

/** A session: only the SHA-256 (hex) of its opaque token is stored (migration 0004). */
export interface SessoesTable {
  token_hash: string;
  idusuario: number;
  idcliente: number | null;
  idfornecedor: string;
  papel: Papel;
  criado_em: Timestamp; // defaults to now()
  /** Last sliding renewal of expira_em. */
  renovado_em: Timestamp; // defaults to now()
  expira_em: Timestamp;
  /** Migration 0007: the API key the session was opened with (null for a password login). */
  idapikeys: ColumnType<number | null, number | null | undefined, number | null>;
}

/** Migration 0005: messages kept instead of sent when no SMTP_URL is configured. */
export interface OutboxEmailTable {
  id: Generated<number>;
  para: string;
  assunto: string;
  texto: string;
  html: string;
  criado_em: Timestamp; // defaults to now()
}

/** Migration 0005: password-recovery codes, stored only as their SHA-256 (hex). */
export interface RecuperacoesSenhaTable {
  codigo_hash: string;
  idusuario: number;
  idfornecedor: string;
  criado_em: Timestamp;
  expira_em: Timestamp;
  usado_em: Timestamp | null;
}

/** Migration 0006: a supplier's terms of use, one row per version (HTML in pt-BR). */
export interface TermosUsoTable {
  idfornecedor: string;
  versao: number;
  titulo: string;
  html: string;
  publicado_em: Timestamp; // defaults to now(); the current version is the highest already published
}

/** Migration 0006: which version of a supplier's terms a client accepted, and when. */
export interface TermosUsoAceitesTable {
  idcliente: number;
  idfornecedor: string;
  versao: number;
  aceito_em: Timestamp; // defaults to now()
}

/** Migration 0012: one cart per client and supplier. */
export interface CarrinhosTable {
  idcliente: number;
  idfornecedor: string;
  observacao: Generated<string>;
  num_pedido_cliente: Generated<string>;
  idtipoassinatura: number | null;
  atualizado_em: Timestamp;
}

/** Migration 0012: a cart's lines (quantities in thousandths; the attendant price only an attendant sets). */
export interface CarrinhoItensTable {
  idcliente: number;
  idfornecedor: string;
  idproduto: number;
  /** bigint: read back as a string by the PostgreSQL driver, see carrinho-repository. */
  quantidade_milesimos: ColumnType<string | number, number, number>;
  embalar_para_presente: Generated<boolean>;
  preco_atendente_centavos: number | null;
  ordem: Generated<number>;
}

/** Migration 0013: every lock and release of a cart by an attendant price, with who and when. */
export interface CarrinhoBloqueiosTable {
  id: Generated<number>;
  idcliente: number;
  idfornecedor: string;
  idproduto: number | null;
  acao: 'bloqueio' | 'desbloqueio';
  idusuario: number;
  papel: string;
  preco_centavos: number | null;
  em: Timestamp;
}

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
  criado_em: Timestamp;
  atualizado_em: Timestamp;
}

/** Migration 0007: API keys, stored only as their SHA-256 (hex), one supplier and one ERP user each. */
export interface ChavesApiTable {
  idapikeys: Generated<number>;
  chave_hash: string;
  idfornecedor: string;
  id_erp_usuario: string;
  idusuario: number;
  idcliente: number;
  descricao: ColumnType<string, string | undefined, string>; // defaults to ''
  criado_em: Timestamp; // defaults to now()
  revogada_em: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  ultimo_uso_em: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** Migration 0008: single-use login-token handover codes (60 s), stored only as their SHA-256 (hex). */
export interface CodigosHandoverTable {
  codigo_hash: string;
  idusuario: number;
  idcliente: number | null;
  idfornecedor: string;
  papel: Papel;
  idapikeys: number | null;
  email: string;
  destino: string;
  criado_em: Timestamp;
  expira_em: Timestamp;
  usado_em: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** Migration 0016: the names of a supplier's search tags (`tipo` 'tag') and filter groups ('grupo'). */
export interface TagsPesquisaTable {
  idfornecedor: string;
  tipo: 'tag' | 'grupo';
  tag: string;
  nome: string;
  ordem: Generated<number>;
}

/** Migration 0019: a supplier's subscription types (a cart repeated every `intervalo_dias` days). */
export interface TiposAssinaturaTable {
  idtipoassinatura: Generated<number>;
  idfornecedor: string;
  nome: string;
  descricao: Generated<string>;
  intervalo_dias: number;
  ordem: Generated<number>;
  ativo: Generated<boolean>;
}

/** Migration 0021: a supplier's static pages (HTML content; the storefront shows those tagged WEB). */
export interface PaginasEstaticasTable {
  idpagina: Generated<number>;
  idfornecedor: string;
  slug: string;
  titulo: string;
  conteudo: string;
  tags: JSONColumnType<string[]>;
  ordem: Generated<number>;
  atualizado_em: Timestamp;
}

/** Migration 0015: discount and referral coupons of a supplier. */
export interface CuponsTable {
  idcupom: Generated<number>;
  idfornecedor: string;
  codigocupom: string;
  descricao: Generated<string>;
  tipodesconto: '%' | '$';
  /** '%': hundredths of a percent (10 % = 1000). */
  percentual_bp: number | null;
  /** '$': centavos. */
  valor_centavos: number | null;
  /** Product ids (jsonb array); empty: every line. */
  produtos: ColumnType<number[], string | undefined, string>;
  nao_usar_com_politica: Generated<boolean>;
  habilitar_visualizacao_desconto: Generated<boolean>;
  aplicacao_automatica: Generated<boolean>;
  valido_de: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  valido_ate: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  canal_venda: Generated<string>;
  idformapagamento: number | null;
  idcliente: number | null;
  idcliente_indicador: number | null;
  ativo: Generated<boolean>;
  criado_em: Timestamp;
}

export type TipoFormaPagamento = 'PIX' | 'BOLETO' | 'CARTAO_CREDITO' | 'CARTAO_DEBITO' | 'DINHEIRO' | 'A_PRAZO';

/** A supplier's payment method (migration 0022). */
export interface FormasPagamentoTable {
  idformapagto: Generated<number>;
  idfornecedor: string;
  descricao: string;
  tipo: TipoFormaPagamento;
  max_parcelas: Generated<number>;
  parcela_minima_centavos: Generated<number>;
  /** Price variance by payment method, in hundredths of a percent (−500 = 5 % off). */
  ajuste_pontos_base: Generated<number>;
  ordem: Generated<number>;
  ativa: Generated<boolean>;
}

/** A payment method offered to these clients only (none: to every client). */
export interface FormasPagamentoClientesTable {
  idformapagto: number;
  idcliente: number;
}

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

export type StatusPedidoDb =
  | 'ORCAMENTO_NOVO'
  | 'ORCAMENTO_PRECIFICADO'
  | 'ENVIADO'
  | 'SEPARANDO'
  | 'AGUARDANDOPAGAMENTO'
  | 'PAGO'
  | 'EMENTREGA'
  | 'PRONTO_RETIRADA'
  | 'ENTREGUE'
  | 'CANCELADO';

/** bigint columns: written as numbers, read back as strings by the PostgreSQL driver (Number() them). */
type Bigint = ColumnType<string | number, number, number>;

/** The delivery address as it was when the order was placed (migration 0024). */
export interface EnderecoPedidoSnapshot {
  idendereco: number;
  cep: string;
  uf: string;
  cidade: string;
  bairro: string;
  rua: string;
  numero: string;
  complemento: string | null;
  lat: number | null;
  lng: number | null;
}

/** The pickup store as it was when the order was placed (migration 0024). */
export interface LojaPedidoSnapshot {
  idloja: number;
  nome: string;
  descricao_endereco_loja: string;
  lat: number | null;
  lng: number | null;
}

/** Migration 0024: an order, with the snapshot of everything it was placed with. */
export interface PedidosTable {
  numpedido: Generated<number>; // identity from 100001; the demo seed uses fixed numbers below it
  idfornecedor: string;
  idcliente: number;
  /** Who placed it (the client's user, a linked user, a representative); null once that user is deleted. */
  idusuario: number | null;
  papel: Papel;
  status: StatusPedidoDb;
  orcamento: Generated<boolean>;
  canal: 'WEB' | 'MANUAL';
  mercadorias_centavos: Bigint;
  embalagem_centavos: Bigint;
  desconto_centavos: Bigint;
  taxa_entrega_centavos: Bigint;
  total_centavos: Bigint;
  ajuste_pagamento_pontos_base: Generated<number>;
  tipo_entrega: TipoEntrega;
  idformaentrega: number | null;
  forma_entrega_nome: string;
  /** 'AAAA-MM-DD'. */
  data_entrega: string | null;
  endereco: JSONColumnType<EnderecoPedidoSnapshot | null, string | null, string | null>;
  loja: JSONColumnType<LojaPedidoSnapshot | null, string | null, string | null>;
  idformapagto: number | null;
  forma_pagamento_descricao: string;
  forma_pagamento_tipo: TipoFormaPagamento;
  quant_parcelas: Generated<number>;
  anotacoes: string | null;
  num_pedido_cliente: string | null;
  cupom: string | null;
  idtipoassinatura: number | null;
  avaliacao: number | null;
  comentario_avaliacao: string | null;
  avaliado_em: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** SHA-256 of the order's canonical content (the identical-order check). */
  fingerprint: string;
  criado_em: Timestamp; // defaults to now()
  /** Migration 0027: the characteristics answered at checkout (name and value as asked then). */
  caracteristicas: JSONColumnType<CaracteristicaPedidoSnapshot[], string | undefined, string>;
}

/** Migration 0027: one answer an order was placed with. */
export interface CaracteristicaPedidoSnapshot {
  idcaracteristica: number;
  nome: string;
  alvo: 'CLIENTE' | 'PEDIDO';
  valor: string;
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

/** Migration 0024: an order's line, as sold. */
export interface PedidoItensTable {
  numpedido: number;
  idproduto: number;
  ordem: number;
  nome: string;
  unidade: string;
  preco_unitario_centavos: Bigint;
  origem_preco: 'atendente' | 'progressivo' | 'atacado' | 'normal';
  quantidade_milesimos: Bigint;
  mercadorias_centavos: Bigint;
  embalagem_centavos: Bigint;
  total_centavos: Bigint;
  embalar_para_presente: boolean;
  /** Migration 0029: the stock the submit took (milésimos; 0 without stock control), given back once on a cancel. */
  estoque_baixado_milesimos: ColumnType<string | number, number | undefined, number>;
}

/** Migration 0024: every status an order took. */
export interface PedidoHistoricoTable {
  id: Generated<number>;
  numpedido: number;
  status: StatusPedidoDb;
  em: Timestamp; // defaults to now()
  idusuario: number | null;
  nome: string | null;
}

/** Migration 0024: the submit's Idempotency-Key, the hash of its body and the response given. */
export interface PedidoIdempotenciaTable {
  idfornecedor: string;
  idcliente: number;
  chave: string;
  impressao: string;
  numpedido: number | null;
  resposta: JSONColumnType<Record<string, unknown> | null, string | null, string | null>;
  criado_em: Timestamp; // defaults to now()
}

/** Migration 0026: how a supplier is paid (Pix key and merchant; boleto bank account and beneficiário). */
export interface PagamentoConfigTable {
  idfornecedor: string;
  pix_chave: string | null;
  pix_nome: string | null;
  pix_cidade: string | null;
  /** '001' Banco do Brasil, '341' Itaú. */
  boleto_banco: '001' | '341' | null;
  boleto_agencia: string | null;
  /** Conta (Itaú) or convênio (Banco do Brasil). */
  boleto_conta: string | null;
  boleto_carteira: string | null;
  beneficiario_nome: string | null;
  beneficiario_documento: string | null;
  boleto_prazo_dias: Generated<number>;
}

/** Migration 0026: an order's payment data, written once on first request and stable after. */
export interface PedidoPagamentoTable {
  numpedido: number;
  pix_txid: string;
  boleto_sequencial: number;
  /** 'AAAA-MM-DD'. */
  boleto_vencimento: string;
  criado_em: Timestamp; // defaults to now()
}

/** Migration 0030: the DANFE the supplier's staff attached to an order (one per order). */
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

export interface PedidoDanfeTable {
  numpedido: number;
  /** The NF-e access key, 44 digits. */
  chave: string;
  pdf: Uint8Array;
  idusuario: number | null;
  anexado_em: Timestamp; // defaults to now()
}

export interface Database {
  fornecedores: FornecedoresTable;
  fornecedor_dominios: FornecedorDominiosTable;
  categorias: CategoriasTable;
  produtos: ProdutosTable;
  carrosseis: CarrosseisTable;
  textos_estaticos: TextosEstaticosTable;
  documentos_loja: DocumentosLojaTable;
  documentos_loja_versoes: DocumentosLojaVersoesTable;
  clientes: ClientesTable;
  cadastros_cliente: CadastrosClienteTable;
  usuarios: UsuariosTable;
  usuario_clientes: UsuarioClientesTable;
  usuario_cliente_permissoes: UsuarioClientePermissoesTable;
  sessoes: SessoesTable;
  outbox_email: OutboxEmailTable;
  recuperacoes_senha: RecuperacoesSenhaTable;
  termos_uso: TermosUsoTable;
  termos_uso_aceites: TermosUsoAceitesTable;
  carrinhos: CarrinhosTable;
  carrinho_itens: CarrinhoItensTable;
  carrinho_bloqueios: CarrinhoBloqueiosTable;
  chaves_api: ChavesApiTable;
  codigos_handover: CodigosHandoverTable;
  tags_pesquisa: TagsPesquisaTable;
  cupons: CuponsTable;
  tipos_assinatura: TiposAssinaturaTable;
  alertas_disponibilidade: AlertasDisponibilidadeTable;
  paginas_estaticas: PaginasEstaticasTable;
  enderecos: EnderecosTable;
  formas_pagamento: FormasPagamentoTable;
  formas_pagamento_clientes: FormasPagamentoClientesTable;
  formas_entrega: FormasEntregaTable;
  lojas_retirada: LojasRetiradaTable;
  areas_atendimento: AreasAtendimentoTable;
  pedidos: PedidosTable;
  pedido_itens: PedidoItensTable;
  pedido_historico: PedidoHistoricoTable;
  pedido_idempotencia: PedidoIdempotenciaTable;
  conteudos_personalizados: ConteudosPersonalizadosTable;
  caracteristicas: CaracteristicasTable;
  pagamento_config: PagamentoConfigTable;
  pedido_pagamento: PedidoPagamentoTable;
  pedido_danfe: PedidoDanfeTable;
  produto_imagem_enviada: ProdutoImagemEnviadaTable;
}

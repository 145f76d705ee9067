/**
 * Catalogue: the category tree, the product list (filters, search, orderings, paging) and the
 * product page. Prices are hidden per supplier and session in the mapper (see precos.ts).
 */
import type { components } from '#openapi/generated/v2';
import type { components as ComponentsV4 } from '#openapi/generated/v4';
import { withImageSize } from '#engine/rules/image-url';
import { categoryAndDescendants } from '#engine/rules/categories';
import { isOffersCategory } from '#engine/rules/offers';
import { categoriesNamedBy, searchQuery } from '#engine/rules/search';
import { HttpError, invalidRequest } from '../../shared/http-error';
import type { FornecedorRow, FornecedorService } from '../fornecedor';
import type { CatalogueVersions } from '../../shared/public-cache';
import type { Chamador } from '../sessao';
import type { ListasPrecoService } from '../listas-preco';
import type { CategoriaComContagem, CategoriaRepository } from './categoria-repository';
import { temBusca, type FiltroDeBusca, type MotorDeBusca } from './motor-de-busca';
import { PorVersao } from './por-versao';
import { deveOcultarPrecos } from './precos';
import { imagemProduto, listaTemPrecos, toProduto, type ProdutoDetalheWire, type ProdutoWire } from './produto-mapper';
import { plainText } from '../../shared/plain-text';
import {
  isOrdenacaoConhecida,
  ORDENACOES_CONHECIDAS,
  type FiltroProdutos,
  type Ordenacao,
  type PaginaProdutos,
  type ProdutoDetalheRow,
  type ProdutoRepository,
  type ProdutoRow,
} from './produto-repository';

type Schemas = components['schemas'];
export type CategoriaWire = Schemas['Categoria'];
export type ListaProdutosWire = Schemas['ListaProdutos'];

const LIMITE_PADRAO = 20;
const LIMITE_MAXIMO = 100;
const PAGINA_MAXIMA = 10_000;
const SIMILARES_MAXIMO = 8;
const IMAGENS_LIMITE_PADRAO = 100;
const IMAGENS_LIMITE_MAXIMO = 1_000;

type CategoriaResumo = Schemas['CategoriaResumo'];

export interface ConsultaListaProdutos {
  fornec?: string | undefined;
  categ?: number | undefined;
  sk?: string | undefined;
  page?: number | undefined;
  ordenacao?: string | undefined;
  tagsPesquisa?: string | undefined;
  agrupadores?: string | undefined;
  ignorepolicy?: boolean | undefined;
  limit?: number | undefined;
  produtoprincipal?: number | undefined;
  /** Only the products of this extra record (produto-by-tags). */
  idcadastroextraproduto?: number | undefined;
}

export interface FiltroCarrossel {
  idcategoria?: number | undefined;
  tags?: readonly string[] | undefined;
  ofertas?: boolean | undefined;
  limite: number;
  idcadastroextraproduto?: number | undefined;
}

/** 'a,b, c' → ['a','b','c'] (empty parts dropped). */
function listaSeparadaPorVirgula(value: string | undefined): string[] {
  if (value === undefined) return [];
  return value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

function inteiroNoIntervalo(nome: string, value: number, min: number, max: number): number {
  if (!Number.isInteger(value) || value < min || value > max) {
    throw invalidRequest(`o parâmetro de consulta '${nome}' deve ser um número inteiro entre ${min} e ${max}`);
  }
  return value;
}

/** A supplier's categories as one catalogue version has them: the rows (with counts) and the tree. */
interface CategoriasDoCatalogo {
  linhas: CategoriaComContagem[];
  arvore: CategoriaWire[];
}

/** The category tree of these rows (by ordem), each category counting its descendants' products. */
function montarArvore(rows: readonly CategoriaComContagem[]): CategoriaWire[] {
  const proprios = new Map(rows.map((row) => [row.idcategoria, row.produtos]));
  const ofertas = rows.reduce((sum, row) => sum + row.ofertas, 0);
  const nodes = new Map<number, CategoriaWire>();
  for (const row of rows) {
    nodes.set(row.idcategoria, {
      idcategoria: row.idcategoria,
      idcategoriapai: row.idcategoriapai,
      nome: row.nome,
      slug: row.slug,
      ordem: row.ordem,
      tipo: row.tipo,
      quantidadeProdutos: 0,
      subcategorias: [],
    });
  }
  const raizes: CategoriaWire[] = [];
  for (const row of rows) {
    const node = nodes.get(row.idcategoria) as CategoriaWire;
    const pai = row.idcategoriapai === null ? undefined : nodes.get(row.idcategoriapai);
    if (pai) pai.subcategorias.push(node);
    else raizes.push(node);
  }
  // Counts rolled up in one pass over the tree (a category counts its descendants' products), as
  // categoryAndDescendants would for each category, without walking the rows once per category.
  const somados = new Map<number, number>();
  const somar = (node: CategoriaWire, caminho: Set<number>): number => {
    const pronto = somados.get(node.idcategoria);
    if (pronto !== undefined) return pronto;
    caminho.add(node.idcategoria);
    let total = proprios.get(node.idcategoria) ?? 0;
    for (const filho of node.subcategorias) if (!caminho.has(filho.idcategoria)) total += somar(filho, caminho);
    caminho.delete(node.idcategoria);
    somados.set(node.idcategoria, total);
    return total;
  };
  for (const row of rows) {
    const node = nodes.get(row.idcategoria) as CategoriaWire;
    node.quantidadeProdutos = isOffersCategory(row) ? ofertas : somar(node, new Set());
  }
  return raizes;
}

/** Products a tag list counts over at most (the UI shows the counts as a guide, not a total). */
const AMOSTRA_TAGS = 10_000;

/** Ranked search pages kept per process (each at most LIMITE_MAXIMO rows: about 24 × 1.5 kB for a page of 24). */

/** The client prices (module listas-preco): a client's price list over the rows it is answered. */
export type PrecosDoCliente = Pick<ListasPrecoService, 'aplicar' | 'aplicarLista' | 'listaDoCliente'>;

/**
 * The client whose price list prices this answer: the caller's own client, with a session of this
 * supplier and prices shown; null otherwise (an anonymous visitor, whose answers the public cache
 * shares, is on no list).
 */
export function clienteDoPreco(fornecedor: FornecedorRow, chamador: Chamador): number | null {
  if (chamador.sessao === null || chamador.sessao.idfornecedor !== fornecedor.idfornecedor) return null;
  if (!(chamador.idcliente > 0) || deveOcultarPrecos(fornecedor, chamador)) return null;
  return chamador.idcliente;
}

export class CatalogoService {
  /** Categories and tree per supplier, read once per catalogue version (por-versao.ts). */
  private readonly categoriasPorVersao: PorVersao<CategoriasDoCatalogo>;
  /** The rows of a set of carousel filters (the key: the filters as JSON), per catalogue version (shared, never mutated). */
  private readonly carrosseisPorVersao: PorVersao<ProdutoRow[][]>;
  /**
   * A search's ranked page (rows in rank order, the capped count), per catalogue version (issue 32,
   * item 3): the ranking is the same for every client of the supplier, so a repeated or popular
   * query is ranked once per version; each client's prices, hidden prices and stock view are
   * applied on top, as for any list. The key: the filter, the offset and the limit as JSON.
   */
  private readonly buscasPorVersao: PorVersao<PaginaProdutos>;

  constructor(
    private readonly produtos: ProdutoRepository,
    /** Every list with search words (motor-de-busca.ts): ranked, in another ordering, its search tags. */
    private readonly busca: MotorDeBusca,
    categorias: CategoriaRepository,
    private readonly fornecedores: FornecedorService,
    /** The catalogue versions (the public cache's), which say when the categories must be read again. */
    versoes: Pick<CatalogueVersions, 'atual'>,
    vidaMs: number,
    /** A client's price list (issue 33): applied to the rows of every answer for a client. */
    private readonly precos: PrecosDoCliente,
    /** Ranked search pages kept (SEARCH_CACHE_PAGES); 0: every search is ranked. */
    private readonly paginasDeBuscaGuardadas: number,
  ) {
    this.categoriasPorVersao = new PorVersao(
      versoes,
      async (idfornecedor) => {
        const linhas = await categorias.comContagem(idfornecedor);
        return { linhas, arvore: montarArvore(linhas) };
      },
      vidaMs,
    );
    this.carrosseisPorVersao = new PorVersao(
      versoes,
      (idfornecedor, chave) => this.lerProdutosDosCarrosseis(idfornecedor, JSON.parse(chave) as FiltroCarrossel[]),
      vidaMs,
    );
    this.buscasPorVersao = new PorVersao(
      versoes,
      (_idfornecedor, chave) => {
        const { filtro, limit, offset } = JSON.parse(chave) as {
          filtro: FiltroDeBusca;
          limit: number;
          offset: number;
        };
        return this.busca.pagina(filtro, 'relevancia', limit, offset);
      },
      vidaMs,
      Math.max(1, paginasDeBuscaGuardadas),
    );
  }

  /**
   * The rows of these products of the supplier (any order; unknown ids left out): for the cart and
   * the order. `idcliente`: the client they are priced for (its price list, issue 33); null: the
   * supplier's list price (no client, or the stock and the catalogue's own needs).
   */
  async produtosPorIds(idfornecedor: string, ids: readonly number[], idcliente: number | null): Promise<ProdutoRow[]> {
    return this.precos.aplicar(idfornecedor, idcliente, await this.produtos.porIds(idfornecedor, ids));
  }

  /** The rows of the products with these codes (the quick order's spreadsheet), priced for `idcliente` as above. */
  async produtosPorCodigos(
    idfornecedor: string,
    codigos: readonly number[],
    idcliente: number | null,
  ): Promise<ProdutoRow[]> {
    return this.precos.aplicar(idfornecedor, idcliente, await this.produtos.porCodigos(idfornecedor, codigos));
  }

  async produtosPorEans(
    idfornecedor: string,
    eans: readonly string[],
    idcliente: number | null,
  ): Promise<ProdutoRow[]> {
    return this.precos.aplicar(idfornecedor, idcliente, await this.produtos.porEans(idfornecedor, eans));
  }

  /** The supplier's categories (by ordem) with their counts; shared rows, never mutated. */
  /** Narrows a filter to a category and its subcategories (the offers for an OFERTAS category); 404 for an unknown one. */
  private async filtrarCategoria(filtro: FiltroProdutos, idcategoria: number | undefined): Promise<void> {
    if (idcategoria === undefined) return;
    const categorias = await this.categoriasDe(filtro.idfornecedor);
    const categoria = categorias.find((c) => c.idcategoria === idcategoria);
    if (!categoria) {
      throw new HttpError(404, `Categoria não encontrada: ${idcategoria}`, 'categoria.nao-encontrada');
    }
    if (isOffersCategory(categoria)) filtro.ofertas = true;
    else filtro.idsCategoria = categoryAndDescendants(categorias, categoria.idcategoria);
  }

  /** The categories a search names (engine/rules/search `categoriesNamedBy`), from the categories kept per catalogue version. */
  private async nomearCategoriasDaBusca(filtro: FiltroProdutos): Promise<void> {
    if (filtro.busca === undefined) return;
    const categorias = await this.categoriasDe(filtro.idfornecedor);
    filtro.categoriasDaBusca = categoriesNamedBy(
      categorias.filter((c) => !isOffersCategory(c)),
      filtro.busca,
    );
  }

  /**
   * The search tags and filter groups of a list's products (the catalogue, a category, a search),
   * counted over the first `AMOSTRA_TAGS` products in the supplier's order.
   */
  async tagsDaLista(
    idfornecedor: string,
    consulta: { idcategoria?: number | undefined; query?: string | undefined },
  ): Promise<{
    fornecedor: FornecedorRow;
    contagens: { tipo: 'tag' | 'agrupador'; valor: string; quantidade: number }[];
  }> {
    const fornecedor = await this.fornecedores.porId(idfornecedor);
    const filtro: FiltroProdutos = { idfornecedor: fornecedor.idfornecedor, busca: searchQuery(consulta.query) };
    await this.filtrarCategoria(filtro, consulta.idcategoria);
    await this.nomearCategoriasDaBusca(filtro);
    const contagens = temBusca(filtro)
      ? await this.busca.contarTagsEAgrupadores(filtro, AMOSTRA_TAGS)
      : await this.produtos.contarTagsEAgrupadores(filtro, AMOSTRA_TAGS);
    return { fornecedor, contagens };
  }

  private async categoriasDe(idfornecedor: string): Promise<readonly CategoriaComContagem[]> {
    return (await this.categoriasPorVersao.obter(idfornecedor)).linhas;
  }

  /** The orderings a supplier offers that the server can run (all known ones when it lists none). */
  private ordenacoesValidas(fornecedor: FornecedorRow): Ordenacao[] {
    const ofertadas = fornecedor.ordenacoes_produto.map((o) => o.idordenacao);
    if (ofertadas.length === 0) return [...ORDENACOES_CONHECIDAS];
    return ofertadas.filter(isOrdenacaoConhecida);
  }

  private escolherOrdenacao(fornecedor: FornecedorRow, pedida: string | undefined): Ordenacao {
    const validas = this.ordenacoesValidas(fornecedor);
    if (pedida !== undefined) {
      const valor = pedida.trim();
      if (!(validas as string[]).includes(valor)) {
        throw invalidRequest(
          `a ordenação '${valor}' não existe para este fornecedor; use uma de: ${validas.join(', ')}`,
        );
      }
      return valor as Ordenacao;
    }
    if (validas.includes('relevancia') || validas.length === 0) return 'relevancia';
    return validas[0] as Ordenacao;
  }

  /** The category tree with rolled-up counts: the same for every caller, kept per catalogue version (shared, never mutated). */
  async arvoreDeCategorias(idfornecedor: string): Promise<CategoriaWire[]> {
    const fornecedor = await this.fornecedores.porId(idfornecedor);
    return (await this.categoriasPorVersao.obter(fornecedor.idfornecedor)).arvore;
  }

  /**
   * `produto-by-tags` (spec section 7): the products carrying every tag of `tagsPesquisa`, in the
   * supplier's order, optionally of one extra record; the list's rules otherwise (hidden prices).
   */
  async produtosPorTags(
    chamador: Chamador,
    idfornecedor: string,
    consulta: { tagsPesquisa: string; idcadastroextraproduto?: number | undefined; page?: number; limit?: number },
  ): Promise<ListaProdutosWire> {
    if (listaSeparadaPorVirgula(consulta.tagsPesquisa).length === 0) {
      throw invalidRequest("informe ao menos uma tag em 'tagsPesquisa' (separadas por vírgula)");
    }
    const fornecedor = await this.fornecedores.porId(idfornecedor);
    return this.listaProdutos(chamador, fornecedor.idfornecedor, {
      tagsPesquisa: consulta.tagsPesquisa,
      idcadastroextraproduto: consulta.idcadastroextraproduto,
      page: consulta.page,
      limit: consulta.limit,
      ordenacao: this.ordenacoesValidas(fornecedor).includes('relevancia') ? 'relevancia' : undefined,
    });
  }

  /**
   * A product's sector (spec section 7, `obter-setor`): the top-level category above its category,
   * and the path from that sector down to the product's own category. 404 for a product that is
   * not an active one of this supplier.
   */
  async setorProduto(
    idfornecedor: string,
    idproduto: number,
  ): Promise<{
    idproduto: number;
    setor: CategoriaResumo;
    categorias: CategoriaResumo[];
  }> {
    const fornecedor = await this.fornecedores.porId(idfornecedor);
    const [produto] = await this.produtos.porIds(fornecedor.idfornecedor, [idproduto]);
    if (!produto) throw new HttpError(404, `Produto não encontrado: ${idproduto}`, 'produto.nao-encontrado');
    const categorias = await this.categoriasDe(fornecedor.idfornecedor);
    const porId = new Map(categorias.map((c) => [c.idcategoria, c]));
    const caminho: CategoriaResumo[] = [];
    const vistas = new Set<number>();
    for (
      let atual = porId.get(produto.idcategoria);
      atual !== undefined && !vistas.has(atual.idcategoria);
      atual = atual.idcategoriapai === null ? undefined : porId.get(atual.idcategoriapai)
    ) {
      vistas.add(atual.idcategoria);
      caminho.unshift({ idcategoria: atual.idcategoria, nome: atual.nome, slug: atual.slug });
    }
    const setor = caminho[0];
    if (!setor) throw new HttpError(404, `Produto não encontrado: ${idproduto}`, 'produto.nao-encontrado');
    return { idproduto: produto.id, setor, categorias: caminho };
  }

  /** The all-images listing (spec section 7): one entry per active product, in the supplier's order. */
  async todasImagens(
    idfornecedor: string,
    consulta: { page?: number | undefined; limit?: number | undefined },
  ): Promise<ComponentsV4['schemas']['ListaImagens']> {
    const fornecedor = await this.fornecedores.porId(idfornecedor);
    const page = inteiroNoIntervalo('page', consulta.page ?? 1, 1, PAGINA_MAXIMA);
    const limit = inteiroNoIntervalo('limit', consulta.limit ?? IMAGENS_LIMITE_PADRAO, 1, IMAGENS_LIMITE_MAXIMO);
    const { rows, total } = await this.produtos.imagens(fornecedor.idfornecedor, limit, (page - 1) * limit);
    const imagens = rows.map((row) => {
      const url = imagemProduto(fornecedor.idfornecedor, row.id, row.imagem_versao);
      return {
        id: row.id,
        nome: plainText(row.nome),
        slug: row.slug,
        versao: row.imagem_versao,
        url,
        tamanhos: { '150': withImageSize(url, 150), '300': withImageSize(url, 300), '600': withImageSize(url, 600) },
      };
    });
    return { imagens, quantidade: total, page, limit };
  }

  /** The slugs of the supplier's active products, in its order, a page at a time, and how many there are (the sitemap). */
  async slugsDosProdutos(
    idfornecedor: string,
    limit: number,
    offset: number,
  ): Promise<{ slugs: string[]; total: number }> {
    const { rows, total } = await this.produtos.imagens(idfornecedor, limit, offset);
    return { slugs: rows.map((row) => row.slug), total };
  }

  /** Whether a category with this slug is in the supplier's tree (the storefront's 404 for an unknown one). */
  async categoriaExiste(idfornecedor: string, slug: string): Promise<boolean> {
    const procurar = (nos: readonly CategoriaWire[]): boolean =>
      nos.some((no) => no.slug === slug || procurar(no.subcategorias));
    return procurar(await this.arvoreDeCategorias(idfornecedor));
  }

  /** Whether an active product has this slug at the supplier (the storefront's 404 for an unknown one). */
  async produtoExiste(idfornecedor: string, slug: string): Promise<boolean> {
    return this.produtos.existeSlug(idfornecedor, slug);
  }

  async listaProdutos(
    chamador: Chamador,
    idfornecedor: string,
    consulta: ConsultaListaProdutos,
  ): Promise<ListaProdutosWire> {
    const fornecedor = await this.fornecedores.porId(idfornecedor);
    if (consulta.fornec !== undefined && consulta.fornec.toLowerCase() !== fornecedor.idfornecedor) {
      throw invalidRequest(
        `o parâmetro de consulta 'fornec' deve ser o fornecedor do caminho (${fornecedor.idfornecedor})`,
      );
    }
    const page = inteiroNoIntervalo('page', consulta.page ?? 1, 1, PAGINA_MAXIMA);
    const limit = inteiroNoIntervalo('limit', consulta.limit ?? LIMITE_PADRAO, 1, LIMITE_MAXIMO);
    const ordenacao = this.escolherOrdenacao(fornecedor, consulta.ordenacao);
    const ocultarPrecos = deveOcultarPrecos(fornecedor, chamador);
    if (ocultarPrecos && ordenacao.startsWith('preco')) {
      // Ordering by a hidden price would reveal it (the cheapest first…).
      throw invalidRequest(
        'a ordenação por preço não está disponível enquanto os preços estão ocultos; faça login para ver os preços',
      );
    }

    const filtro: FiltroProdutos = {
      idfornecedor: fornecedor.idfornecedor,
      busca: searchQuery(consulta.sk),
      tags: listaSeparadaPorVirgula(consulta.tagsPesquisa),
      agrupadores: listaSeparadaPorVirgula(consulta.agrupadores),
      produtoPrincipal: consulta.produtoprincipal,
      idcadastroextraproduto: consulta.idcadastroextraproduto,
    };
    await this.filtrarCategoria(filtro, consulta.categ);
    await this.nomearCategoriasDaBusca(filtro);
    // The client's price list, found once: it prices the rows, and 'Menor preço' and 'Maior preço'
    // order by the prices the client sees (its list's where it has one).
    const lista = await this.precos.listaDoCliente(fornecedor.idfornecedor, clienteDoPreco(fornecedor, chamador));
    if (ordenacao.startsWith('preco')) filtro.idlistaPreco = lista?.idlista;
    if (filtro.ofertas && lista) filtro.ofertasForaDaLista = lista.idlista;

    const offset = (page - 1) * limit;
    const lidas = !temBusca(filtro)
      ? await this.produtos.listar(filtro, ordenacao, limit, offset)
      : ordenacao === 'relevancia' && this.paginasDeBuscaGuardadas > 0
        ? await this.buscasPorVersao.obter(fornecedor.idfornecedor, JSON.stringify({ filtro, limit, offset }))
        : await this.busca.pagina(filtro, ordenacao, limit, offset);
    const { total, limitada } = lidas;
    const rows = await this.precos.aplicarLista(lista, lidas.rows);
    const produtos = rows.map((row) =>
      toProduto(row, { ocultarPrecos, ignorarPoliticas: consulta.ignorepolicy === true }),
    );
    return {
      produtos,
      quantidadeProdutos: total,
      quantidadeProdutosLimitada: limitada,
      page,
      limit,
      listaTemPrecos: !ocultarPrecos && listaTemPrecos(produtos),
      ordenacao,
    };
  }

  async produto(
    chamador: Chamador,
    idfornecedor: string,
    slug: string,
    opcoes: { disableSimilares?: boolean | undefined },
  ): Promise<ProdutoDetalheWire> {
    const fornecedor = await this.fornecedores.porId(idfornecedor);
    // The product and its similar products side by side (the similar ones find the category themselves).
    const [lido, pagina] = await Promise.all([
      this.produtos.porSlug(fornecedor.idfornecedor, slug),
      opcoes.disableSimilares === true
        ? undefined
        : this.produtos.listar(
            { idfornecedor: fornecedor.idfornecedor, similaresDoSlug: slug },
            'relevancia',
            SIMILARES_MAXIMO,
            0,
            {
              contarTotal: false,
            },
          ),
    ]);
    if (!lido) throw new HttpError(404, `Produto não encontrado: ${slug}`, 'produto.nao-encontrado');
    const ocultarPrecos = deveOcultarPrecos(fornecedor, chamador);
    // The product and its similar ones at the client's price list, in one look-up.
    const [proprio, ...outros] = await this.precos.aplicar(
      fornecedor.idfornecedor,
      clienteDoPreco(fornecedor, chamador),
      [lido, ...(pagina?.rows ?? [])],
    );
    const row: ProdutoDetalheRow = { ...lido, ...proprio };
    const similares: ProdutoWire[] = outros.map((r) => toProduto(r, { ocultarPrecos }));
    return {
      ...toProduto(row, { ocultarPrecos }),
      descricao: row.descricao,
      categoria: { idcategoria: row.idcategoria, nome: row.categoria_nome, slug: row.categoria_slug },
      similares,
    };
  }

  /**
   * Products of several carousels' filters (used by the carrossel module), in the filters' order:
   * the categories are read once, and every carousel's products come in one query. The rows of a
   * set of filters are kept per catalogue version (the same for every caller: a carousel's
   * products are the supplier's choice, not the caller's), so a page's carousels are queried once
   * per version (bounded with the other values of `PorVersao`); each caller's answer is still built
   * for that caller (hidden prices) on every call.
   */
  async produtosDosCarrosseis(
    fornecedor: FornecedorRow,
    chamador: Chamador,
    filtros: readonly FiltroCarrossel[],
  ): Promise<ProdutoWire[][]> {
    if (filtros.length === 0) return [];
    const ocultarPrecos = deveOcultarPrecos(fornecedor, chamador);
    // The key is the filters themselves: the loader reads them back from it.
    const chave = JSON.stringify(
      filtros.map((f) => ({
        idcategoria: f.idcategoria,
        tags: f.tags,
        ofertas: f.ofertas,
        limite: f.limite,
        idcadastroextraproduto: f.idcadastroextraproduto,
      })),
    );
    const listas = await this.carrosseisPorVersao.obter(fornecedor.idfornecedor, chave);
    // The shared rows at the client's price list (new objects: the shared ones are never changed).
    const idcliente = clienteDoPreco(fornecedor, chamador);
    if (idcliente === null) return listas.map((rows) => rows.map((row) => toProduto(row, { ocultarPrecos })));
    const precificadas = await this.precos.aplicar(fornecedor.idfornecedor, idcliente, listas.flat());
    // An offers carousel leaves out what the client's list prices (the product's offer does not apply).
    const categorias = filtros.some((f) => f.idcategoria !== undefined)
      ? await this.categoriasDe(fornecedor.idfornecedor)
      : [];
    const deOfertas = filtros.map(
      (f) => f.ofertas === true || categorias.some((c) => c.idcategoria === f.idcategoria && isOffersCategory(c)),
    );
    let i = 0;
    return listas.map((rows, n) =>
      rows
        .map(() => precificadas[i++] as ProdutoRow)
        .filter((row) => !deOfertas[n] || (row.preco_original_centavos ?? 0) > row.preco_centavos)
        .map((row) => toProduto(row, { ocultarPrecos })),
    );
  }

  private async lerProdutosDosCarrosseis(
    idfornecedor: string,
    filtros: readonly FiltroCarrossel[],
  ): Promise<ProdutoRow[][]> {
    const categorias = filtros.some((f) => f.idcategoria !== undefined) ? await this.categoriasDe(idfornecedor) : [];
    return this.produtos.varias(
      filtros.map((filtro) => {
        const base: FiltroProdutos = {
          idfornecedor,
          tags: filtro.tags,
          ofertas: filtro.ofertas,
          idcadastroextraproduto: filtro.idcadastroextraproduto,
        };
        if (filtro.idcategoria !== undefined) {
          const categoria = categorias.find((c) => c.idcategoria === filtro.idcategoria);
          if (categoria && isOffersCategory(categoria)) base.ofertas = true;
          else base.idsCategoria = categoria ? categoryAndDescendants(categorias, categoria.idcategoria) : [];
        }
        return { filtro: base, limit: Math.min(Math.max(1, Math.trunc(filtro.limite)), LIMITE_MAXIMO) };
      }),
    );
  }

  /** Products of one carousel's filter. */
  async produtosDoCarrossel(
    fornecedor: FornecedorRow,
    chamador: Chamador,
    filtro: FiltroCarrossel,
  ): Promise<ProdutoWire[]> {
    const [produtos] = await this.produtosDosCarrosseis(fornecedor, chamador, [filtro]);
    return produtos ?? [];
  }
}

/**
 * Catalogue: the category tree, the product list (filters, search, orderings, paging) and the
 * product page. Prices are hidden per supplier and session in the mapper (see precos.ts).
 */
import type { components } from '../../../openapi/generated/v2';
import { HttpError, requisicaoInvalida } from '../../shared/http-error';
import type { FornecedorRow } from '../fornecedor/fornecedor-repository';
import type { FornecedorService } from '../fornecedor/fornecedor-service';
import type { Chamador } from '../sessao/sessao-service';
import type { CategoriaRepository, CategoriaRow } from './categoria-repository';
import { deveOcultarPrecos } from './precos';
import { listaTemPrecos, toProduto, type ProdutoDetalheWire, type ProdutoWire } from './produto-mapper';
import {
  isOrdenacaoConhecida,
  ORDENACOES_CONHECIDAS,
  type FiltroProdutos,
  type Ordenacao,
  type ProdutoRepository,
} from './produto-repository';

type Schemas = components['schemas'];
export type CategoriaWire = Schemas['Categoria'];
export type ListaProdutosWire = Schemas['ListaProdutos'];

export const LIMITE_PADRAO = 20;
export const LIMITE_MAXIMO = 100;
export const PAGINA_MAXIMA = 10_000;
export const SIMILARES_MAXIMO = 8;

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
}

export interface FiltroCarrossel {
  idcategoria?: number | undefined;
  tags?: readonly string[] | undefined;
  ofertas?: boolean | undefined;
  limite: number;
  idcadastroextraproduto?: number | undefined;
}

/** 'a,b, c' → ['a','b','c'] (empty parts dropped). */
export function listaSeparadaPorVirgula(value: string | undefined): string[] {
  if (value === undefined) return [];
  return value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

/** The search text as the spec sends it: '&' removed, spaces collapsed; empty → no search. */
export function limparBusca(sk: string | undefined): string | undefined {
  if (sk === undefined) return undefined;
  const text = sk.replace(/&/g, ' ').replace(/\s+/g, ' ').trim();
  return text === '' ? undefined : text;
}

/** The ids of a category and of all its descendants. */
export function comDescendentes(categorias: readonly CategoriaRow[], idcategoria: number): number[] {
  const filhos = new Map<number, number[]>();
  for (const c of categorias) {
    if (c.idcategoriapai === null) continue;
    const list = filhos.get(c.idcategoriapai) ?? [];
    list.push(c.idcategoria);
    filhos.set(c.idcategoriapai, list);
  }
  const out: number[] = [];
  const seen = new Set<number>();
  const stack = [idcategoria];
  while (stack.length > 0) {
    const id = stack.pop() as number;
    if (seen.has(id)) continue;
    seen.add(id);
    out.push(id);
    stack.push(...(filhos.get(id) ?? []));
  }
  return out;
}

function inteiroNoIntervalo(nome: string, value: number, min: number, max: number): number {
  if (!Number.isInteger(value) || value < min || value > max) {
    throw requisicaoInvalida(`o parâmetro de consulta '${nome}' deve ser um número inteiro entre ${min} e ${max}`);
  }
  return value;
}

export class CatalogoService {
  constructor(
    private readonly produtos: ProdutoRepository,
    private readonly categorias: CategoriaRepository,
    private readonly fornecedores: FornecedorService,
  ) {}

  /** The orderings a supplier offers that the server can run (all known ones when it lists none). */
  ordenacoesValidas(fornecedor: FornecedorRow): Ordenacao[] {
    const ofertadas = fornecedor.ordenacoes_produto.map((o) => o.idordenacao);
    if (ofertadas.length === 0) return [...ORDENACOES_CONHECIDAS];
    return ofertadas.filter(isOrdenacaoConhecida);
  }

  escolherOrdenacao(fornecedor: FornecedorRow, pedida: string | undefined): Ordenacao {
    const validas = this.ordenacoesValidas(fornecedor);
    if (pedida !== undefined) {
      const valor = pedida.trim();
      if (!(validas as string[]).includes(valor)) {
        throw requisicaoInvalida(
          `a ordenação '${valor}' não existe para este fornecedor; use uma de: ${validas.join(', ')}`,
        );
      }
      return valor as Ordenacao;
    }
    if (validas.includes('relevancia') || validas.length === 0) return 'relevancia';
    return validas[0] as Ordenacao;
  }

  async arvoreDeCategorias(idfornecedor: string): Promise<CategoriaWire[]> {
    const fornecedor = await this.fornecedores.porId(idfornecedor);
    const [rows, contagem] = await Promise.all([
      this.categorias.doFornecedor(fornecedor.idfornecedor),
      this.produtos.contagemPorCategoria(fornecedor.idfornecedor),
    ]);
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
    for (const row of rows) {
      const node = nodes.get(row.idcategoria) as CategoriaWire;
      node.quantidadeProdutos =
        row.tipo === 'OFERTAS'
          ? contagem.ofertas
          : comDescendentes(rows, row.idcategoria).reduce((sum, id) => sum + (contagem.porCategoria.get(id) ?? 0), 0);
    }
    return raizes;
  }

  async listaProdutos(chamador: Chamador, idfornecedor: string, consulta: ConsultaListaProdutos): Promise<ListaProdutosWire> {
    const fornecedor = await this.fornecedores.porId(idfornecedor);
    if (consulta.fornec !== undefined && consulta.fornec.toLowerCase() !== fornecedor.idfornecedor) {
      throw requisicaoInvalida(`o parâmetro de consulta 'fornec' deve ser o fornecedor do caminho (${fornecedor.idfornecedor})`);
    }
    const page = inteiroNoIntervalo('page', consulta.page ?? 1, 1, PAGINA_MAXIMA);
    const limit = inteiroNoIntervalo('limit', consulta.limit ?? LIMITE_PADRAO, 1, LIMITE_MAXIMO);
    const ordenacao = this.escolherOrdenacao(fornecedor, consulta.ordenacao);

    const filtro: FiltroProdutos = {
      idfornecedor: fornecedor.idfornecedor,
      busca: limparBusca(consulta.sk),
      tags: listaSeparadaPorVirgula(consulta.tagsPesquisa),
      agrupadores: listaSeparadaPorVirgula(consulta.agrupadores),
      produtoPrincipal: consulta.produtoprincipal,
    };
    if (consulta.categ !== undefined) {
      const categorias = await this.categorias.doFornecedor(fornecedor.idfornecedor);
      const categoria = categorias.find((c) => c.idcategoria === consulta.categ);
      if (!categoria) {
        throw new HttpError(404, `Categoria não encontrada: ${consulta.categ}`, 'categoria.nao-encontrada');
      }
      if (categoria.tipo === 'OFERTAS') filtro.ofertas = true;
      else filtro.idsCategoria = comDescendentes(categorias, categoria.idcategoria);
    }

    const { rows, total } = await this.produtos.listar(filtro, ordenacao, limit, (page - 1) * limit);
    const ocultarPrecos = deveOcultarPrecos(fornecedor, chamador);
    const produtos = rows.map((row) => toProduto(row, { ocultarPrecos, ignorarPoliticas: consulta.ignorepolicy === true }));
    return {
      produtos,
      quantidadeProdutos: total,
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
    const row = await this.produtos.porSlug(fornecedor.idfornecedor, slug);
    if (!row) throw new HttpError(404, `Produto não encontrado: ${slug}`, 'produto.nao-encontrado');
    const ocultarPrecos = deveOcultarPrecos(fornecedor, chamador);
    let similares: ProdutoWire[] = [];
    if (opcoes.disableSimilares !== true) {
      const pagina = await this.produtos.listar(
        { idfornecedor: fornecedor.idfornecedor, idsCategoria: [row.idcategoria], excetoId: row.id },
        'relevancia',
        SIMILARES_MAXIMO,
        0,
        { contarTotal: false },
      );
      similares = pagina.rows.map((r) => toProduto(r, { ocultarPrecos }));
    }
    return {
      ...toProduto(row, { ocultarPrecos }),
      descricao: row.descricao,
      categoria: { idcategoria: row.idcategoria, nome: row.categoria_nome, slug: row.categoria_slug },
      similares,
    };
  }

  /** Products of a carousel's filter (used by the carrossel module). */
  async produtosDoCarrossel(fornecedor: FornecedorRow, chamador: Chamador, filtro: FiltroCarrossel): Promise<ProdutoWire[]> {
    const base: FiltroProdutos = {
      idfornecedor: fornecedor.idfornecedor,
      tags: filtro.tags,
      ofertas: filtro.ofertas,
      idcadastroextraproduto: filtro.idcadastroextraproduto,
    };
    if (filtro.idcategoria !== undefined) {
      const categorias = await this.categorias.doFornecedor(fornecedor.idfornecedor);
      const categoria = categorias.find((c) => c.idcategoria === filtro.idcategoria);
      if (categoria?.tipo === 'OFERTAS') base.ofertas = true;
      else base.idsCategoria = categoria ? comDescendentes(categorias, categoria.idcategoria) : [];
    }
    const limite = Math.min(Math.max(1, Math.trunc(filtro.limite)), LIMITE_MAXIMO);
    const { rows } = await this.produtos.listar(base, 'relevancia', limite, 0, { contarTotal: false });
    const ocultarPrecos = deveOcultarPrecos(fornecedor, chamador);
    return rows.map((row) => toProduto(row, { ocultarPrecos }));
  }
}

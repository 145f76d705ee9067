import { sql, type Expression, type Kysely, type Selectable, type SqlBool } from 'kysely';
import type { Database, ProdutosTable } from '../../db/schema';

/** The product columns the API uses (never the tsvector). */
export const PRODUTO_COLUNAS = [
  'produtos.id',
  'produtos.idfornecedor',
  'produtos.idcategoria',
  'produtos.idcadastroextraproduto',
  'produtos.slug',
  'produtos.nome',
  'produtos.marca',
  'produtos.unidade',
  'produtos.labelunidade',
  'produtos.preco_centavos',
  'produtos.preco_original_centavos',
  'produtos.precovendaatacado_centavos',
  'produtos.minvendaatacado_milesimos',
  'produtos.multiploincremento',
  'produtos.granularidade_milesimos',
  'produtos.maxporpedido_milesimos',
  'produtos.min_por_pedido_milesimos',
  'produtos.maximo_disponivel_milesimos',
  'produtos.permite_embalagem',
  'produtos.preco_embalagem_centavos',
  'produtos.desconto_progressivo',
  'produtos.tipo_produto',
  'produtos.subitens',
  'produtos.esconder_preco_sub_itens',
  'produtos.produto_adicional_de',
  'produtos.mensagemcardproduto',
  'produtos.quantidade_decimais',
  'produtos.tags',
  'produtos.agrupadores',
  'produtos.imagem_versao',
] as const;

/** A product row as the API reads it: the columns above, typed from the table. */
type ColunaProduto = (typeof PRODUTO_COLUNAS)[number] extends `produtos.${infer C}` ? C : never;
export type ProdutoRow = Pick<Selectable<ProdutosTable>, ColunaProduto & keyof ProdutosTable>;

export interface ProdutoDetalheRow extends ProdutoRow {
  descricao: string;
  categoria_nome: string;
  categoria_slug: string;
}

/** Orderings the server knows how to run; a supplier offers a subset (ordenacoes_produto). */
export const ORDENACOES_CONHECIDAS = [
  'relevancia',
  'nome-asc',
  'nome-desc',
  'preco-asc',
  'preco-desc',
  'mais-vendidos',
  'mais-recentes',
] as const;
export type Ordenacao = (typeof ORDENACOES_CONHECIDAS)[number];

export function isOrdenacaoConhecida(value: string): value is Ordenacao {
  return (ORDENACOES_CONHECIDAS as readonly string[]).includes(value);
}

export interface FiltroProdutos {
  idfornecedor: string;
  /** Only these categories (a category and its descendants). */
  idsCategoria?: readonly number[] | undefined;
  /** Products on offer: preco_original above preco. */
  ofertas?: boolean | undefined;
  /** Search text, already cleaned; matched against the unaccented `busca` vector. */
  busca?: string | undefined;
  /** Every one of these search tags. */
  tags?: readonly string[] | undefined;
  /** Every one of these filter groups. */
  agrupadores?: readonly string[] | undefined;
  /** The additional products of this main product; when absent, additional products are left out. */
  produtoPrincipal?: number | undefined;
  idcadastroextraproduto?: number | undefined;
  /** Leave this product out (similar products). */
  excetoId?: number | undefined;
}

export interface PaginaProdutos {
  rows: ProdutoRow[];
  /** All matching products (without `contarTotal`: only what was read, offset + rows). */
  total: number;
}

const consultaBusca = (texto: string) => sql`websearch_to_tsquery('portuguese', public.f_unaccent(${texto}))`;

export class ProdutoRepository {
  constructor(private readonly db: Kysely<Database>) {}

  private filtrado(filtro: FiltroProdutos) {
    let query = this.db
      .selectFrom('produtos')
      .where('produtos.idfornecedor', '=', filtro.idfornecedor)
      .where('produtos.ativo', '=', true);
    query =
      filtro.produtoPrincipal !== undefined
        ? query.where('produtos.produto_adicional_de', '=', filtro.produtoPrincipal)
        : query.where('produtos.produto_adicional_de', 'is', null);
    if (filtro.idsCategoria !== undefined) {
      query =
        filtro.idsCategoria.length === 0
          ? query.where(sql<SqlBool>`false`)
          : query.where('produtos.idcategoria', 'in', [...filtro.idsCategoria]);
    }
    if (filtro.ofertas) {
      query = query.where(sql<SqlBool>`produtos.preco_original_centavos > produtos.preco_centavos`);
    }
    if (filtro.busca !== undefined) {
      query = query.where(sql<SqlBool>`produtos.busca @@ ${consultaBusca(filtro.busca)}`);
    }
    if (filtro.tags !== undefined && filtro.tags.length > 0) {
      query = query.where(sql<SqlBool>`produtos.tags @> ${JSON.stringify(filtro.tags)}::jsonb`);
    }
    if (filtro.agrupadores !== undefined && filtro.agrupadores.length > 0) {
      query = query.where(sql<SqlBool>`produtos.agrupadores @> ${JSON.stringify(filtro.agrupadores)}::jsonb`);
    }
    if (filtro.idcadastroextraproduto !== undefined) {
      query = query.where('produtos.idcadastroextraproduto', '=', filtro.idcadastroextraproduto);
    }
    if (filtro.excetoId !== undefined) {
      query = query.where('produtos.id', '!=', filtro.excetoId);
    }
    return query;
  }

  private chaveDeOrdem(ordenacao: Ordenacao, busca: string | undefined): { expr: Expression<unknown>; dir: 'asc' | 'desc' }[] {
    switch (ordenacao) {
      case 'relevancia':
        return busca !== undefined
          ? [
              { expr: sql`ts_rank(produtos.busca, ${consultaBusca(busca)})`, dir: 'desc' },
              { expr: sql`produtos.ordem`, dir: 'asc' },
            ]
          : [{ expr: sql`produtos.ordem`, dir: 'asc' }];
      case 'nome-asc':
        return [{ expr: sql`lower(public.f_unaccent(produtos.nome)) COLLATE "C"`, dir: 'asc' }];
      case 'nome-desc':
        return [{ expr: sql`lower(public.f_unaccent(produtos.nome)) COLLATE "C"`, dir: 'desc' }];
      case 'preco-asc':
        return [{ expr: sql`produtos.preco_centavos`, dir: 'asc' }];
      case 'preco-desc':
        return [{ expr: sql`produtos.preco_centavos`, dir: 'desc' }];
      case 'mais-vendidos':
        return [{ expr: sql`produtos.vendidos`, dir: 'desc' }];
      case 'mais-recentes':
        return [{ expr: sql`produtos.criado_em`, dir: 'desc' }];
    }
  }

  /**
   * One page, ordered, with a stable tie-break by id, and the total of matching products. The
   * page is a plain top-N query (a window count would sort every matching row with all its
   * columns); the count runs beside it, so a request waits for the database once, not twice.
   */
  async listar(
    filtro: FiltroProdutos,
    ordenacao: Ordenacao,
    limit: number,
    offset: number,
    opcoes: { contarTotal?: boolean } = {},
  ): Promise<PaginaProdutos> {
    let query = this.filtrado(filtro).select(PRODUTO_COLUNAS);
    for (const { expr, dir } of this.chaveDeOrdem(ordenacao, filtro.busca)) {
      query = query.orderBy(expr, dir);
    }
    const [rows, total] = await Promise.all([
      query.orderBy('produtos.id', 'asc').limit(limit).offset(offset).execute() as Promise<ProdutoRow[]>,
      opcoes.contarTotal === false ? Promise.resolve(-1) : this.contar(filtro),
    ]);
    return { rows, total: total < 0 ? offset + rows.length : total };
  }

  async contar(filtro: FiltroProdutos): Promise<number> {
    const row = await this.filtrado(filtro)
      .select((eb) => eb.fn.countAll<number | string>().as('total'))
      .executeTakeFirst();
    return Number(row?.total ?? 0);
  }

  async porSlug(idfornecedor: string, slug: string): Promise<ProdutoDetalheRow | undefined> {
    const row = await this.db
      .selectFrom('produtos')
      .innerJoin('categorias', 'categorias.idcategoria', 'produtos.idcategoria')
      .select(PRODUTO_COLUNAS)
      .select(['produtos.descricao', 'categorias.nome as categoria_nome', 'categorias.slug as categoria_slug'])
      .where('produtos.idfornecedor', '=', idfornecedor)
      .where('produtos.slug', '=', slug)
      .where('produtos.ativo', '=', true)
      .executeTakeFirst();
    return row as ProdutoDetalheRow | undefined;
  }

  /** Product counts of each category (active main products only), and of the products on offer. */
  async contagemPorCategoria(idfornecedor: string): Promise<{ porCategoria: Map<number, number>; ofertas: number }> {
    const base = this.filtrado({ idfornecedor });
    const [rows, ofertas] = await Promise.all([
      base
        .select(['produtos.idcategoria', (eb) => eb.fn.countAll<number | string>().as('total')])
        .groupBy('produtos.idcategoria')
        .execute(),
      this.contar({ idfornecedor, ofertas: true }),
    ]);
    return { porCategoria: new Map(rows.map((r) => [r.idcategoria, Number(r.total)])), ofertas };
  }
}

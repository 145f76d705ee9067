/**
 * The ERP's bulk upserts by its own codes (issue 33, item 2): categories, products, prices and
 * stock of one supplier, matched by `cod_erp`. Each item is checked on its own and answered with
 * its result: `criado`, `atualizado`, `inalterado` (its values are those stored: nothing is
 * written, so the same batch twice changes nothing the second time) or `recusado` with the pt-BR
 * reasons and the field paths (`itens[3].preco`); a refused item does not stop the others.
 *
 * The rows are the catalogo module's tables (typed by its tables.ts), written here in one place
 * for the batch's speed; every write bumps the supplier's catalogue version by the tables'
 * statement triggers (migration 0003), so the public cache and the per-version values of every
 * process follow at commit.
 */
import { sql, type Insertable, type Kysely, type Selectable, type Updateable } from 'kysely';
import type { components } from '#openapi/generated/v4';
import type { Database } from '../../db/schema';
import type { DescontoProgressivoFaixa, ProdutosTable, SubitemProduto } from '../catalogo/tables';

type S = components['schemas'];
export type RelatorioImportacao = S['RelatorioImportacao'];
type ResultadoItem = S['ResultadoItemErp'];
export type ErroItem = S['ErroItemErp'];

/** Rows read or written per statement (an IN list, a multi-row insert). */
const LOTE_SQL = 1_000;

/** The columns of `produtos` an upsert writes as JSON text. */
const COLUNAS_JSONB = new Set(['tags', 'agrupadores', 'desconto_progressivo', 'subitens']);

function slugify(texto: string): string {
  return texto
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function emPartes<T>(lista: readonly T[], tamanho = LOTE_SQL): T[][] {
  const partes: T[][] = [];
  for (let i = 0; i < lista.length; i += tamanho) partes.push(lista.slice(i, i + tamanho));
  return partes;
}

/** Reais with at most 2 decimals → centavos; undefined with an error otherwise. */
export function centavos(valor: number, campo: string, erros: ErroItem[]): number | undefined {
  const c = Math.round(valor * 100);
  if (!Number.isFinite(valor) || valor < 0 || Math.abs(c - valor * 100) > 1e-6) {
    erros.push({ campo, mensagem: 'informe um valor em reais, não negativo, com no máximo 2 casas decimais' });
    return undefined;
  }
  return c;
}

/** A quantity with at most 3 decimals, above 0 → thousandths. */
export function milesimos(valor: number, campo: string, erros: ErroItem[], zeroPermitido = false): number | undefined {
  const m = Math.round(valor * 1000);
  if (!Number.isFinite(valor) || (zeroPermitido ? valor < 0 : valor <= 0) || Math.abs(m - valor * 1000) > 1e-6) {
    erros.push({
      campo,
      mensagem: zeroPermitido
        ? 'informe uma quantidade não negativa com no máximo 3 casas decimais'
        : 'informe uma quantidade maior que zero com no máximo 3 casas decimais',
    });
    return undefined;
  }
  return m;
}

export function igual(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Builds the report as the items are decided. */
export class Relatorio {
  readonly itens: ResultadoItem[] = [];
  private readonly contagem = { criado: 0, atualizado: 0, inalterado: 0, recusado: 0 };

  anotar(
    linha: number,
    cod_erp: string,
    resultado: ResultadoItem['resultado'],
    id: number | null,
    erros: ErroItem[] = [],
  ) {
    this.itens[linha] = { linha, cod_erp, resultado, id, erros };
    this.contagem[resultado] += 1;
  }

  /** Changes a line's result already noted (a reference checked once every line was decided). */
  refazer(
    linha: number,
    cod_erp: string,
    resultado: ResultadoItem['resultado'],
    id: number | null,
    erros: ErroItem[] = [],
  ) {
    const antes = this.itens[linha];
    if (antes) this.contagem[antes.resultado] -= 1;
    this.anotar(linha, cod_erp, resultado, id, erros);
  }

  resultado(linha: number): ResultadoItem['resultado'] | undefined {
    return this.itens[linha]?.resultado;
  }

  final(): RelatorioImportacao {
    return {
      criados: this.contagem.criado,
      atualizados: this.contagem.atualizado,
      inalterados: this.contagem.inalterado,
      recusados: this.contagem.recusado,
      itens: this.itens.filter((i) => i !== undefined),
    };
  }
}

/** A supplier's rows of `tabela` that carry these ERP codes, by code (LOTE_SQL codes a query). */
export async function linhasPorCodigoErp<K extends 'categorias' | 'formas_pagamento' | 'cadastros_cliente'>(
  db: Kysely<Database>,
  tabela: K,
  idfornecedor: string,
  cods: readonly string[],
): Promise<Map<string, Selectable<Database[K]>>> {
  const mapa = new Map<string, Selectable<Database[K]>>();
  for (const parte of emPartes([...new Set(cods)])) {
    if (parte.length === 0) continue;
    const { rows } = await sql<Selectable<Database[K]> & { cod_erp: string | null }>`
      SELECT * FROM ${sql.table(tabela)} WHERE idfornecedor = ${idfornecedor} AND cod_erp = ANY(${parte}::text[])
    `.execute(db);
    for (const r of rows) if (r.cod_erp !== null) mapa.set(r.cod_erp, r);
  }
  return mapa;
}

/** The items' `cod_erp` trimmed; an empty one or one repeated in the batch is refused. */
export function codigos<T extends { cod_erp: string }>(itens: readonly T[], relatorio: Relatorio): Map<number, string> {
  const vistos = new Map<string, number>();
  const validos = new Map<number, string>();
  itens.forEach((item, linha) => {
    const cod = item.cod_erp.trim();
    if (cod === '') {
      relatorio.anotar(linha, item.cod_erp, 'recusado', null, [
        { campo: `itens[${linha}].cod_erp`, mensagem: 'informe o código do ERP' },
      ]);
      return;
    }
    const antes = vistos.get(cod);
    if (antes !== undefined) {
      relatorio.anotar(linha, cod, 'recusado', null, [
        { campo: `itens[${linha}].cod_erp`, mensagem: `código do ERP repetido no lote (também em itens[${antes}])` },
      ]);
      return;
    }
    vistos.set(cod, linha);
    validos.set(linha, cod);
  });
  return validos;
}

/** What a product line says of other products: its bundle's items, the product it is a service of. */
interface Referencias {
  subitens?: { cod: string; quantidade_itens: number; preco_centavos: number | undefined }[];
  /** The main product's code; null: a product of its own again. */
  adicional?: string | null;
}

function codigosReferidos(refs: Referencias): string[] {
  return [...(refs.subitens ?? []).map((s) => s.cod), ...(refs.adicional ? [refs.adicional] : [])];
}

/**
 * A product line's type, bundle items and main product checked (their codes are looked up later);
 * the type goes in `set`. Undefined when the line names no other product.
 */
function referenciasDoItem(
  item: S['ProdutoErp'],
  cod: string,
  atual: Selectable<ProdutosTable> | undefined,
  set: Updateable<ProdutosTable>,
  campo: (nome: string) => string,
  erros: ErroItem[],
): Referencias | undefined {
  const refs: Referencias = {};
  if (item.tipo_produto !== undefined) set.tipo_produto = item.tipo_produto;
  const tipo = item.tipo_produto ?? atual?.tipo_produto ?? 'SIMPLES';
  if (item.subitens !== undefined) {
    if (tipo !== 'CONJUNTO' && item.subitens.length > 0)
      erros.push({ campo: campo('subitens'), mensagem: 'só um produto do tipo CONJUNTO tem subitens' });
    const vistos = new Set<string>();
    refs.subitens = item.subitens.flatMap((s, i) => {
      const c = s.produto.trim();
      const mensagem =
        c === cod ? 'um conjunto não contém a si mesmo' : vistos.has(c) ? 'produto repetido nos subitens' : null;
      vistos.add(c);
      if (mensagem !== null) {
        erros.push({ campo: campo(`subitens[${i}].produto`), mensagem });
        return [];
      }
      const preco = s.preco === undefined ? undefined : centavos(s.preco, campo(`subitens[${i}].preco`), erros);
      return [{ cod: c, quantidade_itens: s.quantidade_itens, preco_centavos: preco }];
    });
  } else if (tipo === 'SIMPLES' && (atual?.subitens.length ?? 0) > 0) refs.subitens = [];
  if (tipo === 'CONJUNTO' && (item.subitens ?? atual?.subitens ?? []).length === 0)
    erros.push({ campo: campo('subitens'), mensagem: 'informe os subitens do conjunto' });
  if (item.adicional_de !== undefined) {
    const principal = item.adicional_de?.trim() || null;
    if (principal === cod)
      erros.push({ campo: campo('adicional_de'), mensagem: 'um produto não é adicional de si mesmo' });
    else refs.adicional = principal;
  }
  return refs.subitens !== undefined || refs.adicional !== undefined ? refs : undefined;
}

export class Upserts {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly hoje: () => Date = () => new Date(),
  ) {}

  private categoriasPorCodigo(idfornecedor: string, cods: readonly string[]) {
    return linhasPorCodigoErp(this.db, 'categorias', idfornecedor, cods);
  }

  private async produtosPorCodigo(idfornecedor: string, cods: readonly string[]) {
    const mapa = new Map<string, Selectable<ProdutosTable>>();
    for (const parte of emPartes([...new Set(cods)])) {
      if (parte.length === 0) continue;
      // One index probe per code (a join on the codes): `cod_erp IN (…1,000 codes)` was planned
      // as a filter over every product of the supplier, each row compared with every code (a
      // batch of 10,000 unchanged prices took 7 s at 30,000 products).
      const { rows } = await sql<Selectable<ProdutosTable>>`
        SELECT p.* FROM unnest(${parte}::text[]) AS c (cod)
        JOIN produtos p ON p.idfornecedor = ${idfornecedor} AND p.cod_erp = c.cod
      `.execute(this.db);
      for (const r of rows) if (r.cod_erp !== null) mapa.set(r.cod_erp, r);
    }
    return mapa;
  }

  /**
   * Of the slugs a batch's new products would take first (each name's, then with its ERP code), the
   * ones the supplier's products already have: one query per LOTE_SQL candidates instead of one
   * per product (slugLivre reads the answer).
   */
  private async slugsDeProdutosConhecidos(idfornecedor: string, novos: readonly { nome: string; cod: string }[]) {
    const conhecidos = new Map<string, boolean>();
    const candidatos = novos.flatMap(({ nome, cod }) => {
      const base = slugify(nome) || 'item';
      return [base, `${base}-${slugify(cod) || 'erp'}`];
    });
    for (const parte of emPartes([...new Set(candidatos)])) {
      for (const c of parte) conhecidos.set(c, false);
      const rows = await this.db
        .selectFrom('produtos')
        .select('slug')
        .where('idfornecedor', '=', idfornecedor)
        .where('slug', 'in', parte)
        .execute();
      for (const r of rows) conhecidos.set(r.slug, true);
    }
    return conhecidos;
  }

  /**
   * The products' changes, one UPDATE per LOTE_SQL rows changing the same columns: each row's new
   * values go as JSON, read back as rows of `produtos` (`jsonb_populate_recordset`, so every value
   * takes its column's type). One statement, not one per product: each fires the catalogue's
   * statement trigger and commits once.
   */
  private async atualizarProdutos(alteracoes: readonly { id: number; set: Record<string, unknown> }[]) {
    const porColunas = new Map<string, { id: number; set: Record<string, unknown> }[]>();
    for (const { id, set } of alteracoes) {
      // An absent value (undefined) changes nothing, as in Kysely's `set`; JSON would make it null.
      const definido = Object.fromEntries(Object.entries(set).filter(([, v]) => v !== undefined));
      const chave = Object.keys(definido).sort().join(',');
      if (chave === '') continue;
      const grupo = porColunas.get(chave);
      if (grupo) grupo.push({ id, set: definido });
      else porColunas.set(chave, [{ id, set: definido }]);
    }
    for (const [chave, grupo] of porColunas) {
      const colunas = chave.split(',');
      for (const parte of emPartes(grupo)) {
        const linhas = parte.map(({ id, set }) => ({
          id,
          // The jsonb columns are written as JSON text (tags, tiers): here they go as JSON values.
          ...Object.fromEntries(colunas.map((c) => [c, COLUNAS_JSONB.has(c) ? JSON.parse(set[c] as string) : set[c]])),
        }));
        await sql`UPDATE produtos AS p SET ${sql.join(
          colunas.map((c) => sql`${sql.ref(c)} = v.${sql.ref(c)}`),
        )} FROM jsonb_populate_recordset(null::produtos, ${JSON.stringify(linhas)}::jsonb) AS v WHERE p.id = v.id`.execute(
          this.db,
        );
      }
    }
  }

  /** A slug free in the supplier's table (the name's, then with the ERP code). */
  private async slugLivre(
    tabela: 'categorias' | 'produtos',
    idfornecedor: string,
    nome: string,
    cod: string,
    usados: Set<string>,
    conhecidos: ReadonlyMap<string, boolean> = new Map(),
  ): Promise<string> {
    const base = slugify(nome) || 'item';
    for (const candidato of [base, `${base}-${slugify(cod) || 'erp'}`]) {
      if (usados.has(candidato)) continue;
      const sabido = conhecidos.get(candidato);
      if (sabido === false) {
        usados.add(candidato);
        return candidato;
      }
      if (sabido === true) continue;
      const existe = await this.db
        .selectFrom(tabela)
        .select('slug')
        .where('idfornecedor', '=', idfornecedor)
        .where('slug', '=', candidato)
        .executeTakeFirst();
      if (!existe) {
        usados.add(candidato);
        return candidato;
      }
    }
    for (let n = 2; ; n++) {
      const candidato = `${base}-${slugify(cod) || 'erp'}-${n}`;
      const existe = await this.db
        .selectFrom(tabela)
        .select('slug')
        .where('idfornecedor', '=', idfornecedor)
        .where('slug', '=', candidato)
        .executeTakeFirst();
      if (!existe && !usados.has(candidato)) {
        usados.add(candidato);
        return candidato;
      }
    }
  }

  /**
   * The lines whose bundle items or main product are neither in the database nor written by this
   * batch: refused (and so, in turn, a line naming one of them). Returns the refused lines.
   */
  private async conferirReferencias(
    idfornecedor: string,
    itens: readonly S['ProdutoErp'][],
    referencias: Map<number, { cod: string; refs: Referencias }>,
    existentes: ReadonlyMap<string, unknown>,
    relatorio: Relatorio,
  ): Promise<Set<number>> {
    const recusadas = new Set<number>();
    if (referencias.size === 0) return recusadas;
    const nomeados = [...referencias.values()].flatMap(({ refs }) => codigosReferidos(refs));
    const noBanco = new Set([
      ...[...existentes.keys()],
      ...(
        await this.produtosPorCodigo(
          idfornecedor,
          nomeados.filter((c) => !existentes.has(c)),
        )
      ).keys(),
    ]);
    const doLote = new Set<string>();
    itens.forEach((item, linha) => {
      if (relatorio.resultado(linha) !== 'recusado') doLote.add(item.cod_erp.trim());
    });
    for (let mudou = true; mudou;) {
      mudou = false;
      for (const [linha, { cod, refs }] of referencias) {
        const erros: ErroItem[] = [];
        refs.subitens?.forEach((s, i) => {
          if (!noBanco.has(s.cod) && !doLote.has(s.cod))
            erros.push({
              campo: `itens[${linha}].subitens[${i}].produto`,
              mensagem: `produto '${s.cod}' não encontrado: envie-o antes ou no mesmo lote`,
            });
        });
        if (refs.adicional && !noBanco.has(refs.adicional) && !doLote.has(refs.adicional))
          erros.push({
            campo: `itens[${linha}].adicional_de`,
            mensagem: `produto '${refs.adicional}' não encontrado: envie-o antes ou no mesmo lote`,
          });
        if (erros.length === 0) continue;
        relatorio.refazer(linha, cod, 'recusado', null, erros);
        recusadas.add(linha);
        referencias.delete(linha);
        doLote.delete(cod);
        mudou = true;
      }
    }
    return recusadas;
  }

  /** The bundles' items and the additional services' main products, once every row exists. */
  private async escreverReferencias(
    idfornecedor: string,
    referencias: ReadonlyMap<number, { cod: string; refs: Referencias }>,
    relatorio: Relatorio,
  ): Promise<void> {
    if (referencias.size === 0) return;
    const rows = await this.produtosPorCodigo(idfornecedor, [
      ...[...referencias.values()].flatMap(({ cod, refs }) => [cod, ...codigosReferidos(refs)]),
    ]);
    const alteracoes: { id: number; set: Record<string, unknown> }[] = [];
    for (const [linha, { cod, refs }] of referencias) {
      const row = rows.get(cod);
      if (!row) continue;
      const set: Record<string, unknown> = {};
      if (refs.subitens) {
        const subitens: SubitemProduto[] = refs.subitens.map((s) => {
          const p = rows.get(s.cod)!;
          return {
            id: p.id,
            nome: p.nome,
            preco_centavos: s.preco_centavos ?? p.preco_centavos,
            quantidade_itens: s.quantidade_itens,
            labelunidademultiplo: p.labelunidade,
          };
        });
        // jsonb keeps its own key order: compare the items field by field.
        const campos = (l: readonly SubitemProduto[]) =>
          l.map((s) => [s.id, s.nome, s.preco_centavos, s.quantidade_itens, s.labelunidademultiplo]);
        if (!igual(campos(row.subitens), campos(subitens))) set.subitens = JSON.stringify(subitens);
      }
      if (refs.adicional !== undefined) {
        const principal = refs.adicional === null ? null : rows.get(refs.adicional)!.id;
        if (row.produto_adicional_de !== principal) set.produto_adicional_de = principal;
      }
      if (Object.keys(set).length === 0) continue;
      alteracoes.push({ id: row.id, set });
      if (relatorio.resultado(linha) === 'inalterado') relatorio.refazer(linha, cod, 'atualizado', row.id);
    }
    await this.atualizarProdutos(alteracoes);
  }

  async categorias(idfornecedor: string, itens: readonly S['CategoriaErp'][]): Promise<RelatorioImportacao> {
    const relatorio = new Relatorio();
    const validos = codigos(itens, relatorio);
    const conhecidas = await this.categoriasPorCodigo(idfornecedor, [
      ...validos.values(),
      ...itens.flatMap((i) => (i.cod_erp_pai ? [i.cod_erp_pai.trim()] : [])),
    ]);
    const slugs = new Set<string>();
    // Parents first: each pass takes the items whose parent is known (in the database or done).
    let pendentes = [...validos.keys()];
    for (;;) {
      const proximos: number[] = [];
      for (const linha of pendentes) {
        const item = itens[linha]!;
        const cod = validos.get(linha)!;
        const erros: ErroItem[] = [];
        const nome = item.nome.trim();
        if (nome === '') erros.push({ campo: `itens[${linha}].nome`, mensagem: 'informe o nome da categoria' });
        const codPai = item.cod_erp_pai?.trim() || null;
        if (codPai === cod)
          erros.push({ campo: `itens[${linha}].cod_erp_pai`, mensagem: 'a categoria não pode ser pai de si mesma' });
        if (erros.length > 0) {
          relatorio.anotar(linha, cod, 'recusado', null, erros);
          continue;
        }
        let idpai: number | null = null;
        if (codPai !== null) {
          const pai = conhecidas.get(codPai);
          if (!pai) {
            proximos.push(linha);
            continue;
          }
          idpai = pai.idcategoria;
        }
        const atual = conhecidas.get(cod);
        const desejado = { nome, idcategoriapai: idpai, ordem: item.ordem ?? atual?.ordem ?? 0 };
        if (atual) {
          if (
            atual.nome === desejado.nome &&
            atual.idcategoriapai === desejado.idcategoriapai &&
            atual.ordem === desejado.ordem
          ) {
            relatorio.anotar(linha, cod, 'inalterado', atual.idcategoria);
            continue;
          }
          const row = await this.db
            .updateTable('categorias')
            .set(desejado)
            .where('idcategoria', '=', atual.idcategoria)
            .returningAll()
            .executeTakeFirstOrThrow();
          conhecidas.set(cod, row);
          relatorio.anotar(linha, cod, 'atualizado', row.idcategoria);
        } else {
          const row = await this.db
            .insertInto('categorias')
            .values({
              ...desejado,
              idfornecedor,
              cod_erp: cod,
              slug: await this.slugLivre('categorias', idfornecedor, nome, cod, slugs),
              tipo: 'NORMAL',
            })
            .returningAll()
            .executeTakeFirstOrThrow();
          conhecidas.set(cod, row);
          relatorio.anotar(linha, cod, 'criado', row.idcategoria);
        }
      }
      if (proximos.length === 0 || proximos.length === pendentes.length) {
        for (const linha of proximos)
          relatorio.anotar(linha, validos.get(linha)!, 'recusado', null, [
            {
              campo: `itens[${linha}].cod_erp_pai`,
              mensagem: `categoria pai '${itens[linha]!.cod_erp_pai?.trim()}' não encontrada (envie-a antes ou no mesmo lote)`,
            },
          ]);
        break;
      }
      pendentes = proximos;
    }
    return relatorio.final();
  }

  async produtos(idfornecedor: string, itens: readonly S['ProdutoErp'][]): Promise<RelatorioImportacao> {
    const relatorio = new Relatorio();
    const validos = codigos(itens, relatorio);
    const existentes = await this.produtosPorCodigo(idfornecedor, [...validos.values()]);
    const categorias = await this.categoriasPorCodigo(
      idfornecedor,
      itens.flatMap((i) => (i.categoria ? [i.categoria.trim()] : [])),
    );
    const slugs = new Set<string>();
    const conhecidos = await this.slugsDeProdutosConhecidos(
      idfornecedor,
      [...validos].flatMap(([linha, cod]) => {
        const nome = itens[linha]!.nome?.trim();
        return !existentes.has(cod) && nome ? [{ nome, cod }] : [];
      }),
    );
    const imagemVersao = this.hoje().toISOString().slice(0, 10).replace(/-/g, '');
    // Written after the loop, many rows a statement (the loop only decides).
    const novos: { linha: number; cod: string; row: Insertable<ProdutosTable> }[] = [];
    const alteracoes: { linha: number; id: number; set: Record<string, unknown> }[] = [];
    // Bundles' items and additional services name other products: checked once every line is
    // decided (a product of this batch counts), written once every row exists.
    const referencias = new Map<number, { cod: string; refs: Referencias }>();
    for (const [linha, cod] of validos) {
      const item = itens[linha]!;
      const atual = existentes.get(cod);
      const erros: ErroItem[] = [];
      const campo = (nome: string) => `itens[${linha}].${nome}`;
      const set: Updateable<ProdutosTable> = {};
      const refs = referenciasDoItem(item, cod, atual, set, campo, erros);
      if (refs) referencias.set(linha, { cod, refs });
      if (item.nome !== undefined) {
        const nome = item.nome.trim();
        if (nome === '') erros.push({ campo: campo('nome'), mensagem: 'informe o nome do produto' });
        else set.nome = nome;
      } else if (!atual) erros.push({ campo: campo('nome'), mensagem: 'informe o nome para criar o produto' });
      if (item.categoria !== undefined) {
        const categoria = categorias.get(item.categoria.trim());
        if (!categoria)
          erros.push({ campo: campo('categoria'), mensagem: `categoria '${item.categoria.trim()}' não encontrada` });
        else set.idcategoria = categoria.idcategoria;
      } else if (!atual)
        erros.push({ campo: campo('categoria'), mensagem: 'informe a categoria para criar o produto' });
      if (item.preco !== undefined) {
        const c = centavos(item.preco, campo('preco'), erros);
        if (c !== undefined) set.preco_centavos = c;
      } else if (!atual) erros.push({ campo: campo('preco'), mensagem: 'informe o preço para criar o produto' });
      if (item.descricao !== undefined) set.descricao = item.descricao;
      if (item.marca !== undefined) set.marca = item.marca.trim();
      if (item.unidade !== undefined) set.unidade = item.unidade;
      if (item.labelunidade !== undefined) set.labelunidade = item.labelunidade.trim();
      if (item.multiploincremento !== undefined) set.multiploincremento = item.multiploincremento;
      if (item.maxporpedido !== undefined)
        set.maxporpedido_milesimos =
          item.maxporpedido === null ? null : milesimos(item.maxporpedido, campo('maxporpedido'), erros);
      if (item.minporpedido !== undefined)
        set.min_por_pedido_milesimos =
          item.minporpedido === null ? null : milesimos(item.minporpedido, campo('minporpedido'), erros);
      const max = set.maxporpedido_milesimos !== undefined ? set.maxporpedido_milesimos : atual?.maxporpedido_milesimos;
      const min =
        set.min_por_pedido_milesimos !== undefined ? set.min_por_pedido_milesimos : atual?.min_por_pedido_milesimos;
      if (max != null && min != null && min > max)
        erros.push({ campo: campo('minporpedido'), mensagem: 'o mínimo por pedido passa do máximo por pedido' });
      if (item.quantidade_decimais !== undefined) set.quantidade_decimais = item.quantidade_decimais;
      if (item.mensagemcardproduto !== undefined) set.mensagemcardproduto = item.mensagemcardproduto;
      if (item.tags !== undefined) set.tags = JSON.stringify(item.tags.map((t) => t.trim()).filter(Boolean));
      if (item.agrupadores !== undefined)
        set.agrupadores = JSON.stringify(item.agrupadores.map((t) => t.trim()).filter(Boolean));
      if (item.visivel !== undefined) set.ativo = item.visivel;
      if (item.ordem !== undefined) set.ordem = item.ordem;
      if (item.granularidade !== undefined)
        set.granularidade_milesimos = milesimos(item.granularidade, campo('granularidade'), erros);
      if (item.permite_embalagem !== undefined) set.permite_embalagem = item.permite_embalagem;
      if (item.preco_embalagem !== undefined)
        set.preco_embalagem_centavos =
          item.preco_embalagem === null ? null : centavos(item.preco_embalagem, campo('preco_embalagem'), erros);
      if (item.esconder_preco_sub_itens !== undefined) set.esconder_preco_sub_itens = item.esconder_preco_sub_itens;
      if (erros.length > 0) {
        referencias.delete(linha);
        relatorio.anotar(linha, cod, 'recusado', null, erros);
        continue;
      }
      if (atual) {
        const mudou = Object.entries(set).filter(([k, v]) => {
          const antes = (atual as Record<string, unknown>)[k];
          return typeof v === 'string' && (k === 'tags' || k === 'agrupadores')
            ? !igual(antes, JSON.parse(v))
            : !igual(antes, v);
        });
        if (mudou.length === 0) {
          relatorio.anotar(linha, cod, 'inalterado', atual.id);
          continue;
        }
        alteracoes.push({ linha, id: atual.id, set: Object.fromEntries(mudou) });
        relatorio.anotar(linha, cod, 'atualizado', atual.id);
      } else {
        const nome = set.nome as string;
        const unidade = set.unidade ?? 'UN';
        // The defaults of a product the ERP says little about (the demo catalogue's).
        const padrao: Insertable<ProdutosTable> = {
          idfornecedor,
          cod_erp: cod,
          idcategoria: set.idcategoria as number,
          idcadastroextraproduto: 0,
          slug: await this.slugLivre('produtos', idfornecedor, nome, cod, slugs, conhecidos),
          nome,
          descricao: '',
          marca: '',
          unidade,
          labelunidade: unidade,
          preco_centavos: set.preco_centavos as number,
          preco_original_centavos: null,
          precovendaatacado_centavos: null,
          minvendaatacado_milesimos: null,
          multiploincremento: 1,
          granularidade_milesimos: 1000,
          maxporpedido_milesimos: null,
          min_por_pedido_milesimos: null,
          maximo_disponivel_milesimos: null,
          permite_embalagem: false,
          preco_embalagem_centavos: null,
          desconto_progressivo: '[]',
          tipo_produto: 'SIMPLES',
          subitens: '[]',
          esconder_preco_sub_itens: false,
          produto_adicional_de: null,
          mensagemcardproduto: null,
          quantidade_decimais: 2,
          tags: '[]',
          agrupadores: '[]',
          ordem: 0,
          vendidos: 0,
          ativo: true,
          imagem_versao: imagemVersao,
        };
        const novo = {
          ...padrao,
          ...(Object.fromEntries(Object.entries(set).filter(([, v]) => v !== undefined)) as object),
        } as Insertable<ProdutosTable>;
        novos.push({ linha, cod, row: novo });
      }
    }
    const recusadas = await this.conferirReferencias(idfornecedor, itens, referencias, existentes, relatorio);
    await this.atualizarProdutos(alteracoes.filter((a) => !recusadas.has(a.linha)));
    for (const parte of emPartes(novos.filter((n) => !recusadas.has(n.linha)))) {
      // The product's registration id (the spec's idcadastroextraproduto) is its own id, as in the
      // demo data: the ids are taken from the table's identity first, so each row is written once
      // (an UPDATE after the INSERT wrote every row and its search indexes twice).
      const { rows: reservados } = await sql<{ id: number }>`
        SELECT nextval(pg_get_serial_sequence('produtos', 'id'))::int AS id FROM generate_series(1, ${parte.length})
      `.execute(this.db);
      const ids = new Map(parte.map((n, i) => [n.cod, reservados[i]!.id]));
      await this.db
        .insertInto('produtos')
        .values(parte.map((n) => ({ ...n.row, id: ids.get(n.cod)!, idcadastroextraproduto: ids.get(n.cod)! })))
        .execute();
      for (const { linha, cod } of parte) relatorio.anotar(linha, cod, 'criado', ids.get(cod)!);
    }
    await this.escreverReferencias(idfornecedor, referencias, relatorio);
    return relatorio.final();
  }

  async precos(idfornecedor: string, itens: readonly S['PrecoErp'][]): Promise<RelatorioImportacao> {
    const relatorio = new Relatorio();
    const validos = codigos(itens, relatorio);
    const existentes = await this.produtosPorCodigo(idfornecedor, [...validos.values()]);
    const alteracoes: { id: number; set: Record<string, unknown> }[] = [];
    for (const [linha, cod] of validos) {
      const item = itens[linha]!;
      const atual = existentes.get(cod);
      const campo = (nome: string) => `itens[${linha}].${nome}`;
      if (!atual) {
        relatorio.anotar(linha, cod, 'recusado', null, [
          { campo: campo('cod_erp'), mensagem: `produto '${cod}' não encontrado: envie-o antes em /produtos` },
        ]);
        continue;
      }
      const erros: ErroItem[] = [];
      const set: Updateable<ProdutosTable> = {};
      set.preco_centavos = centavos(item.preco, campo('preco'), erros);
      if (item.preco_original !== undefined)
        set.preco_original_centavos =
          item.preco_original === null ? null : centavos(item.preco_original, campo('preco_original'), erros);
      if (item.precovendaatacado !== undefined)
        set.precovendaatacado_centavos =
          item.precovendaatacado === null ? null : centavos(item.precovendaatacado, campo('precovendaatacado'), erros);
      if (item.minvendaatacado !== undefined)
        set.minvendaatacado_milesimos =
          item.minvendaatacado === null ? null : milesimos(item.minvendaatacado, campo('minvendaatacado'), erros);
      let faixas: DescontoProgressivoFaixa[] | undefined;
      if (item.desconto_progressivo !== undefined) {
        faixas = [];
        item.desconto_progressivo.forEach((f, i) => {
          const q = milesimos(f.quantidade, campo(`desconto_progressivo[${i}].quantidade`), erros);
          const p = centavos(f.preco, campo(`desconto_progressivo[${i}].preco`), erros);
          if (q !== undefined && p !== undefined) faixas!.push({ quantidade_milesimos: q, preco_centavos: p });
        });
        faixas.sort((a, b) => a.quantidade_milesimos - b.quantidade_milesimos);
        for (let i = 1; i < faixas.length; i++)
          if (faixas[i]!.quantidade_milesimos === faixas[i - 1]!.quantidade_milesimos)
            erros.push({ campo: campo('desconto_progressivo'), mensagem: 'duas faixas com a mesma quantidade' });
      }
      if (erros.length > 0) {
        relatorio.anotar(linha, cod, 'recusado', null, erros);
        continue;
      }
      const mudou = Object.entries(set).filter(([k, v]) => !igual((atual as Record<string, unknown>)[k], v));
      // jsonb keeps its own key order: compare the tiers field by field.
      const faixasMudaram =
        faixas !== undefined &&
        !igual(
          atual.desconto_progressivo.map((f) => [f.quantidade_milesimos, f.preco_centavos]),
          faixas.map((f) => [f.quantidade_milesimos, f.preco_centavos]),
        );
      if (mudou.length === 0 && !faixasMudaram) {
        relatorio.anotar(linha, cod, 'inalterado', atual.id);
        continue;
      }
      alteracoes.push({
        id: atual.id,
        set: {
          ...Object.fromEntries(mudou),
          ...(faixasMudaram ? { desconto_progressivo: JSON.stringify(faixas) } : {}),
        },
      });
      relatorio.anotar(linha, cod, 'atualizado', atual.id);
    }
    await this.atualizarProdutos(alteracoes);
    return relatorio.final();
  }

  /**
   * The stock items checked and matched to products; the caller writes the changed ones through
   * the notificacao module (which e-mails the availability alerts).
   */
  async estoque(
    idfornecedor: string,
    itens: readonly S['EstoqueErp'][],
    definir: (mudancas: { idproduto: number; milesimos: number | null }[]) => Promise<unknown>,
  ): Promise<RelatorioImportacao> {
    const relatorio = new Relatorio();
    const validos = codigos(itens, relatorio);
    const existentes = await this.produtosPorCodigo(idfornecedor, [...validos.values()]);
    const mudancas: { idproduto: number; milesimos: number | null }[] = [];
    for (const [linha, cod] of validos) {
      const item = itens[linha]!;
      const atual = existentes.get(cod);
      if (!atual) {
        relatorio.anotar(linha, cod, 'recusado', null, [
          { campo: `itens[${linha}].cod_erp`, mensagem: `produto '${cod}' não encontrado: envie-o antes em /produtos` },
        ]);
        continue;
      }
      const erros: ErroItem[] = [];
      const m = item.disponivel === null ? null : milesimos(item.disponivel, `itens[${linha}].disponivel`, erros, true);
      if (m === undefined) {
        relatorio.anotar(linha, cod, 'recusado', null, erros);
        continue;
      }
      if (atual.maximo_disponivel_milesimos === m) {
        relatorio.anotar(linha, cod, 'inalterado', atual.id);
        continue;
      }
      mudancas.push({ idproduto: atual.id, milesimos: m });
      relatorio.anotar(linha, cod, 'atualizado', atual.id);
    }
    for (const parte of emPartes(mudancas)) await definir(parte);
    return relatorio.final();
  }
}

/**
 * The search as SQL conditions on `produtos` (issue 32): its steps in ranking order, and what it
 * matches. The PostgreSQL search engine (busca-postgres.ts) ranks by the steps; the repository's
 * filter (produto-repository.ts) uses what a search matches for the other orderings and the
 * counts. Pure builders: no query runs here.
 */
import { sql, type Expression, type SqlBool } from 'kysely';
import { MIN_TYPO_TOLERANT_LENGTH, searchTerms } from '#engine/rules/search';

/** A text-search query over words of letters and digits only (searchTerms), so nothing is read as an operator. */
const tsquery = (texto: string) => sql`to_tsquery('portuguese', public.f_unaccent(${texto}))`;

/** Every word, each with the suffix (`:*A`, `:A`, `:*`): the query all of them must match. */
const todasAsPalavras = (palavras: string[], sufixo: string) =>
  tsquery(palavras.map((p) => `${p}${sufixo}`).join(' & '));

/**
 * `produtos.busca @@ consulta`, in one of two equivalent forms (migration 0057):
 * - `indice`: the supplier's own words, `f_busca_do_fornecedor(idfornecedor, busca) @@
 *   f_consulta_do_fornecedor(idfornecedor, consulta)`, which the GIN index
 *   `produtos_fornecedor_busca_marcada_idx` serves: every word of the index carries a mark of its
 *   supplier, so a prefix (`acuc:*`, a partial match) gathers only this supplier's words, not the
 *   co-tenants' (before 0057, Aurora's 'açúcar' beside two 100,000-product catalogues read their
 *   12,000 'Açúcar' rows: 4.3 ms against 0.2 ms);
 * - `linha`: the plain comparison, for conditions evaluated on rows already read (the step read
 *   in the supplier's order, 'not an earlier step'): the same answer for a row of that supplier,
 *   without re-marking its words.
 */
function textoCorresponde(idfornecedor: string, palavras: string[], sufixo: string, forma: 'indice' | 'linha') {
  const consulta = todasAsPalavras(palavras, sufixo);
  if (forma === 'linha') return sql<SqlBool>`produtos.busca @@ ${consulta}`;
  // The index keeps no weights: a weighted query ('acuc:*A', in the name) would be checked again on
  // every candidate row by marking its words anew (a regular expression per row: Aurora's 'cafe'
  // took 11 ms instead of 1.7). So the index reads the words without their weight, and the weight
  // is checked on the plain column of the rows it hands on.
  const semPeso = sufixo.replace('A', '');
  const marcada = sql<SqlBool>`public.f_busca_do_fornecedor(produtos.idfornecedor, produtos.busca) @@ public.f_consulta_do_fornecedor(${idfornecedor}, ${todasAsPalavras(palavras, semPeso)})`;
  return semPeso === sufixo ? marcada : sql<SqlBool>`(${marcada} AND produtos.busca @@ ${consulta})`;
}

/** The largest supplier code (`idcadastroextraproduto`, an integer column) a search compares. */
const MAIOR_CODIGO = 2_147_483_647;

/**
 * A search as SQL: its steps in ranking order, what it matches without a typo, and its typo step.
 * `semErro` holds every step but the typo one (the count and the other orderings filter by it).
 */
export interface PassosDaBusca {
  /** The steps, in the form an index serves (the step's own read). */
  passos: Expression<SqlBool>[];
  /** The same steps, in the form evaluated on rows already read (textoCorresponde). */
  passosPorLinha: Expression<SqlBool>[];
  semErro: Expression<SqlBool>;
  semErroPorLinha: Expression<SqlBool>;
  comErro: Expression<SqlBool> | undefined;
}

/**
 * The steps of a search, from the most relevant to the most forgiving; a product belongs to the
 * first step it matches:
 * (0) a search of one number is a supplier code (`idcadastroextraproduto`) or an EAN (`ean`);
 * (1) the name begins with the first word (stemmed: 'açúcar' → 'Açúcar Refinado',
 *     'biscoitos' → 'Biscoito …') and every word begins a word of the name;
 * (2) the search names the product's category or the category above it (`categoriasDaBusca`,
 *     engine/rules/search `categoriesNamedBy`: 'higiene', 'massas', 'laticinios');
 * (3) every word is a whole word of the name (`palavra:A`: 'Refrigerante Cola Zero Açúcar');
 * (4) every word begins a word of the name (`palavra:*A`);
 * (5) every word begins a word anywhere (brand, tags, description: 'acucar' also finds the
 *     products tagged `zero-acucar`);
 * (6) one typo: the words typed are similar enough (pg_trgm word similarity,
 *     LIMIAR_SIMILARIDADE_PALAVRA in server/db/connect.ts) to an extent of the unaccented name
 *     and brand (`busca_nome`, trigram index of migration 0014; 'acuar' → 'Açúcar'), only when the
 *     search has MIN_TYPO_TOLERANT_LENGTH letters or more; a typo in the name's first word first.
 * Accents never count: both sides are unaccented. Each step is served by an index that leads
 * with the supplier (migrations 0051 and 0057; the text steps read only the supplier's own words).
 */
export function passosDaBusca(
  idfornecedor: string,
  busca: string,
  categoriasDaBusca: readonly number[] = [],
): PassosDaBusca {
  const indice = montarPassos(idfornecedor, busca, categoriasDaBusca, 'indice');
  const linha = montarPassos(idfornecedor, busca, categoriasDaBusca, 'linha');
  return {
    passos: indice.passos,
    passosPorLinha: linha.passos,
    semErro: indice.semErro,
    semErroPorLinha: linha.semErro,
    comErro: indice.comErro,
  };
}

function montarPassos(
  idfornecedor: string,
  busca: string,
  categoriasDaBusca: readonly number[],
  forma: 'indice' | 'linha',
): { passos: Expression<SqlBool>[]; semErro: Expression<SqlBool>; comErro: Expression<SqlBool> | undefined } {
  const palavras = searchTerms(busca);
  if (palavras.length === 0) return { passos: [sql<SqlBool>`false`], semErro: sql<SqlBool>`false`, comErro: undefined };
  const consulta = (sufixo: string) => textoCorresponde(idfornecedor, palavras, sufixo, forma);
  const noNome = consulta(':*A');
  const emQualquerParte = consulta(':*');
  const passos: Expression<SqlBool>[] = [];
  const alternativas: Expression<SqlBool>[] = [];
  const [unica] = palavras;
  if (palavras.length === 1 && unica !== undefined && /^\d+$/.test(unica)) {
    const codigo =
      Number(unica) <= MAIOR_CODIGO ? sql`produtos.idcadastroextraproduto = ${Number(unica)}::int OR ` : sql``;
    const passo = sql<SqlBool>`(${codigo}produtos.ean = ${unica})`;
    passos.push(passo);
    alternativas.push(passo);
  }
  // The name's first word begins with the first word typed, both stemmed as the text search
  // stems them ('biscoitos' → 'biscoit:*', 'acuar' → 'acu:*'): a filter on the rows the name step
  // reads (in the supplier's order for a broad search, through the GIN index for a narrow one).
  const inicio = sql<SqlBool>`to_tsvector('portuguese', split_part(produtos.busca_nome, ' ', 1)) @@ ${tsquery(`${palavras[0]!}:*`)}`;
  passos.push(sql<SqlBool>`(${noNome} AND ${inicio})`);
  if (categoriasDaBusca.length > 0) {
    const categoria = sql<SqlBool>`produtos.idcategoria = ANY(${[...categoriasDaBusca]}::int[])`;
    passos.push(categoria);
    alternativas.push(categoria);
  }
  passos.push(consulta(':A'), noNome, emQualquerParte);
  alternativas.push(emQualquerParte);
  const comErro =
    palavras.join('').length >= MIN_TYPO_TOLERANT_LENGTH
      ? sql<SqlBool>`${palavras.join(' ')} <% produtos.busca_nome`
      : undefined;
  if (comErro !== undefined) {
    // A typo in the name's first word first ('acuar' → 'Açúcar Refinado' before 'Cola Zero Açúcar').
    passos.push(sql<SqlBool>`(${comErro} AND ${palavras[0]!} <% split_part(produtos.busca_nome, ' ', 1))`, comErro);
  }
  const semErro = alternativas.length === 1 ? alternativas[0]! : sql<SqlBool>`(${sql.join(alternativas, sql` OR `)})`;
  return { passos, semErro, comErro };
}

/** What a search matches: every step (the ones without a typo, or the typo step). */
export function correspondeABusca(
  idfornecedor: string,
  busca: string,
  categoriasDaBusca: readonly number[] | undefined,
): Expression<SqlBool> {
  const { semErro, comErro } = passosDaBusca(idfornecedor, busca, categoriasDaBusca);
  return comErro === undefined ? semErro : sql<SqlBool>`(${semErro} OR ${comErro})`;
}

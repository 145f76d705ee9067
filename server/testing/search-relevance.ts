/**
 * The relevance set of the catalogue search (issue 32, item 4): real queries for each demo shop,
 * each with the products that should come first, checked by `search-relevance.test.ts` (PGlite,
 * through the list API) and scored by `npm run bench:search` (nDCG@10 beside a plain
 * trigram-similarity ranking, on PostgreSQL). A product's relevance is judged on its name alone
 * (unaccented, lower case), never by the engine that ranks it: `first` must match the first
 * result (gain 2 for every product it matches), `also` the products that are relevant but need
 * not come first (gain 1). Codes are the seed's `idcadastroextraproduto`; the EANs are given to
 * a few products by `giveEans`.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

export type RelevanceKind = 'accent' | 'prefix' | 'typo' | 'code' | 'ean' | 'brand' | 'category' | 'plural' | 'words';

export interface RelevanceCase {
  query: string;
  kind: RelevanceKind;
  /** The first result's name (unaccented, lower case) matches this; every product it matches has gain 2. */
  first: RegExp;
  /** Other relevant products (gain 1). */
  also?: RegExp;
}

/** Products given an EAN by `giveEans`, by shop slug: name, EAN-13. */
export const RELEVANCE_EANS: Record<string, { nome: string; ean: string }[]> = {
  aurora: [
    { nome: 'Açúcar Refinado Doce Vale 1 kg', ean: ean13('789100010001') },
    { nome: 'Café Solúvel Cafezal 200 g', ean: ean13('789100010002') },
  ],
  construforte: [
    { nome: 'Cimento CP II-E-32 Votoforte 50 kg', ean: ean13('789200020001') },
    { nome: 'Fita Crepe 48 mm x 50 m Adere', ean: ean13('789200020002') },
  ],
};

/** A valid EAN-13: the 12 digits given and their check digit. */
export function ean13(doze: string): string {
  const soma = [...doze].reduce((s, d, i) => s + Number(d) * (i % 2 === 0 ? 1 : 3), 0);
  return `${doze}${(10 - (soma % 10)) % 10}`;
}

const ean = (shop: string, i: number) => RELEVANCE_EANS[shop]![i]!;
const exato = (nome: string) => new RegExp(`^${escape(plain(nome))}$`);
function escape(texto: string): string {
  return texto.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** What a name is judged on: accents dropped, lower case. */
export function plain(texto: string): string {
  return texto
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

export const RELEVANCE_SET: Record<string, RelevanceCase[]> = {
  aurora: [
    { query: 'açúcar', kind: 'accent', first: /^acucar /, also: /acucar/ },
    { query: 'acucar', kind: 'accent', first: /^acucar /, also: /acucar/ },
    { query: 'AÇUCAR', kind: 'accent', first: /^acucar / },
    { query: 'cafe', kind: 'accent', first: /^cafe /, also: /cafe/ },
    { query: 'feijao preto', kind: 'words', first: /^feijao preto / },
    { query: 'oleo', kind: 'accent', first: /^oleo /, also: /oleo/ },
    { query: 'caf', kind: 'prefix', first: /^cafe /, also: /caf/ },
    { query: 'refri', kind: 'prefix', first: /^refrigerante / },
    { query: 'choc', kind: 'prefix', first: /^choc/, also: /chocolate/ },
    { query: 'manteig', kind: 'prefix', first: /^manteiga / },
    { query: 'acuar', kind: 'typo', first: /^acucar / },
    { query: 'cafe soluvl', kind: 'typo', first: /^cafe soluvel / },
    { query: 'refrigerente', kind: 'typo', first: /^refrigerante / },
    { query: 'chocolat', kind: 'typo', first: /^chocolate /, also: /chocolate/ },
    { query: 'macarao', kind: 'typo', first: /^macarrao / },
    { query: '510001', kind: 'code', first: /^refrigerante cola estrela 350 ml$/ },
    { query: '510002', kind: 'code', first: /^refrigerante cola estrela 2 l$/ },
    { query: ean('aurora', 0).ean, kind: 'ean', first: exato(ean('aurora', 0).nome) },
    { query: ean('aurora', 1).ean, kind: 'ean', first: exato(ean('aurora', 1).nome) },
    { query: 'tio aurelio', kind: 'brand', first: /tio aurelio/ },
    { query: 'frutilandia', kind: 'brand', first: /frutilandia/ },
    { query: 'leiteria mineira', kind: 'brand', first: /leiteria mineira/ },
    {
      query: 'laticinios',
      kind: 'category',
      first: /^(leite|iogurte|queijo|manteiga|creme|requeijao|bebida lactea|cream)/,
    },
    { query: 'massas', kind: 'category', first: /^macarrao /, also: /^(macarrao|lasanha)/ },
    {
      query: 'higiene',
      kind: 'category',
      first:
        /^(sabonete|shampoo|condicionador|creme dental|desodorante|absorvente|algodao|aparelho|fralda|lenco|escova|fio dental|kit higiene)/,
    },
    {
      query: 'congelados',
      kind: 'category',
      first:
        /^(pao de queijo|lasanha|batata pre-frita|hamburguer|empanado|ervilha|gelo|legumes|acai|kit pizza|pizza|sorvete|polpa)/,
    },
    {
      query: 'hortifruti',
      kind: 'category',
      first:
        /^(tomate|batata|cebola|cenoura|alface|abacaxi|abobrinha|alho|banana|brocolis|cheiro|couve|kit hortifruti|laranja|limao|maca|mamao|melancia|pimentao)/,
    },
    { query: 'biscoitos', kind: 'plural', first: /^biscoito / },
    { query: 'refrigerantes', kind: 'plural', first: /^refrigerante / },
    { query: 'vinhos', kind: 'plural', first: /^vinho / },
    { query: 'ovo', kind: 'plural', first: /^ovos / },
    { query: 'aguas', kind: 'plural', first: /^agua / },
    { query: 'leite condensado', kind: 'words', first: /^leite condensado / },
    { query: 'cerveja sem alcool', kind: 'words', first: /^cerveja sem alcool / },
    { query: 'arroz integral', kind: 'words', first: /^arroz integral / },
  ],
  construforte: [
    { query: 'cimento', kind: 'words', first: /^cimento /, also: /cimento/ },
    {
      query: 'hidraulica',
      kind: 'accent',
      first: /^(tubo|joelho|luva|te |registro|caixa|torneira|valvula|bomba|ralo|adesivo|fita veda|mangueira)/,
    },
    {
      query: 'eletrica',
      kind: 'accent',
      first:
        /^(eletroduto|cabo|fita isolante|disjuntor|extensao|fita led|interruptor|kit instalacao|lampada|plafon|quadro|refletor|sensor|tomada|adaptador)/,
    },
    { query: 'lampada', kind: 'accent', first: /^lampada / },
    { query: 'ceramica sao bento', kind: 'brand', first: /ceramica sao bento/ },
    { query: 'porcelanato', kind: 'words', first: /^porcelanato /, also: /porcelanato/ },
    { query: 'argam', kind: 'prefix', first: /^argamassa / },
    {
      query: 'imperm',
      kind: 'prefix',
      first: /^(impermeabilizante|argamassa polimerica impermeabilizante)/,
      also: /imperm/,
    },
    { query: 'fech', kind: 'prefix', first: /^fechadura / },
    { query: 'torn', kind: 'prefix', first: /^torneira / },
    { query: 'cimeto', kind: 'typo', first: /^cimento / },
    { query: 'argamasa', kind: 'typo', first: /^argamassa / },
    { query: 'porcelanto', kind: 'typo', first: /porcelanato/ },
    { query: 'fechadra', kind: 'typo', first: /^fechadura / },
    { query: '520001', kind: 'code', first: /^cimento cp ii-e-32 votoforte 50 kg$/ },
    { query: ean('construforte', 0).ean, kind: 'ean', first: exato(ean('construforte', 0).nome) },
    { query: ean('construforte', 1).ean, kind: 'ean', first: exato(ean('construforte', 1).nome) },
    { query: 'votoforte', kind: 'brand', first: /votoforte/ },
    { query: 'argafix', kind: 'brand', first: /argafix/ },
    { query: 'quartzo', kind: 'brand', first: /quartzo/ },
    {
      query: 'tintas',
      kind: 'category',
      first: /^tinta /,
      also: /^(tinta|massa|selador|fundo|verniz|rolo|bandeja|lixa|fita crepe|pincel|kit pintura|preparo)/,
    },
    {
      query: 'ferramentas',
      kind: 'category',
      first:
        /^(martelo|trena|nivel|alicate|balde|bota|broca|capacete|carrinho|chave|colher|desempenadeira|disco|enxada|kit ferramentas|luva|oculos|pa |serrote|esquadro|prumo|marreta|talhadeira|furadeira|esmerilhadeira|serra|trincha)/,
    },
    {
      query: 'madeiras',
      kind: 'category',
      first: /^(tabua|caibro|viga|batente|chapa|corte|deck|pontalete|porta|ripa|rodape|sarrafo)/,
    },
    { query: 'fios', kind: 'category', first: /^(cabo|eletroduto|fita isolante|fio)/ },
    { query: 'tomadas', kind: 'plural', first: /^tomada / },
    { query: 'telhas', kind: 'plural', first: /^telha / },
    { query: 'pregos', kind: 'plural', first: /^prego / },
    { query: 'tijolos', kind: 'plural', first: /^tijolo / },
    { query: 'tubo pvc', kind: 'words', first: /^tubo pvc / },
    { query: "caixa d'agua", kind: 'words', first: /^caixa d'agua / },
    { query: 'areia', kind: 'words', first: /^areia / },
    { query: 'pedra brita', kind: 'words', first: /^pedra brita / },
    { query: 'rejunte', kind: 'words', first: /^rejunte / },
  ],
};

/** Gives the set's products the set's EANs (a test or bench database's own copy of the seed). */
export async function giveEans(db: Kysely<Database>, idfornecedor: string, shop: string): Promise<void> {
  for (const { nome, ean: codigo } of RELEVANCE_EANS[shop] ?? []) {
    await sql`UPDATE produtos SET ean = ${codigo} WHERE idfornecedor = ${idfornecedor} AND nome = ${nome}`.execute(db);
  }
}

/** The gain of one product's name for a case: 2 when it may come first, 1 when relevant, else 0. */
export function gain(c: RelevanceCase, nome: string): number {
  const n = plain(nome);
  if (c.first.test(n)) return 2;
  return c.also?.test(n) ? 1 : 0;
}

/** nDCG@k of a ranking (names, best first) against every product of the shop (their names). */
export function ndcgAt(c: RelevanceCase, ranked: readonly string[], catalogue: readonly string[], k = 10): number {
  const dcg = (gains: readonly number[]) =>
    gains.slice(0, k).reduce((s, g, i) => s + (2 ** g - 1) / Math.log2(i + 2), 0);
  const ideal = dcg(catalogue.map((nome) => gain(c, nome)).sort((a, b) => b - a));
  return ideal === 0 ? 0 : dcg(ranked.map((nome) => gain(c, nome))) / ideal;
}

/** The names of every listed product of a shop (the ideal ranking of nDCG is computed over them). */
export async function listedNames(db: Kysely<Database>, idfornecedor: string): Promise<string[]> {
  const { rows } = await sql<{ nome: string }>`
    SELECT nome FROM produtos WHERE idfornecedor = ${idfornecedor} AND ativo AND produto_adicional_de IS NULL
  `.execute(db);
  return rows.map((r) => r.nome);
}

/** The baseline the bench compares with: the first 10 names by plain trigram word similarity to the query. */
export async function trigramTopTen(db: Kysely<Database>, idfornecedor: string, query: string): Promise<string[]> {
  const { rows } = await sql<{ nome: string }>`
    SELECT nome FROM produtos
    WHERE idfornecedor = ${idfornecedor} AND ativo AND produto_adicional_de IS NULL
    ORDER BY word_similarity(lower(public.f_unaccent(${query})), busca_nome) DESC, ordem, id
    LIMIT 10
  `.execute(db);
  return rows.map((r) => r.nome);
}

export interface RelevanceScore {
  shop: string;
  queries: number;
  /** Mean nDCG@10 of the search, and of the trigram baseline. */
  ndcg: number;
  ndcgTrigram: number;
  /** Queries whose first result is not the expected one. */
  wrongFirst: string[];
}

/** Scores the relevance set of each shop: `search` answers the first 10 names the engine lists. */
export async function scoreRelevance(
  db: Kysely<Database>,
  shops: Record<string, string>,
  search: (idfornecedor: string, query: string) => Promise<string[]>,
): Promise<RelevanceScore[]> {
  const out: RelevanceScore[] = [];
  for (const [shop, idfornecedor] of Object.entries(shops)) {
    const cases = RELEVANCE_SET[shop] ?? [];
    const names = await listedNames(db, idfornecedor);
    let ndcg = 0;
    let ndcgTrigram = 0;
    const wrongFirst: string[] = [];
    for (const c of cases) {
      const ranked = await search(idfornecedor, c.query);
      ndcg += ndcgAt(c, ranked, names);
      ndcgTrigram += ndcgAt(c, await trigramTopTen(db, idfornecedor, c.query), names);
      if (ranked[0] === undefined || !c.first.test(plain(ranked[0]))) wrongFirst.push(c.query);
    }
    const n = Math.max(1, cases.length);
    out.push({ shop, queries: cases.length, ndcg: ndcg / n, ndcgTrigram: ndcgTrigram / n, wrongFirst });
  }
  return out;
}

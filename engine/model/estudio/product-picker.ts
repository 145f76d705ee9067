/**
 * The studio's product picker (issue 14: the props form's 'product' kind): the admin types part of
 * a product's name or its number and picks it from the supplier's own products, instead of typing
 * a number from a product page's address. One search at a time (one block is edited at a time):
 * - `produtoSearched(texto)`: 300 ms after the last keystroke, the product pictures' admin products
 *   call (`consultarProdutosAdminFx`, GET /v4/admin/{idfornecedor}/produtos, which the server
 *   checks) with `busca`, at most 8; a newer search makes an older answer stale;
 * - `produtoRemembered(id)`: the name of a product already in the document (a search by its number),
 *   so the field shows 'Café Torrado… (nº 10001)' rather than a bare number;
 * - `$nomesProdutos`: every name learned, by id.
 * Lives in the studio's chunk (never at first view).
 */
import { attach, createEffect, createEvent, createStore, sample, scopeBind } from 'effector';
import { consultarProdutosAdminFx, type ProdutoAdmin } from '../produtos-admin';

export interface ProdutoSugerido {
  id: number;
  nome: string;
  categoria: string;
  ativo: boolean;
}

export const SUGESTOES_PRODUTO = 8;
export const ESPERA_BUSCA_PRODUTO_MS = 300;
export const TEXTOS_SELETOR_PRODUTO = {
  erro: 'Não foi possível buscar os produtos. Tente novamente.',
  nenhum: 'Nenhum produto encontrado.',
} as const;

export const produtoSearched = createEvent<string>();
export const produtoRemembered = createEvent<number>();

export const $buscaProduto = createStore('').on(produtoSearched, (_, t) => t.trim().slice(0, 80));
export const $produtosSugeridos = createStore<ProdutoSugerido[]>([]);
export const $erroBuscaProduto = createStore<string | null>(null);
export const $nomesProdutos = createStore<Record<number, string>>({});

const paraSugestao = (p: ProdutoAdmin): ProdutoSugerido => ({
  id: p.id,
  nome: p.nome,
  categoria: p.categoria,
  ativo: p.ativo,
});

const buscarProdutosFx = createEffect(
  async (busca: string): Promise<{ busca: string; produtos: ProdutoSugerido[] }> => {
    const resposta = await consultarProdutosAdminFx({ page: 1, limit: SUGESTOES_PRODUTO, busca });
    return { busca, produtos: resposta.produtos.map(paraSugestao) };
  },
);

// The search runs once typing has paused; an empty one clears the suggestions.
const $espera = createStore<ReturnType<typeof setTimeout> | null>(null, { serialize: 'ignore' });
const waitEnded = createEvent<string>();
const agendarFx = attach({
  source: $espera,
  effect: (anterior, texto: string) => {
    if (anterior) clearTimeout(anterior);
    const acabou = scopeBind(waitEnded, { safe: true });
    return setTimeout(() => acabou(texto), ESPERA_BUSCA_PRODUTO_MS);
  },
});
sample({ clock: $buscaProduto, filter: (t) => t !== '', target: agendarFx });
$espera.on(agendarFx.doneData, (_, t) => t);
sample({
  clock: waitEnded,
  source: $buscaProduto,
  filter: (atual, texto) => atual === texto,
  fn: (atual) => atual,
  target: buscarProdutosFx,
});

// Only the answer to the search in the field shows: one the admin has typed past is dropped.
const sugestoesChegaram = sample({
  clock: buscarProdutosFx.doneData,
  source: $buscaProduto,
  filter: (atual, { busca }) => atual === busca,
  fn: (_, { produtos }) => produtos,
});
/** The search whose answer is on screen (so 'Nenhum produto encontrado.' waits for the answer). */
export const $buscaRespondida = createStore<string | null>(null)
  .on(buscarProdutosFx.doneData, (_, { busca }) => busca)
  .reset($buscaProduto.updates.filter({ fn: (t) => t === '' }));
$produtosSugeridos
  .on(sugestoesChegaram, (_, produtos) => produtos)
  .reset($buscaProduto.updates.filter({ fn: (t) => t === '' }));
$erroBuscaProduto
  .on(buscarProdutosFx.fail, () => TEXTOS_SELETOR_PRODUTO.erro)
  .reset(sugestoesChegaram, produtoSearched);

// The name of a product already chosen, by a search for its number.
const lembrarFx = attach({ effect: buscarProdutosFx });
sample({
  clock: produtoRemembered,
  source: $nomesProdutos,
  filter: (nomes, id) => Number.isSafeInteger(id) && id > 0 && nomes[id] === undefined,
  fn: (_, id) => String(id),
  target: lembrarFx,
});

$nomesProdutos.on([buscarProdutosFx.doneData, lembrarFx.doneData], (nomes, { produtos }) => {
  const novos = produtos.filter((p) => nomes[p.id] !== p.nome);
  return novos.length === 0 ? nomes : { ...nomes, ...Object.fromEntries(novos.map((p) => [p.id, p.nome])) };
});

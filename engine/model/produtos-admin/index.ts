/**
 * The product pictures in the desk (issue 11, `/{slug}/painel/produtos`): the supplier's admin
 * finds a product and replaces its picture with a file, or goes back to the drawn one. Loaded
 * with the desk's own chunk, never at first view (not in MODEL_SLICES). The server checks the
 * role and the supplier of every call (403 `imagem.acesso-negado`) and decodes and re-encodes
 * the file; this slice only checks what a person can fix before sending (a file chosen, its type,
 * its size), with the same words the server uses.
 * - the list: GET /v4/admin/{idfornecedor}/produtos, 24 at a time, by name or number;
 * - an upload: PUT …/produtos/{id}/imagem with the file as the body (its row is replaced by the answer);
 * - back to the drawing: DELETE …/produtos/{id}/imagem.
 */
import { attach, createEvent, createStore, sample } from 'effector';
import { ApiError, requestData } from '../../api';
import { $api, requireApi } from '../app';
import { $session } from '../session';
import { $fornecedor } from '../supplier';
import type { components } from '#openapi/generated/v4';

export type ProdutoAdmin = components['schemas']['ProdutoAdmin'];
export const POR_PAGINA_PRODUTOS = 24;
/** The largest file the server takes (8 MB), and the types it decodes. */
export const IMAGEM_MAX_BYTES = 8 * 1024 * 1024;
export const TIPOS_IMAGEM = ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif'] as const;

export const TEXTOS_PRODUTOS = {
  erroLista: 'Não foi possível carregar os produtos. Tente novamente.',
  semArquivo: 'Escolha o arquivo da imagem.',
  tipoInvalido: 'O arquivo não é uma imagem que possamos ler. Envie um JPEG, PNG, WebP, AVIF ou GIF.',
  grandeDemais: 'A imagem passa de 8 MB. Envie um arquivo menor.',
  erroEnviar: 'Não foi possível enviar a imagem. Tente novamente.',
  erroRemover: 'Não foi possível voltar à imagem padrão. Tente novamente.',
  enviada: 'Imagem trocada. Os clientes já veem a nova imagem.',
  removida: 'A imagem padrão voltou a ser mostrada.',
} as const;

export interface MensagemProduto {
  id: number;
  tom: 'positive' | 'critical';
  texto: string;
}

export const produtosAdminShown = createEvent();
export const produtoSearchApplied = createEvent<string>();
export const moreProdutosRequested = createEvent();
export const imageChosen = createEvent<{ id: number; arquivo: Blob | null }>();
export const defaultImageRequested = createEvent<number>();

export const $buscaProdutos = createStore('').on(produtoSearchApplied, (_, b) => b.trim());
export const $produtosAdmin = createStore<ProdutoAdmin[] | null>(null);
export const $totalProdutosAdmin = createStore(0);
const $pagina = createStore(0);
export const $erroProdutos = createStore<string | null>(null);
export const $mensagemProduto = createStore<MensagemProduto | null>(null);

/** An admin session of this supplier (the server decides; this only keeps anyone else from asking). */
const $admin = $session.map((s) => (s.authenticated && s.role === 'admin_fornecedor' ? { token: s.token } : null));
export const $ehAdminLoja = $admin.map(Boolean);
const mensagemDe = (e: unknown, padrao: string) =>
  e instanceof ApiError && e.status >= 400 && e.status < 500 && e.mensagem ? e.mensagem : padrao;

/** What a person can fix before sending, in the server's words; null when the file may go. */
export function erroDaImagem(arquivo: Blob | null): string | null {
  if (!arquivo || arquivo.size === 0) return TEXTOS_PRODUTOS.semArquivo;
  if (arquivo.type !== '' && !(TIPOS_IMAGEM as readonly string[]).includes(arquivo.type))
    return TEXTOS_PRODUTOS.tipoInvalido;
  if (arquivo.size > IMAGEM_MAX_BYTES) return TEXTOS_PRODUTOS.grandeDemais;
  return null;
}

/** The admin products call (the product pictures page and the studio's product picker): a page of the supplier's products, by name or number. */
export const consultarProdutosAdminFx = attach({
  source: { api: $api, admin: $admin, fornecedor: $fornecedor },
  effect: async (
    { api, admin, fornecedor },
    { page, limit, busca }: { page: number; limit: number; busca: string },
  ) => {
    if (!admin || !fornecedor) throw new Error(TEXTOS_PRODUTOS.erroLista);
    return requestData(
      requireApi(api).v4.GET('/v4/admin/{idfornecedor}/produtos', {
        params: {
          path: { idfornecedor: fornecedor.idfornecedor },
          query: { page, limit, ...(busca ? { busca } : {}) },
        },
        headers: { Authorization: `Bearer ${admin.token}` },
      }),
    );
  },
});

export const listarProdutosFx = attach({
  source: $buscaProdutos,
  mapParams: (page: number, busca) => ({ page, limit: POR_PAGINA_PRODUTOS, busca }),
  effect: consultarProdutosAdminFx,
});

export const enviarImagemFx = attach({
  source: { api: $api, admin: $admin, fornecedor: $fornecedor },
  effect: async ({ api, admin, fornecedor }, { id, arquivo }: { id: number; arquivo: Blob }) => {
    if (!admin || !fornecedor) throw new Error(TEXTOS_PRODUTOS.erroEnviar);
    return requestData(
      requireApi(api).v4.PUT('/v4/admin/{idfornecedor}/produtos/{id}/imagem', {
        params: { path: { idfornecedor: fornecedor.idfornecedor, id } },
        body: arquivo as never,
        // The file's bytes as they are (openapi-fetch would JSON-encode them).
        bodySerializer: (corpo: unknown) => corpo as Blob,
        headers: { Authorization: `Bearer ${admin.token}`, 'Content-Type': arquivo.type || 'image/jpeg' },
      }),
    );
  },
});

export const removerImagemFx = attach({
  source: { api: $api, admin: $admin, fornecedor: $fornecedor },
  effect: async ({ api, admin, fornecedor }, id: number) => {
    if (!admin || !fornecedor) throw new Error(TEXTOS_PRODUTOS.erroRemover);
    return requestData(
      requireApi(api).v4.DELETE('/v4/admin/{idfornecedor}/produtos/{id}/imagem', {
        params: { path: { idfornecedor: fornecedor.idfornecedor, id } },
        headers: { Authorization: `Bearer ${admin.token}` },
      }),
    );
  },
});

export const $carregandoProdutos = listarProdutosFx.pending;
/** The product whose picture is being sent or dropped (one at a time). */
export const $produtoOcupado = createStore<number | null>(null)
  .on(enviarImagemFx, (_, { id }) => id)
  .on(removerImagemFx, (_, id) => id)
  .reset(enviarImagemFx.finally, removerImagemFx.finally);
export const $temMaisProdutos = sample({
  source: { lista: $produtosAdmin, total: $totalProdutosAdmin },
  fn: ({ lista, total }) => lista !== null && lista.length < total,
});

// The list: the first page when shown or searched, the next one on 'Carregar mais'.
sample({
  clock: [produtosAdminShown, produtoSearchApplied],
  source: $admin,
  filter: Boolean,
  fn: () => 1,
  target: listarProdutosFx,
});
sample({
  clock: moreProdutosRequested,
  source: { pagina: $pagina, pending: listarProdutosFx.pending, mais: $temMaisProdutos },
  filter: ({ pending, mais }) => !pending && mais,
  fn: ({ pagina }) => pagina + 1,
  target: listarProdutosFx,
});
$pagina.on(listarProdutosFx.done, (_, { params }) => params);
$produtosAdmin.on(listarProdutosFx.done, (lista, { params, result }) =>
  params === 1 || !lista ? result.produtos : [...lista, ...result.produtos],
);
$totalProdutosAdmin.on(listarProdutosFx.doneData, (_, r) => r.total);
$erroProdutos.on(listarProdutosFx.failData, (_, e) => mensagemDe(e, TEXTOS_PRODUTOS.erroLista)).reset(listarProdutosFx);

// An upload: checked here first, then sent; the answer replaces the product's row.
const imagemConferida = sample({
  clock: imageChosen,
  source: $produtoOcupado,
  filter: (ocupado) => ocupado === null,
  fn: (_, e) => ({ ...e, erro: erroDaImagem(e.arquivo) }),
});
sample({
  clock: imagemConferida,
  filter: (e) => e.erro === null && e.arquivo !== null,
  fn: (e) => ({ id: e.id, arquivo: e.arquivo as Blob }),
  target: enviarImagemFx,
});
sample({
  clock: defaultImageRequested,
  source: $produtoOcupado,
  filter: (ocupado) => ocupado === null,
  fn: (_, id) => id,
  target: removerImagemFx,
});

const trocar = (lista: ProdutoAdmin[] | null, p: ProdutoAdmin) => lista?.map((q) => (q.id === p.id ? p : q)) ?? lista;
$produtosAdmin.on(enviarImagemFx.doneData, trocar).on(removerImagemFx.doneData, trocar);
$mensagemProduto
  .on(imagemConferida, (atual, e) =>
    e.erro ? { id: e.id, tom: 'critical', texto: e.erro } : atual?.id === e.id ? null : atual,
  )
  .on(enviarImagemFx.done, (_, { params }) => ({ id: params.id, tom: 'positive', texto: TEXTOS_PRODUTOS.enviada }))
  .on(enviarImagemFx.fail, (_, { params, error }) => ({
    id: params.id,
    tom: 'critical',
    texto: mensagemDe(error, TEXTOS_PRODUTOS.erroEnviar),
  }))
  .on(removerImagemFx.done, (_, { params }) => ({ id: params, tom: 'positive', texto: TEXTOS_PRODUTOS.removida }))
  .on(removerImagemFx.fail, (_, { params, error }) => ({
    id: params,
    tom: 'critical',
    texto: mensagemDe(error, TEXTOS_PRODUTOS.erroRemover),
  }))
  .reset(produtoSearchApplied);

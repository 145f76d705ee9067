/**
 * Quick order (issue 10, item 8), loaded with its page: pasted or uploaded lines of 'code
 * quantity' are checked by the server with the same quantity rules as the cart
 * (POST /v2/app/{auth}/pedido-rapido), each with its pt-BR message; the valid lines then go to the
 * cart in one step (`quantitiesChanged`: one update, one save; the cart slice comes with ./to-cart,
 * loaded with the button that adds, not with the page). An Excel file (.xlsx) is sent as it
 * is and read on the server (POST /v4/product/spreadsheet/{id}/), which answers the same lines.
 */
import { attach, combine, createEvent, createStore, sample } from 'effector';
import type { components } from '#openapi/generated/v2';
import { ApiError, requestData } from '../../api';
import { $api, requireApi } from '../app';
import { $session, $token } from '../session';
import { $fornecedor } from '../supplier';

export type PedidoRapido = components['schemas']['PedidoRapido'];

export const FALHA_CONFERIR = 'Não foi possível conferir as linhas. Tente novamente.';

export const quickOrderChecked = createEvent<string>();
export const quickOrderAddedToCart = createEvent();
export const quickOrderReset = createEvent();
/** An .xlsx file the buyer picked: its bytes go to the server, which reads the sheet. */
export const quickOrderFileChosen = createEvent<Blob>();

const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const $sessaoCliente = $session.map((s) => (s.authenticated ? s.token : null));

export const checkQuickOrderFx = attach({
  source: { api: $api, token: $token, fornecedor: $fornecedor },
  effect: async ({ api, token, fornecedor }, texto: string): Promise<PedidoRapido> => {
    if (!fornecedor) throw new Error(FALHA_CONFERIR);
    return requestData(
      requireApi(api).v2.POST('/v2/app/{auth}/pedido-rapido', {
        params: { path: { auth: token }, query: { idfornecedor: fornecedor.idfornecedor } },
        body: { texto },
      }),
    );
  },
});

export const checkQuickOrderFileFx = attach({
  source: { api: $api, token: $sessaoCliente, fornecedor: $fornecedor },
  effect: async ({ api, token, fornecedor }, arquivo: Blob): Promise<PedidoRapido> => {
    if (!fornecedor) throw new Error(FALHA_CONFERIR);
    return requestData(
      requireApi(api).v4.POST('/v4/product/spreadsheet/{idfornecedor}', {
        params: { path: { idfornecedor: fornecedor.idfornecedor } },
        body: arquivo,
        // The file's bytes as they are (openapi-fetch would JSON-encode them).
        bodySerializer: (corpo: unknown) => corpo as Blob,
        headers: { 'Content-Type': XLSX_MIME, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      }),
    );
  },
});

export const $resultado = createStore<PedidoRapido | null>(null).reset(quickOrderReset);
export const $erro = createStore<string | null>(null).reset([
  quickOrderReset,
  checkQuickOrderFx,
  checkQuickOrderFileFx,
]);
export const $conferindo = combine(checkQuickOrderFx.pending, checkQuickOrderFileFx.pending, (a, b) => a || b);
/** How many lines went to the cart with the last 'Adicionar ao carrinho'. */
export const $adicionados = createStore<number | null>(null).reset([
  quickOrderReset,
  checkQuickOrderFx,
  checkQuickOrderFileFx,
]);

sample({ clock: quickOrderChecked, filter: (texto) => texto.trim() !== '', target: checkQuickOrderFx });
sample({ clock: quickOrderFileChosen, target: checkQuickOrderFileFx });
$resultado.on([checkQuickOrderFx.doneData, checkQuickOrderFileFx.doneData], (_, r) => r).reset(checkQuickOrderFileFx);
$erro.on([checkQuickOrderFx.failData, checkQuickOrderFileFx.failData], (_, error) =>
  error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429
    ? error.mensagem
    : FALHA_CONFERIR,
);

/** The checked lines the buyer adds, as cart changes (./to-cart takes them to the cart). */
export const quickOrderLinesAccepted = sample({
  clock: quickOrderAddedToCart,
  source: $resultado,
  fn: (resultado) =>
    (resultado?.linhas ?? []).flatMap((l) =>
      l.ok && l.produto !== null && l.quantidade !== null
        ? [{ produto: l.produto, acao: 'SET' as const, valor: l.quantidade }]
        : [],
    ),
});
sample({ clock: quickOrderLinesAccepted, fn: (linhas) => linhas.length, target: $adicionados });

/**
 * The page's example (issue 35): two real codes of this shop, its first products as the catalogue
 * lists them, asked when the page opens (never a made-up number: a buyer who copies the example
 * gets a line that goes to the cart). Products whose price is hidden still have a code.
 */
export const quickOrderOpened = createEvent();

const fetchExampleCodesFx = attach({
  source: { api: $api, token: $token, fornecedor: $fornecedor },
  effect: async ({ api, token, fornecedor }): Promise<number[]> => {
    if (!fornecedor) return [];
    const lista = await requestData(
      requireApi(api).v2.GET('/v2/app/{auth}/listaprodutos/{idfornecedor}', {
        params: {
          path: { auth: token, idfornecedor: fornecedor.idfornecedor },
          query: { page: 1, limit: 2, canalVenda: 'WEB' },
        },
      }),
    );
    return lista.produtos.map((p) => p.idcadastroextraproduto);
  },
});

/** 'código quantidade' lines made of real codes ('510001 12\n510002 6'); '' until they are known. */
export const $exampleLines = createStore('').on(fetchExampleCodesFx.doneData, (_, codigos) =>
  codigos.map((codigo, i) => `${codigo} ${i === 0 ? 12 : 6}`).join('\n'),
);

sample({
  clock: quickOrderOpened,
  source: { exemplo: $exampleLines, pendente: fetchExampleCodesFx.pending },
  filter: ({ exemplo, pendente }) => exemplo === '' && !pendente,
  target: fetchExampleCodesFx,
});

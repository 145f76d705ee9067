/**
 * The desk's list of the supplier's orders and quotes: GET /v4/painel/{idfornecedor}/pedidos, 20 at
 * a time, by status and search; 'Carregar mais' appends the next page. The export: POST
 * /v4/orders/export/{idfornecedor} under the list's filters, as XLSX or CSV (the page saves the
 * file the effect answers).
 */
import { createEvent, createStore, sample } from 'effector';
import { requestData } from '../../api';
import { createApiEffect, notExpired, refusalMessage } from '../lib/api-effect';
import { $staff } from '../lib/session-roles';
import { loggedOut, sessionExpired } from '../session';
import { $fornecedor } from '../supplier';
import { POR_PAGINA_PAINEL, TEXTOS_PAINEL, type FiltroPainel, type PedidoPainelResumo } from './texts';

export const deskShown = createEvent();
export const filterApplied = createEvent<FiltroPainel>();
export const deskMoreRequested = createEvent();

export const $filtroPainel = createStore<FiltroPainel>({ status: [], busca: '' }).on(filterApplied, (_, f) => f);
export const $pedidosPainel = createStore<PedidoPainelResumo[] | null>(null);
export const $totalPainel = createStore(0);
export const $temMaisPainel = createStore(false);
const $pagina = createStore(0);
export const $erroPainel = createStore<string | null>(null);
export const $ehEquipe = $staff.map(Boolean);

const listarFx = createApiEffect({
  source: { staff: $staff, fornecedor: $fornecedor, filtro: $filtroPainel },
  needs: ['staff', 'fornecedor'],
  missing: TEXTOS_PAINEL.erroLista,
  request: ({ api, staff, fornecedor, filtro }, page: number) => {
    const busca = filtro.busca.trim();
    return api.v4.GET('/v4/painel/{idfornecedor}/pedidos', {
      params: {
        path: { idfornecedor: fornecedor.idfornecedor },
        query: {
          page,
          limit: POR_PAGINA_PAINEL,
          ...(filtro.status.length > 0 ? { status: filtro.status.join(',') } : {}),
          ...(busca ? { busca } : {}),
        },
      },
      headers: { Authorization: `Bearer ${staff.token}` },
    });
  },
});

/** The list's orders (its current filters) as a spreadsheet file; the page saves it. */
export const exportarPedidosFx = createApiEffect({
  source: { staff: $staff, fornecedor: $fornecedor, filtro: $filtroPainel },
  needs: ['staff', 'fornecedor'],
  missing: TEXTOS_PAINEL.erroExportar,
  run: async (
    { api, staff, fornecedor, filtro },
    formato: 'xlsx' | 'csv',
  ): Promise<{ arquivo: Blob; nome: string }> => {
    const busca = filtro.busca.trim();
    const arquivo = await requestData(
      api.v4.POST('/v4/orders/export/{id}', {
        params: {
          path: { id: fornecedor.idfornecedor },
          query: {
            formato,
            ...(filtro.status.length > 0 ? { status: filtro.status.join(',') } : {}),
            ...(busca ? { busca } : {}),
          },
        },
        parseAs: 'blob',
        headers: { Authorization: `Bearer ${staff.token}` },
      }),
    );
    return { arquivo: arquivo as Blob, nome: `pedidos-${fornecedor.slug}.${formato}` };
  },
});
export const $exportando = exportarPedidosFx.pending;
export const $carregandoPainel = listarFx.pending;

sample({ clock: [deskShown, filterApplied], source: $staff, filter: Boolean, fn: () => 1, target: listarFx });
sample({
  clock: deskMoreRequested,
  source: { pagina: $pagina, temMais: $temMaisPainel, carregando: listarFx.pending },
  filter: ({ temMais, carregando }) => temMais && !carregando,
  fn: ({ pagina }) => pagina + 1,
  target: listarFx,
});
$pedidosPainel.on(listarFx.done, (lista, { params, result }) => {
  if (params === 1 || lista === null) return result.pedidos;
  const vistos = new Set(lista.map((p) => p.numpedido));
  return [...lista, ...result.pedidos.filter((p) => !vistos.has(p.numpedido))];
});
$pagina.on(listarFx.done, (_, { params }) => params);
$temMaisPainel.on(listarFx.doneData, (_, r) => r.temMais);
$totalPainel.on(listarFx.doneData, (_, r) => r.total);
$erroPainel.reset(listarFx.done);
sample({
  clock: listarFx.failData,
  filter: notExpired,
  fn: (e) => refusalMessage(e, TEXTOS_PAINEL.erroLista),
  target: $erroPainel,
});
$erroPainel.reset(exportarPedidosFx);
sample({
  clock: exportarPedidosFx.failData,
  filter: notExpired,
  fn: (e) => refusalMessage(e, TEXTOS_PAINEL.erroExportar),
  target: $erroPainel,
});

for (const store of [$pedidosPainel, $totalPainel, $temMaisPainel, $pagina, $erroPainel]) {
  store.reset([loggedOut, sessionExpired]);
}

/**
 * The supplier's suggested shopping lists in the desk (`/{slug}/painel/listas`; issue 29): the
 * lists its staff suggest to one client, the clients with a tag or every client, with how often
 * each was sent to a cart (GET /v4/painel/{idfornecedor}/listas-sugeridas), created with POST on
 * the same path, changed with PUT and ended with DELETE on `/{idlista}`. The server checks the
 * role, the supplier and every value; its pt-BR refusal is what the screen shows.
 */
import { createEvent, createStore, sample } from 'effector';
import type { components } from '#openapi/generated/v4';
import { createApiEffect, notExpired, refusalMessage } from '../lib/api-effect';
import { $staff } from '../lib/session-roles';
import { loggedOut, sessionExpired } from '../session';
import { $fornecedor } from '../supplier';
import type { MensagemPainel } from './texts';

export type ListaSugeridaPainel = components['schemas']['ListaSugeridaPainel'];
export type ListasSugeridasPainel = components['schemas']['ListasSugeridasPainel'];
export type SalvarListaSugerida = components['schemas']['SalvarListaSugerida'];

export const TEXTOS_LISTAS_SUGERIDAS = {
  erroCarregar: 'Não foi possível carregar as listas sugeridas. Tente novamente.',
  erroSalvar: 'Não foi possível salvar a lista sugerida. Tente novamente.',
  criada: 'Lista sugerida criada. Os clientes escolhidos já a veem em Listas de compras.',
  alterada: 'Lista sugerida alterada.',
  encerrada: 'Lista sugerida encerrada. Nenhum cliente a vê mais.',
} as const;

export const suggestedListsDeskShown = createEvent();
export const suggestedListSubmitted = createEvent<{ idlista: number | null; lista: SalvarListaSugerida }>();
export const suggestedListEnded = createEvent<number>();

export const $deskSuggestedLists = createStore<ListasSugeridasPainel | null>(null);
export const $deskSuggestedListsError = createStore<string | null>(null);
export const $deskSuggestedListsMessage = createStore<MensagemPainel | null>(null);

const fonte = { staff: $staff, fornecedor: $fornecedor };
const needs: ('staff' | 'fornecedor')[] = ['staff', 'fornecedor'];

const loadFx = createApiEffect({
  source: fonte,
  needs,
  missing: TEXTOS_LISTAS_SUGERIDAS.erroCarregar,
  request: ({ api, staff, fornecedor }) =>
    api.v4.GET('/v4/painel/{idfornecedor}/listas-sugeridas', {
      params: { path: { idfornecedor: fornecedor.idfornecedor } },
      headers: { Authorization: `Bearer ${staff.token}` },
    }),
});

const saveFx = createApiEffect({
  source: fonte,
  needs,
  missing: TEXTOS_LISTAS_SUGERIDAS.erroSalvar,
  request: ({ api, staff, fornecedor }, { idlista, lista }: { idlista: number | null; lista: SalvarListaSugerida }) =>
    idlista === null
      ? api.v4.POST('/v4/painel/{idfornecedor}/listas-sugeridas', {
          params: { path: { idfornecedor: fornecedor.idfornecedor } },
          headers: { Authorization: `Bearer ${staff.token}` },
          body: lista,
        })
      : api.v4.PUT('/v4/painel/{idfornecedor}/listas-sugeridas/{idlista}', {
          params: { path: { idfornecedor: fornecedor.idfornecedor, idlista } },
          headers: { Authorization: `Bearer ${staff.token}` },
          body: lista,
        }),
});

const endFx = createApiEffect({
  source: fonte,
  needs,
  missing: TEXTOS_LISTAS_SUGERIDAS.erroSalvar,
  request: ({ api, staff, fornecedor }, idlista: number) =>
    api.v4.DELETE('/v4/painel/{idfornecedor}/listas-sugeridas/{idlista}', {
      params: { path: { idfornecedor: fornecedor.idfornecedor, idlista } },
      headers: { Authorization: `Bearer ${staff.token}` },
    }),
});

export const $deskSuggestedListsLoading = loadFx.pending;
export const $deskSuggestedListSaving = createStore(false)
  .on([saveFx, endFx], () => true)
  .on([saveFx.finally, endFx.finally], () => false);

sample({ clock: suggestedListsDeskShown, source: $staff, filter: Boolean, target: loadFx });
sample({
  clock: suggestedListSubmitted,
  source: $deskSuggestedListSaving,
  filter: (ocupado) => !ocupado,
  fn: (_, pedido) => pedido,
  target: saveFx,
});
sample({ clock: suggestedListEnded, target: endFx });

const trocar = (atual: ListasSugeridasPainel | null, lista: ListaSugeridaPainel): ListasSugeridasPainel | null => {
  if (atual === null) return atual;
  const existe = atual.listas.some((l) => l.idlista === lista.idlista);
  return {
    ...atual,
    listas: existe ? atual.listas.map((l) => (l.idlista === lista.idlista ? lista : l)) : [lista, ...atual.listas],
  };
};
$deskSuggestedLists
  .on(loadFx.doneData, (_, r) => r)
  .on([saveFx.doneData, endFx.doneData], trocar)
  .reset(loggedOut, sessionExpired);
$deskSuggestedListsError.reset(loadFx);
sample({
  clock: loadFx.failData,
  filter: notExpired,
  fn: (e) => refusalMessage(e, TEXTOS_LISTAS_SUGERIDAS.erroCarregar),
  target: $deskSuggestedListsError,
});
$deskSuggestedListsMessage
  .on(saveFx.done, (_, { params }) => ({
    tom: 'positive',
    texto: params.idlista === null ? TEXTOS_LISTAS_SUGERIDAS.criada : TEXTOS_LISTAS_SUGERIDAS.alterada,
  }))
  .on(endFx.done, () => ({ tom: 'positive', texto: TEXTOS_LISTAS_SUGERIDAS.encerrada }))
  .reset(suggestedListsDeskShown, saveFx, endFx);
sample({
  clock: [saveFx.failData, endFx.failData],
  filter: notExpired,
  fn: (e): MensagemPainel => ({ tom: 'critical', texto: refusalMessage(e, TEXTOS_LISTAS_SUGERIDAS.erroSalvar) }),
  target: $deskSuggestedListsMessage,
});

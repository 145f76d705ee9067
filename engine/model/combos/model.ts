/**
 * Promotional combos (issue 29; spec sections 2 and 7): the combos valid for this visitor, for the
 * `combos` and `combo` pages and the home's combos strip. A logged-in client gets theirs
 * (`GET /v4/promotional-combo-client/{f}/{c}`: for every client, for them, or for a tag they
 * have); a visitor the ones open to every client (`GET /v4/promotional-combo-all/{f}`).
 * 'Adicionar combo' puts the combo's items into the cart as lines of the combo (the cart model's
 * `comboAdded`); the server prices them (engine/rules/combo). Loaded with its pages and the strip,
 * never at first view (not in MODEL_SLICES).
 */
import { combine, createEvent, createStore, sample } from 'effector';
import type { components } from '#openapi/generated/v4';
import { $bloqueado, cartPanelOpened, comboAdded } from '../cart';
import { cartNoticeShown } from '../cart/notice';
import { createApiEffect, notExpired, refusalMessage } from '../lib/api-effect';
import { $cliente } from '../lib/session-roles';
import { $rota } from '../navigation';
import { loggedOut, sessionExpired } from '../session';
import { $fornecedor } from '../supplier';

export type ComboPromocional = components['schemas']['ComboPromocional'];

export const TEXTOS_COMBOS = {
  erroLista: 'Não foi possível carregar os combos. Tente de novo.',
  naoEncontrado: 'Este combo não está disponível para você agora.',
  adicionado: 'Combo adicionado ao carrinho!',
} as const;

/** A combos page, the combo page or the strip is on screen: the list is asked once. */
export const combosShown = createEvent();
/** 'Adicionar combo'. */
export const comboAddClicked = createEvent<ComboPromocional>();

export const $combos = createStore<ComboPromocional[] | null>(null);
export const $combosError = createStore<string | null>(null);

const listarFx = createApiEffect({
  source: { cliente: $cliente, fornecedor: $fornecedor },
  needs: ['fornecedor'],
  missing: TEXTOS_COMBOS.erroLista,
  request: ({ api, cliente, fornecedor }) =>
    cliente === null
      ? api.v4.GET('/v4/promotional-combo-all/{idfornecedor}', {
          params: { path: { idfornecedor: fornecedor.idfornecedor } },
        })
      : api.v4.GET('/v4/promotional-combo-client/{idfornecedor}/{idcliente}', {
          params: { path: { idfornecedor: fornecedor.idfornecedor, idcliente: cliente.idcliente } },
          headers: { Authorization: `Bearer ${cliente.token}` },
        }),
});

export const $combosLoading = listarFx.pending;

sample({
  clock: combosShown,
  source: { lista: $combos, carregando: listarFx.pending },
  filter: ({ lista, carregando }) => lista === null && !carregando,
  fn: () => undefined,
  target: listarFx,
});
$combos.on(listarFx.doneData, (_, r) => r.combos);
$combosError.reset(listarFx.done);
sample({
  clock: listarFx.failData,
  filter: notExpired,
  fn: (e) => refusalMessage(e, TEXTOS_COMBOS.erroLista),
  target: $combosError,
});

/** The combo of the `combo` page (`combos/:id`), once the list is in; null: not (or no longer) valid. */
export const $currentCombo = combine($combos, $rota, (combos, rota) => {
  if (rota.pagina !== 'combo' || combos === null) return null;
  const id = Number(rota.slug);
  return combos.find((c) => c.idcombopromocional_cabecalho === id) ?? null;
});

sample({
  clock: comboAddClicked,
  fn: (combo) => ({
    idcombo: combo.idcombopromocional_cabecalho,
    itens: combo.itens.map((i) => ({ produto: i.produto, quantidade: i.quantidade })),
  }),
  target: comboAdded,
});
sample({ clock: comboAddClicked, fn: () => undefined, target: cartPanelOpened });
// Taken by the cart (not locked by an attendant): the panel says so, and the page takes the
// shopper to the home (spec section 2, 'home after a cart is applied').
sample({
  clock: comboAddClicked,
  source: $bloqueado,
  filter: (bloqueado, combo) => !bloqueado && combo.itens.length > 0,
  fn: () => ({ mensagem: TEXTOS_COMBOS.adicionado, detalhes: [] }),
  target: cartNoticeShown,
});

// Who is logged in decides the list: a list already shown is asked again when the client changes
// (a login, a switch of client); a logout or an expired session forgets it.
sample({
  clock: $cliente.updates,
  source: $combos,
  filter: (lista) => lista !== null,
  fn: () => undefined,
  target: listarFx,
});
for (const store of [$combos, $combosError]) store.reset([loggedOut, sessionExpired]);

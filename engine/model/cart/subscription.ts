/**
 * The cart page's subscription choice ('Repetir este pedido', spec `assinaturaSelecionada`): the
 * types the server offers, the choice (`idtipoassinatura`; 0: a one-off order) saved with the cart,
 * and the server's recurrence notice.
 */
import { createEvent, createStore, sample } from 'effector';
import { loggedOut, sessionExpired } from '../session';
import {
  $tipoAssinaturaPendente,
  cartAnswered,
  cartChanged,
  cartCleared,
  loadCartFx,
  saveCartFx,
  unlockCartFx,
} from './sync';
import type { AssinaturasCarrinho } from './texts';

/** The cart page's subscription choice (`idtipoassinatura`; 0: a one-off order): saved with the cart. */
export const subscriptionTypeChosen = createEvent<number>();

/** The subscription types the cart may choose from (the server's answer; none: no choice shown). */
export const $assinaturas = createStore<AssinaturasCarrinho | null>(null);
/** The type the cart carries (spec `assinaturaSelecionada`): the choice not yet saved, else the server's. */
export const $idtipoassinatura = createStore<number | null>(null);
/** The server's recurrence notice (`meta_info.recorrencia.mensagem`), when the cart is a subscription. */
export const $recorrencia = createStore<string | null>(null);

$tipoAssinaturaPendente.on(subscriptionTypeChosen, (_, id) => id);
$idtipoassinatura.on(subscriptionTypeChosen, (_, id) => (id === 0 ? null : id));
sample({ clock: subscriptionTypeChosen, fn: () => undefined, target: cartChanged });

$assinaturas.on(cartAnswered, (_, c) => (c.assinaturas.tipos.length > 0 ? c.assinaturas : null));
// The notice follows the server's answers; a new choice clears it until its save answers.
$recorrencia.on(subscriptionTypeChosen, () => null);
sample({ clock: saveCartFx.doneData, fn: (c) => c.meta_info.recorrencia?.mensagem ?? null, target: $recorrencia });
sample({
  clock: [loadCartFx.doneData, unlockCartFx.doneData],
  source: $tipoAssinaturaPendente,
  filter: (pendente) => pendente === null,
  fn: (_, c) => c.meta_info.recorrencia?.mensagem ?? null,
  target: $recorrencia,
});
// Once a save carried the choice, the server's answer (with its fallback) is the cart's type again;
// a choice made while that save ran waits for the next one.
const $tipoAssinaturaEnviado = createStore<number | null>(null);
sample({ clock: saveCartFx, source: $tipoAssinaturaPendente, target: $tipoAssinaturaEnviado });
sample({
  clock: saveCartFx.done,
  source: { pendente: $tipoAssinaturaPendente, enviado: $tipoAssinaturaEnviado },
  filter: ({ pendente, enviado }) => pendente === enviado,
  fn: (_, { result }) => result.idtipoassinatura,
  target: $idtipoassinatura,
});
sample({
  clock: saveCartFx.done,
  source: { pendente: $tipoAssinaturaPendente, enviado: $tipoAssinaturaEnviado },
  fn: ({ pendente, enviado }) => (pendente === enviado ? null : pendente),
  target: $tipoAssinaturaPendente,
});
sample({
  clock: [loadCartFx.doneData, unlockCartFx.doneData],
  source: $tipoAssinaturaPendente,
  filter: (pendente) => pendente === null,
  fn: (_, c) => c.idtipoassinatura,
  target: $idtipoassinatura,
});

for (const store of [$assinaturas, $idtipoassinatura, $recorrencia])
  store.reset([loggedOut, sessionExpired, cartCleared]);

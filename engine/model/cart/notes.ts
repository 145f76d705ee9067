/**
 * The cart page's observations and the customer's own order number: kept as typed (up to the
 * server's limits), saved with the cart, and taken back from a load only while nothing typed waits
 * for its save.
 */
import { createEvent, createStore, sample } from 'effector';
import { loggedOut, sessionExpired } from '../session';
import { $numPedidoCliente, $observacao, cartChanged, cartCleared, loadCartFx, saveCartFx, unlockCartFx } from './sync';
import { MAX_NUM_PEDIDO_CLIENTE, MAX_OBSERVACAO } from './texts';

export const noteChanged = createEvent<string>();
export const clientePedidoNumberChanged = createEvent<string>();

$observacao.on(noteChanged, (_, texto) => texto.slice(0, MAX_OBSERVACAO));
$numPedidoCliente.on(clientePedidoNumberChanged, (_, texto) => texto.slice(0, MAX_NUM_PEDIDO_CLIENTE));
sample({ clock: [noteChanged, clientePedidoNumberChanged], fn: () => undefined, target: cartChanged });

// Texts come back from a load only (a save's answer would overwrite what was typed while it ran),
// and only while nothing typed waits for its save (a load answering late, or the page's periodic
// reload, must not wipe what the customer is typing).
const $textosPorSalvar = createStore(false)
  .on([noteChanged, clientePedidoNumberChanged], () => true)
  .reset(saveCartFx.done);
const textosDoServidor = sample({
  clock: [loadCartFx.doneData, unlockCartFx.doneData],
  source: $textosPorSalvar,
  filter: (porSalvar) => !porSalvar,
  fn: (_, c) => c,
});
$observacao.on(textosDoServidor, (_, c) => c.observacao);
$numPedidoCliente.on(textosDoServidor, (_, c) => c.numPedidoCliente);

$textosPorSalvar.reset([loggedOut, sessionExpired, cartCleared]);

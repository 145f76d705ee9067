/**
 * Live updates on the chat's socket (issue 30, point 4): an attendant price that locks the cart
 * (`carrinho-bloqueado`: the cart's own lock, `$bloqueado`, turns at once, so the cart's lock notice
 * shows, and the cart is read again for the attendant's prices), an order's new status
 * (`pedido-status`), a priced quote (`cotacao-precificada`) and a new title (`titulo-novo`), each
 * with a toast (`$liveToast`) that links to where it is seen.
 */
import { createEvent, createStore, sample } from 'effector';
import { $bloqueado, cartLoadRequested } from '../cart';
import { loggedOut, sessionExpired } from '../session';
import { cartLockReceived, quotePricedReceived, pedidoStatusReceived, newTitleReceived } from './connection';
import { AVISOS_CHAT } from './texts';

/** A toast: its text and, when there is one, where it leads (a page of the shop). */
export interface AvisoAoVivo {
  texto: string;
  destino: { pagina: 'pedido'; numpedido: number } | { pagina: 'faturas' } | { pagina: 'carrinho' } | null;
  tom: 'info' | 'caution';
}

export const liveToastDismissed = createEvent();
export const $liveToast = createStore<AvisoAoVivo | null>(null).reset([liveToastDismissed, loggedOut, sessionExpired]);

sample({ clock: cartLockReceived, fn: (c) => c.bloqueado, target: $bloqueado });
sample({ clock: cartLockReceived, fn: () => undefined, target: cartLoadRequested });
sample({
  clock: cartLockReceived,
  fn: (c): AvisoAoVivo =>
    c.bloqueado
      ? { texto: AVISOS_CHAT.carrinhoBloqueado(c.atendente), destino: { pagina: 'carrinho' }, tom: 'caution' }
      : { texto: AVISOS_CHAT.carrinhoLiberado, destino: { pagina: 'carrinho' }, tom: 'info' },
  target: $liveToast,
});
sample({
  clock: pedidoStatusReceived,
  fn: (p): AvisoAoVivo => ({
    texto: AVISOS_CHAT.pedidoStatus(p.numpedido, p.descricao),
    destino: { pagina: 'pedido', numpedido: p.numpedido },
    tom: 'info',
  }),
  target: $liveToast,
});
sample({
  clock: quotePricedReceived,
  fn: (c): AvisoAoVivo => ({
    texto: AVISOS_CHAT.cotacaoPrecificada(c.numpedido),
    destino: { pagina: 'pedido', numpedido: c.numpedido },
    tom: 'info',
  }),
  target: $liveToast,
});
sample({
  clock: newTitleReceived,
  fn: (): AvisoAoVivo => ({ texto: AVISOS_CHAT.tituloNovo, destino: { pagina: 'faturas' }, tom: 'info' }),
  target: $liveToast,
});

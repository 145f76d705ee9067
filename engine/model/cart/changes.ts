/**
 * Changing the lines (spec section 4 "Cart", section 5 cart rules):
 * - `quantityChanged({ produto, acao, valor })` applies INC, DEC, DEL or SET with the one quantity
 *   core (engine/rules/quantity-action); a line at 0 leaves the cart; lines stay sorted by name;
 * - `addToCartClicked` ('Adicionar ao carrinho': one step in, then the side panel opens);
 *   `quantitiesChanged`: several changes at once (quick order), one update, one toast, one save;
 * - `giftWrapToggled(id)` flips the line's gift wrap (only when the product permits it);
 * - the toasts 'Produto adicionado ao carrinho!' and 'Produto removido do carrinho!' follow the
 *   line count;
 * - a locked cart changes nothing: the lock notice opens instead (./lock.ts).
 */
import { createEvent, createStore, sample } from 'effector';
import { analyticsEventsTracked, cartDeltas } from '../analytics/events';
import { loggedOut, sessionExpired } from '../session';
import type { Produto } from '../types';
import { $cartLines, type CartLine } from './lines';
import { addCombo, applyChange, type QuantityChange } from './line-rules';
import { $bloqueado, $bloqueioAberto } from './lock';
import { cartChanged, cartCleared, linesEdited } from './sync';
import { ADICIONADO, REMOVIDO } from './texts';
import { $controleEstoque } from './totals';

export const quantityChanged = createEvent<QuantityChange>();
/** 'Adicionar ao carrinho' (a product card, the product page): one step in, then the side panel opens. */
export const addToCartClicked = createEvent<Produto>();
/** Several changes at once (quick order): one cart update, one toast, one save. */
export const quantitiesChanged = createEvent<QuantityChange[]>();
export const giftWrapToggled = createEvent<number>();
/** 'Adicionar combo': the combo's items join the cart as lines of the combo (one update, one save). */
export const comboAdded = createEvent<{ idcombo: number; itens: { produto: Produto; quantidade: number }[] }>();
export const toastDismissed = createEvent();
/**
 * The cart side panel (spec section 2), opened by the header's cart button (blocks/shared/cart-ui
 * loads with the first click) and after adding a product.
 */
export const cartPanelOpened = createEvent();
export const cartPanelClosed = createEvent();
export const $cartPanelOpen = createStore(false)
  .on(cartPanelOpened, () => true)
  .reset(cartPanelClosed);
export const $toast = createStore<string | null>(null);

sample({
  clock: addToCartClicked,
  fn: (produto): QuantityChange => ({ produto, acao: 'INC' }),
  target: quantityChanged,
});
sample({
  clock: addToCartClicked,
  source: $bloqueado,
  filter: (bloqueado) => !bloqueado,
  fn: () => undefined,
  target: cartPanelOpened,
});

const changeAccepted = sample({
  clock: quantityChanged,
  source: $bloqueado,
  filter: (bloqueado) => !bloqueado,
  fn: (_, change) => change,
});
sample({ clock: quantityChanged, source: $bloqueado, filter: Boolean, fn: () => true, target: $bloqueioAberto });
sample({ clock: giftWrapToggled, source: $bloqueado, filter: Boolean, fn: () => true, target: $bloqueioAberto });
sample({ clock: quantitiesChanged, source: $bloqueado, filter: Boolean, fn: () => true, target: $bloqueioAberto });
sample({ clock: comboAdded, source: $bloqueado, filter: Boolean, fn: () => true, target: $bloqueioAberto });

const linesChanged = createEvent<CartLine[]>();
sample({
  clock: changeAccepted,
  source: { lines: $cartLines, controleEstoque: $controleEstoque },
  fn: ({ lines, controleEstoque }, change) => applyChange(lines, change, controleEstoque),
  target: linesChanged,
});
sample({
  clock: quantitiesChanged,
  source: { lines: $cartLines, controleEstoque: $controleEstoque, bloqueado: $bloqueado },
  filter: ({ bloqueado }, changes) => !bloqueado && changes.length > 0,
  fn: ({ lines, controleEstoque }, changes) =>
    changes.reduce<CartLine[]>((acc, change) => applyChange(acc, change, controleEstoque), [...lines]),
  target: linesChanged,
});
sample({
  clock: comboAdded,
  source: { lines: $cartLines, controleEstoque: $controleEstoque, bloqueado: $bloqueado },
  filter: ({ bloqueado }, combo) => !bloqueado && combo.itens.length > 0,
  fn: ({ lines, controleEstoque }, combo) => addCombo(lines, combo, controleEstoque),
  target: linesChanged,
});
sample({
  clock: giftWrapToggled,
  source: { lines: $cartLines, bloqueado: $bloqueado },
  filter: ({ bloqueado }) => !bloqueado,
  fn: ({ lines }, id) =>
    lines.map((l) =>
      l.produto.id === id && l.produto.permite_embalagem ? { ...l, embalarParaPresente: !l.embalarParaPresente } : l,
    ),
  target: linesChanged,
});

// The toasts follow the line count.
$toast.reset(toastDismissed);
sample({
  clock: linesChanged,
  source: $cartLines,
  filter: (antes, depois) => antes.length !== depois.length,
  fn: (antes, depois) => (depois.length > antes.length ? ADICIONADO : REMOVIDO),
  target: $toast,
});
// GA4 add_to_cart / remove_from_cart (spec section 9 'Tracking'): what the shopper's change did to each line.
sample({
  clock: linesChanged,
  source: $cartLines,
  fn: (antes, depois) => cartDeltas(antes, depois),
  filter: (antes, depois) => antes !== depois,
  target: analyticsEventsTracked,
});
// Kept until the server has it: a load's answer older than the change does not undo it (./sync.ts).
sample({ clock: linesChanged, source: $cartLines, fn: (antes, depois) => ({ antes, depois }), target: linesEdited });
sample({ clock: linesChanged, target: $cartLines });
sample({ clock: linesChanged, fn: () => undefined, target: cartChanged });

for (const store of [$cartLines, $toast]) store.reset([loggedOut, sessionExpired, cartCleared]);

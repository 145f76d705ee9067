/**
 * The cart's lines, the part of the cart the first view needs (its own face, `#engine/model/cart/lines`,
 * so that the first view does not carry the cart): the lines (kept in local storage under the
 * 'necessary' cookie category, spec section 4 "State persistence") and their count for the
 * header's cart button. Changing, saving and loading lines is the cart slice itself
 * (`#engine/model/cart`, ../index.ts), loaded with the first cart action or the cart screens, off
 * the first view.
 */
import { createStore } from 'effector';
import type { ModelSlice } from '../../slice';
import type { Produto } from '../../types';

export interface CartLine {
  /** The product as the API last sent it (prices may be null when hidden). */
  produto: Produto;
  /** Quantity in thousandths (spec: integer quantities where arithmetic happens). */
  quantidadeMilesimos: number;
  embalarParaPresente: boolean;
  /** The attendant's price in centavos (set by the server only); null when none. */
  precoAtendenteCentavos: number | null;
  /**
   * The promotional combo the line belongs to (`idcombopromocional_cabecalho`, set by 'Adicionar
   * combo', kept by the server only for a combo the client may use); absent or null: none.
   */
  idcombo?: number | null;
  /** How the server priced the line by its combo (its name, the units at the combo's price); absent or null: none. */
  combo?: CartLineCombo | null;
}

export interface CartLineCombo {
  nome: string;
  /** Thousandths of the line at the combo's unit price. */
  quantidadeMilesimos: number;
  precoCentavos: number;
}

/** At most this many lines are kept (the server's limit per save). */
export const MAX_LINHAS = 500;

export const $cartLines = createStore<CartLine[]>([]);
/** The number of lines in the cart (what the cart button shows). */
export const $cartCount = $cartLines.map((lines) => lines.length);

/** Validates saved lines (local storage is user-controlled input); a bad line is dropped. */
export function restoreCartLines(saved: unknown): CartLine[] | undefined {
  if (!Array.isArray(saved)) return undefined;
  return saved.slice(0, MAX_LINHAS).filter(
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    (l: any): l is CartLine =>
      Number.isSafeInteger(l?.produto?.id) &&
      typeof l.produto.nome === 'string' &&
      typeof l.produto.granularidade === 'number' &&
      Number.isSafeInteger(l.quantidadeMilesimos) &&
      l.quantidadeMilesimos > 0 &&
      typeof l.embalarParaPresente === 'boolean' &&
      (l.precoAtendenteCentavos === null || Number.isSafeInteger(l.precoAtendenteCentavos)) &&
      (l.idcombo == null || Number.isSafeInteger(l.idcombo)),
  );
}

export const cartSlice: ModelSlice = {
  name: 'cart',
  persisted: [{ name: 'cart', store: $cartLines, category: 'necessary', restore: restoreCartLines }],
};

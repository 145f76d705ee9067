/**
 * What a cart line of a promotional combo says under its name (issue 29): the combo's name and how
 * many units the server priced at the combo's price; the rest at the normal price.
 */
import type { CartLine } from '#engine/model/cart';
import { formatBRL } from '#engine/rules/money';
import { formatQuantityMilesimos } from '#engine/rules/quantity';

export function comboLineText(line: CartLine): string | null {
  const combo = line.combo;
  if (!line.idcombo || !combo) return null;
  const unidades = formatQuantityMilesimos(combo.quantidadeMilesimos, {
    unidade: line.produto.unidade,
    granularidade: line.produto.granularidade,
  });
  const resto = line.quantidadeMilesimos > combo.quantidadeMilesimos ? '; o restante pelo preço normal' : '';
  return `${combo.nome}: ${unidades} a ${formatBRL(combo.precoCentavos)} cada${resto}`;
}

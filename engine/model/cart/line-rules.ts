/** Pure functions over the cart's lines: one change, their order, the + button's state, the server's cart as lines. */
import { toCentavos } from '../../rules/money';
import { toMilesimos } from '../../rules/quantity';
import {
  applyQuantityAction,
  canIncrease,
  increaseStopReason,
  quantityLimitsFromProduct,
  type QuantityAction,
} from '../../rules/quantity-action';
import type { Produto } from '../types';
import { MAX_LINHAS, type CartLine } from './lines';
import type { Carrinho } from './texts';

export interface QuantityChange {
  produto: Produto;
  acao: QuantityAction;
  /** For SET: the typed quantity in the product's unit (1.5). */
  valor?: number;
}

export function sortLines(lines: readonly CartLine[]): CartLine[] {
  return [...lines].sort(
    (a, b) => a.produto.nome.localeCompare(b.produto.nome, 'pt-BR') || a.produto.id - b.produto.id,
  );
}

/** One action on the lines: replaces the product's line, drops lines at 0, sorts by name. */
export function applyChange(lines: readonly CartLine[], change: QuantityChange, controleEstoque: boolean): CartLine[] {
  const limits = quantityLimitsFromProduct(change.produto, controleEstoque);
  const atual = lines.find((l) => l.produto.id === change.produto.id);
  const quantidade = applyQuantityAction(
    atual?.quantidadeMilesimos ?? 0,
    change.acao,
    limits,
    change.valor === undefined ? 0 : toMilesimos(change.valor),
  );
  const outras = lines.filter((l) => l.produto.id !== change.produto.id);
  if (quantidade === 0) return sortLines(outras);
  const linha: CartLine = {
    produto: change.produto,
    quantidadeMilesimos: quantidade,
    embalarParaPresente: atual?.embalarParaPresente ?? false,
    precoAtendenteCentavos: atual?.precoAtendenteCentavos ?? null,
    idcombo: atual?.idcombo ?? null,
    combo: atual?.combo ?? null,
  };
  return sortLines([...outras, linha].slice(-MAX_LINHAS));
}

/** Whether + is enabled for a product in this cart, and why it stops. */
export function increaseState(lines: readonly CartLine[], produto: Produto, controleEstoque: boolean) {
  const limits = quantityLimitsFromProduct(produto, controleEstoque);
  const atual = lines.find((l) => l.produto.id === produto.id)?.quantidadeMilesimos ?? 0;
  return { pode: canIncrease(atual, limits), motivo: increaseStopReason(atual, limits) };
}

export function linesFromCarrinho(carrinho: Carrinho): CartLine[] {
  return sortLines(
    carrinho.produtosSelecionados.map(
      ({
        quantidade,
        embalarParaPresente,
        precoatendente,
        precoUnitario: _u,
        origemPreco: _o,
        totalItem: _t,
        idcombopromocional_cabecalho,
        combo,
        ...produto
      }) => ({
        produto,
        quantidadeMilesimos: toMilesimos(quantidade),
        embalarParaPresente,
        precoAtendenteCentavos: precoatendente === null ? null : toCentavos(precoatendente),
        idcombo: idcombopromocional_cabecalho ?? null,
        combo:
          combo === null || combo === undefined
            ? null
            : {
                nome: combo.nome,
                quantidadeMilesimos: toMilesimos(combo.quantidade),
                precoCentavos: toCentavos(combo.precoUnitario),
              },
      }),
    ),
  );
}

/**
 * 'Adicionar combo': each of the combo's items joins the cart as a line of that combo, its
 * quantity added to the product's line (which becomes a line of the combo), within the product's
 * quantity rules. The server keeps the combo only where the client may use it and prices it.
 */
export function addCombo(
  lines: readonly CartLine[],
  combo: { idcombo: number; itens: readonly { produto: Produto; quantidade: number }[] },
  controleEstoque: boolean,
): CartLine[] {
  let resultado: CartLine[] = [...lines];
  for (const item of combo.itens) {
    const atual = resultado.find((l) => l.produto.id === item.produto.id);
    const alvo = (atual?.quantidadeMilesimos ?? 0) + toMilesimos(item.quantidade);
    resultado = applyChange(resultado, { produto: item.produto, acao: 'SET', valor: alvo / 1000 }, controleEstoque).map(
      (l) => (l.produto.id === item.produto.id ? { ...l, idcombo: combo.idcombo } : l),
    );
  }
  return resultado;
}

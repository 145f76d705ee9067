/**
 * Sending a shopping list to the cart (issue 29; spec section 2 "send to cart"): every line of the
 * list joins the cart through the same quantity rules as a typed quantity (`checkQuickOrderLine`:
 * rounded UP to the product's step, at least its minimum, at most its maximum per order and, under
 * enable-stock-control, the stock), in one step, with a pt-BR line for each change. A product
 * already in the cart grows by the list's quantity; a product that cannot be bought now (no longer
 * sold, out of stock, without a price) stays out, and says so. So does a product whose minimum
 * cannot be met under its caps (a minimum above the maximum per order or the stock left): the
 * quantity rules have no quantity for it (the fast-check property found that corner).
 */
import { QUANTIDADE_MAXIMA, quantityCap } from './quantity-action';
import { checkQuickOrderLine, type QuickOrderProduct } from './quick-order';
import type { UnavailableReason } from './stored-product';

export interface ListLine {
  idproduto: number;
  /** Thousandths. */
  quantidade: number;
}

export interface ListProduct extends QuickOrderProduct {
  nome: string;
  /** Why it cannot be bought now (`unavailableReason`), or null. */
  indisponivel: UnavailableReason | null;
}

export interface ListAdjustment {
  idproduto: number;
  nome: string;
  mensagem: string;
}

export interface ListToCartResult {
  /** The cart's quantities (thousandths) after the list, by product, in the cart's order then the list's. */
  quantidades: Map<number, number>;
  ajustes: ListAdjustment[];
  /** How many of the list's lines went into the cart. */
  adicionados: number;
}

const FORA: Record<UnavailableReason, string> = {
  'carrinho.sem-estoque': 'indisponível no momento: ficou de fora',
  'carrinho.sem-preco': 'sem preço nesta loja: ficou de fora',
};

/**
 * @param carrinho the cart's lines now (thousandths), by product
 * @param lista the list's lines
 * @param produtos today's products by id (absent: no longer sold)
 */
export function listToCart(
  carrinho: ReadonlyMap<number, number>,
  lista: readonly ListLine[],
  produtos: ReadonlyMap<number, ListProduct>,
): ListToCartResult {
  const quantidades = new Map(carrinho);
  const ajustes: ListAdjustment[] = [];
  let adicionados = 0;
  for (const linha of lista) {
    const produto = produtos.get(linha.idproduto);
    if (!produto) {
      ajustes.push({ idproduto: linha.idproduto, nome: '', mensagem: 'produto não está mais à venda: ficou de fora' });
      continue;
    }
    if (produto.indisponivel) {
      ajustes.push({ idproduto: linha.idproduto, nome: produto.nome, mensagem: FORA[produto.indisponivel] });
      continue;
    }
    const { passo, minimo } = produto.limites;
    const piso = Math.max(Math.ceil(minimo / passo) * passo, passo);
    const teto = Math.floor((quantityCap(produto.limites) ?? QUANTIDADE_MAXIMA) / passo) * passo;
    if (piso > teto) {
      ajustes.push({
        idproduto: linha.idproduto,
        nome: produto.nome,
        mensagem: 'o mínimo por pedido passa do máximo ou do estoque: ficou de fora',
      });
      continue;
    }
    const atual = quantidades.get(linha.idproduto) ?? 0;
    const pedida = atual + Math.max(0, Math.round(linha.quantidade));
    const check = checkQuickOrderLine(
      { linha: 0, codigo: String(linha.idproduto), quantidade: pedida, quantidadeTexto: '' },
      produto,
    );
    if (!check.ok) {
      ajustes.push({ idproduto: linha.idproduto, nome: produto.nome, mensagem: `${check.erro}: ficou de fora` });
      continue;
    }
    quantidades.set(linha.idproduto, check.quantidade);
    adicionados++;
    if (check.aviso !== null) ajustes.push({ idproduto: linha.idproduto, nome: produto.nome, mensagem: check.aviso });
  }
  return { quantidades, ajustes, adicionados };
}

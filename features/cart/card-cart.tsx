/**
 * A product card's 'Adicionar ao carrinho', rendered on the server. The stepper and the cart flow
 * (the lazy ./cart-ui chunk) load on the first click, or after hydration
 * for a product already in the cart; until then this is a plain button, so the first view carries
 * almost nothing. Also the lazy side panel the header hosts.
 */
import { useUnit } from 'effector-react';
import { lazy, Suspense, useState } from 'react';
import { $cartLines } from '#engine/model/cart/lines';
import { $fornecedor } from '#engine/model/supplier';
import type { Produto } from '#engine/model/types';
import { stripHtml } from '#engine/rules/names';
import { hasPrice } from '#engine/rules/price-display';
import { hasStockControl, isOutOfStock } from '#engine/rules/stock';
import { Button } from '#ui/button';
import { useHydrated } from '#ui/use-hydrated';
import { ListsPartLazy } from '../shopping-lists/save-to-list-lazy';

/** The lazy cart UI: `<CartUi />` is the side panel (the header hosts it), with a product a card's stepper. */
export const CartUi = lazy(() => import('./cart-ui'));

function CardCart({ produto }: { produto: Produto }) {
  const [lines, fornecedor] = useUnit([$cartLines, $fornecedor]);
  const noCarrinho = useHydrated() && lines.some((l) => l.produto.id === produto.id);
  const [clicado, setClicado] = useState(false);
  const botao = (
    <Button size="sm" onClick={() => setClicado(true)}>
      Adicionar ao carrinho
    </Button>
  );
  if (!hasPrice(produto)) return null;
  // Out of stock (engine/rules/stock): the product page offers the availability alert instead.
  if (isOutOfStock(produto.maximo_disponivel, hasStockControl(fornecedor?.tags))) {
    return (
      <Button size="sm" variant="secondary" disabled>
        Indisponível
      </Button>
    );
  }
  return noCarrinho || clicado ? (
    <Suspense fallback={botao}>
      <CartUi produto={produto} adicionar={clicado} />
    </Suspense>
  ) : (
    botao
  );
}

/** ProductGrid's `acaoFor`. */
export const cardCart = (produto: Produto) => (
  <>
    <CardCart produto={produto} />
    <ListsPartLazy
      parte="salvar"
      titulo={`Salvar ${stripHtml(produto.nome)} na lista`}
      produtos={() => [
        { id: produto.id, quantidade: Math.max(produto.granularidade ?? 1, produto.min_por_pedido ?? 1) },
      ]}
    />
  </>
);

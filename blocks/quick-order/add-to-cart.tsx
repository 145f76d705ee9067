/**
 * 'Adicionar N itens ao carrinho' of the quick order, its own lazy chunk with the cart slice
 * (#engine/model/quick-order/to-cart): it shows once the lines are checked, so the page opens
 * without the cart.
 */
import { useUnit } from 'effector-react';
import { quickOrderAddedToCart } from '#engine/model/quick-order/to-cart';
import { Button } from '#ui/button';

export default function AddToCart({ validas, rotulo }: { validas: number; rotulo: string }) {
  const adicionar = useUnit(quickOrderAddedToCart);
  return (
    <Button onClick={() => adicionar()} disabled={validas === 0}>
      {rotulo}
    </Button>
  );
}

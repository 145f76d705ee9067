/** The lazy half of ./card-cart: adds the product once if the card's button was clicked, then the stepper. */
import { useUnit } from 'effector-react';
import { useEffect, useId, useRef } from 'react';
import { addToCartClicked } from '#engine/model/cart';
import type { Produto } from '#engine/model/types';
import { CartQuantity } from './cart-quantity';

export default function CardCartStepper({ produto, adicionar }: { produto: Produto; adicionar: boolean }) {
  const add = useUnit(addToCartClicked);
  const id = useId();
  const feito = useRef(false);
  useEffect(() => {
    if (adicionar && !feito.current) {
      feito.current = true;
      add(produto);
    }
  }, [adicionar, add, produto]);
  return <CartQuantity produto={produto} id={`cartao-${id}`} mostrarTotal compacto />;
}

/**
 * Spec section 2, "/{slug or id}: home after a cart is applied": a page that sends a whole set of
 * products to the cart (a shopping list, a combo) takes the shopper to the shop's home once the
 * cart took them, with the cart panel open and saying what went in (engine/model/cart/notice).
 * Only a notice shown while this page is on screen moves it: one from before (the panel still
 * open) does not.
 */
import { useUnit } from 'effector-react';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { $cartNoticeCount } from '#engine/model/cart/notice';
import { $rota, rotas } from '#engine/model/navigation';
import { $rotaBase } from '#engine/model/supplier';

export function useHomeAfterCartApplied(): void {
  const [vezes, base, rota] = useUnit([$cartNoticeCount, $rotaBase, $rota]);
  const navigate = useNavigate();
  const noInicio = useRef(vezes);
  useEffect(() => {
    if (vezes > noInicio.current) {
      noInicio.current = vezes;
      // The home's own combos strip: already there.
      if (rota.pagina !== 'home') navigate(rotas.home(base));
    }
  }, [vezes, base, rota, navigate]);
}

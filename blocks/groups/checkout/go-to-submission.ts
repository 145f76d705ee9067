/**
 * Goes to the submission page once an order is submitted. The cart page's Frame calls it, before
 * its empty state: the cart is already reset when the order comes back, so `order-submit` is no
 * longer on the page by then.
 */
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { $pedidoSubmetido, submissionSeen } from '#engine/model/checkout';
import { $rotaBase } from '#engine/model/supplier';
import { pageLink } from '#schemas/page-types';

export function useGoToSubmission(): void {
  const [submetido, vista, base] = useUnit([$pedidoSubmetido, submissionSeen, $rotaBase]);
  const navigate = useNavigate();
  useEffect(() => {
    if (submetido === null) return;
    vista();
    void navigate(pageLink(base, 'submissao', String(submetido.numpedido)));
  }, [submetido, vista, navigate, base]);
}

/**
 * The order an order page shows: the orders model's loaded order when it is the one the route names
 * (`pedidos/:numpedido`, `submissao/:orderNumber`); null while another one (or none) is loaded.
 * Outside those routes (the studio's preview) the loaded order, whichever it is.
 */
import { useUnit } from 'effector-react';
import { useParams } from 'react-router';
import { $pedido, type PedidoDetalhe } from '#engine/model/orders';

/** The order number of the route ('pedidos/:numpedido' or 'submissao/:orderNumber'), NaN when it is not one; null off those routes. */
export function useOrderNumberOfPage(): number | null {
  const { numpedido, orderNumber } = useParams();
  const param = numpedido ?? orderNumber;
  return param === undefined ? null : Number(param);
}

export function useOrderOfPage(): PedidoDetalhe | null {
  const pedido = useUnit($pedido);
  const numero = useOrderNumberOfPage();
  if (pedido === null) return null;
  return numero === null || pedido.numpedido === numero ? pedido : null;
}

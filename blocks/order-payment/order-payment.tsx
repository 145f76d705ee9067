/**
 * The order's payment actions (issue 13) while it waits for payment: how to pay it (Pix's QR code
 * and copia e cola, the boleto's linha digitável and PDF: features/orders/payment-instructions)
 * and 'Alterar forma de pagamento' (./change-payment-method). By default it sits inside the order's
 * details, under 'Pagamento' (blocks/order-detail); nothing shows for an order with nothing to pay.
 */
import type { BlockComponentProps } from '#engine/layout/define-block';
import { useOrderOfPage } from '#features/orders/order-of-page';
import * as shared from '#features/orders/orders.css';
import { PaymentInstructions } from '#features/orders/payment-instructions';
import { ChangePaymentMethod, podeTrocarForma } from './change-payment-method';
import type { OrderPaymentProps } from './schema';

export function OrderPayment({ id, props }: BlockComponentProps<OrderPaymentProps>) {
  const pedido = useOrderOfPage();
  if (!pedido) return null;
  const instrucoes = props.mostrarInstrucoes && Boolean(pedido.pagamento.pix ?? pedido.pagamento.boleto);
  const troca = props.mostrarTrocaForma && podeTrocarForma(pedido);
  if (!instrucoes && !troca) return null;
  const partes = (
    <>
      {instrucoes ? <PaymentInstructions pedido={pedido} /> : null}
      {troca ? (
        <div className={shared.actions}>
          <ChangePaymentMethod pedido={pedido} />
        </div>
      ) : null}
    </>
  );
  if (!props.titulo) {
    return (
      <div className={shared.contents} data-block-id={id}>
        {partes}
      </div>
    );
  }
  return (
    <section className={shared.section} aria-labelledby={`${id}-titulo`} data-block-id={id}>
      <h2 id={`${id}-titulo`} className={shared.subtitle}>
        {props.titulo}
      </h2>
      {partes}
    </section>
  );
}

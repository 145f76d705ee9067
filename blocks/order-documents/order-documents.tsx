/**
 * The order's documents (issue 13): 'Baixar comprovante (PDF)' ('Baixar orçamento (PDF)' for a quote,
 * ./receipt-button) and, once the
 * supplier attached it, 'Baixar nota fiscal (DANFE)' (the server's PDF, opened with the session
 * cookie, as the boleto) with, when the supplier attached it too, 'Baixar XML da NF-e' (issue 34:
 * the supplier's authorised XML as sent, the link naming the session's client). By default it sits inside the order's details, under its payment
 * (blocks/order-detail); nothing shows when there is no document.
 */
import { useUnit } from 'effector-react';
import { apiLinkV4 } from '#engine/api';
import { $storefrontConfig } from '#engine/model/app';
import { $usuario } from '#engine/model/session';
import { $fornecedor } from '#engine/model/supplier';
import type { BlockComponentProps } from '#engine/layout/define-block';
import { useOrderOfPage } from '#features/orders/order-of-page';
import * as shared from '#features/orders/orders.css';
import { ButtonLink } from '#ui/button';
import { ReceiptButton } from './receipt-button';
import type { OrderDocumentsProps } from './schema';

export function OrderDocuments({ id, props }: BlockComponentProps<OrderDocumentsProps>) {
  const pedido = useOrderOfPage();
  const [config, fornecedor, usuario] = useUnit([$storefrontConfig, $fornecedor, $usuario]);
  if (!pedido) return null;
  // The receipt, or for a quote its 'Orçamento' (./receipt-button).
  const comprovante = props.mostrarComprovante;
  const danfe = props.mostrarDanfe && Boolean(pedido.danfe);
  if (!comprovante && !danfe) return null;
  const danfeUrl = apiLinkV4(config.apiBaseUrl, '/v4/danfe/{numpedido}/{idfornecedor}', {
    path: { numpedido: pedido.numpedido, idfornecedor: fornecedor?.idfornecedor ?? '' },
  });
  const xml = danfe && pedido.danfe?.xml === true;
  const xmlUrl = apiLinkV4(config.apiBaseUrl, '/v4/danfe/{numpedido}/{idfornecedor}/xml', {
    path: { numpedido: pedido.numpedido, idfornecedor: fornecedor?.idfornecedor ?? '' },
    query: { idcliente: usuario?.idcliente || undefined },
  });
  const botoes = (
    <div className={shared.actions}>
      {comprovante ? <ReceiptButton pedido={pedido} /> : null}
      {danfe ? (
        <ButtonLink
          variant="secondary"
          href={danfeUrl}
          download={`danfe-${pedido.numpedido}.pdf`}
          data-testid="pedido-danfe"
        >
          Baixar nota fiscal (DANFE)
        </ButtonLink>
      ) : null}
      {xml && pedido.danfe ? (
        <ButtonLink
          variant="secondary"
          href={xmlUrl}
          download={`${pedido.danfe.chave}-procNFe.xml`}
          data-testid="pedido-nfe-xml"
        >
          Baixar XML da NF-e
        </ButtonLink>
      ) : null}
    </div>
  );
  if (!props.titulo) {
    return (
      <div className={shared.contents} data-block-id={id}>
        {botoes}
      </div>
    );
  }
  return (
    <section className={shared.section} aria-labelledby={`${id}-titulo`} data-block-id={id}>
      <h2 id={`${id}-titulo`} className={shared.subtitle}>
        {props.titulo}
      </h2>
      {botoes}
    </section>
  );
}

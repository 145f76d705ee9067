/**
 * The success panel after an order is submitted (spec section 2, `/{slug}/submissao/{orderNumber}`):
 * the page's h1 ('Pedido submetido'), the order's number and status, the server's success message
 * when the order was just sent from this browser; 'Pagamento' with the method, installments,
 * delivery, fee and total and how to pay (Pix or boleto); 'Ver pedido' and 'Voltar'. The order is
 * read from the server (the page's frame, blocks/groups/orders/page.tsx, opens it), so a reload
 * shows the same panel.
 */
import { useUnit } from 'effector-react';
import { useParams } from 'react-router';
import { $ultimaSubmissao } from '#engine/model/checkout';
import { $erroPedido } from '#engine/model/orders';
import { rotas } from '#engine/model/navigation';
import { $rotaBase } from '#engine/model/supplier';
import type { BlockComponentProps } from '#engine/layout/define-block';
import { rotuloStatusPedido } from '#engine/rules/pedido-status';
import { pageLink } from '#schemas/page-types';
import { dia, reais } from '#features/orders/format';
import { useOrderOfPage } from '#features/orders/order-of-page';
import * as shared from '#features/orders/orders.css';
import { PaymentInstructions } from '#features/orders/payment-instructions';
import { ButtonLink } from '#ui/button';
import { Message } from '#ui/message';
import type { SubmissionSuccessProps } from './schema';
import * as styles from './submission-success.css';

export function SubmissionSuccess({ id, props }: BlockComponentProps<SubmissionSuccessProps>) {
  const { orderNumber } = useParams();
  const numpedido = Number(orderNumber);
  const atual = useOrderOfPage();
  const [erro, ultima, base] = useUnit([$erroPedido, $ultimaSubmissao, $rotaBase]);
  const mensagem = ultima !== null && ultima.numpedido === numpedido ? ultima.mensagemSucesso : null;
  const orcamento = atual?.orcamento ?? ultima?.status === 'ORCAMENTO_NOVO';
  const numero = Number.isSafeInteger(numpedido) ? numpedido : (orderNumber ?? atual?.numpedido ?? '');
  return (
    <section className={shared.stack} aria-labelledby={`${id}-titulo`} data-block-id={id}>
      <div className={styles.hero}>
        <span className={styles.heroMark} aria-hidden="true">
          ✓
        </span>
        <h1 id={`${id}-titulo`} className={shared.title}>
          {props.titulo}
        </h1>
        <p data-testid="submissao-numero">
          {orcamento ? 'Orçamento' : 'Pedido'} nº <strong>{numero}</strong>
          {atual ? ` · ${rotuloStatusPedido(atual.status)}` : ''}
        </p>
        {mensagem ? <Message tone="positive">{mensagem}</Message> : null}
      </div>
      {props.mostrarPagamento ? (
        <section className={shared.section} aria-labelledby={`${id}-pagamento`}>
          <h2 id={`${id}-pagamento`} className={shared.subtitle}>
            {props.tituloPagamento}
          </h2>
          {erro ? <Message tone="critical">{erro}</Message> : null}
          {atual ? (
            <>
              <p className={shared.row}>
                <span>Forma de pagamento</span>
                <span data-testid="submissao-pagamento">
                  {atual.pagamento.descricao}
                  {atual.pagamento.quantParcelas > 1 ? ` em ${atual.pagamento.quantParcelas}x` : ''}
                </span>
              </p>
              <p className={shared.row}>
                <span>{atual.entrega.tipoEntrega === 'RETIRADA' ? 'Retirada' : 'Entrega'}</span>
                <span>
                  {atual.entrega.nome}
                  {atual.entrega.dataEntrega ? ` · ${dia(atual.entrega.dataEntrega)}` : ''}
                </span>
              </p>
              <p className={shared.row}>
                <span>Taxa de entrega</span>
                <span>{atual.taxaentrega === 0 ? 'Grátis' : reais(atual.taxaentrega)}</span>
              </p>
              <p className={shared.total}>
                <span>Total</span>
                <span data-testid="submissao-total">{reais(atual.totalpedido)}</span>
              </p>
              {props.mostrarInstrucoes ? <PaymentInstructions pedido={atual} /> : null}
            </>
          ) : erro ? null : (
            <p className={shared.muted} role="status">
              Carregando o pagamento…
            </p>
          )}
        </section>
      ) : null}
      <div className={shared.actions}>
        <ButtonLink to={pageLink(base, 'pedido', orderNumber ?? String(atual?.numpedido ?? ''))}>
          {props.textoVerPedido}
        </ButtonLink>
        <ButtonLink variant="secondary" to={rotas.home(base)}>
          {props.textoVoltar}
        </ButtonLink>
      </div>
    </section>
  );
}

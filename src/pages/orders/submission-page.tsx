/**
 * `/{slug}/submissao/{orderNumber}` (spec section 2): the success page after an order is
 * submitted. Titles 'Pedido submetido' and 'Pagamento'; buttons 'Ver pedido' and 'Voltar'. The
 * order (its payment method, installments and total) is read from the server, so a reload shows
 * the same page; the server's success message shows when the order was just sent from here.
 */
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { $ultimaSubmissao } from '#engine/model/checkout';
import { $erroPedido, $pedido, pedidoOpened } from '#engine/model/orders';
import { rotas } from '#engine/model/navigation';
import { $session } from '#engine/model/session';
import { $rotaBase } from '#engine/model/supplier';
import { rotuloStatusPedido } from '#engine/rules/pedido-status';
import { ButtonLink } from '#ui/button';
import { Message } from '#ui/message';
import { StatusScreen } from '#ui/status-screen';
import { dia, reais } from './format';
import { PagamentoDoPedido } from './pagamento';
import * as styles from './orders.css';

export default function SubmissionPage() {
  const { orderNumber } = useParams();
  const numpedido = Number(orderNumber);
  const [pedido, erro, ultima, session, base, abrir] = useUnit([
    $pedido,
    $erroPedido,
    $ultimaSubmissao,
    $session,
    $rotaBase,
    pedidoOpened,
  ]);
  const cliente = session.authenticated && session.idcliente > 0;
  useEffect(() => {
    if (cliente && Number.isSafeInteger(numpedido) && numpedido > 0) abrir(numpedido);
  }, [cliente, numpedido, abrir]);

  if (!cliente) {
    return (
      <StatusScreen
        titulo="Pedido submetido"
        texto="Entre na sua conta para ver o seu pedido."
        acao={<ButtonLink to={rotas.login(base)}>Entrar</ButtonLink>}
      />
    );
  }
  const atual = pedido !== null && pedido.numpedido === numpedido ? pedido : null;
  const mensagem = ultima !== null && ultima.numpedido === numpedido ? ultima.mensagemSucesso : null;
  const orcamento = atual?.orcamento ?? ultima?.status === 'ORCAMENTO_NOVO';
  return (
    <section className={styles.page} aria-labelledby="submissao-titulo">
      <div className={styles.hero}>
        <span className={styles.heroMark} aria-hidden="true">
          ✓
        </span>
        <h1 id="submissao-titulo" className={styles.title}>
          Pedido submetido
        </h1>
        <p data-testid="submissao-numero">
          {orcamento ? 'Orçamento' : 'Pedido'} nº{' '}
          <strong>{Number.isSafeInteger(numpedido) ? numpedido : orderNumber}</strong>
          {atual ? ` · ${rotuloStatusPedido(atual.status)}` : ''}
        </p>
        {mensagem ? <Message tone="positive">{mensagem}</Message> : null}
      </div>
      <section className={styles.section} aria-labelledby="pagamento-titulo">
        <h2 id="pagamento-titulo" className={styles.subtitle}>
          Pagamento
        </h2>
        {erro ? <Message tone="critical">{erro}</Message> : null}
        {atual ? (
          <>
            <p className={styles.row}>
              <span>Forma de pagamento</span>
              <span data-testid="submissao-pagamento">
                {atual.pagamento.descricao}
                {atual.pagamento.quantParcelas > 1 ? ` em ${atual.pagamento.quantParcelas}x` : ''}
              </span>
            </p>
            <p className={styles.row}>
              <span>{atual.entrega.tipoEntrega === 'RETIRADA' ? 'Retirada' : 'Entrega'}</span>
              <span>
                {atual.entrega.nome}
                {atual.entrega.dataEntrega ? ` · ${dia(atual.entrega.dataEntrega)}` : ''}
              </span>
            </p>
            <p className={styles.row}>
              <span>Taxa de entrega</span>
              <span>{atual.taxaentrega === 0 ? 'Grátis' : reais(atual.taxaentrega)}</span>
            </p>
            <p className={styles.total}>
              <span>Total</span>
              <span data-testid="submissao-total">{reais(atual.totalpedido)}</span>
            </p>
            <PagamentoDoPedido pedido={atual} />
          </>
        ) : erro ? null : (
          <p className={styles.muted} role="status">
            Carregando o pagamento…
          </p>
        )}
      </section>
      <div className={styles.actions}>
        <ButtonLink to={`${rotas.pedidos(base)}/${orderNumber ?? ''}`}>Ver pedido</ButtonLink>
        <ButtonLink variant="secondary" to={rotas.home(base)}>
          Voltar
        </ButtonLink>
      </div>
    </section>
  );
}

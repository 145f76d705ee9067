/**
 * The checkout's frame and its send (spec section 2 'Cart: … delivery method, shipping, payment
 * methods, coupon, send'; issue 12, items 3–5): the heading, the supplier's order instructions,
 * the blocks placed inside (by default the delivery, the payment and the characteristics), the
 * total with the delivery fee and 'Enviar pedido' ('Solicitar orçamento' where the shop takes
 * quotes). The block the cart page cannot lose: it opens the checkout (`checkoutOpened`), shows one
 * loading line until the options can be laid out for good (blocks/groups/checkout/checkout-access),
 * asks a visitor to log in and a representative to choose the client.
 */
import { useUnit } from 'effector-react';
import { useEffect, useId } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { BlockComponentProps } from '#engine/layout/define-block';
import { PRECISA_LOGIN } from '#engine/model/cart';
import {
  $enviando,
  $erroEntrega,
  $erroEnvio,
  $formaEntregaAtiva,
  $instrucoesPedido,
  $orcamento,
  $taxaEntregaCentavos,
  $tipoEntrega,
  $totalComEntrega,
  checkoutOpened,
  deliveryErrorClosed,
  pedidoSubmitted,
} from '#engine/model/checkout';
import { loginOpened } from '#engine/model/login';
import { $rotaBase } from '#engine/model/supplier';
import { formatBRL } from '#engine/rules/money';
import { pageLink } from '#schemas/page-types';
import { Button } from '#ui/button';
import { LazyDialog } from '#ui/lazy-dialog';
import { Message } from '#ui/message';
import { SafeHtml } from '#ui/safe-html';
import { useCheckoutAccess, useOptionsReady } from '#blocks/groups/checkout/checkout-access';
import * as shared from '#blocks/groups/checkout/checkout.css';
import * as styles from './order-submit.css';
import type { OrderSubmitProps } from './schema';

/** Shown to a representative who has not chosen the client the order is for. */
const ESCOLHA_CLIENTE = 'Escolha o cliente para quem é este pedido para ver as formas de entrega e de pagamento.';

export function OrderSubmit({ id, props, children }: BlockComponentProps<OrderSubmitProps>) {
  const access = useCheckoutAccess();
  const abrir = useUnit(checkoutOpened);
  useEffect(() => {
    if (access === 'client') abrir();
  }, [access, abrir]);
  if (access === 'visitor') return <LoginPrompt id={id} />;
  if (access === 'no-client') return <ChooseClientPrompt id={id} />;
  return (
    <Checkout id={id} props={props}>
      {children}
    </Checkout>
  );
}

function LoginPrompt({ id }: { id: string }) {
  const entrar = useUnit(loginOpened);
  return (
    <section className={styles.checkout} aria-label="Finalizar pedido" data-block-id={id}>
      <Message tone="info">{PRECISA_LOGIN}</Message>
      <div className={styles.send}>
        <Button onClick={() => entrar(PRECISA_LOGIN)}>Entrar</Button>
      </div>
    </section>
  );
}

function ChooseClientPrompt({ id }: { id: string }) {
  const base = useUnit($rotaBase);
  return (
    <section className={styles.checkout} aria-label="Finalizar pedido" data-block-id={id}>
      <Message tone="info">{ESCOLHA_CLIENTE}</Message>
      <div className={styles.send}>
        <Link to={pageLink(base, 'trocar-cliente')}>Escolher cliente</Link>
      </div>
    </section>
  );
}

function Checkout({ id, props, children }: { id: string; props: OrderSubmitProps; children: ReactNode }) {
  const [enviar, enviando, erro, orcamento] = useUnit([pedidoSubmitted, $enviando, $erroEnvio, $orcamento]);
  const pronto = useOptionsReady();
  const tituloId = useId();
  return (
    <section
      className={styles.checkout}
      {...(props.titulo ? { 'aria-labelledby': tituloId } : { 'aria-label': 'Finalizar pedido' })}
      data-block-id={id}
    >
      {props.titulo ? (
        <h2 id={tituloId} className={shared.legend}>
          {props.titulo}
        </h2>
      ) : null}
      {pronto ? (
        <>
          {props.mostrarInstrucoes ? <Instructions titulo={props.tituloInstrucoes} /> : null}
          {children}
          <Summary textoTotal={props.textoTotal} />
        </>
      ) : (
        <p className={`${shared.muted} ${shared.clear}`} role="status">
          Carregando as opções de entrega e pagamento…
        </p>
      )}
      <div className={styles.send}>
        {erro ? (
          <Message tone="critical" role="alert" data-testid="checkout-erro">
            {erro}
          </Message>
        ) : null}
        <Button onClick={() => enviar()} disabled={enviando || !pronto} aria-busy={enviando || undefined}>
          {enviando ? 'Enviando…' : orcamento ? props.textoBotaoOrcamento : props.textoBotao}
        </Button>
      </div>
      <DeliveryErrorDialog />
    </section>
  );
}

/** The supplier's order instructions (custom content ORDER_INSTRUCTIONS), sanitised. */
function Instructions({ titulo }: { titulo: string }) {
  const html = useUnit($instrucoesPedido);
  const tituloId = useId();
  if (html === null) return null;
  return (
    <section className={shared.block} aria-labelledby={tituloId} data-testid="instrucoes-pedido">
      <h3 id={tituloId} className={shared.legend}>
        {titulo}
      </h3>
      <SafeHtml html={html} className={`${shared.clear} ${styles.instrucoes}`} />
    </section>
  );
}

/** The delivery fee (or pickup) and the total with it. */
function Summary({ textoTotal }: { textoTotal: string }) {
  const [taxa, total, ativa, tipo] = useUnit([
    $taxaEntregaCentavos,
    $totalComEntrega,
    $formaEntregaAtiva,
    $tipoEntrega,
  ]);
  return (
    <div className={shared.block} aria-label="Resumo do pedido" role="group">
      <p className={styles.row}>
        <span>{tipo === 'RETIRADA' ? 'Retirada' : 'Taxa de entrega'}</span>
        <span className={styles.nowrap} data-testid="checkout-taxa">
          {ativa === null ? '—' : taxa === 0 ? 'Grátis' : formatBRL(taxa)}
        </span>
      </p>
      <p className={styles.total}>
        <span>{textoTotal}</span>
        <span className={styles.nowrap} data-testid="checkout-total">
          {total === null ? '—' : formatBRL(total)}
        </span>
      </p>
    </div>
  );
}

/** The delivery options' failure (spec section 8), in a dialog until closed. */
function DeliveryErrorDialog() {
  const [erro, fechar] = useUnit([$erroEntrega, deliveryErrorClosed]);
  return (
    <LazyDialog
      open={erro !== null}
      onOpenChange={(open) => (open ? undefined : fechar())}
      title="Formas de entrega"
      size="sm"
    >
      <p role="alert">{erro}</p>
      <Button onClick={() => fechar()}>Entendi</Button>
    </LazyDialog>
  );
}

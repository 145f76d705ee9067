/**
 * 'Alterar forma de pagamento' while the order waits for payment (issue 13): a Radix dialog listing
 * the supplier's methods with their installments and price variance; the answer is the order with
 * its new total and its Pix or boleto. Shown only when `podeTrocarForma` (below) says so.
 */
import { useUnit } from 'effector-react';
import { useEffect, useRef, useState } from 'react';
import {
  $carregandoFormas,
  $erroTrocaForma,
  $formasPagamentoPedido,
  $trocandoForma,
  $trocasFeitas,
  paymentMethodChosen,
  paymentChangeOpened,
  type PedidoDetalhe,
} from '#engine/model/orders';
import { toCentavos } from '#engine/rules/money';
import { opcoesParcelas, textoAjuste, textoParcela } from '#engine/rules/installments';
import { podeTrocarFormaPagamento } from '#engine/rules/pedido-status';
import { Button } from '#ui/button';
import { LazyDialog } from '#ui/lazy-dialog';
import { FormField } from '#ui/form-field';
import { Message } from '#ui/message';
import * as shared from '#features/orders/orders.css';
import * as styles from './order-payment.css';

/** Whether the order's payment method may still change: not a quote, and waiting for payment. */
export function podeTrocarForma(pedido: PedidoDetalhe): boolean {
  return !pedido.status.startsWith('ORCAMENTO') && podeTrocarFormaPagamento(pedido.status);
}

export function ChangePaymentMethod({ pedido }: { pedido: PedidoDetalhe }) {
  const [formas, carregando, erro, trocando, trocas, abrir, escolher] = useUnit([
    $formasPagamentoPedido,
    $carregandoFormas,
    $erroTrocaForma,
    $trocandoForma,
    $trocasFeitas,
    paymentChangeOpened,
    paymentMethodChosen,
  ]);
  const [aberto, setAberto] = useState(false);
  const [idforma, setIdforma] = useState(pedido.pagamento.idformapagto);
  const [parcelas, setParcelas] = useState(1);
  // A change made closes the dialog (the page then shows the new method, total, Pix or boleto).
  const trocasAoAbrir = useRef(trocas);
  useEffect(() => {
    if (aberto && trocas !== trocasAoAbrir.current) setAberto(false);
  }, [aberto, trocas]);
  if (!podeTrocarForma(pedido)) return null;
  const escolhida = formas?.find((f) => f.idformapagto === idforma) ?? null;
  const opcoes = escolhida
    ? opcoesParcelas(toCentavos(pedido.totalpedido), escolhida.quantParcelasMax, toCentavos(escolhida.parcelaMinima))
    : [];
  const temVariacao = formas?.some((f) => f.ajustePercentual !== 0) ?? false;
  return (
    <>
      <Button
        variant="secondary"
        onClick={() => {
          trocasAoAbrir.current = trocas;
          setIdforma(pedido.pagamento.idformapagto);
          setParcelas(pedido.pagamento.quantParcelas);
          setAberto(true);
          abrir();
        }}
      >
        Alterar forma de pagamento
      </Button>
      <LazyDialog
        open={aberto}
        onOpenChange={setAberto}
        title="Alterar forma de pagamento"
        description={`Pedido nº ${pedido.numpedido}, ainda não pago.`}
      >
        <form
          className={shared.list}
          onSubmit={(e) => {
            e.preventDefault();
            if (escolhida)
              escolher({
                idformapagto: escolhida.idformapagto,
                quantParcelas: opcoes.some((o) => o.quantParcelas === parcelas) ? parcelas : 1,
              });
          }}
        >
          {erro ? (
            <Message tone="critical" role="alert">
              {erro}
            </Message>
          ) : null}
          {formas === null ? (
            <p className={shared.muted} role="status">
              {carregando ? 'Carregando as formas de pagamento…' : ''}
            </p>
          ) : (
            <fieldset className={styles.fieldset}>
              <legend className={shared.subtitle}>Formas de pagamento</legend>
              {formas.map((f) => (
                <label key={f.idformapagto} className={shared.row}>
                  <span>
                    <input
                      type="radio"
                      name="formapagamento"
                      value={f.idformapagto}
                      checked={idforma === f.idformapagto}
                      onChange={() => {
                        setIdforma(f.idformapagto);
                        setParcelas(1);
                      }}
                    />{' '}
                    {f.descricao}
                    {f.idformapagto === pedido.pagamento.idformapagto ? ' (atual)' : ''}
                  </span>
                  <span className={shared.muted}>{textoAjuste(f.ajustePercentual, f.descricao) ?? ''}</span>
                </label>
              ))}
            </fieldset>
          )}
          {opcoes.length > 1 ? (
            <FormField
              label="Parcelas"
              renderInput={(a11y) => (
                <select
                  {...a11y}
                  name="parcelas"
                  value={parcelas}
                  onChange={(e) => setParcelas(Number(e.currentTarget.value))}
                >
                  {opcoes.map((o) => (
                    <option key={o.quantParcelas} value={o.quantParcelas}>
                      {textoParcela(o)}
                    </option>
                  ))}
                </select>
              )}
            />
          ) : null}
          {temVariacao ? (
            <p className={shared.muted}>
              O total do pedido é recalculado com o desconto ou acréscimo da forma escolhida.
            </p>
          ) : null}
          <div className={shared.actions}>
            <Button
              type="submit"
              disabled={
                trocando ||
                !escolhida ||
                (escolhida.idformapagto === pedido.pagamento.idformapagto &&
                  parcelas === pedido.pagamento.quantParcelas)
              }
            >
              {trocando ? 'Alterando…' : 'Confirmar alteração'}
            </Button>
            <Button variant="secondary" onClick={() => setAberto(false)}>
              Cancelar
            </Button>
          </div>
        </form>
      </LazyDialog>
    </>
  );
}

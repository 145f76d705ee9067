/**
 * The customer's payment methods (spec section 2 'Cart: … payment methods'), each with its price
 * variance and its most installments, the installments of the chosen one, the card form while
 * a card method is chosen, and an 'a prazo' method past the available credit disabled with the reason.
 */
import { useUnit } from 'effector-react';
import type { BlockComponentProps } from '#engine/layout/define-block';
import {
  $paymentBlocks,
  $erroPagamento,
  $formaPagamentoAtiva,
  $formasPagamento,
  $idformapagto,
  $opcoesParcelas,
  $quantParcelas,
  installmentsChosen,
  paymentMethodChosen,
} from '#engine/model/checkout';
import { textoAjuste, textoParcela } from '#engine/rules/installments';
import { formatBRL, toCentavos } from '#engine/rules/money';
import { FormField } from '#ui/form-field';
import { Message } from '#ui/message';
import { useOptionsShown } from '#blocks/groups/checkout/checkout-access';
import * as shared from '#blocks/groups/checkout/checkout.css';
import { CardSandbox } from './card-sandbox';
import * as styles from './payment-method.css';
import type { PaymentMethodProps } from './schema';

export function PaymentMethod({ id, props }: BlockComponentProps<PaymentMethodProps>) {
  if (!useOptionsShown()) return null;
  return <Payment id={id} props={props} />;
}

function Payment({ id, props }: { id: string; props: PaymentMethodProps }) {
  const [formas, erro, idforma, ativa, parcelas, quantParcelas, bloqueios] = useUnit([
    $formasPagamento,
    $erroPagamento,
    $idformapagto,
    $formaPagamentoAtiva,
    $opcoesParcelas,
    $quantParcelas,
    $paymentBlocks,
  ]);
  const [escolher, escolherParcelas] = useUnit([paymentMethodChosen, installmentsChosen]);
  return (
    <fieldset className={shared.block} data-block-id={id}>
      <legend className={shared.legend}>{props.titulo}</legend>
      {erro ? <Message tone="critical">{erro}</Message> : null}
      {formas === null && !erro ? (
        <p className={`${shared.muted} ${shared.clear}`} role="status">
          Carregando as formas de pagamento…
        </p>
      ) : null}
      {formas?.length === 0 ? (
        <Message tone="caution">Nenhuma forma de pagamento disponível para a sua conta.</Message>
      ) : null}
      {formas && formas.length > 0 ? (
        <ul className={shared.options}>
          {formas.map((f) => {
            const ajuste = textoAjuste(f.ajustePercentual, f.descricao);
            // An 'a prazo' method past the available credit: disabled, with the reason (issue 28).
            const bloqueio = bloqueios[f.idformapagto];
            const motivoId = `${id}-bloqueio-${f.idformapagto}`;
            return (
              <li key={f.idformapagto}>
                <label className={shared.option}>
                  <input
                    className={shared.radio}
                    type="radio"
                    name="idformapagto"
                    value={f.idformapagto}
                    checked={idforma === f.idformapagto}
                    disabled={bloqueio !== undefined}
                    aria-describedby={bloqueio !== undefined ? motivoId : undefined}
                    onChange={() => escolher(f.idformapagto)}
                  />
                  <span className={shared.optionText}>
                    <span className={shared.optionTitle}>{f.descricao}</span>
                    {ajuste ? <span className={styles.ajuste}>{ajuste}</span> : null}
                    {props.mostrarMaximoParcelas && f.quantParcelasMax > 1 ? (
                      <span className={shared.muted}>Em até {f.quantParcelasMax}x</span>
                    ) : null}
                    {f.prazosDias && f.prazosDias.length > 0 ? (
                      <span className={shared.muted}>
                        {f.prazosDias.length > 1 ? `${f.prazosDias.length} boletos: ` : 'Boleto em '}
                        {f.prazosDias.join('/')} dias
                      </span>
                    ) : null}
                    {f.limiteCreditoDisponivel !== undefined && bloqueio === undefined ? (
                      <span className={shared.muted}>
                        Limite disponível: {formatBRL(toCentavos(f.limiteCreditoDisponivel))}
                      </span>
                    ) : null}
                    {bloqueio !== undefined ? (
                      <span className={styles.bloqueio} id={motivoId} data-testid="forma-bloqueada">
                        {bloqueio}
                      </span>
                    ) : null}
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      ) : null}
      {ativa && ativa.quantParcelasMax > 1 && parcelas.length > 0 ? (
        <FormField
          label={props.rotuloParcelas}
          hint={
            ativa.parcelaMinima > 0 ? `Parcela mínima de ${formatBRL(toCentavos(ativa.parcelaMinima))}.` : undefined
          }
          renderInput={(a11y) => (
            <select
              {...a11y}
              name="quantParcelas"
              value={quantParcelas}
              onChange={(e) => escolherParcelas(Number(e.currentTarget.value))}
            >
              {parcelas.map((p) => (
                <option key={p.quantParcelas} value={p.quantParcelas}>
                  {textoParcela(p)}
                </option>
              ))}
            </select>
          )}
        />
      ) : null}
      {ativa && (ativa.tipo === 'CARTAO_CREDITO' || ativa.tipo === 'CARTAO_DEBITO') ? <CardSandbox /> : null}
    </fieldset>
  );
}

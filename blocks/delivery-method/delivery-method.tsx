/**
 * How the order is received (spec section 4 'Delivery type' and 'Delivery options'): delivery or
 * pickup where the shop offers both, then the blocks placed inside (by default the address and
 * the pickup store), then the delivery options with their fee and the date. Everything lives in
 * the checkout model (engine/model/checkout); this shows it and sends the choices.
 */
import { useUnit } from 'effector-react';
import type { BlockComponentProps } from '#engine/layout/define-block';
import {
  $dataEntrega,
  $estadoEntrega,
  $formaEntregaAtiva,
  $formasEntrega,
  $idformaentrega,
  $tipoDasFormasEntrega,
  $tipoEntrega,
  $tiposEntrega,
  deliveryDateChosen,
  deliveryMethodChosen,
  deliveryTypeChosen,
} from '#engine/model/checkout';
import type { TipoEntrega } from '#engine/rules/delivery';
import { formatBRL, toCentavos } from '#engine/rules/money';
import { FormField } from '#ui/form-field';
import { Message } from '#ui/message';
import { useOptionsShown } from '#blocks/groups/checkout/checkout-access';
import * as shared from '#blocks/groups/checkout/checkout.css';
import * as styles from './delivery-method.css';
import { longDate } from './long-date';
import type { DeliveryMethodProps } from './schema';

export function DeliveryMethod({ id, props, children }: BlockComponentProps<DeliveryMethodProps>) {
  if (!useOptionsShown()) return null;
  return (
    <>
      <DeliveryType id={id} props={props} />
      {children}
      <DeliveryOptions id={id} props={props} />
    </>
  );
}

function DeliveryType({ id, props }: { id: string; props: DeliveryMethodProps }) {
  const [tipos, tipo, escolher] = useUnit([$tiposEntrega, $tipoEntrega, deliveryTypeChosen]);
  if (tipos.length < 2) return null;
  const nomes: Record<TipoEntrega, string> = { DELIVERY: props.textoEntrega, RETIRADA: props.textoRetirada };
  return (
    <fieldset className={shared.block} data-block-id={id}>
      <legend className={shared.legend}>{props.tituloTipo}</legend>
      <div className={shared.inline}>
        {tipos.map((t) => (
          <label key={t} className={shared.option}>
            <input
              className={shared.radio}
              type="radio"
              name="tipoEntrega"
              value={t}
              checked={tipo === t}
              onChange={() => escolher(t)}
            />
            <span className={shared.optionTitle}>{nomes[t]}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function DeliveryOptions({ id, props }: { id: string; props: DeliveryMethodProps }) {
  const [estado, formas, idforma, ativa, data, tipo] = useUnit([
    $estadoEntrega,
    $formasEntrega,
    $idformaentrega,
    $formaEntregaAtiva,
    $dataEntrega,
    $tipoEntrega,
  ]);
  const [escolher, escolherData, tipoDaLista] = useUnit([
    deliveryMethodChosen,
    deliveryDateChosen,
    $tipoDasFormasEntrega,
  ]);
  // Asking again for the same kind (another address): the options stay where they are, disabled,
  // until the answer replaces them, so nothing below them (the payment methods) moves under a tap.
  const recarregando = estado === 'carregando' && formas.length > 0 && tipoDaLista === tipo;
  const mostrarLista = formas.length > 0 && (estado !== 'carregando' || recarregando);
  const retirada = tipo === 'RETIRADA';
  return (
    <fieldset className={shared.block} aria-busy={estado === 'carregando' || undefined} data-block-id={id}>
      <legend className={shared.legend}>{retirada ? props.tituloOpcoesRetirada : props.tituloOpcoesEntrega}</legend>
      {estado === 'carregando' && !recarregando ? (
        <p className={`${shared.muted} ${shared.clear}`} role="status">
          Carregando as formas de entrega…
        </p>
      ) : null}
      {estado === 'ocioso' && tipo === 'DELIVERY' ? (
        <p className={`${shared.muted} ${shared.clear}`}>Escolha um endereço para ver as formas de entrega.</p>
      ) : null}
      {estado === 'erro' ? <Message tone="caution">Não há formas de entrega disponíveis agora.</Message> : null}
      {mostrarLista ? (
        <ul className={shared.options}>
          {formas.map((f) => (
            <li key={f.idformaentrega}>
              <label className={shared.option}>
                <input
                  className={shared.radio}
                  type="radio"
                  name="idformaentrega"
                  value={f.idformaentrega}
                  disabled={recarregando}
                  checked={idforma === f.idformaentrega}
                  onChange={() => escolher(f.idformaentrega)}
                />
                <span className={shared.optionText}>
                  <span className={shared.optionTitle}>{f.nome}</span>
                  {f.descricao ? <span className={shared.muted}>{f.descricao}</span> : null}
                </span>
                {f.freteGratis || f.taxaEntrega === 0 ? (
                  <span className={styles.free}>Grátis</span>
                ) : (
                  <span className={styles.price}>{formatBRL(toCentavos(f.taxaEntrega))}</span>
                )}
              </label>
            </li>
          ))}
        </ul>
      ) : null}
      {props.mostrarData && mostrarLista && ativa && ativa.agendamento.length > 0 ? (
        <FormField
          label={retirada ? props.rotuloDataRetirada : props.rotuloDataEntrega}
          renderInput={(a11y) => (
            <select
              {...a11y}
              name="data_de_entrega"
              disabled={recarregando}
              value={data ?? ''}
              onChange={(e) => escolherData(e.currentTarget.value)}
            >
              {ativa.agendamento.map((d) => (
                <option key={d} value={d}>
                  {longDate(d)}
                </option>
              ))}
            </select>
          )}
        />
      ) : null}
    </fieldset>
  );
}

/**
 * The supplier's client and order characteristics (spec section 3: caracteristicasCliente,
 * caracteristicasPedido): a required one is marked and, once 'Enviar pedido' was pressed, its
 * error shown under it (engine/rules/characteristics, the rule the server runs too).
 */
import { useUnit } from 'effector-react';
import type { BlockComponentProps } from '#engine/layout/define-block';
import {
  $caracteristicas,
  $errosCaracteristicas,
  $respostasCaracteristicas,
  characteristicAnswered,
} from '#engine/model/checkout';
import { MAX_VALOR_CARACTERISTICA, opcoesDe } from '#engine/rules/characteristics';
import { FormField } from '#ui/form-field';
import { useOptionsShown } from '#blocks/groups/checkout/checkout-access';
import * as shared from '#blocks/groups/checkout/checkout.css';
import * as styles from './order-characteristics.css';
import type { OrderCharacteristicsProps } from './schema';

export function OrderCharacteristics({ id, props }: BlockComponentProps<OrderCharacteristicsProps>) {
  if (!useOptionsShown()) return null;
  return <Characteristics id={id} props={props} />;
}

function Characteristics({ id, props }: { id: string; props: OrderCharacteristicsProps }) {
  const [defs, respostas, erros, responder] = useUnit([
    $caracteristicas,
    $respostasCaracteristicas,
    $errosCaracteristicas,
    characteristicAnswered,
  ]);
  if (defs.length === 0) return null;
  return (
    <fieldset className={shared.block} data-block-id={id}>
      <legend className={shared.legend}>{props.titulo}</legend>
      <div className={`${shared.clear} ${styles.campos}`}>
        {defs.map((c) => {
          const label = `${c.nome}${c.obrigatoria ? ' *' : ' (opcional)'}`;
          const valor = respostas[c.idcaracteristica] ?? '';
          const mudar = (v: string) => responder({ idcaracteristica: c.idcaracteristica, valor: v });
          const opcoes = opcoesDe(c);
          return (
            <FormField
              key={c.idcaracteristica}
              label={label}
              error={erros[c.idcaracteristica]}
              renderInput={(a11y) =>
                opcoes.length > 0 ? (
                  <select
                    {...a11y}
                    name={`caracteristica-${c.idcaracteristica}`}
                    value={valor}
                    required={c.obrigatoria}
                    onChange={(e) => mudar(e.currentTarget.value)}
                  >
                    <option value="">Selecione…</option>
                    {opcoes.map((o) => (
                      <option key={o} value={o}>
                        {o}
                      </option>
                    ))}
                  </select>
                ) : (
                  <input
                    {...a11y}
                    name={`caracteristica-${c.idcaracteristica}`}
                    value={valor}
                    required={c.obrigatoria}
                    maxLength={MAX_VALOR_CARACTERISTICA}
                    onChange={(e) => mudar(e.currentTarget.value)}
                  />
                )
              }
            />
          );
        })}
      </div>
      {props.mostrarNotaObrigatorio ? <p className={shared.muted}>* Campo obrigatório</p> : null}
    </fieldset>
  );
}

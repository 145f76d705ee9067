/**
 * Whether the order repeats (spec sections 2 and 5, subscriptions): where the supplier offers
 * subscriptions (`assinaturas` with the cart), a choice of the types, or a one-off order; the type
 * the server keeps with the cart is chosen, and the server's text about the repetition shows under
 * it. The choice lives in the cart model (engine/model/cart/flow) and goes with the cart's save.
 * Nothing where the supplier offers no subscriptions; a locked cart cannot change it.
 */
import { useUnit } from 'effector-react';
import type { BlockComponentProps } from '#engine/layout/define-block';
import { $assinaturas, $bloqueado, $idtipoassinatura, $recorrencia, subscriptionTypeChosen } from '#engine/model/cart';
import { SEM_ASSINATURA } from '#engine/rules/subscription';
import { FormField } from '#ui/form-field';
import type { SubscriptionChoiceProps } from './schema';
import * as styles from './subscription-choice.css';

export function SubscriptionChoice({ id, props }: BlockComponentProps<SubscriptionChoiceProps>) {
  const [assinaturas, idtipoassinatura, recorrencia, bloqueado, onAssinatura] = useUnit([
    $assinaturas,
    $idtipoassinatura,
    $recorrencia,
    $bloqueado,
    subscriptionTypeChosen,
  ]);
  if (!assinaturas) return null;
  const titleId = `${id}-titulo`;
  return (
    <section
      className={styles.box}
      aria-labelledby={props.titulo ? titleId : undefined}
      data-block-id={id}
      data-testid="subscription-choice"
    >
      {props.titulo ? (
        <h2 id={titleId} className={styles.subtitle}>
          {props.titulo}
        </h2>
      ) : null}
      <FormField
        label={assinaturas.label}
        hint={recorrencia ?? props.ajuda}
        renderInput={(a11y) => (
          <select
            {...a11y}
            name="idtipoassinatura"
            value={idtipoassinatura ?? SEM_ASSINATURA}
            disabled={bloqueado}
            onChange={(e) => onAssinatura(Number(e.currentTarget.value))}
          >
            <option value={SEM_ASSINATURA}>{props.textoAvulsa}</option>
            {assinaturas.tipos.map((tipo) => (
              <option key={tipo.idtipoassinatura} value={tipo.idtipoassinatura}>
                {tipo.nome} (a cada {tipo.intervalo_dias} {tipo.intervalo_dias === 1 ? 'dia' : 'dias'})
              </option>
            ))}
          </select>
        )}
      />
    </section>
  );
}

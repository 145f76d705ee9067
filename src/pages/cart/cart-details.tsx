/**
 * The cart page's order details (spec section 2, cart screen): the observations (`observacao`),
 * the customer's own order number (`numPedidoCliente`) and, where the supplier offers
 * subscriptions, whether the order repeats (`assinaturas`, the type the server keeps with the
 * cart, falling back to the first type, spec section 5). Both live in the cart model
 * (engine/model/cart/flow) and go to the server with the cart's debounced save (1000 ms after the
 * last keystroke, spec section 9) for a logged-in client; the server keeps them with the cart.
 */
import { useUnit } from 'effector-react';
import {
  $assinaturas,
  $idtipoassinatura,
  $numPedidoCliente,
  $observacao,
  $recorrencia,
  MAX_NUM_PEDIDO_CLIENTE,
  MAX_OBSERVACAO,
  clientePedidoNumberChanged,
  noteChanged,
  subscriptionTypeChosen,
} from '#engine/model/cart/flow';
import { SEM_ASSINATURA } from '#engine/rules/subscription';
import { FormField, TextField } from '#ui/form-field';
import * as styles from './cart.css';

export function CartDetails({ disabled }: { disabled: boolean }) {
  const [observacao, numPedidoCliente, onObservacao, onNumPedido] = useUnit([
    $observacao,
    $numPedidoCliente,
    noteChanged,
    clientePedidoNumberChanged,
  ]);
  const [assinaturas, idtipoassinatura, recorrencia, onAssinatura] = useUnit([
    $assinaturas,
    $idtipoassinatura,
    $recorrencia,
    subscriptionTypeChosen,
  ]);
  return (
    <section className={styles.details} aria-labelledby="carrinho-dados-titulo">
      <h2 id="carrinho-dados-titulo" className={styles.subtitle}>
        Dados do pedido
      </h2>
      <FormField
        label="Observações"
        hint={`Até ${MAX_OBSERVACAO} caracteres.`}
        renderInput={(a11y) => (
          <textarea
            {...a11y}
            name="observacao"
            rows={3}
            maxLength={MAX_OBSERVACAO}
            value={observacao}
            disabled={disabled}
            onChange={(e) => onObservacao(e.currentTarget.value)}
          />
        )}
      />
      <TextField
        label="Número do seu pedido (opcional)"
        hint="O número do pedido no seu sistema, se quiser que ele conste no pedido."
        name="numPedidoCliente"
        maxLength={MAX_NUM_PEDIDO_CLIENTE}
        value={numPedidoCliente}
        disabled={disabled}
        onChange={(e) => onNumPedido(e.currentTarget.value)}
      />
      {assinaturas ? (
        <FormField
          label={assinaturas.label}
          hint={recorrencia ?? 'Escolha uma frequência para receber este pedido como assinatura.'}
          renderInput={(a11y) => (
            <select
              {...a11y}
              name="idtipoassinatura"
              value={idtipoassinatura ?? SEM_ASSINATURA}
              disabled={disabled}
              onChange={(e) => onAssinatura(Number(e.currentTarget.value))}
            >
              <option value={SEM_ASSINATURA}>Não, é uma compra avulsa</option>
              {assinaturas.tipos.map((tipo) => (
                <option key={tipo.idtipoassinatura} value={tipo.idtipoassinatura}>
                  {tipo.nome} (a cada {tipo.intervalo_dias} {tipo.intervalo_dias === 1 ? 'dia' : 'dias'})
                </option>
              ))}
            </select>
          )}
        />
      ) : null}
    </section>
  );
}

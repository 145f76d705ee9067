/**
 * The order's notes (spec section 2, cart screen): the observations (`observacao`) and the
 * customer's own order number (`numPedidoCliente`). Both live in the cart model
 * (engine/model/cart/flow) and go to the server with the cart's debounced save (1000 ms after the
 * last keystroke, spec section 9) for a logged-in client; the server keeps them with the cart.
 * A locked cart cannot change them.
 */
import { useUnit } from 'effector-react';
import type { BlockComponentProps } from '#engine/layout/define-block';
import {
  $bloqueado,
  $numPedidoCliente,
  $observacao,
  MAX_NUM_PEDIDO_CLIENTE,
  MAX_OBSERVACAO,
  clientePedidoNumberChanged,
  noteChanged,
} from '#engine/model/cart';
import { FormField, TextField } from '#ui/form-field';
import { MAX } from './schema';
import type { OrderNotesProps } from './schema';
import * as styles from './order-notes.css';

export function OrderNotes({ id, props }: BlockComponentProps<OrderNotesProps>) {
  const [observacao, numPedidoCliente, bloqueado, onObservacao, onNumPedido] = useUnit([
    $observacao,
    $numPedidoCliente,
    $bloqueado,
    noteChanged,
    clientePedidoNumberChanged,
  ]);
  if (!props.mostrarObservacoes && !props.mostrarNumeroPedido) return null;
  const titleId = `${id}-titulo`;
  return (
    <section className={styles.details} aria-labelledby={titleId} data-block-id={id}>
      <h2 id={titleId} className={styles.subtitle}>
        {props.titulo}
      </h2>
      {props.mostrarObservacoes ? (
        <FormField
          label={props.rotuloObservacoes}
          hint={props.ajudaObservacoes.replaceAll(MAX, String(MAX_OBSERVACAO)) || undefined}
          renderInput={(a11y) => (
            <textarea
              {...a11y}
              name="observacao"
              rows={3}
              maxLength={MAX_OBSERVACAO}
              value={observacao}
              disabled={bloqueado}
              onChange={(e) => onObservacao(e.currentTarget.value)}
            />
          )}
        />
      ) : null}
      {props.mostrarNumeroPedido ? (
        <TextField
          label={props.rotuloNumeroPedido}
          hint={props.ajudaNumeroPedido || undefined}
          name="numPedidoCliente"
          maxLength={MAX_NUM_PEDIDO_CLIENTE}
          value={numPedidoCliente}
          disabled={bloqueado}
          onChange={(e) => onNumPedido(e.currentTarget.value)}
        />
      ) : null}
    </section>
  );
}

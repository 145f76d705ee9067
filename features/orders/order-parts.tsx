/**
 * Parts of an order shown alike on the customer's order page (blocks/order-detail) and in the
 * supplier's order desk (src/pages/painel/desk-page.tsx):
 * its status history as a timeline, and where it goes (the delivery option and date, the address
 * or the pickup store).
 */
import type { components } from '#openapi/generated/v2';
import { textoQuemRecebe } from '#engine/rules/address';
import { rotuloStatusPedido } from '#engine/rules/pedido-status';
import { dataHora, dia } from './format';
import * as styles from './orders.css';

type Pedido = components['schemas']['Pedido'];

/** The statuses the order took, oldest first, the current one marked, each with when and by whom. */
export function OrderTimeline({ historico, testId }: { historico: Pedido['historico']; testId: string }) {
  return (
    <ol className={styles.timeline} data-testid={testId}>
      {historico.map((h, i) => (
        <li key={`${h.status}-${h.em}`} className={styles.step}>
          <span className={i === historico.length - 1 ? styles.stepCurrent : undefined}>
            {rotuloStatusPedido(h.status)}
          </span>
          <p className={styles.muted}>
            {dataHora(h.em)}
            {h.por ? ` · por ${h.por}` : ''}
          </p>
        </li>
      ))}
    </ol>
  );
}

/** The delivery option and date, then the address or the pickup store (with its address). */
export function OrderDelivery({ entrega }: { entrega: Pedido['entrega'] }) {
  return (
    <>
      <p className={styles.row}>
        <span>{entrega.nome}</span>
        {entrega.dataEntrega ? <span>{dia(entrega.dataEntrega)}</span> : null}
      </p>
      {entrega.endereco ? (
        <p className={styles.muted}>
          {entrega.endereco.rua}, {entrega.endereco.numero}
          {entrega.endereco.complemento ? ` - ${entrega.endereco.complemento}` : ''} - {entrega.endereco.bairro},{' '}
          {entrega.endereco.cidade} - {entrega.endereco.uf}
        </p>
      ) : null}
      {entrega.endereco && textoQuemRecebe(entrega.endereco) ? (
        <p className={styles.muted} data-testid="pedido-quem-recebe">
          {textoQuemRecebe(entrega.endereco)}
        </p>
      ) : null}
      {entrega.loja ? (
        <p className={styles.muted}>
          {entrega.loja.nome}: {entrega.loja.descricao_endereco_loja}
        </p>
      ) : null}
    </>
  );
}

/**
 * 'Limite de crédito' on the 'Faturas' page (issue 28; spec section 3 'Invoices':
 * `limite_credito_total`, `limite_credito_disponivel`): the client's credit limit at this shop and
 * what is available (the total minus the open titles, as the server computed it). State lives in
 * engine/model/invoices; the page's frame asks a visitor to log in and loads the titles.
 */
import { useUnit } from 'effector-react';
import type { BlockComponentProps } from '#engine/layout/define-block';
import { $faturas } from '#engine/model/invoices';
import { formatBRL, toCentavos } from '#engine/rules/money';
import type { CreditLimitProps } from './schema';
import * as styles from './credit-limit.css';

export function CreditLimit({ props }: BlockComponentProps<CreditLimitProps>) {
  const faturas = useUnit($faturas);
  if (faturas === null) return null;
  return (
    <section className={styles.box} aria-labelledby="limite-credito-titulo" data-testid="credit-limit">
      {props.titulo ? (
        <h2 id="limite-credito-titulo" className={styles.title}>
          {props.titulo}
        </h2>
      ) : null}
      <dl className={styles.amounts}>
        <div>
          <dt className={styles.label}>Limite total</dt>
          <dd className={styles.value} data-testid="limite-total">
            {formatBRL(toCentavos(faturas.limite_credito_total))}
          </dd>
        </div>
        <div>
          <dt className={styles.label}>Disponível</dt>
          <dd className={styles.available} data-testid="limite-disponivel">
            {formatBRL(toCentavos(faturas.limite_credito_disponivel))}
          </dd>
        </div>
      </dl>
      {props.textoAjuda ? <p className={styles.muted}>{props.textoAjuda}</p> : null}
    </section>
  );
}

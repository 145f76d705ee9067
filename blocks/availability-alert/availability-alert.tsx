/**
 * 'Produto indisponível no momento' on an out-of-stock product's page (spec section 2 'Alerta de
 * disponibilidade'; engine/rules/stock), in the quantity's place when it sits in the buy box; it
 * renders nothing for a product in stock. The server renders the title and the alert's button,
 * inactive; after hydration the live alert and its model load in a chunk of their own
 * (./alert-subscription) into an area of the same size (no shift).
 */
import { useUnit } from 'effector-react';
import { lazy, Suspense, useId } from 'react';
import { infoCell } from '#blocks/groups/product/columns.css';
import type { BlockComponentProps } from '#engine/layout/define-block';
import { $produto } from '#engine/model/product';
import { $gateContext } from '#engine/model/storefront';
import { hasStockControl, isOutOfStock } from '#engine/rules/stock';
import { Button } from '#ui/button';
import { useHydrated } from '#ui/use-hydrated';
import type { AvailabilityAlertProps } from './schema';
import { TEXTO_AVISE_ME } from './texts';
import * as styles from './availability-alert.css';

// The alert and its model load only on an out-of-stock product's page, after hydration.
const AlertSubscription = lazy(() => import('./alert-subscription'));

/** What the server renders, and the page shows while the alert's chunk loads: the same button, inactive. */
function AlertPlaceholder({ texto }: { texto: string }) {
  return (
    <div className={styles.area}>
      {texto ? <p className={styles.muted}>{texto}</p> : null}
      <Button disabled>{TEXTO_AVISE_ME}</Button>
    </div>
  );
}

export function AvailabilityAlert({ id, props }: BlockComponentProps<AvailabilityAlertProps>) {
  const [produto, gate] = useUnit([$produto, $gateContext]);
  const hidratado = useHydrated();
  const tituloId = useId();
  if (!produto || !isOutOfStock(produto.maximo_disponivel, hasStockControl(gate.supplierTags))) return null;
  return (
    <section
      className={`${infoCell} ${styles.root}`}
      aria-labelledby={tituloId}
      data-testid="produto-indisponivel"
      data-block-id={id}
    >
      <h2 id={tituloId} className={styles.title}>
        {props.titulo}
      </h2>
      {!props.oferecerAviso ? null : hidratado ? (
        <Suspense fallback={<AlertPlaceholder texto={props.texto} />}>
          <AlertSubscription texto={props.texto} />
        </Suspense>
      ) : (
        <AlertPlaceholder texto={props.texto} />
      )}
    </section>
  );
}

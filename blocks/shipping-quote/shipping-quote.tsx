/**
 * 'Calcular frete' by CEP (spec section 7 cotarFreteCep), for a supplier that delivers (tag
 * DELIVERY; nothing otherwise). The server renders the box with its field inactive; after
 * hydration the live form and its model load in a chunk of their own (./quote-form) into a box of
 * the same size (no shift).
 */
import { useUnit } from 'effector-react';
import { lazy, Suspense, useId } from 'react';
import { infoCell } from '#blocks/groups/product/columns.css';
import type { BlockComponentProps } from '#engine/layout/define-block';
import { $produto } from '#engine/model/product';
import { $gateContext } from '#engine/model/storefront';
import { TAG_DELIVERY } from '#engine/rules/tags';
import { useHydrated } from '#ui/use-hydrated';
import type { ShippingQuoteProps } from './schema';
import * as styles from './shipping-quote.css';

// The shipping quote by CEP and its model: a chunk of their own, after hydration.
const QuoteForm = lazy(() => import('./quote-form'));

/** What the server renders, and the box shows while the form's chunk loads: the same field, inactive. */
function QuotePlaceholder() {
  return (
    <label className={styles.muted}>
      CEP <input disabled placeholder="00000-000" />
    </label>
  );
}

export function ShippingQuote({ id, props }: BlockComponentProps<ShippingQuoteProps>) {
  const [produto, gate] = useUnit([$produto, $gateContext]);
  const hidratado = useHydrated();
  const tituloId = useId();
  if (!produto || !gate.supplierTags.includes(TAG_DELIVERY)) return null;
  return (
    <section
      className={`${infoCell} ${styles.root}`}
      aria-labelledby={tituloId}
      data-testid="calcular-frete"
      data-block-id={id}
    >
      <h2 id={tituloId} className={styles.title}>
        {props.titulo}
      </h2>
      {hidratado ? (
        <Suspense fallback={<QuotePlaceholder />}>
          <QuoteForm />
        </Suspense>
      ) : (
        <QuotePlaceholder />
      )}
    </section>
  );
}

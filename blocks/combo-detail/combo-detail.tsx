/**
 * A combo's page (`/{slug}/combos/{id}`): its products with their quantities and combo prices,
 * the combo's price, the normal price, the saving and 'Adicionar combo' (engine/model/combos).
 * The page's frame (blocks/groups/combos/page.tsx) has its h1, loading, error and 'not found'.
 */
import { useUnit } from 'effector-react';
import type { BlockComponentProps } from '#engine/layout/define-block';
import { $currentCombo } from '#engine/model/combos';
import { useHomeAfterCartApplied } from '#features/cart/home-after-cart';
import { ComboCard } from '#features/combos/combo-card';
import * as styles from '#features/combos/combos.css';
import type { ComboDetailProps } from './schema';

export function ComboDetail({ id, props }: BlockComponentProps<ComboDetailProps>) {
  const combo = useUnit($currentCombo);
  useHomeAfterCartApplied();
  if (combo === null) return null;
  return (
    <div data-block-id={id} className={styles.strip}>
      <ul className={styles.items} aria-label="Combo">
        <ComboCard combo={combo} />
      </ul>
      {props.textoRegra ? <p className={styles.muted}>{props.textoRegra}</p> : null}
    </div>
  );
}

/**
 * 'Combos promocionais' (`/{slug}/combos`; spec section 2 'Promotional combo'): the combos valid
 * for this visitor (engine/model/combos), each with 'Adicionar combo'. The page's frame
 * (blocks/groups/combos/page.tsx) asks for the list and shows its loading and error states.
 */
import { useUnit } from 'effector-react';
import type { BlockComponentProps } from '#engine/layout/define-block';
import { $combos } from '#engine/model/combos';
import { useHomeAfterCartApplied } from '#features/cart/home-after-cart';
import { ComboCard } from '#features/combos/combo-card';
import * as styles from '#features/combos/combos.css';
import type { ComboListProps } from './schema';

export function ComboList({ id, props }: BlockComponentProps<ComboListProps>) {
  const combos = useUnit($combos);
  useHomeAfterCartApplied();
  if (combos === null) return null;
  return (
    <div data-block-id={id}>
      {props.textoAjuda ? <p className={styles.muted}>{props.textoAjuda}</p> : null}
      {combos.length === 0 ? (
        <p data-testid="combos-vazio">{props.textoVazio}</p>
      ) : (
        <ul className={styles.grid} aria-label="Combos promocionais">
          {combos.map((c) => (
            <ComboCard key={c.idcombopromocional_cabecalho} combo={c} mostrarItens={props.mostrarItens} />
          ))}
        </ul>
      )}
    </div>
  );
}

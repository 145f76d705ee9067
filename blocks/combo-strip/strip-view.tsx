/**
 * The combos strip's content (a lazy block, ./index.ts): the visitor's combos in a row, asked when
 * it mounts; nothing while they load or when there are none.
 */
import { useUnit } from 'effector-react';
import { useEffect, useId } from 'react';
import { Link } from 'react-router';
import { $combos, combosShown } from '#engine/model/combos';
import { $rotaBase } from '#engine/model/supplier';
import { ComboCard } from '#features/combos/combo-card';
import * as styles from '#features/combos/combos.css';
import type { BlockComponentProps } from '#engine/layout/define-block';
import { pageLink } from '#schemas/page-types';
import { COMBOS_NA_FAIXA, type ComboStripProps } from './schema';

export default function StripView({ id, props }: BlockComponentProps<ComboStripProps>) {
  const { titulo } = props;
  const [combos, base, mostrar] = useUnit([$combos, $rotaBase, combosShown]);
  const tituloId = useId();
  useEffect(() => mostrar(), [mostrar]);
  if (combos === null || combos.length === 0) return null;
  return (
    <section className={styles.strip} aria-labelledby={tituloId} data-block-id={id} data-testid="combo-strip">
      <div className={styles.stripHead}>
        <h2 id={tituloId} className={styles.stripTitle}>
          {titulo}
        </h2>
        <Link to={pageLink(base, 'combos')}>Ver todos os combos</Link>
      </div>
      <ul className={styles.stripRow}>
        {combos.slice(0, COMBOS_NA_FAIXA).map((c) => (
          <ComboCard key={c.idcombopromocional_cabecalho} combo={c} headingLevel={3} mostrarItens={false} />
        ))}
      </ul>
    </section>
  );
}
